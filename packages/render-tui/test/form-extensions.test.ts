/**
 * Recommended options, text questions, the note on the whole form, Discuss first and multi-select previews, as a
 * person meets them: keys typed one at a time into the real TUI at 80×24 and at 250 columns.
 */
import { discussFirst, multiPreviews, recommended, textQuestions } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

/** Types `text` one UTF-16 unit at a time, as pi delivers it. */
const typed = (text: string) => [...text].flatMap((char) => char.split(""));

const bodyOf = (session: Session) => session.screen().slice(0, -1);

describe("recommended options (80×24)", () => {
	it("are marked and never preselected; choosing against one shows on the review", async () => {
		const session = await openQuestionnaire(recommended, { columns: 80, rows: 24 });
		const body = bodyOf(session);
		const row = body.indexOf("› 1. ( ) Node.js 22 (recommended)");
		expect(body.slice(row, row + 3)).toEqual([
			"› 1. ( ) Node.js 22 (recommended)",
			"         What the team runs today",
			"  2. ( ) Bun",
		]);
		await session.press("2", "1", keys.enter);
		expect(bodyOf(session).slice(6, 10)).toEqual([
			"✓ Runtime: Bun",
			"  recommended, not chosen: Node.js 22",
			"✓ Checks: Lint",
			"  recommended, not chosen: Type check",
		]);
		await session.press(keys.enter);
		expect(session.result().answers.runtime?.unchosenRecommended).toEqual([{ value: "node", label: "Node.js 22" }]);
	});
});

describe("text questions (80×24)", () => {
	it("open the editor on their tab, first and later; the answer is the typed text alone", async () => {
		const session = await openQuestionnaire(textQuestions, { columns: 80, rows: 24 });
		expect(bodyOf(session).slice(2, 6)).toEqual([
			"[□ Name] □ Channel  □ Thanks  Review",
			"",
			"What should the release be called? It goes into the changelog heading.",
			"",
		]);
		expect(session.screen()).toContain("Your answer");
		expect(session.screen().join("\n")).not.toContain("Type your own");
		await session.pressAll([...typed("Aurora 🌅"), keys.enter]);
		expect(bodyOf(session)[2]).toBe(" ■ Name [□ Channel] □ Thanks  Review");
		await session.press("2");
		expect(bodyOf(session)[2]).toBe(" ■ Name  ■ Channel [□ Thanks] Review");
		expect(session.screen()).toContain("Your answer");
		// Esc leaves the editor for the tab's one row; Enter opens it again, Enter on empty text leaves it unanswered.
		await session.press(keys.escape);
		expect(bodyOf(session)).toContain("› 1. ( ) Type your own");
		await session.press(keys.enter, keys.enter, keys.tab, keys.enter);
		expect(session.result().answers).toEqual({
			name: { values: ["Aurora 🌅"], labels: ["Aurora 🌅"], indices: [], customText: "Aurora 🌅" },
			channel: { values: ["none"], labels: ["Nowhere"], indices: [2] },
		});
	});
});

describe("the review's note on the whole form and Discuss first (80×24)", () => {
	it("Shift+N on the review notes the form: shown on the review, returned as details.note", async () => {
		const session = await openQuestionnaire(discussFirst, { columns: 80, rows: 24 });
		await session.press("1", "2", "N");
		expect(session.screen()).toContain("Note on the whole form");
		expect(bodyOf(session)[2]).toBe(" ■ Cache  ■ TTL [Review]");
		await session.pressAll([...typed("only if Redis runs already"), keys.enter]);
		expect(session.screen()).toContain("✎ Note on the whole form: only if Redis runs already");
		await session.press("1", "1");
		expect(session.result()).toMatchObject({ cancelled: false, note: "only if Redis runs already" });
	});

	it("3 focuses Discuss first, 3 again ends with the tentative picks and notes, cancelReason discuss", async () => {
		const session = await openQuestionnaire(discussFirst, { columns: 80, rows: 24 });
		await session.press("2", keys.tab, "3");
		expect(session.screen()).toContain("  1 Submit     2 Cancel   [ 3 Discuss first ]");
		expect(session.screen().at(-1)).toMatch(/^press 3 again or Enter to Discuss first/);
		await session.press("3");
		expect(session.result()).toMatchObject({
			cancelled: true,
			cancelReason: "discuss",
			answers: {},
			unsubmittedAnswers: { cache: { values: ["memory"] } },
		});
	});
});

describe("multi-select previews", () => {
	it("80×24: stacked; Space ticks several, each option keeps its preview's scroll", async () => {
		const session = await openQuestionnaire(multiPreviews, { columns: 80, rows: 24 });
		await session.press(keys.space, keys.pageDown);
		expect(bodyOf(session)).toContain("› 1. [x] Result type");
		const scrolled = bodyOf(session).find((line) => line.startsWith("── Preview "));
		expect(scrolled).toMatch(/^── Preview (?!1–)\d+–\d+\/\d+ ─+$/);
		await session.press(keys.down, keys.space);
		const body = bodyOf(session);
		const row = body.indexOf("  1. [x] Result type");
		expect(body.slice(row, row + 3)).toEqual([
			"  1. [x] Result type",
			"         Errors as values",
			"› 2. [x] assert()",
		]);
		expect(bodyOf(session)).toContain("  // assert.ts");
		await session.press(keys.up);
		expect(bodyOf(session).find((line) => line.startsWith("── Preview "))).toBe(scrolled);
		await session.press(keys.tab, keys.enter);
		expect(session.result().answers.helpers?.values).toEqual(["result", "assert"]);
	});

	it("250 columns: side by side, the pane scrolls with PgDn next to the checkboxes", async () => {
		const session = await openQuestionnaire(multiPreviews, { columns: 250, rows: 30 });
		await session.press(keys.space, keys.pageDown);
		const first = bodyOf(session).find((line) => line.startsWith("› 1. [x] Result type")) ?? "";
		expect(first).toMatch(/│ ↑ \d+ more$/);
		expect(session.screen().every((line) => line.length <= 250)).toBe(true);
	});
});
