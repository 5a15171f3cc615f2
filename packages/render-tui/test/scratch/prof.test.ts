import { validFixtures } from "@ask-user/core/fixtures";
import { it } from "vitest";
import { detachedQuestionnaire } from "../support/detached.ts";

const LONG_TYPED = `${"typed words and 中文字符 and 👍🏽 ".repeat(8)}${"x".repeat(400)}`;
it("prof", () => {
	const fx = validFixtures.find((f) => f.name === "minimal")!;
	const s = detachedQuestionnaire(fx.payload, { maxHeight: () => 24 });
	s.press("N", LONG_TYPED);
	console.log(s.component.render(80).join("\n"));
	s.press("\x1b");
	const s2 = detachedQuestionnaire(fx.payload, { maxHeight: () => 24 });
	s2.press("n", LONG_TYPED, "\x1b", "N", LONG_TYPED, "\x1b", " ", "\x1b[B", "n", "short", "\x1b");
	let t = performance.now();
	for (let w = 1; w <= 300; w++) s2.component.render(w);
	console.log("per render", (performance.now() - t) / 300);
	console.log(s2.component.render(80).join("\n"));
});
