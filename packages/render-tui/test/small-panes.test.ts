/**
 * Any pane from 40×12 up: the prompt takes the rows the options do not need, a long preview gets most of
 * the body and `e` shows it at full height, the footer names the page keys while something scrolls, the help
 * scrolls, a text question's editor is left with Tab/Shift+Tab, `n` on `Type your own` says why it did nothing, and
 * the review's summary and legend read naturally.
 */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { textQuestions, thirtyQuestions, tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

/** Terminal sizes, and the rows pi leaves the form in them (4 go to its own footer and status). */
const panes = [
	{ columns: 80, rows: 20, name: "80×24" },
	{ columns: 44, rows: 16, name: "44×20" },
	{ columns: 40, rows: 8, name: "40×12" },
] as const;

const fivePrompt = ["Line one of the prompt", "Line two", "Line three", "Line four", "Line five ends it"].join("\n");
const promptInput = {
	questions: [
		{
			id: "q",
			prompt: fivePrompt,
			options: [
				{ value: "a", label: "Alpha", description: "first" },
				{ value: "b", label: "Beta", description: "second" },
				{ value: "c", label: "Gamma", description: "third" },
			],
		},
	],
};

const code = Array.from({ length: 80 }, (_, i) => `const line${i} = ${i};`).join("\n");
const previewInput = {
	questions: [
		{
			id: "p",
			prompt: "Which implementation?",
			type: "preview" as const,
			options: [
				{ value: "a", label: "Alpha", preview: `\`\`\`ts\n${code}\n\`\`\`` },
				{ value: "b", label: "Beta", preview: "short" },
			],
		},
	],
};

/** The numbers of the code lines on screen. */
function codeLines(screen: readonly string[]): number[] {
	return screen.flatMap((line) => /const line(\d+) =/.exec(line)?.[1] ?? []).map(Number);
}

describe("the prompt takes the rows the options do not need", () => {
	it("80×24: a five-line prompt shows whole above three options with descriptions", async () => {
		const session = await openQuestionnaire(promptInput, { columns: 80, rows: 20 });
		const screen = session.screen();
		for (const line of fivePrompt.split("\n")) expect(screen).toContain(line);
		expect(screen.join("\n")).not.toContain("…");
		expect(screen.at(-1)).not.toContain("full text");
	});

	it("is cut only when it truly does not fit, and then `e` says how to read it", async () => {
		const session = await openQuestionnaire(promptInput, { columns: 40, rows: 8 });
		const screen = session.screen();
		expect(screen.some((line) => line.endsWith("…"))).toBe(true);
		expect(screen.at(-1)).toMatch(/^e full text/);
	});

	it("a text question's editor shows its prompt above it, down to 40×12", async () => {
		for (const { columns, rows, name } of panes) {
			const session = await openQuestionnaire(textQuestions, { columns, rows });
			expect(session.screen().join(" "), name).toContain("What should the release be called?");
		}
	});
});

describe("an editor opened on an option question keeps its prompt in view", () => {
	const prompt =
		"Which database engine should the new service use in production? Think about the load we expect next year.";
	const input = {
		questions: [
			{
				id: "db",
				prompt,
				options: [
					{ value: "pg", label: "PostgreSQL with read replicas", description: "Mature, well known by the team" },
					{ value: "lite", label: "SQLite on a volume", description: "Simplest to run" },
					{ value: "dynamo", label: "DynamoDB", description: "Managed, scales without work" },
				],
			},
		],
	};
	/** The screen's text on one line, so a wrapped prompt reads as written. */
	const joined = (screen: readonly string[]) => screen.join(" ");

	it("44×20: the whole prompt over the focused row, in Type your own's editor and in an option's note editor", async () => {
		const answer = await openQuestionnaire(input, { columns: 44, rows: 16 });
		await answer.press(keys.up, keys.enter);
		const typing = answer.screen();
		expect(joined(typing)).toContain(prompt);
		expect(typing).toContain("› 4. ( ) Type your own");
		expect(typing).toContain("Your answer");
		expect(typing.join("\n")).not.toContain("…");

		const note = await openQuestionnaire(input, { columns: 44, rows: 16 });
		await note.press(keys.down, "n");
		const noting = note.screen();
		expect(joined(noting)).toContain(prompt);
		expect(noting).toContain("› 2. ( ) SQLite on a volume");
	});

	it("where the rows allow, a blank line parts the question from the editor; the other rows give way to it", async () => {
		const roomy = await openQuestionnaire(input, { columns: 44, rows: 18 });
		await roomy.press(keys.up, keys.enter);
		const screen = roomy.screen();
		expect(joined(screen)).toContain(prompt);
		expect(screen[screen.indexOf("Your answer") - 1]).toBe("");
		expect(screen[screen.indexOf("Your answer") - 2]).toBe("› 4. ( ) Type your own");
	});
});

describe("a long preview can be read", () => {
	for (const { columns, rows, name } of panes) {
		it(`${name}: the pane gets most of the body, the footer names PgDn/PgUp first, and PgDn pages on`, async () => {
			const session = await openQuestionnaire(previewInput, { columns, rows });
			const body = rows - 2;
			const first = codeLines(session.screen());
			expect(first[0]).toBe(0);
			// At least half the body's lines beyond the prompt, the rule and the markers.
			expect(first.length, name).toBeGreaterThanOrEqual(Math.floor(body / 2) - 2);
			expect(session.screen().at(-1)).toMatch(/^PgDn\/PgUp scroll · /);
			await session.press(keys.pageDown);
			const next = codeLines(session.screen());
			// It moves on, and no line is skipped.
			expect(next[0] ?? -1).toBeLessThanOrEqual((first.at(-1) ?? 0) + 1);
			expect(next.at(-1) ?? -1).toBeGreaterThanOrEqual(first.at(-1) ?? 0);
		});

		it(`${name}: e opens the focused option's preview at full height, scrolled to it; e closes it there`, async () => {
			const session = await openQuestionnaire(previewInput, { columns, rows });
			const pane = codeLines(session.screen()).length;
			await session.press("e");
			const reader = session.screen();
			expect(codeLines(reader).length, name).toBeGreaterThan(pane);
			expect(reader.some((line) => line.startsWith("── Preview"))).toBe(true);
			await session.press(keys.end);
			const end = codeLines(session.screen());
			expect(end).toContain(79);
			await session.press("e");
			// The pane shows the preview from where the reader was.
			expect(codeLines(session.screen())[0]).toBe(end[0]);
		});
	}

	it("a preview that fits its pane names no page keys", async () => {
		const session = await openQuestionnaire(previewInput, { columns: 80, rows: 20 });
		await session.press(keys.down);
		expect(session.screen().at(-1)).not.toContain("PgDn");
	});
});

describe("an editor in a short pane keeps the line being typed in view", () => {
	const long = "A long note about the database, with more words to fill several lines until the cursor";
	const typed = `${long} sits below them. ${long} ends here LAST`;
	/** The line holding the cursor, the rule under it, and the rule above the editor's text (and its line). */
	function typing(screen: readonly string[]) {
		const cursor = screen.findLastIndex((line) => line.includes("LAST"));
		const rule = screen.findLastIndex((line, index) => index < cursor && line.startsWith("───"));
		return { cursor, below: screen[cursor + 1] ?? "", top: screen[rule] ?? "", rule };
	}

	it("40×12 and 30×12 in every locale: the cursor's line and the rule under it show, the rule above counts the rest", async () => {
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			for (const columns of [40, 30]) {
				const session = await openQuestionnaire(tour, { columns, rows: 8, messages });
				await session.press("n", typed);
				const { cursor, below, top } = typing(session.screen());
				expect(cursor, `${locale} ${columns}`).toBeGreaterThan(0);
				expect(below, `${locale} ${columns}`).toMatch(/^─+$/);
				const hidden = Number(/^─── ↑ (\d+)/.exec(top)?.[1]);
				expect(top, `${locale} ${columns}`).toMatch(
					new RegExp(`^─── ↑ ${messages.moreHidden(messages.count(hidden))} ─+$`),
				);
			}
		}
	});

	it("resized from 44×20 to 40×12, 30×12 and shorter, the cursor's line stays; the editor's rules go last", async () => {
		const session = await openQuestionnaire(tour, { columns: 44, rows: 16 });
		await session.press("n", typed);
		expect(typing(session.screen()).below).toMatch(/^─+$/);
		for (const [columns, rows] of [
			[40, 8],
			[30, 8],
			[30, 4],
			[30, 3],
			[30, 1],
		] as const) {
			session.terminal.resize(columns, rows);
			await session.terminal.flush();
			const screen = session.screen();
			expect(typing(screen).cursor, `${columns}×${rows}`).toBeGreaterThanOrEqual(0);
			if (rows >= 4) expect(typing(screen).below, `${columns}×${rows}`).toMatch(/^─+$/);
		}
		// Back up the text: the window follows the cursor to the first line.
		session.terminal.resize(40, 8);
		await session.press(...Array.from({ length: 12 }, () => keys.up));
		expect(session.screen().join("\n")).toContain("A long note");
	});

	it("80×24: a long note takes the rows pi's editor would, and the question stays above it", async () => {
		const session = await openQuestionnaire(tour, { columns: 80, rows: 20 });
		await session.press("n", `${typed} ${typed} ${typed} ${typed}`);
		const screen = session.screen();
		expect(screen).toContain("Which database should the service use?");
		const { cursor, below, rule } = typing(screen);
		// pi's editor shows 30 % of the terminal's rows, five at least: six lines of the 20 rows here, between its rules.
		expect(cursor - rule).toBe(6);
		expect(below).toMatch(/^─+$/);
	});

	it("40×12: a refused paste's notice leaves the cursor's line and the editor's rules in view", async () => {
		const session = await openQuestionnaire(tour, { columns: 40, rows: 8 });
		await session.press("n", typed, `\x1b[200~${"x".repeat(100_001)}\x1b[201~`);
		const screen = session.screen();
		expect(screen.join(" ")).toContain("Not added");
		expect(typing(screen).cursor).toBeGreaterThan(0);
		expect(typing(screen).below).toMatch(/^─+$/);
	});
});

describe("the help scrolls where it does not fit", () => {
	it("44×20: ↓ and PgDn scroll it to its last key, another key closes it", async () => {
		const session = await openQuestionnaire(tour, { columns: 44, rows: 16 });
		await session.press("?");
		const top = session.screen();
		expect(top).toContain("Keys");
		// The help's last line above the blank line; the footer says how the help scrolls and closes, in place of the
		// form's keys, which do not act while it is open.
		expect(top.at(-3)).toMatch(/^↓ \d+ more$/);
		expect(top.at(-1)).toBe("↑↓ PgUp/PgDn scroll · other keys close");
		expect(top.filter((line) => line.includes(" · "))).toEqual(["↑↓ PgUp/PgDn scroll · other keys close"]);
		await session.press(keys.down);
		expect(session.screen()).toContainEqual(expect.stringMatching(/^↑ 1 more$/));
		await session.press(keys.pageDown, keys.pageDown, keys.pageDown, keys.end);
		const end = session.screen();
		expect(end).toContainEqual(expect.stringMatching(/^Ctrl\+O +fold to one line$/));
		expect(end).toContain("■ answered · □ not answered · * required");
		await session.press("x");
		expect(session.screen()).not.toContain("↑↓ PgUp/PgDn scroll · other keys close");
		expect(session.screen()).toContain("Which database should the service use?");
		expect(session.results).toEqual([]);
	});

	it("44 columns in every locale: an editor's footer names Enter and Esc, which saves and closes", async () => {
		for (const locale of ["en", "de", "fr", "es"] as const) {
			const messages = localeMessages(locale);
			const session = await openQuestionnaire(tour, { columns: 44, rows: 16, messages });
			await session.press(keys.up, keys.enter);
			const footer = session.screen().at(-1) ?? "";
			expect(footer, locale).toMatch(new RegExp(`^Enter ${messages.keySave} · Esc ${messages.keySaveClose}`));
		}
	});

	it("44 columns in French and Spanish: the footer names ↑↓ alone rather than cut the line short", async () => {
		for (const locale of ["fr", "es"] as const) {
			const messages = localeMessages(locale);
			const session = await openQuestionnaire(tour, { columns: 44, rows: 20, messages });
			await session.press("?");
			// `↑↓ défiler · autres touches : fermer`, `↑↓ desplazar · otras teclas cierran`
			expect(session.screen().at(-1), locale).toBe(messages.helpScroll("↑↓"));
			await session.press(keys.pageDown);
			expect(session.screen()).toContainEqual(expect.stringMatching(/^↑ \d+ /));
		}
	});

	it("44 and 20 columns in every locale: the help ends with the legend of the tab marks, wrapped, never dropped", async () => {
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			const legend = [`■ ${messages.markAnswered}`, `□ ${messages.markUnanswered}`, `* ${messages.markRequiredShort}`];
			for (const columns of [44, 20]) {
				const session = await openQuestionnaire(tour, { columns, rows: 16, messages });
				await session.press("?", keys.end);
				const screen = session.screen();
				// The help's last lines, above the blank line and the footer: every mark with its meaning, as many to a
				// line as fit (one line in English at 44 columns, one mark a line at 20).
				const end = screen.slice(0, -2).join("\n");
				expect(
					end
						.slice(end.lastIndexOf("\n■"))
						.trim()
						.split(/ · |\n/),
					`${locale} ${columns}`,
				).toEqual(legend);
				expect(screen.every((line) => line.length <= columns)).toBe(true);
			}
		}
	});

	it("40×12: every key can be reached", async () => {
		const session = await openQuestionnaire(tour, { columns: 40, rows: 8 });
		await session.press("?");
		const seen = new Set<string>();
		for (let page = 0; page < 30; page++) {
			for (const line of session.screen()) seen.add(line);
			await session.press(keys.down);
		}
		const text = [...seen].join("\n");
		for (const key of ["Ctrl+C", "Tab/→", "Shift+N", "PgDn", "Home", "End", "Ctrl+O"]) expect(text).toContain(key);
		expect(text).toContain("cancel, asks first if");
	});

	it("every locale, on a question tab and on the review: the editor's keys come under a heading of their own", async () => {
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			for (const review of [false, true]) {
				const session = await openQuestionnaire(tour, { columns: 80, rows: 40, messages });
				if (review) await session.press(keys.shiftTab);
				await session.press("?");
				const screen = session.screen();
				const external = screen.findIndex((line) => line.startsWith("Ctrl+G"));
				expect(screen[external - 1], `${locale} ${review}`).toBe(messages.helpEditorHeading);
				expect(screen[external], `${locale} ${review}`).toMatch(
					new RegExp(`^Ctrl\\+G +${messages.keyExternalEditor}$`),
				);
			}
		}
	});

	it("44 columns in every locale: a long description wraps whole, never cut (the review's digits)", async () => {
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			// Rows for the whole help: what shows is what it holds.
			const session = await openQuestionnaire(tour, { columns: 44, rows: 60, messages });
			await session.press(keys.shiftTab, "?");
			const spaced = (text: string) => text.replace(/\s+/g, " ");
			const text = spaced(session.screen().join(" "));
			expect(text, locale).toContain(spaced(messages.keyReviewDigitsHelp));
			expect(text, locale).not.toContain("…");
		}
	});

	it("40×12 and 44×20 in every locale: PgDn and PgUp keep one line of the last page in view, page after page", async () => {
		/** The help's lines of text on screen (under the tab bar, above the footer), and whether it hides lines below. */
		const page = (session: Session) => {
			const screen = session.screen();
			const help = screen.slice(screen.findIndex((line) => line.includes("Layout")) + 1, -1);
			const lines = help.filter((line) => !/^[↑↓] \d+ /.test(line) && line !== "");
			return { lines, above: /^↑ \d+ /.test(help[0] ?? ""), below: help.some((line) => /^↓ \d+ /.test(line)) };
		};
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			for (const [columns, rows] of [
				[40, 8],
				[44, 16],
			] as const) {
				const session = await openQuestionnaire(tour, { columns, rows, messages });
				const name = `${locale} ${columns}×${rows}`;
				await session.press("?");
				let before = page(session);
				// PgDn: the last line on top; at the end, the last page, which shows no line skipped.
				for (let down = 0; down < 3; down++) {
					await session.press(keys.pageDown);
					const after = page(session);
					if (after.below) expect(after.lines[0], name).toBe(before.lines.at(-1));
					else expect(before.lines, name).toContain(after.lines[0]);
					before = after;
				}
				// PgUp: the first line at the bottom; at the top, the first page.
				for (let up = 0; up < 3; up++) {
					await session.press(keys.pageUp);
					const after = page(session);
					if (after.above) expect(after.lines.at(-1), name).toBe(before.lines[0]);
					else expect(before.lines, name).toContain(after.lines.at(-1));
					before = after;
				}
			}
		}
	});

	it("where it fits, any key closes it as before", async () => {
		const session = await openQuestionnaire(tour, { columns: 80, rows: 20 });
		await session.press("?", keys.down);
		expect(session.screen()).not.toContain("Keys");
	});
});

describe("a text question lets Tab and Shift+Tab leave, its draft saved", () => {
	for (const { columns, rows, name } of panes) {
		it(`${name}: the footer says so; Tab goes on, Shift+Tab goes back; ←/→ still move the cursor`, async () => {
			const session = await openQuestionnaire(textQuestions, { columns, rows });
			expect(session.screen().at(-1)).toMatch(/^Enter save · Tab\/Shift\+Tab leave/);
			await session.press("Aurora", keys.left, keys.left, "X", keys.right, keys.tab);
			expect(session.screen().join("\n")).toContain("Where should it be announced?");
			await session.press(keys.shiftTab);
			// Back on the text question: its editor opens again with the saved draft.
			expect(session.screen().join("\n")).toContain("AuroXra");
			await session.press(keys.shiftTab);
			expect(session.screen().join("\n")).toMatch(/Review/);
			await session.press(keys.tab, keys.enter);
			expect(session.results).toEqual([]);
		});
	}

	it("Tab stays in a note editor and in Type your own's editor", async () => {
		const session = await openQuestionnaire(tour, { columns: 80, rows: 20 });
		await session.press("n", "a", keys.tab, "b", keys.escape);
		expect(session.screen().join("\n")).toContain("Which database should the service use?");
		expect(session.screen()).toContainEqual(expect.stringMatching(/✎ a\s*b$/));
		await session.press(keys.up, keys.enter, "c", keys.tab, "d", keys.escape);
		expect(session.screen()).toContainEqual(expect.stringMatching(/Type your own: c\s*d$/));
	});

	it("the answer is kept when the form is submitted after leaving with Tab", async () => {
		const session = await openQuestionnaire(textQuestions, { columns: 80, rows: 20 });
		await session.press("Aurora", keys.tab, "1", keys.tab, "1", "1");
		expect(session.result().answers.name?.customText).toBe("Aurora");
	});
});

describe("`n` on Type your own explains itself", () => {
	for (const { columns, rows, name } of panes) {
		it(`${name}: a notice in the footer names Shift+N, and goes with the next key`, async () => {
			const session = await openQuestionnaire(tour, { columns, rows });
			await session.press(keys.up, "n");
			const footer = session.screen().at(-1) ?? "";
			expect(footer).toContain("Shift+N notes the question");
			expect(footer.length).toBeLessThanOrEqual(columns);
			await session.press(keys.up);
			expect(session.screen().at(-1)).not.toContain("notes the question");
		});
	}
});

describe("the review's summary reads naturally and its legend explains the marks on screen", () => {
	it("one question answered: `Review · answered`, and the legend names ■ only", async () => {
		const single = { questions: [{ id: "q", prompt: "?", options: [{ value: "a", label: "A" }] }] };
		const session = await openQuestionnaire(single, { columns: 80, rows: 20 });
		await session.press(keys.enter);
		const screen = session.screen();
		expect(screen).toContain("Review · answered");
		expect(screen).toContain("■ answered");
		expect(screen.join("\n")).not.toContain("□");
	});

	it("44×20: the legend fits in shorter words instead of being cut", async () => {
		const session = await openQuestionnaire(tour, { columns: 44, rows: 16 });
		await session.press(keys.enter, keys.shiftTab, keys.shiftTab);
		const screen = session.screen();
		expect(screen).toContain("Review · 1 of 3 answered");
		expect(screen).toContain("■ answered · □ not answered · * required");
	});
});

describe("the review in a short pane with a note on the whole form", () => {
	it("40×12 in every locale: the count and the more-lines stay; the note gives way before them, and `e` is named", async () => {
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			const session = await openQuestionnaire(thirtyQuestions, { columns: 40, rows: 8, messages });
			await session.press(keys.shiftTab, "N", "A note on the form", keys.escape);
			const top = session.screen();
			// The note has no room: the footer names the reader's key first, which shows it whole.
			expect(top.at(-1), locale).toMatch(new RegExp(`^e ${messages.keyFullText} · `));
			expect(top, locale).toContain(messages.reviewSummary(0, 30));
			expect(top, locale).toContainEqual(
				expect.stringMatching(new RegExp(`^↓ ${messages.moreHidden(messages.count(28))}$`)),
			);
			await session.press(keys.end);
			const end = session.screen();
			expect(end, locale).toContain(messages.reviewSummary(0, 30));
			expect(end, locale).toContainEqual(expect.stringMatching(/^↑ \d+ /));
		}
	});

	it("44×20: the note shows whole under the list, which keeps its count", async () => {
		const session = await openQuestionnaire(thirtyQuestions, { columns: 44, rows: 16 });
		await session.press(keys.shiftTab, "N", "A note on the form", keys.escape);
		const screen = session.screen();
		expect(screen).toContain("Review · 0 of 30 answered");
		expect(screen.join(" ")).toContain("A note on the form");
		expect(screen).toContainEqual(expect.stringMatching(/^↓ \d+ more$/));
	});
});

describe("the review's buttons take only the rows they need", () => {
	it("at 40×12 in German they share rows where they fit, and every answer of six shows", async () => {
		const questions = Array.from({ length: 6 }, (_, i) => ({
			id: `q${i}`,
			prompt: `Frage ${i + 1}?`,
			options: [
				{ label: "Ja", value: "y" },
				{ label: "Nein", value: "n" },
			],
		}));
		const session = await openQuestionnaire({ questions }, { columns: 40, rows: 12, messages: localeMessages("de") });
		await session.press(keys.shiftTab);
		const screen = session.screen();
		expect(screen.filter((line) => /^! Q\d: /.test(line))).toHaveLength(6);
		expect(screen).toContain("[ 1 Absenden ] 2 Abbrechen");
		expect(screen).toContain("3 Erst besprechen");
		expect(screen.join("\n")).not.toMatch(/weitere/);
	});
});

describe("the more-lines count as the locale writes numbers", () => {
	it("groups its digits as the filter's count beside it does (German `9.996`, French `9 996`)", async () => {
		const options = Array.from({ length: 10_000 }, (_, index) => ({ value: `v${index}`, label: `Region ${index}` }));
		const input = { questions: [{ id: "r", prompt: "Which region?", options }] };
		for (const locale of MESSAGE_LOCALES) {
			const messages = localeMessages(locale);
			const session = await openQuestionnaire(input, { columns: 44, rows: 16, messages });
			const below = session.screen().find((line) => line.startsWith("↓ "));
			const hidden = Number(below?.replace(/\D/g, ""));
			expect(hidden, locale).toBeGreaterThan(9_000);
			expect(below, locale).toBe(`↓ ${messages.moreHidden(messages.count(hidden))}`);
			expect(below, locale).toContain(messages.count(hidden));
		}
	});
});
