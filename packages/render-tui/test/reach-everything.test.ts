/**
 * Nothing out of reach: the review scrolls and warns about required questions, model text
 * that does not fit opens whole in the reader, short terminals keep the essentials, long previews page comfortably.
 * Each a transcript in a real pi-tui TUI on a virtual terminal.
 */
import { type AskUserInput, localeMessages } from "@ask-user/core";
import { notesAndRequired, tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const explanation = "with a long explanation that goes on until it has to wrap onto a second line";
/** The sixth answer: four lines of words found nowhere else. */
const answer6 = `Answer 6 ${Array.from({ length: 40 }, (_, k) => `word${k + 1}`).join(" ")}`;

/** Twelve questions, the third required, whose answers wrap in the review (the sixth over four lines). */
const twelve: AskUserInput = {
	questions: Array.from({ length: 12 }, (_, i) => ({
		id: `q${i + 1}`,
		label: `Question ${i + 1}`,
		prompt: `Prompt ${i + 1}?`,
		required: i === 2,
		options: [
			{ value: "a", label: i === 5 ? answer6 : `Answer ${i + 1} ${explanation}` },
			{ value: "b", label: "Other" },
		],
	})),
};
const buttons = "[ 1 Submit ]   2 Cancel     3 Discuss first";

describe("the review shows everything (80×24)", () => {
	it("scrolls with PgDn/PgUp, Home/End, says what is out of view, and warns about required questions", async () => {
		const session = await openQuestionnaire(twelve);
		// Answer every question but the third (required) with its first option, then reach the review.
		await session.press(keys.enter, keys.enter, keys.tab);
		await session.pressAll(Array(9).fill(keys.enter));
		const top = session.screen();
		expect(top[1]).toMatch(/\[Review\]$/);
		expect(top.slice(3, 7)).toEqual([
			"Review · 11 of 12 answered",
			// The tab bar shows the last answered tabs only around the review: the legend explains their mark.
			"■ answered",
			"✓ Question 1: Answer 1 with a long explanation that goes on until it has to wrap",
			"  onto a second line",
		]);
		expect(top).toContain("! Question 3 (required): not answered");
		expect(top.find((line) => line.startsWith("↓ "))).toMatch(/^↓ \d+ more$/);
		expect(top.slice(-4)).toEqual([
			"! Required but unanswered: Question 3 · Submit sends without them",
			buttons,
			"",
			expect.stringMatching(/^PgDn\/PgUp scroll answers · Enter confirm/),
		]);
		await session.press(keys.end);
		const bottom = session.screen();
		expect(bottom.slice(-7, -5)).toEqual([
			"✓ Question 12: Answer 12 with a long explanation that goes on until it has to",
			"  wrap onto a second line",
		]);
		expect(bottom.find((line) => line.startsWith("↓ "))).toBeUndefined();
		expect(bottom.find((line) => line.startsWith("↑ "))).toMatch(/^↑ \d+ more$/);
		// The long answer of question 6 wraps and is shown whole, page by page.
		await session.press(keys.home);
		const seen = new Set(session.screen());
		for (let page = 0; page < 4; page++) {
			await session.press(keys.pageDown);
			for (const line of session.screen()) seen.add(line);
		}
		const text = [...seen].map((line) => line.replace(/^(✓ |! | {2})/, "")).join(" ");
		expect(text).toContain(answer6);
		expect(seen).toContain("! Question 3 (required): not answered");
		await session.press(keys.home);
		expect(session.screen()).toEqual(top);
		// ↑/↓ still move between the buttons, and Submit sends with the required question unanswered.
		await session.press(keys.down);
		expect(session.screen()).toContain("  1 Submit   [ 2 Cancel ]   3 Discuss first");
		expect(session.screen().slice(3, 5)).toEqual(top.slice(3, 5));
		await session.press(keys.up, keys.enter);
		expect(session.result()).toMatchObject({ cancelled: false });
		expect(Object.keys(session.result().answers)).toHaveLength(11);
	});

	it("with everything answered there is no warning, and a list that fits has no markers", async () => {
		const session = await openQuestionnaire(notesAndRequired);
		// Three questions answered: the review is open, and nothing was sent yet (one Enter more would submit, and the
		// form be gone: what is left on the terminal then is not the review).
		await session.press(keys.enter, keys.enter, keys.enter);
		expect(session.results).toEqual([]);
		const screen = session.screen();
		expect(screen[2]).toMatch(/\[Review\]$/);
		expect(screen.some((line) => line.startsWith("! Required"))).toBe(false);
		expect(screen.some((line) => / \d+ more$/.test(line))).toBe(false);
		expect(screen.at(-1)).not.toContain("scroll answers");
	});
});

const sentence = (n: number) => `Sentence ${n} of the prompt explains one more part of the decision.`;
const longPrompt: AskUserInput = {
	questions: [
		{
			id: "long",
			prompt: Array.from({ length: 40 }, (_, i) => sentence(i + 1)).join(" "),
			options: [
				{ value: "a", label: "Short", description: `${"A description that goes on and on. ".repeat(20)}END.` },
				{ value: "b", label: "Other" },
			],
		},
	],
};

describe("every character of model text can be read at 80×24", () => {
	it("a cut prompt or description says `e full text`; the reader shows it whole and scrolls; Esc closes it", async () => {
		const session = await openQuestionnaire(longPrompt);
		const screen = session.screen();
		expect(screen.join("\n")).toContain("…");
		expect(screen.join("\n")).not.toContain("Sentence 40");
		expect(screen.at(-1)).toMatch(/^e full text · /);
		await session.press("e");
		const reader = session.screen();
		expect(reader[3]).toMatch(/^Sentence 1 of the prompt/);
		expect(reader.at(-1)).toBe("e/Esc close · ↑↓ PgUp/PgDn scroll · Home/End top/end · Ctrl+C discard the form");
		await session.press(keys.end);
		const end = session.screen().join("\n");
		expect(end).toContain("Sentence 40 of the prompt");
		expect(end).toContain("END.");
		expect(end).toMatch(/↑ \d+ more/);
		// ↑ scrolls the reader by a line; it does not move the focus.
		await session.press(keys.up, keys.escape);
		expect(session.results).toEqual([]);
		expect(session.screen()).toEqual(screen);
		await session.press(keys.enter);
		expect(session.screen()[1]).toMatch(/\[Review\]/);
	});

	it("text that fits has no hint, and `e` shows the prompt and the focused row whole anyway", async () => {
		const session = await openQuestionnaire(tour);
		expect(session.screen().at(-1)).not.toContain("full text");
		await session.press(keys.down, "e");
		expect(session.screen().slice(4, 8)).toEqual([
			"Which database should the service use?",
			"",
			"› 2. ( ) SQLite",
			"         One file, zero ops; fine for a single instance",
		]);
		await session.press("e");
		expect(session.screen()[6]).toBe("  1. ( ) PostgreSQL");
	});
});

describe("short terminals keep the essentials", () => {
	it("at 12 rows: the prompt, three option rows and the markers; the rule and blank lines give way", async () => {
		// Four rows fit under the prompt, so the blank line below it stays; the rule and the frame's blank lines go.
		const session = await openQuestionnaire(tour, { columns: 80, rows: 12 });
		expect(session.screen()).toEqual([
			"Set up the new service",
			"[□ Database] □ Features*  □ Layout  Review",
			"Which database should the service use?",
			"",
			"› 1. ( ) PostgreSQL",
			"         Relational, strong consistency, JSONB for documents",
			"  2. ( ) SQLite",
			"         One file, zero ops; fine for a single instance",
			"  3. ( ) MongoDB",
			"         Document store, flexible schema",
			"  4. ( ) Type your own",
			"↑↓ move · Enter confirm · n/Shift+N note · Tab/→ next tab · Esc cancel · ? keys",
		]);
	});

	it("at 12 rows, a long list keeps three option rows between its markers wherever the focus is", async () => {
		const options = Array.from({ length: 8 }, (_, i) => ({
			value: `o${i + 1}`,
			label: `Option ${i + 1}`,
			description: `What option ${i + 1} means`,
		}));
		const session = await openQuestionnaire(
			{ questions: [{ id: "q", prompt: "Which one?", options }] },
			{ columns: 80, rows: 12 },
		);
		await session.press(keys.down, keys.down, keys.down, keys.down);
		const screen = session.screen();
		expect(screen.slice(2, 10)).toEqual([
			"Which one?",
			"↑ 2 more",
			"  3. ( ) Option 3",
			"         What option 3 means",
			"  4. ( ) Option 4",
			"         What option 4 means",
			"› 5. ( ) Option 5",
			"         What option 5 means",
		]);
		expect(screen[10]).toBe("↓ 4 more");
	});

	it("at 8 rows: the tab bar, the prompt's first line, the focused row and the footer", async () => {
		const session = await openQuestionnaire(longPrompt, { columns: 80, rows: 8 });
		const screen = session.screen();
		expect(screen[0]).toBe("[□ Q1] Review");
		expect(screen[1]).toMatch(/^Sentence 1 of the prompt/);
		expect(screen).toContain("› 1. ( ) Short");
		expect(screen.at(-1)).toMatch(/^e full text/);
		expect(screen.length).toBeLessThanOrEqual(8);
	});

	it("at 12 rows the review keeps its warning and buttons and scrolls", async () => {
		const session = await openQuestionnaire(twelve, { columns: 80, rows: 12 });
		await session.press(keys.shiftTab);
		const screen = session.screen();
		expect(screen.slice(-3, -1)).toEqual([
			"! Required but unanswered: Question 3 · Submit sends without them",
			buttons,
		]);
		expect(screen.some((line) => /^↓ \d+ more$/.test(line))).toBe(true);
	});

	it("in a narrow pane what Submit does takes a line of its own, and the warning keeps to one line where the list would lose rows", async () => {
		const narrow = "[ 1 Submit ] 2 Cancel 3 Discuss first";
		const roomy = await openQuestionnaire(twelve, { columns: 44, rows: 12 });
		await roomy.press(keys.shiftTab);
		const screen = roomy.screen();
		const warning = screen.indexOf("! Required but unanswered: Question 3");
		expect(screen.slice(warning, warning + 3)).toEqual([
			"! Required but unanswered: Question 3",
			"  Submit sends without them",
			narrow,
		]);
		const short = await openQuestionnaire(twelve, { columns: 44, rows: 8 });
		await short.press(keys.shiftTab);
		const cut = short.screen();
		expect(cut.slice(-3, -1)).toEqual(["! Required but unanswered: Question 3", narrow]);
		expect(cut.filter((line) => line.startsWith("! Question "))).toHaveLength(2);
	});

	it("where the names do not fit, fewer are named and the warning still says what Submit does", async () => {
		const required = (label: string, index: number) => ({
			id: `q${index}`,
			label,
			prompt: `${label}?`,
			required: true,
			options: [
				{ value: "a", label: "A" },
				{ value: "b", label: "B" },
			],
		});
		const labels = ["Database engine", "Cache layer", "Auth provider", "Queue"];
		const four: AskUserInput = { questions: labels.map(required) };
		/** The warning's three lines at 44 columns in a roomy pane, from its first line on. */
		const warningAt44 = async (first: string, messages = localeMessages("en")) => {
			const session = await openQuestionnaire(four, { columns: 44, rows: 30, messages });
			await session.press(keys.shiftTab);
			const screen = session.screen();
			return screen.slice(screen.indexOf(first), screen.indexOf(first) + 3);
		};
		expect(await warningAt44("! Required but unanswered: Database engine,")).toEqual([
			"! Required but unanswered: Database engine,",
			"  Cache layer, Auth provider and 1 more",
			"  Submit sends without them",
		]);
		expect(await warningAt44("! Erforderlich, aber unbeantwortet: Database", localeMessages("de"))).toEqual([
			"! Erforderlich, aber unbeantwortet: Database",
			"  engine, Cache layer und 2 weitere",
			"  Absenden sendet ohne sie",
		]);
		const short = await openQuestionnaire(four, { columns: 44, rows: 9, messages: localeMessages("de") });
		await short.press(keys.shiftTab);
		const two = short.screen();
		expect(two.slice(-4, -2)).toEqual(["! Erforderlich, aber unbeantwortet: Databas…", "  Absenden sendet ohne sie"]);
	});
});

const tall = (name: string) => Array.from({ length: 200 }, (_, i) => `${name} line ${i + 1}`).join("\n");
const previews: AskUserInput = {
	questions: [
		{
			id: "layout",
			prompt: "Which layout?",
			type: "preview",
			options: [
				{ value: "a", label: "A", preview: `\`\`\`\n${tall("a")}\n\`\`\`` },
				{ value: "b", label: "B", preview: `\`\`\`\n${tall("b")}\n\`\`\`` },
			],
		},
	],
};

describe("long previews are comfortable (250 columns)", () => {
	it("PgDn moves by the pane's text rows less one, Home/End jump, each option keeps its place", async () => {
		const session = await openQuestionnaire(previews, { columns: 250, rows: 24 });
		const pane = () => session.screen().flatMap((line) => line.split(" │ ")[1]?.trim() ?? []);
		// 17 rows: the fence and 15 lines, then the marker.
		expect(pane().slice(0, 2)).toEqual(["```", "a line 1"]);
		expect(pane()[16]).toBe("↓ 186 more");
		expect(pane()).toHaveLength(17);
		await session.press(keys.pageDown);
		// A page is the 16 lines of text in view less one kept in view: `a line 15` stays.
		expect(pane().slice(0, 3)).toEqual(["↑ 15 more", "a line 15", "a line 16"]);
		await session.press(keys.end);
		expect(pane()).toContain("a line 200");
		expect(pane().some((line) => line.startsWith("↓ "))).toBe(false);
		await session.press(keys.down);
		expect(pane()).toContain("b line 1");
		await session.press(keys.pageDown, keys.up);
		expect(pane()).toContain("a line 200");
		await session.press(keys.down);
		expect(pane()[0]).toBe("↑ 15 more");
		await session.press(keys.home);
		expect(pane()).toContain("b line 1");
		expect(pane().some((line) => line.startsWith("↑ "))).toBe(false);
	});
});
