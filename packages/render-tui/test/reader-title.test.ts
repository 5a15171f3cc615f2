/**
 * `e` reads a form title the frame's one line cut (a relayed form's names its subagent's directory, then its task,
 * D146): the reader shows it whole at its top, on a question and on the review; a title that fits is not repeated.
 * It stays there, a heading, while the reader opens at a cut answer or a preview and scrolls; a title that would take
 * more than half the reader's rows leads its lines instead. The footer names `e` wherever the title was cut.
 */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

const TITLE = "Asked by subagent in /work/frontend-app: “Task: pick the button's colour”";
const PAYLOAD = {
	title: TITLE,
	questions: [
		{
			id: "colour",
			prompt: "Which colour?",
			options: [
				{ value: "red", label: "Red" },
				{ value: "green", label: "Green" },
			],
		},
	],
};

/** The screen's lines joined as one text, each line's end trimmed (a wrapped title reads on). */
const read = (screen: readonly string[]) => screen.map((line) => line.trimEnd()).join(" ");

const paste = (text: string) => `\x1b[200~${text}\x1b[201~`;
const numbered = (word: string, count: number) =>
	Array.from({ length: count }, (_, index) => `${word} ${index + 1}`).join("\n");

/** The form titled `title` on its review: a short answer, then a 100-line one the review cuts, then a pick. */
const code = Array.from({ length: 60 }, (_, index) => `const value${index} = ${index};`).join("\n");
/** A form titled `TITLE` whose one question's focused preview is taller than its pane. */
const TALL_PREVIEW = {
	title: TITLE,
	questions: [
		{
			id: "pick",
			prompt: "Which implementation?",
			type: "preview" as const,
			options: [
				{ value: "a", label: "Alpha", preview: `\`\`\`js\n${code}\n\`\`\`` },
				{ value: "b", label: "Beta", preview: "short" },
			],
		},
	],
};

async function resizeTo(session: Session, columns: number, rows: number): Promise<void> {
	session.terminal.resize(columns, rows);
	await session.terminal.flush();
}

async function onReview(title: string): Promise<Session> {
	const text = (id: string) => ({ id, label: id, prompt: `Your ${id}?`, type: "text" as const });
	const payload = { ...PAYLOAD, title, questions: [text("name"), text("log"), ...PAYLOAD.questions] };
	const session = await openQuestionnaire(payload, { columns: 44, rows: 20 });
	await session.press(paste(numbered("name", 3)), keys.enter, paste(numbered("line", 100)), keys.enter, "1");
	expect(session.component.mode).toBe("review");
	return session;
}

describe("the reader shows a title the frame cut", () => {
	it("on a question and on the review, at 44 columns: the title whole, first", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 44, rows: 20 });
		expect(read(session.screen())).not.toContain("colour”");
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(read(session.screen())).toContain(TITLE);
		const screen = session.screen();
		expect(screen.findIndex((line) => line.startsWith("Asked by subagent in /work/"))).toBeLessThan(
			screen.findIndex((line) => line.includes("Which colour?")),
		);
		await session.press(keys.escape, "1");
		expect(session.component.mode).toBe("review");
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(read(session.screen())).toContain(TITLE);
	});

	it("a title that fits its line is not repeated in the reader", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 120, rows: 20 });
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		expect(session.screen().filter((line) => line.includes("Asked by subagent"))).toHaveLength(1);
	});

	it("on the review, opened at the answer it cut, at 44×20: the title stays whole above it as the reader scrolls", async () => {
		const session = await onReview(TITLE);
		await session.press("e");
		expect(session.component.mode).toBe("reader");
		const opened = read(session.screen());
		expect(opened).toContain(TITLE);
		expect(opened).toContain("log: “line 1");
		expect(opened).not.toContain("name 1");
		await session.press(keys.end);
		expect(read(session.screen())).toContain(TITLE);
		expect(read(session.screen())).toContain("line 100”");
		await session.press(keys.home);
		const top = read(session.screen());
		expect(top).toContain("name 1");
		expect(top.split("colour”")).toHaveLength(2);
	});

	it("on a question, opened at a tall preview, at 44×20: the title stays whole above the preview", async () => {
		const session = await openQuestionnaire(TALL_PREVIEW, { columns: 44, rows: 20 });
		await session.press(keys.pageDown, "e");
		expect(session.component.mode).toBe("reader");
		const screen = read(session.screen());
		expect(screen).toContain(TITLE);
		expect(screen).toMatch(/── Preview \d+–\d+\/\d+ ─/);
		expect(screen).not.toContain("Which implementation?");
	});

	it("a resize that moves the title between heading and lead keeps the reader at the text it showed", async () => {
		const title = `${TITLE.slice(0, -1)}, then its hover state, its focus ring and the look of a disabled button”`;
		const session = await onReview(title);
		await session.press("e");
		expect(read(session.screen())).toContain(title);
		expect(read(session.screen())).toContain("log: “line 1");
		// At 40×12 the title takes more than half the reader: it leads the lines, above the answer read.
		session.terminal.resize(40, 12);
		await session.terminal.flush();
		const small = read(session.screen());
		expect(small).toContain("log: “line 1");
		expect(small).not.toContain("disabled button”");
		expect(small).toMatch(/↑ \d+ more/);
		// Back at 44×20 it is the heading again, the answer under it.
		session.terminal.resize(44, 20);
		await session.terminal.flush();
		const large = read(session.screen());
		expect(large).toContain(title);
		expect(large).toContain("log: “line 1");
		expect(large).not.toContain("name 1");
	});

	it("a resize to a size where everything fits, and back, keeps the reader at the end the person went to", async () => {
		const session = await onReview(TITLE);
		await session.press("e", keys.end);
		const atEnd = session.screen();
		expect(read(atEnd)).toContain("line 100”");
		await resizeTo(session, 80, 120);
		expect(read(session.screen())).not.toMatch(/↓ \d+ more/);
		await resizeTo(session, 44, 20);
		expect(session.screen()).toEqual(atEnd);
		// At another size where not everything fits, still the end.
		await resizeTo(session, 60, 20);
		const wider = read(session.screen());
		expect(wider).toContain("line 100”");
		expect(wider).not.toMatch(/↓ \d+ more/);
	});

	it("a resize and back keeps the reader where the person scrolled to, even with the title leading its lines", async () => {
		const long = `${TITLE} ${"and a long task, ".repeat(20)}end of title`;
		const session = await onReview(long);
		await session.press("e", keys.home, keys.down, keys.down, keys.down);
		const before = session.screen();
		expect(read(before)).toMatch(/↑ 3 more/);
		await resizeTo(session, 80, 120);
		await resizeTo(session, 44, 20);
		expect(session.screen()).toEqual(before);
		// The place follows the person's next move from there.
		await session.press(keys.down);
		expect(read(session.screen())).toMatch(/↑ 4 more/);
	});

	it("the question's reader, scrolled into a title that leads its lines, is back at that line after a resize and back", async () => {
		const long = `${TITLE} ${"and a long task, ".repeat(20)}end of title`;
		const session = await openQuestionnaire({ ...TALL_PREVIEW, title: long }, { columns: 44, rows: 20 });
		await session.press("e", keys.home, keys.down, keys.down);
		const before = session.screen();
		expect(read(before)).toMatch(/↑ 2 more/);
		await resizeTo(session, 80, 24);
		await resizeTo(session, 44, 20);
		expect(session.screen()).toEqual(before);
	});

	it("a place in a title that leads the lines, moved to at another width, is as far into the title back at the first", async () => {
		const words = Array.from({ length: 300 }, (_, index) => `w${String(index + 1).padStart(3, "0")}`).join(" ");
		const session = await openQuestionnaire({ ...TALL_PREVIEW, title: words }, { columns: 44, rows: 20 });
		await session.press("e", keys.home);
		await resizeTo(session, 80, 24);
		await session.press(keys.down);
		const wide = session.screen();
		const marker = wide.findIndex((line) => /↑ 1 more/.test(line));
		expect(wide[marker + 1]).toMatch(/^w017 /);
		// Back at 44 columns the line that held w017 is on top, not one 16 lines further into the title.
		await resizeTo(session, 44, 20);
		const back = session.screen();
		expect(read(back)).toContain("w017");
		expect(read(back)).not.toContain("w145");
	});

	it("a title taller than half the reader leads its lines, reached by scrolling up from the answer it cut", async () => {
		const long = `${TITLE} ${"and a long task, ".repeat(20)}end of title`;
		const session = await onReview(long);
		await session.press("e");
		const opened = read(session.screen());
		expect(opened).toContain("log: “line 1");
		expect(opened).not.toContain("end of title");
		expect(opened).toMatch(/↑ \d+ more/);
		await session.press(keys.home);
		expect(read(session.screen())).toContain(TITLE);
	});
});

describe("the footer names e where the frame cut the title", () => {
	it("on the review and on a question, at 44 columns, where nothing else was cut", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 44, rows: 20 });
		expect(session.screen().at(-1)).toMatch(/^e full text · /);
		await session.press("1");
		expect(session.component.mode).toBe("review");
		expect(read(session.screen())).toContain("✓ Q1: Red");
		expect(session.screen().at(-1)).toMatch(/^e full text · /);
	});

	it.each(MESSAGE_LOCALES.flatMap((locale) => [44, 40].map((columns) => [locale, columns] as const)))(
		"on a tall preview in %s at %i columns: `e` is kept beside the page keys, before less needed hints",
		async (locale, columns) => {
			const messages = localeMessages(locale);
			const session = await openQuestionnaire(TALL_PREVIEW, { columns, rows: 20, messages });
			const footer = session.screen().at(-1) ?? "";
			expect(footer).toContain(`e ${messages.keyFullPreview}`);
			expect(footer).not.toContain(`↑↓ ${messages.keyMove}`);
		},
	);

	it("not where the title fits its line", async () => {
		const session = await openQuestionnaire(PAYLOAD, { columns: 120, rows: 20 });
		expect(session.screen().at(-1)).not.toContain("full text");
		await session.press("1");
		expect(session.component.mode).toBe("review");
		expect(session.screen().at(-1)).not.toContain("full text");
	});
});
