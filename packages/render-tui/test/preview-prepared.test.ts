/**
 * A key that shows a preview prepared on the idle turns before it draws it from the cache: the highlighter runs on
 * the idle turns only (D91), for the rows beside the focused one and for the focused previews of the tabs beside
 * the active one, at the height the key's frame asks for (D119).
 */
import type { AskUserInput } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { markdownThemeOf } from "../src/render/component-themes.ts";
import { MarkdownCache } from "../src/render/markdown-cache.ts";
import { identityTheme } from "../src/theme.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { RenderWatch } from "./support/render-watch.ts";

const CODE_LINES = 60;

function codePreview(question: number, option: number): string {
	const code = Array.from({ length: CODE_LINES }, (_, line) => `const q${question}o${option}l${line} = ${line};`);
	return [`# Option ${option}`, "", "```ts", ...code, "```"].join("\n");
}

function previewQuestions(count: number, options: number): AskUserInput {
	return {
		questions: Array.from({ length: count }, (_, question) => ({
			id: `q${question}`,
			label: `Q${question}`,
			type: "preview" as const,
			prompt: `Which layout for part ${question}?`,
			options: Array.from({ length: options }, (_, option) => ({
				label: `Layout ${question}.${option}`,
				value: `layout-${question}-${option}`,
				preview: codePreview(question, option),
			})),
		})),
	};
}

/** A highlighter that marks its lines and counts the ones it was asked for while `during()` holds. */
function countingTheme(during: () => boolean) {
	const asked = { during: 0, idle: 0 };
	const theme = {
		...markdownThemeOf(identityTheme),
		highlightCode: (code: string) => {
			const lines = code.split("\n");
			if (during()) asked.during += lines.length;
			else asked.idle += lines.length;
			return lines.map((line) => `HL ${line}`);
		},
	};
	return { theme, asked };
}

const idleTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("keys onto prepared previews", () => {
	it("highlight nothing while the key renders: ↓, ↑, Tab and Shift+Tab find the preview ready", async () => {
		const renders = new RenderWatch();
		const { theme, asked } = countingTheme(renders.during);
		const session = await openQuestionnaire(previewQuestions(3, 5), { columns: 120, rows: 40, markdownTheme: theme });
		renders.watch(session.component);
		await session.press(keys.down, keys.down, keys.up, keys.tab, keys.down, keys.shiftTab, keys.tab, keys.tab);
		expect(asked.during).toBe(0);
		expect(asked.idle).toBeGreaterThan(0);
		expect(session.screen().join("\n")).toContain("HL const q2o0l0 = 0;");
	});

	it("render nothing on idle turns once the form closed", async () => {
		const { theme, asked } = countingTheme(() => false);
		const session = await openQuestionnaire(previewQuestions(3, 5), { columns: 120, rows: 40, markdownTheme: theme });
		const shown = asked.idle;
		session.terminal.sendInput(keys.down);
		session.component.render(120);
		session.component.dispose();
		session.tui.stop();
		await session.terminal.flush();
		expect(asked.idle).toBe(shown);
	});
});

describe("MarkdownCache.prepare", () => {
	const { theme, asked } = countingTheme(() => false);

	it("renders the newest previews asked for, most likely first, one a turn, passing over cached ones", async () => {
		const cache = new MarkdownCache(theme);
		cache.lines("a", codePreview(0, 0), 60, 10);
		const before = asked.idle;
		cache.prepare([
			{ key: "a", text: codePreview(0, 0), width: 60, shown: 10 },
			{ key: "b", text: codePreview(0, 1), width: 60, shown: 10 },
			{ key: "c", text: codePreview(0, 2), width: 60, shown: 10 },
		]);
		await idleTurn();
		expect(asked.idle - before).toBe(8);
		cache.prepare([{ key: "d", text: codePreview(0, 3), width: 60, shown: 10 }]);
		await idleTurn();
		await idleTurn();
		await idleTurn();
		expect(asked.idle - before).toBe(16);
		const drawn = asked.idle;
		expect(cache.lines("d", codePreview(0, 3), 60, 10)).toContain("  HL const q0o3l0 = 0;");
		expect(cache.lines("b", codePreview(0, 1), 60, 10)).toContain("  HL const q0o1l0 = 0;");
		expect(asked.idle).toBe(drawn);
		expect(cache.lines("c", codePreview(0, 2), 60, 10)).toContain("  HL const q0o2l0 = 0;");
		expect(asked.idle - drawn).toBe(8);
	});

	it("counts a cached preview's lines without highlighting it further", () => {
		const cache = new MarkdownCache(theme);
		const lines = cache.lines("a", codePreview(1, 0), 60, 10);
		const before = asked.idle;
		expect(cache.lineCount("a", codePreview(1, 0), 60, 40)).toBe(lines.length);
		expect(asked.idle).toBe(before);
		expect(cache.lineCount("b", codePreview(1, 1), 60, 12)).toBe(lines.length);
		expect(asked.idle - before).toBe(10);
	});
});
