/**
 * The transcript of a huge result costs what it shows: counted in questions read, pieces styled and
 * lines drawn, never timed (the bench times it: `pnpm bench --only transcript`).
 */
import type { AskUserDetails } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { COLLAPSED_QUESTIONS, EXPANDED_UNITS, renderResult } from "../src/transcript/render-result.ts";
import { MAX_TEXT_UNITS, type TranscriptTheme } from "../src/transcript/transcript-text.ts";

const QUESTIONS = 50_000;
const WIDTHS = [20, 44, 80, 250] as const;

/** A submitted result of `count` questions, each answered, each with a note; `read` counts the questions read. */
function huge(count: number) {
	const questions = Array.from({ length: count }, (_, i) => ({
		id: `q${i}`,
		label: `Question ${i}`,
		prompt: `Which store should service ${i} use?`,
		type: "single" as const,
	}));
	const answers = Object.fromEntries(
		questions.map((q, i) => [q.id, { values: ["redis"], labels: [`Redis ${i}`], indices: [2], note: "ask Sam" }]),
	);
	let read = 0;
	const counted = new Proxy(questions, {
		get(target, key, receiver) {
			if (typeof key === "string" && /^\d+$/.test(key)) read++;
			return Reflect.get(target, key, receiver);
		},
	});
	const details: AskUserDetails = { cancelled: false, questions: counted, answers };
	return { details, reads: () => read };
}

/** A theme that counts the pieces it styles: each is a piece of text the transcript made. */
function countingTheme() {
	let styled = 0;
	const theme: TranscriptTheme = {
		fg: (_color, text) => {
			styled++;
			return text;
		},
		bold: (text) => text,
	};
	return { theme, styled: () => styled };
}

const render = (details: AskUserDetails, expanded: boolean, theme: TranscriptTheme) =>
	renderResult(
		{ content: [{ type: "text", text: "the content" }], details },
		{ expanded, isPartial: false },
		theme,
		"en",
	);

describe("the transcript of 50,000 questions", () => {
	it(`collapsed: ${COLLAPSED_QUESTIONS} lines and a count of the rest, reading only those questions`, () => {
		const { details, reads } = huge(QUESTIONS);
		const { theme, styled } = countingTheme();
		const component = render(details, false, theme);
		for (const width of WIDTHS) {
			const lines = component.render(width);
			expect(lines.slice(COLLAPSED_QUESTIONS).join(" ")).toMatch(/^… 49980 more questions/);
		}
		expect(component.render(200)[0]).toBe('✓ Question 0: Redis 0 · note: "ask Sam"');
		expect(reads()).toBeLessThan(100);
		expect(styled()).toBeLessThan(200);
	});

	it(`expanded: at most ${EXPANDED_UNITS} units of text, then how many questions it left out`, () => {
		const { details, reads } = huge(QUESTIONS);
		const { theme, styled } = countingTheme();
		const component = render(details, true, theme);
		for (const width of WIDTHS) {
			const lines = component.render(width);
			const units = lines.reduce((sum, line) => sum + line.trimStart().length, 0);
			expect(units).toBeLessThan(EXPANDED_UNITS + MAX_TEXT_UNITS);
			expect(lines.slice(-3).join(" ")).toMatch(/… \d+ more questions not shown here$/);
		}
		expect(reads()).toBeLessThan(QUESTIONS / 10);
		expect(styled()).toBeLessThan(QUESTIONS / 5);
	});
});

describe("one question with 8,000 picks and notes", () => {
	const count = 8_000;
	const values = Array.from({ length: count }, (_, i) => `v${i}`);
	const details: AskUserDetails = {
		cancelled: false,
		questions: [{ id: "q", label: "Everything", prompt: "Which?", type: "multi" }],
		answers: {
			q: {
				values,
				labels: values.map((v) => `Option ${v}`),
				indices: values.map((_, i) => i + 1),
				optionNotes: Object.fromEntries(values.map((v) => [v, `why ${v}`])),
				unchosenRecommended: values.map((v) => ({ value: `r${v}`, label: `Rec ${v}` })),
			},
		},
	};

	it("draws as many picks and notes as its lines hold, collapsed or expanded", () => {
		for (const expanded of [false, true]) {
			const { theme, styled } = countingTheme();
			const lines = render(details, expanded, theme).render(80);
			expect(styled()).toBeLessThan(count / 2);
			expect(lines.join("").length).toBeLessThan(EXPANDED_UNITS * 2);
			expect(lines[0]).toMatch(/^✓ Everything: Option v0, Option v1, /);
		}
	});
});
