/** One transcript per kind of screen: keys pressed in a real pi-tui TUI, then the screen as a person sees it. */
import { defineMessages, localeMessages } from "@ask-user/core/contract";
import { notesAndRequired, thirtyQuestions, threeHundredOptions, tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const rule = (width: number) => "─".repeat(width);

describe("screens", () => {
	it("single-select: numbered options with radios, descriptions, the focus marker and Type your own last", async () => {
		const session = await openQuestionnaire(tour, { columns: 60, rows: 16 });
		expect(session.screen()).toEqual([
			rule(60),
			"Set up the new service",
			"[□ Database] □ Features*  □ Layout  Review",
			"",
			"Which database should the service use?",
			"",
			"› 1. ( ) PostgreSQL",
			"         Relational, strong consistency, JSONB for documents",
			"  2. ( ) SQLite",
			"         One file, zero ops; fine for a single instance",
			"  3. ( ) MongoDB",
			"         Document store, flexible schema",
			"  4. ( ) Type your own",
			"",
			"↑↓ move · Enter confirm · n/Shift+N note · ? keys",
		]);
		await session.press(keys.down, keys.space);
		expect(session.screen().slice(6, 10)).toEqual([
			"  1. ( ) PostgreSQL",
			"         Relational, strong consistency, JSONB for documents",
			"› 2. (•) SQLite",
			"         One file, zero ops; fine for a single instance",
		]);
	});

	it("multi-select: checkboxes, the answered mark on the tab", async () => {
		const session = await openQuestionnaire(tour, { columns: 60, rows: 16 });
		await session.press(keys.tab, keys.space, keys.down, keys.down, keys.space);
		expect(session.screen()).toEqual([
			rule(60),
			"Set up the new service",
			" □ Database [■ Features] □ Layout  Review",
			"",
			"Which features belong in the first release?",
			"",
			"  1. [x] Authentication",
			"         Email + password, sessions",
			"  2. [ ] Search",
			"         Full-text search over documents",
			"› 3. [x] CSV export",
			"  4. [ ] Audit log",
			"         Who changed what, when",
			"  5. [ ] Type your own",
			"",
			"↑↓ move · Enter confirm · Space toggle · Esc cancel · ? keys",
		]);
	});

	it("preview, narrow: the options, then the focused option's preview cut to the rows left", async () => {
		const session = await openQuestionnaire(tour, { columns: 60, rows: 16 });
		await session.press(keys.shiftTab, keys.shiftTab);
		expect(session.screen()).toEqual([
			rule(60),
			"Set up the new service",
			" □ Database  □ Features* [□ Layout] Review",
			"",
			"How should the handlers be laid out?",
			// The preview is longer than the pane: the blank line goes to it, its rule says which lines show, every
			// row under the rule is the preview's, and the footer names the page keys.
			"› 1. ( ) By feature",
			"         One folder per feature",
			"↓ 1 more",
			`── Preview 1–5/11 ${"─".repeat(42)}`,
			"```",
			"  src/",
			"    auth/",
			"      routes.ts",
			"      service.ts",
			"",
			"PgDn/PgUp scroll · e full preview · ↑↓ move · ? keys",
		]);
	});

	it("preview, wide: options and preview side by side; the preview follows the focus", async () => {
		const session = await openQuestionnaire(tour, { columns: 100, rows: 18 });
		await session.press(keys.left, keys.left);
		// The preview takes the blank line under the prompt, and shows whole.
		expect(session.screen().slice(4, 15)).toEqual([
			"How should the handlers be laid out?",
			"› 1. ( ) By feature                      │ ```",
			"         One folder per feature          │   src/",
			"  2. ( ) By layer                        │     auth/",
			"         routes/, services/, models/     │       routes.ts",
			"                                         │       service.ts",
			"                                         │     search/",
			"                                         │       routes.ts",
			"                                         │       service.ts",
			"                                         │ ```",
			"                                         │",
		]);
		await session.press(keys.down);
		expect(session.screen().slice(5, 16)).toEqual([
			"  1. ( ) By feature                      │ ```",
			"         One folder per feature          │   src/",
			"› 2. ( ) By layer                        │     routes/",
			"         routes/, services/, models/     │       auth.ts",
			"                                         │       search.ts",
			"                                         │     services/",
			"                                         │       auth.ts",
			"                                         │       search.ts",
			"                                         │ ```",
			"                                         │",
			"                                         │ Familiar MVC-style layering.",
		]);
	});

	it("free-form editor: the question for context, a heading, the editor with its placeholder", async () => {
		const session = await openQuestionnaire(tour, { columns: 60, rows: 20 });
		await session.press(keys.up, keys.enter);
		expect(session.screen()).toEqual([
			rule(60),
			"Set up the new service",
			"[□ Database] □ Features*  □ Layout  Review",
			"",
			"Which database should the service use?",
			"",
			"  1. ( ) PostgreSQL",
			"         Relational, strong consistency, JSONB for documents",
			"  2. ( ) SQLite",
			"         One file, zero ops; fine for a single instance",
			"  3. ( ) MongoDB",
			"         Document store, flexible schema",
			"› 4. ( ) Type your own",
			"",
			"Your answer",
			rule(60),
			" Type your answer",
			rule(60),
			"",
			"Enter save · Esc save & close · Ctrl+G external editor",
		]);
		await session.press("Redis");
		expect(session.screen().slice(14, 18)).toEqual(["Your answer", rule(60), "Redis", rule(60)]);
	});

	it("a host's messages table reaches the screen: the placeholder, Type your own, the review tab", async () => {
		const messages = defineMessages({
			answerPlaceholder: "Type your answer, @ for files",
			customOption: "Something else",
			reviewTab: "Check",
		});
		const session = await openQuestionnaire(tour, { columns: 60, rows: 20, messages });
		expect(session.screen()[2]).toBe("[□ Database] □ Features*  □ Layout  Check");
		expect(session.screen()[12]).toBe("  4. ( ) Something else");
		await session.press(keys.up, keys.enter);
		expect(session.screen()[16]).toBe(" Type your answer, @ for files");
	});

	it("the review's summary, legend, warning, note and buttons say what the messages table says, translated", async () => {
		const messages = localeMessages("de");
		const session = await openQuestionnaire(tour, { columns: 60, rows: 20, messages });
		await session.press(keys.shiftTab, "N", "nur vorläufig", keys.escape);
		const screen = session.screen();
		expect(screen).toContain("Übersicht · 0 von 3 beantwortet");
		expect(screen).toContain("□ nicht beantwortet · * erforderlich, noch nicht beantwortet");
		expect(screen).toContain("✎ Notiz zum ganzen Formular: nur vorläufig");
		// Too long for the line, the warning puts what Submit does on a line of its own under its mark.
		const warning = screen.indexOf("! Erforderlich, aber unbeantwortet: Features");
		expect(screen.slice(warning, warning + 2)).toEqual([
			"! Erforderlich, aber unbeantwortet: Features",
			"  Absenden sendet ohne sie",
		]);
		expect(screen).toContain("[ 1 Absenden ]   2 Abbrechen     3 Erst besprechen");
	});

	it("notes: an option note under its option, the question note under the prompt", async () => {
		const session = await openQuestionnaire(tour, { columns: 60, rows: 18 });
		await session.press("n", "Ops team prefers it", keys.escape, "N", "Ask the DBA first", keys.escape);
		expect(session.screen().slice(4, 15)).toEqual([
			"Which database should the service use?",
			"✎ Ask the DBA first",
			"",
			"› 1. ( ) PostgreSQL",
			"         Relational, strong consistency, JSONB for documents",
			"         ✎ Ops team prefers it",
			"  2. ( ) SQLite",
			"         One file, zero ops; fine for a single instance",
			"  3. ( ) MongoDB",
			"         Document store, flexible schema",
			"  4. ( ) Type your own",
		]);
	});

	it("review: every question with its answer and notes, unanswered flagged, required marked, Submit focused", async () => {
		const session = await openQuestionnaire(tour, { columns: 60, rows: 16 });
		await session.press(keys.up, keys.enter, "Redis", keys.enter, "1", "3", "n", "Audit the exports", keys.escape);
		await session.press(keys.tab, keys.tab);
		expect(session.screen()).toEqual([
			rule(60),
			"Set up the new service",
			" ■ Database  ■ Features  □ Layout [Review]",
			"",
			"Review · 2 of 3 answered",
			// The marks the tab bar shows, and no other.
			"■ answered · □ not answered",
			"✓ Database: “Redis”",
			"✓ Features (required): Authentication, CSV export",
			"  ✎ CSV export: Audit the exports",
			"! Layout: not answered",
			"",
			"[ 1 Submit ]   2 Cancel     3 Discuss first",
			"",
			"Enter confirm · ↑↓ move · Shift+N form note · ? keys",
		]);
		await session.press(keys.down);
		expect(session.screen()[11]).toBe("  1 Submit   [ 2 Cancel ]   3 Discuss first");
		await session.press(keys.down);
		expect(session.screen()[11]).toBe("  1 Submit     2 Cancel   [ 3 Discuss first ]");
	});

	it("review in a pane too narrow for the buttons' line: closer together, else on as few rows as fit, and they still work", async () => {
		const narrow = await openQuestionnaire(tour, { columns: 40, rows: 20 });
		await narrow.press("1", keys.shiftTab, keys.shiftTab);
		expect(narrow.screen().slice(-3)).toEqual(["[ 1 Submit ] 2 Cancel 3 Discuss first", "", expect.anything()]);
		await narrow.press(keys.down);
		expect(narrow.screen().at(-3)).toBe("1 Submit [ 2 Cancel ] 3 Discuss first");
		const session = await openQuestionnaire(tour, { columns: 34, rows: 20 });
		await session.press("1", keys.shiftTab, keys.shiftTab);
		const end = session.screen().slice(-5);
		expect(end.slice(1)).toEqual(["[ 1 Submit ] 2 Cancel", "3 Discuss first", "", expect.stringMatching(/\? keys$/)]);
		await session.press(keys.down, keys.down);
		expect(session.screen().slice(-4, -2)).toEqual(["1 Submit 2 Cancel", "[ 3 Discuss first ]"]);
		await session.press(keys.enter);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "discuss" });
		// Two rows hold them both; with fewer rows than they need (1 here) they share one line again, cut at its end,
		// rather than lose Submit.
		const short = await openQuestionnaire(tour, { columns: 34, rows: 2 });
		await short.press("1", keys.shiftTab, keys.shiftTab);
		expect(short.screen()).toEqual(["[ 1 Submit ] 2 Cancel", "3 Discuss first"]);
		const shorter = await openQuestionnaire(tour, { columns: 34, rows: 1 });
		await shorter.press("1", keys.shiftTab, keys.shiftTab);
		expect(shorter.screen().at(-1)).toBe("[ 1 Submit ] 2 Cancel 3 Discuss f…");
	});

	it("review of a required question left unanswered, with only a note", async () => {
		const session = await openQuestionnaire(notesAndRequired, { columns: 70, rows: 24 });
		await session.press("N", "Decide after the meeting", keys.escape, keys.shiftTab);
		const screen = session.screen();
		expect(screen.slice(4, 10)).toEqual([
			"Review · 0 of 3 answered",
			"□ not answered · * required, not answered yet",
			"! Version (required): not answered",
			"  ✎ Decide after the meeting",
			"! Q2 (required): not answered",
			"! Q3: not answered",
		]);
	});

	it("many tabs: a window around the active tab with « and »", async () => {
		const session = await openQuestionnaire(thirtyQuestions, { columns: 70, rows: 14 });
		expect(session.screen()[2]).toBe("[□ Cache 1] □ Queue 2  □ Schema 3  □ Index 4  □ Replica 5  »");
		await session.pressAll(Array(12).fill(keys.tab));
		expect(session.screen()[2]).toBe("«  □ Cluster 11  □ Token 12 [□ Cache 13] □ Queue 14  □ Schema 15  »");
		await session.press(keys.shiftTab, keys.shiftTab);
		expect(session.screen()[2]).toBe("«  □ Ledger 9  □ Bucket 10 [□ Cluster 11] □ Token 12  □ Cache 13  »");
		await session.pressAll(Array(20).fill(keys.tab));
		expect(session.screen()[2]).toBe("«  □ Schema 27  □ Index 28  □ Replica 29  □ Worker 30 [Review]");
		// A short pane: the list that scrolls gets the legend's row and the blank lines.
		expect(session.screen().slice(4, 13)).toEqual([
			"Review · 0 of 30 answered",
			"! Cache 1: not answered",
			"! Queue 2: not answered",
			"! Schema 3: not answered",
			"! Index 4: not answered",
			"! Replica 5: not answered",
			"! Worker 6: not answered",
			"↓ 24 more",
			"[ 1 Submit ]   2 Cancel     3 Discuss first",
		]);
	});

	it("300 options: the list scrolls to keep the focus visible, with ↑/↓ N more", async () => {
		const session = await openQuestionnaire(threeHundredOptions, { columns: 60, rows: 14 });
		await session.pressAll(Array(150).fill(keys.down));
		expect(session.screen()).toEqual([
			rule(60),
			"[□ Regions] Review",
			"",
			"Which regions should the service be deployed to?",
			"↑ 149 more",
			"  150. [ ] South America Central 10",
			"› 151. [ ] Asia Pacific North 1",
			"           Primary zone of Asia Pacific North; medium",
			"           latency",
			"  152. [ ] Asia Pacific North 2",
			"  153. [ ] Asia Pacific North 3",
			"↓ 148 more",
			"",
			"/ find an option · ↑↓ move · Enter confirm · ? keys",
		]);
		// 3 could begin 30..301: Enter picks row 3 (a toggle on multi).
		await session.press(keys.up, "3", keys.enter);
		expect(session.screen().slice(4, 12)).toEqual([
			"    1. [ ] Europe North 1",
			"           Primary zone of Europe North; low latency",
			"    2. [ ] Europe North 2",
			"›   3. [x] Europe North 3",
			"    4. [ ] Europe North 4",
			"    5. [ ] Europe North 5",
			"    6. [ ] Europe North 6",
			"↓ 295 more",
		]);
		await session.press(keys.up, keys.up, keys.up);
		expect(session.screen().slice(4, 13)).toEqual([
			"↑ 294 more",
			"  295. [ ] Africa Central 5",
			"  296. [ ] Africa Central 6",
			"  297. [ ] Africa Central 7",
			"  298. [ ] Africa Central 8",
			"  299. [ ] Africa Central 9",
			"  300. [ ] Africa Central 10",
			"› 301. [ ] Type your own",
			"",
		]);
	});

	it("stays within the rows it is given and follows a resize", async () => {
		const session = await openQuestionnaire(threeHundredOptions, { columns: 60, rows: 30 });
		expect(session.screen().length).toBeLessThanOrEqual(30);
		session.terminal.resize(40, 8);
		await session.terminal.flush();
		const screen = session.screen();
		expect(screen.length).toBeLessThanOrEqual(8);
		expect(screen).toContain("›   1. [ ] Europe North 1");
	});
});
