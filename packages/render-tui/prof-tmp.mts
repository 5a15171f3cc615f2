import { validFixtures } from "@ask-user/core/fixtures";
import { detachedQuestionnaire } from "./test/support/detached.ts";
const LONG_TYPED = `${"typed words and 中文字符 and 👍🏽 ".repeat(8)}${"x".repeat(400)}`;
for (const fx of validFixtures) {
const s = detachedQuestionnaire(fx.payload, { maxHeight: () => 24 });
s.press("n", LONG_TYPED, "\x1b", "N", LONG_TYPED, "\x1b", " ", "\x1b[B", "n", "short", "\x1b");
let t = performance.now();
for (let w = 1; w <= 300; w++) s.component.render(w);
console.log(fx.name, ((performance.now() - t) / 300).toFixed(3));
}
