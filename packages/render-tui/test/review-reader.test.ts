/**
 * `e` on the review: the review cuts a long answer and the form note, and `e` opens the full-text reader on every
 * answer and note whole; it scrolls, and `e` or Esc closes it back to the review as it was.
 */
import { describe, expect, it, vi } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const paste = (text: string) => `\x1b[200~${text}\x1b[201~`;
const numbered = (word: string, count: number) =>
	Array.from({ length: count }, (_, index) => `${word} ${index + 1}`).join("\n");

const PAYLOAD = {
	questions: [
		{ id: "log", label: "Log", prompt: "Paste the log", type: "text" as const },
		{
			id: "database",
			label: "Database",
			prompt: "Which database?",
			options: [
				{ value: "postgres", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
	],
};

/** A form on its review: a 100-line answer (past the review's 60 lines) and a 10-line form note (past its 3). */
async function onReview(size = { columns: 44, rows: 20 }) {
	const session = await openQuestionnaire(PAYLOAD, size);
	await session.press(paste(numbered("line", 100)), keys.enter);
	await session.press("1");
	await session.press(keys.shiftN, paste(numbered("note", 10)), keys.enter);
	expect(session.component.mode).toBe("review");
	return session;
}

const text = (screen: readonly string[]) => screen.join("\n");

describe("e on the review", () => {
	it("opens the reader on every answer and note whole, which scrolls, and closes back to the review", async () => {
		const session = await onReview();
		await session.press(keys.end);
		const review = session.screen();
		expect(text(review)).toContain("line 59");
		expect(text(review)).not.toContain("line 61");
		expect(text(review)).not.toContain("note 10");
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(session.screen()[3]).toContain("Log: “line 1");
		await session.press(keys.end);
		const end = text(session.screen());
		expect(end).toContain("line 100”");
		expect(end).toContain("✓ Database: Postgres");
		expect(end).toContain("note 10");
		await session.press("e");
		expect(session.component.mode).toBe("review");
		expect(session.screen()).toEqual(review);
		await session.press("e", keys.escape);
		expect(session.screen()).toEqual(review);
		expect(session.results).toEqual([]);
	});

	it("is named first in the footer, then the page keys, where the answer and the note were cut", async () => {
		const session = await onReview({ columns: 80, rows: 24 });
		expect(session.screen().at(-1)).toMatch(/^e full text · PgDn\/PgUp scroll answers · /);
	});

	it("is not named when nothing on the review was cut", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 44, rows: 20 });
		await session.press(paste(numbered("line", 3)), keys.enter, "1");
		expect(session.component.mode).toBe("review");
		expect(text(session.screen())).toContain("line 3”");
		expect(session.screen().at(-1)).not.toContain("full text");
	});

	it("is named when only the form note was cut, at 40×12", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 40, rows: 12 });
		await session.press(paste(numbered("line", 3)), keys.enter, "1", keys.shiftN, paste(numbered("note", 10)));
		await session.press(keys.enter);
		expect(session.component.mode).toBe("review");
		const screen = session.screen();
		expect(text(screen)).toContain("note 3…");
		expect(text(screen)).toContain("line 3”");
		expect(screen.at(-1)).toMatch(/^e full text · /);
	});

	it("opens at the form note when only the note was cut, at 40×12", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 40, rows: 12 });
		await session.press(paste(numbered("line", 3)), keys.enter, "1", keys.shiftN, paste(numbered("note", 10)));
		await session.press(keys.enter, "e");
		expect(session.component.mode).toBe("reader");
		const reader = text(session.screen());
		expect(reader).toContain("note 1");
		expect(reader).not.toContain("line 1");
	});

	it("opens at the first answer the review cut, past the answers before it", async () => {
		const first = { id: "name", label: "Name", prompt: "Which name?", type: "text" as const };
		const session = await openQuestionnaire({ questions: [first, ...PAYLOAD.questions] }, { columns: 44, rows: 20 });
		await session.press(paste(numbered("name", 3)), keys.enter);
		await session.press(paste(numbered("line", 100)), keys.enter, "1");
		expect(session.component.mode).toBe("review");
		await session.press("e");
		const reader = text(session.screen());
		expect(reader).toContain("Log: “line 1");
		expect(reader).not.toContain("name 1");
		await session.press(keys.home);
		expect(text(session.screen())).toContain("name 1");
	});

	it("opening at a cut renders the answers before it once, as reopening does", async () => {
		const first = { id: "name", label: "Name", prompt: "Which name?", type: "text" as const };
		const session = await openQuestionnaire({ questions: [first, ...PAYLOAD.questions] }, { columns: 44, rows: 20 });
		await session.press(paste(numbered("name", 3)), keys.enter);
		await session.press(paste(numbered("line", 100)), keys.enter, "1");
		/** The sanitizing and wrapping passes over the first answer's text while `e` opens the reader. */
		const passesOverFirstAnswer = async () => {
			const spy = vi.spyOn(String.prototype, "replace");
			await session.press("e");
			const passes = spy.mock.contexts.filter((context) => String(context).includes("name 2")).length;
			spy.mockRestore();
			return passes;
		};
		const opened = await passesOverFirstAnswer();
		await session.press(keys.escape);
		const reopened = await passesOverFirstAnswer();
		expect(text(session.screen())).toContain("Log: “line 1");
		expect(reopened).toBeGreaterThan(0);
		expect(opened).toBe(reopened);
	});
});
