/**
 * A preview that cannot be rendered costs only itself: its option shows "Preview unavailable" and the form goes on.
 * Markdown and its highlighter failing are caught per block (hostile-previews.test.ts); this covers a failure
 * anywhere else on the way, here the block splitter.
 */
import { tour } from "@ask-user/core/fixtures";
import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { markdownThemeOf } from "../src/render/component-themes.ts";
import { MarkdownCache, PREVIEW_UNAVAILABLE } from "../src/render/markdown-cache.ts";
import { identityTheme } from "../src/theme.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";

vi.mock("../src/render/markdown-blocks.ts", async (original) => {
	const actual = await original<typeof import("../src/render/markdown-blocks.ts")>();
	return {
		...actual,
		markdownBlocks: (text: string) => {
			if (text.includes("BREAKS")) throw new RangeError("Maximum call stack size exceeded");
			return actual.markdownBlocks(text);
		},
	};
});

const theme = markdownThemeOf(identityTheme);

describe("a preview that throws while rendering", () => {
	it("shows Preview unavailable, cut to the width", () => {
		expect(new MarkdownCache(theme).lines("p", "BREAKS", 80)).toEqual([PREVIEW_UNAVAILABLE]);
		const narrow = new MarkdownCache(theme).lines("p", "BREAKS", 7);
		expect(narrow.map((line) => visibleWidth(line))).toEqual([7]);
		expect(new MarkdownCache(theme).lines("p", "# fine", 80).join("\n")).toContain("fine");
	});

	it("shows it for that option only, and the form goes on to a result", async () => {
		const layout = tour.questions[2];
		if (layout === undefined) throw new Error("tour has three questions");
		const broken = {
			...tour,
			questions: [
				{
					...layout,
					options: (layout.options ?? []).map((option, i) => (i === 0 ? { ...option, preview: "BREAKS" } : option)),
				},
			],
		};
		const session = await openQuestionnaire(broken, { columns: 120, rows: 30 });
		expect(session.screen().join("\n")).toContain(PREVIEW_UNAVAILABLE);
		await session.press(keys.down);
		expect(session.screen().join("\n")).not.toContain(PREVIEW_UNAVAILABLE);
		await session.press(keys.enter, keys.enter);
		expect(session.result()).toMatchObject({
			cancelled: false,
			answers: { layout: { values: ["by-layer"] } },
		});
	});
});
