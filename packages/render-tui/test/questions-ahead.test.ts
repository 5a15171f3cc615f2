/**
 * Tab and Shift+Tab onto a question drawn ahead: after a question's frame, an idle turn draws the prompts and rows
 * of the questions beside it (D129), so the key that shows one wraps none of its text; a closed form draws nothing.
 */
import type { AskUserInput } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { type AskTheme, identityTheme } from "../src/theme.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { RenderWatch } from "./support/render-watch.ts";

function questions(count: number): AskUserInput {
	return {
		questions: Array.from({ length: count }, (_, question) => ({
			id: `q${question}`,
			label: `Q${question}`,
			type: "single" as const,
			prompt: `Prompt of question ${question}: which one, and why does it matter here?`,
			options: Array.from({ length: 5 }, (_, option) => ({
				label: `Option ${question}.${option}`,
				value: `o-${question}-${option}`,
				description: `About question ${question}, option ${option}: what it costs and what it brings.`,
			})),
		})),
	};
}

/** A theme that records each description and prompt it styles, with whether a key's render asked for it. */
function recordingTheme(rendering: () => boolean) {
	const drawn: { readonly text: string; readonly inKey: boolean }[] = [];
	const record = (text: string) => {
		if (text.startsWith("About question") || text.startsWith("Prompt of question")) {
			drawn.push({ text, inKey: rendering() });
		}
		return text;
	};
	const theme: AskTheme = { ...identityTheme, muted: record, bold: record };
	return { theme, drawn };
}

describe("questions beside the active one, drawn ahead", () => {
	it("Tab and Shift+Tab wrap none of the question they show; ↓ redraws the rows it changes", async () => {
		const renders = new RenderWatch();
		const { theme, drawn } = recordingTheme(renders.during);
		const session = await openQuestionnaire(questions(4), { columns: 120, rows: 40, theme });
		renders.watch(session.component);
		await session.press(keys.tab, keys.tab, keys.shiftTab, keys.tab, keys.tab);
		expect(drawn.filter(({ inKey }) => inKey)).toEqual([]);
		expect(drawn.some(({ text }) => text.startsWith("About question 3, option 0"))).toBe(true);
		expect(session.screen().join("\n")).toContain("Prompt of question 3");
		await session.press(keys.down);
		expect(drawn.filter(({ inKey }) => inKey).map(({ text }) => text)).toEqual([
			"About question 3, option 0: what it costs and what it brings.",
			"About question 3, option 1: what it costs and what it brings.",
		]);
	});

	it("in a tall pane the active question's rows stay drawn beside the two drawn ahead: ↓ redraws two rows", async () => {
		const renders = new RenderWatch();
		const styled: string[] = [];
		const record = (text: string) => {
			if (renders.during() && text.startsWith("Option ")) styled.push(text);
			return text;
		};
		const input: AskUserInput = {
			questions: Array.from({ length: 3 }, (_, question) => ({
				id: `q${question}`,
				label: `Q${question}`,
				type: "single" as const,
				prompt: `Question ${question}`,
				options: Array.from({ length: 200 }, (_, option) => ({
					label: `Option ${question}.${option}`,
					value: `o-${question}-${option}`,
				})),
			})),
		};
		const session = await openQuestionnaire(input, {
			columns: 120,
			rows: 160,
			theme: { ...identityTheme, text: record },
		});
		renders.watch(session.component);
		await session.press(keys.tab);
		styled.length = 0;
		await session.press(keys.down);
		expect(styled.length).toBeLessThanOrEqual(2);
	});

	it("a question that fails to draw ahead throws nothing out of the idle turn; its key draws it", async () => {
		const renders = new RenderWatch();
		const failing = (text: string) => {
			if (!renders.during() && text.startsWith("About question 1")) throw new Error("a theme that fails");
			return text;
		};
		const errors: unknown[] = [];
		const session = await openQuestionnaire(questions(3), {
			columns: 120,
			rows: 40,
			theme: { ...identityTheme, muted: failing },
			onError: (error) => errors.push(error),
		});
		renders.watch(session.component);
		await session.press(keys.tab);
		expect(errors).toEqual([]);
		expect(session.screen().join("\n")).toContain("About question 1, option 0");
	});

	it("draw nothing on idle turns once the form closed", async () => {
		const { theme, drawn } = recordingTheme(() => false);
		const session = await openQuestionnaire(questions(4), { columns: 120, rows: 40, theme });
		expect(drawn.some(({ text }) => text.startsWith("About question 1"))).toBe(true);
		session.terminal.sendInput(keys.tab);
		session.component.render(120);
		session.component.dispose();
		session.tui.stop();
		await session.terminal.flush();
		expect(drawn.filter(({ text }) => text.startsWith("About question 2"))).toEqual([]);
	});
});
