import { validFixtures } from "@ask-user/core/fixtures";
import { it } from "vitest";
import { detachedQuestionnaire } from "../support/detached.ts";

const LONG_TYPED = `${"typed words and 中文字符 and 👍🏽 ".repeat(8)}${"x".repeat(400)}`;
it("prof", () => {
	const fx = validFixtures.find((f) => f.name === "tour")!;
	let height = 24;
	const s = detachedQuestionnaire(fx.payload, { maxHeight: () => height, onError: (e) => { console.log("ERR", e); } });
	s.press("N", LONG_TYPED);
	let t = performance.now();
	for (let w = 1; w <= 300; w++) s.component.render(w);
	console.log("per render", (performance.now() - t) / 300);
	height = 3;
	console.log(s.component.render(40).join("\n"));
	height = 1;
	console.log(s.component.render(40).join("\n"));
});
