/**
 * Previews read in small panes (44×20, 40×12) as at 80×24: code wraps under its own indentation, every row under
 * the preview's rule is the preview's (the rule says which lines show), PgDn/PgUp move a page of what shows, `e`
 * reads the preview with the whole body from where the pane was and leaves the pane where the reader was; the
 * review gives a short pane's rows to the answers. Every line fits the width.
 */
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

/** Terminal sizes, and the rows pi leaves the form in them (4 go to its own footer and status). */
const panes = [
	{ columns: 80, rows: 20, name: "80×24" },
	{ columns: 44, rows: 16, name: "44×20" },
	{ columns: 40, rows: 8, name: "40×12" },
] as const;

/** 80 statements nested two deep, each wider than 80 columns. */
const statements = Array.from(
	{ length: 80 },
	(_, i) => `\t\tconst value${i} = compute("alpha", "beta", "gamma", "delta", "epsilon", "zeta", ${i});`,
);
const code = ["function handle(events) {", "\tfor (const event of events) {", ...statements, "\t}", "}"];
const input = {
	questions: [
		{
			id: "p",
			prompt: "Which implementation?",
			type: "preview" as const,
			options: [
				{ value: "a", label: "Alpha", preview: ["```js", ...code, "```"].join("\n") },
				{ value: "b", label: "Beta", preview: "short" },
			],
		},
	],
};

const RULE = /^── Preview (?:(\d+)–(\d+)\/(\d+) )?─+$/;

/** The rule's index on screen, and the rows under it down to the footer (and the blank line above it). */
function underRule(session: Session): { rule: string; rows: string[]; at: number } {
	const screen = session.screen();
	const at = screen.findIndex((line) => RULE.test(line));
	expect(at, screen.join("\n")).toBeGreaterThanOrEqual(0);
	const rows = screen.slice(at + 1, -1);
	if (rows.at(-1) === "") rows.pop();
	return { rule: screen[at] ?? "", rows, at };
}

/** The first and last line numbers the rule says show. */
function range(rule: string): [number, number] {
	const [, first, last] = RULE.exec(rule) ?? [];
	return [Number(first), Number(last)];
}

describe("a long code preview in a small pane", () => {
	for (const { columns, rows, name } of panes) {
		it(`${name}: code wraps under its indentation, never to column 0, and every line fits`, async () => {
			const session = await openQuestionnaire(input, { columns, rows });
			await session.press("e", keys.pageDown);
			const seen = [...underRule(session).rows];
			await session.press("e", keys.pageDown);
			seen.push(...underRule(session).rows);
			for (const line of session.screen()) expect(line.length).toBeLessThanOrEqual(columns);
			const statementRows = seen.filter((line) => !/^(```| {2}function| {5}for| {5}}| {2}}$)/.test(line));
			expect(statementRows.length).toBeGreaterThan(0);
			// Each statement starts at its nesting (the block's 2 columns and two tabs of 3), its continuations 2 deeper.
			for (const line of statementRows) expect(line, line).toMatch(/^ {8}const value\d+ =|^ {10}\S/);
		});

		it(`${name}: every row under the rule is the preview's, the rule says which, and PgDn moves a page of them`, async () => {
			const session = await openQuestionnaire(input, { columns, rows });
			const first = underRule(session);
			expect(first.rule).toMatch(/^── Preview 1–\d+\/\d+ /);
			expect(range(first.rule)[1]).toBe(first.rows.length);
			for (const line of first.rows) expect(line).not.toMatch(/^[↑↓] \d+ more$/);
			await session.press(keys.pageDown);
			const next = underRule(session);
			const shown = first.rows.length;
			// The lines in view less one kept in view; all of them from four lines down.
			expect(range(next.rule)[0]).toBe(shown > 4 ? shown : shown + 1);
			expect(next.rows[0]).toBe(shown > 4 ? first.rows.at(-1) : next.rows[0]);
			await session.press(keys.pageUp);
			expect(underRule(session).rows).toEqual(first.rows);
		});

		it(`${name}: e reads the preview with the whole body from where the pane was, and closing leaves the pane where the reader was`, async () => {
			const session = await openQuestionnaire(input, { columns, rows });
			await session.press(keys.pageDown, keys.pageDown);
			const pane = underRule(session);
			await session.press("e");
			const reader = underRule(session);
			// The rule heads the body (under the tab bar and what the frame keeps above it), the rest is the preview.
			expect(session.screen().slice(0, reader.at).join("\n")).not.toContain("Which implementation?");
			expect(reader.rows[0]).toBe(pane.rows[0]);
			expect(reader.rows.length).toBeGreaterThan(pane.rows.length);
			expect(reader.rows.some((line) => /^[↑↓] \d+ more$/.test(line))).toBe(false);
			await session.press(keys.pageDown);
			const read = underRule(session);
			expect(range(read.rule)[0]).toBeGreaterThan(range(reader.rule)[0]);
			await session.press("e");
			const back = underRule(session);
			expect(session.screen().join("\n")).toContain("Which implementation?");
			expect(back.rows[0]).toBe(read.rows[0]);
			expect(range(back.rule)[0]).toBe(range(read.rule)[0]);
		});
	}
});

describe("e where text above the preview is cut too", () => {
	const described = {
		questions: [
			{
				...input.questions[0],
				options: input.questions[0]?.options.map((option) => ({
					...option,
					description: "A description too long for the row that a 40×12 pane gives it",
				})),
			},
		],
	} as typeof input;

	it("40×12: opens at the top to show the cut text until the preview is scrolled, then where the pane was", async () => {
		const session = await openQuestionnaire(described, { columns: 40, rows: 8 });
		expect(session.screen().at(-1)).toMatch(/e full text/);
		await session.press("e");
		expect(session.screen().join("\n")).toContain("A description too long for");
		await session.press("e", keys.pageDown);
		const pane = underRule(session);
		await session.press("e");
		const reader = underRule(session);
		expect(range(reader.rule)[0]).toBe(range(pane.rule)[0]);
		expect(reader.rows[0]).toBe(pane.rows[0]);
	});
});

describe("the option list beside a long preview in a small pane", () => {
	const options = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta"].map((label, index) => ({
		value: label.toLowerCase(),
		label,
		preview: ["```js", ...code, "```"].join("\n"),
		...(index === 2 ? { description: "The third one" } : {}),
		...(index === 4 ? { description: "A description long enough to wrap over three lines at forty-four columns" } : {}),
	}));
	const six = { questions: [{ id: "p", prompt: "Which implementation?", type: "preview" as const, options }] };

	// The rows pi leaves the form in a 44×17 pane: the list, the rule and the pane share 8 lines.
	it.each([
		["its description", [keys.down, keys.down], ["↑ 2 more", "› 3. ( ) Gamma", "The third one", "↓ 3 more"]],
		[
			"a note just written on it",
			[keys.down, keys.down, keys.down, "n", "only here", keys.enter],
			["↑ 3 more", "› 4. ( ) Delta", "✎ only here", "↓ 2 more"],
		],
		// Whole, it would take more than half the lines: its first line, cut (the one row below shows in its marker's
		// place, and the footer names `e full text`).
		["its first line of a longer one", [keys.up, keys.up], ["↑ 4 more", "› 5. ( ) Epsilon", "6. ( ) Zeta"]],
	] as const)("44×17: the focused row keeps %s, and the markers say the list holds more", async (_, steps, lines) => {
		const session = await openQuestionnaire(six, { columns: 44, rows: 13 });
		await session.press(...steps);
		const screen = session.screen();
		const at = screen.findIndex((line) => line.startsWith("↑ "));
		expect(
			screen.slice(at, at + lines.length).map((line) => line.trim()),
			screen.join("\n"),
		).toEqual(lines);
		expect(underRule(session).rows.length).toBeGreaterThanOrEqual(3);
	});
});

describe("the review in a short pane", () => {
	const note = "a note on the database, long enough to wrap twice at forty columns";
	/** Answers the tour with a note on the first question's first option, and opens the review. */
	async function reviewed(columns: number, rows: number): Promise<Session> {
		const session = await openQuestionnaire(tour, { columns, rows });
		await session.press("n", note, keys.enter, "2");
		await session.press(keys.space, keys.down, keys.space, keys.down, keys.space, keys.tab, "1");
		expect(session.screen().join("\n")).toContain("Review · all 3 answered");
		return session;
	}

	it("44×20: every answer line shows, the buttons on one line", async () => {
		const session = await reviewed(44, 16);
		const screen = session.screen();
		for (const line of ["✓ Database: SQLite", "    forty columns", "  Search, CSV export", "✓ Layout: By feature"]) {
			expect(screen).toContain(line);
		}
		expect(screen).toContain("[ 1 Submit ] 2 Cancel 3 Discuss first");
		expect(screen.join("\n")).not.toMatch(/[↑↓] \d+ more/);
	});

	it("40×12: the list that scrolls takes the legend's row and the blank lines, and PgDn pages through it", async () => {
		const session = await reviewed(40, 8);
		const screen = session.screen();
		expect(screen[1]).toBe("Review · all 3 answered");
		expect(screen.slice(2, 5)).toEqual([
			"✓ Database: SQLite",
			"  ✎ PostgreSQL (not chosen): a note on",
			"    the database, long enough to wrap",
		]);
		expect(screen.at(-2)).toBe("[ 1 Submit ] 2 Cancel 3 Discuss first");
		await session.press(keys.pageDown);
		expect(session.screen()).toContain("    twice at forty columns");
		for (const line of session.screen()) expect(line.length).toBeLessThanOrEqual(40);
	});
});
