import { it } from "vitest";
import { wrapTextWithAnsi, truncateToWidth, visibleWidth } from "@mariozechner/pi-tui";
import { textBlock } from "../../src/render/blocks.ts";

const LONG_TYPED = `${"typed words and 中文字符 and 👍🏽 ".repeat(8)}${"x".repeat(400)}`;
it("prof", () => {
	let t = performance.now();
	for (let w = 1; w <= 300; w++) textBlock(LONG_TYPED, w, 4);
	console.log("textBlock", (performance.now() - t) / 300);
	t = performance.now();
	for (let w = 1; w <= 300; w++) wrapTextWithAnsi(LONG_TYPED, w);
	console.log("wrap", (performance.now() - t) / 300);
	const short = LONG_TYPED.slice(0, 200);
	t = performance.now();
	for (let w = 1; w <= 300; w++) wrapTextWithAnsi(short, w);
	console.log("wrap200", (performance.now() - t) / 300);
	t = performance.now();
	for (let w = 1; w <= 300; w++) visibleWidth(LONG_TYPED + w);
	console.log("vw", (performance.now() - t) / 300);
});
