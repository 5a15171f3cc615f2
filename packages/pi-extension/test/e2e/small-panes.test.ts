/**
 * Scenario: the form in the panes people work in, in a real pi: 80×24 and a 44×20 split. The question's prompt
 * shows whole, a tall code preview names its page keys and opens whole with `e`, the help scrolls where it does not
 * fit, and a cancel says how to reopen the form, which then reaches the agent with Discuss first. At 44×20 and
 * 40×12 a 120-line code preview reads: its code wraps under its indentation, its rule says which lines show, PgDn
 * pages on, and `e` reads it from where the pane was and leaves the pane where the reader was. At 40×12 and 30×12
 * a note longer than the editor's rows keeps the line being typed in view.
 */
import { codePreviews, tour } from "@ask-user/core/fixtures";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import { openForm, submitPrompt, TUI_TEST_TIMEOUT_MS, waitForForm, withAskUserTui } from "./support/ask-user-pi.ts";
import { TOUR_FORM_TEXT } from "./support/tour-details.ts";

/** The start of the preview question's prompt (narrow panes wrap the rest). */
const PREVIEW_PROMPT = "Which publisher implementation";
/** The second preview question, whose first option shows a 120-line route table. */
const ROUTES_PROMPT = "How should the HTTP routes";

/** The preview's rule and the rows under it down to the form's footer (the line naming `footer`) and its blank line. */
function previewPane(screen: string, footer: RegExp): { first: number; shown: number; rows: string[] } {
	const lines = screen.split("\n");
	const at = lines.findIndex((line) => /^── Preview \d+–\d+\/\d+ /.test(line));
	expect(at, screen).toBeGreaterThanOrEqual(0);
	const end = lines.findIndex((line, index) => index > at && footer.test(line));
	expect(end, screen).toBeGreaterThan(at);
	const [, first = "0", last = "0"] = /^── Preview (\d+)–(\d+)\//.exec(lines[at] ?? "") ?? [];
	const shown = Number(last) - Number(first) + 1;
	const rows = lines.slice(at + 1, end);
	// The blank line above the footer, where the pane keeps it.
	if (rows.length > shown && rows.at(-1) === "") rows.pop();
	return { first: Number(first), shown, rows };
}

describe("the form in small panes", () => {
	for (const [width, height] of [
		[80, 24],
		[44, 20],
	] as const) {
		it(
			`${width}×${height}: a tall preview pages and opens whole, the help scrolls or fits, every line fits`,
			async () => {
				await withAskUserTui({ replies: [askUserReply(codePreviews, "call_code"), textReply("ok")] }, async (pi) => {
					const { session } = pi;
					await session.resize(width, height);
					const form = await openForm(session, "pick the implementations", PREVIEW_PROMPT);
					expect(form).toMatch(/PgDn/); // the preview is taller than its pane: its page keys are named
					for (const line of form.split("\n")) expect([...line].length).toBeLessThanOrEqual(width);

					await session.sendKeys("e"); // the focused option's preview, whole, in the reader
					const reader = await session.waitForText(/Esc close/);
					expect(reader).toContain("── Preview");
					expect(reader).not.toContain("? keys");
					await session.sendKeys("Escape");
					await session.waitForText(PREVIEW_PROMPT);

					await session.sendKeys("?");
					const help = await session.waitForText(/keys|scroll/);
					if (help.includes("other keys close")) {
						// The help does not fit: it scrolls instead of closing on the first key.
						await session.sendKeys("PageDown");
						expect(await session.capture()).toContain("other keys close");
					}
					await session.sendKeys("x"); // any other key closes it
					await session.waitForText(PREVIEW_PROMPT);
					await session.sendKeys("C-c");
					await session.waitForText("ok");
				});
			},
			TUI_TEST_TIMEOUT_MS,
		);
	}

	for (const [width, height] of [
		[44, 20],
		[40, 12],
	] as const) {
		it(
			`${width}×${height}: a 120-line code preview wraps under its indent, pages, and e reads it from and back to the pane's line`,
			async () => {
				await withAskUserTui({ replies: [askUserReply(codePreviews, "call_code"), textReply("ok")] }, async (pi) => {
					const { session } = pi;
					await session.resize(width, height);
					await openForm(session, "pick the implementations", PREVIEW_PROMPT);
					await session.sendKeys("Tab");
					await session.waitForText(ROUTES_PROMPT);
					const form = await session.waitForText(/── Preview 1–/);
					const pane = previewPane(form, /PgDn\/PgUp scroll/);
					// Every row under the rule is the preview's (no `↓ N more`), and each fits.
					expect(pane.rows.length).toBe(pane.shown);
					for (const line of form.split("\n")) expect([...line].length).toBeLessThanOrEqual(width);

					// PgDn moves the lines in view, less one where more than four show; paged until the routes show.
					const page = pane.shown > 4 ? pane.shown - 1 : pane.shown;
					let next = 1;
					let rows: string[] = [];
					for (let pages = 0; pages < 8 && !rows.some((line) => /^ {5}\.get\(/.test(line)); pages++) {
						await session.sendKeys("PageDown");
						next += page;
						const paged = await session.waitForText(new RegExp(`── Preview ${next}–`));
						rows = previewPane(paged, /PgDn\/PgUp scroll/).rows;
						// A route line (block indent 2, a tab of 3) wraps two columns deeper, never to column 0; the lines
						// around the routes sit at the block's indent.
						for (const line of rows) expect(line, paged).toMatch(/^ {2}\S|^ {5}\.get\(|^ {7}\S|^$/);
					}
					expect(rows.some((line) => /^ {5}\.get\(/.test(line))).toBe(true);

					await session.sendKeys("e"); // the reader, from the line the pane shows first
					const reader = await session.waitForText(/e\/Esc close/);
					const read = previewPane(reader, /e\/Esc close/);
					expect(read.first).toBe(next);
					expect(read.shown).toBeGreaterThan(pane.shown);
					await session.sendKeys("PageDown");
					const further = next + (read.shown > 4 ? read.shown - 1 : read.shown);
					await session.waitForText(new RegExp(`── Preview ${further}–`));
					await session.sendKeys("e"); // closed: the pane shows the preview from where the reader was
					const back = await session.waitForText(/PgDn\/PgUp scroll/);
					expect(previewPane(back, /PgDn\/PgUp scroll/).first).toBe(further);
					await session.sendKeys("C-c");
					await session.waitForText("ok");
				});
			},
			TUI_TEST_TIMEOUT_MS,
		);
	}

	it(
		"40×12 and 30×12: a note typed past the editor's rows keeps the line being typed and the rule under it in view",
		async () => {
			await withAskUserTui({ replies: [askUserReply(tour, "call_tour"), textReply("ok")] }, async (pi) => {
				const { session } = pi;
				await session.resize(40, 12);
				await openForm(session, "set up the service", TOUR_FORM_TEXT);
				await session.sendKeys("n");
				const sentence = "A long note about the database, with more words to fill several lines.";
				await session.sendText(`${sentence} ${sentence} ${sentence} LAST`);
				/** The line being typed shows with the editor's rule right under it, and the rule above counts the rest. */
				const typing = async () => {
					// Waited for as a whole: right after a resize, tmux shows the old lines rewrapped until pi redraws.
					const screen = await session.waitForText(/LAST[^\n]*\n─+\n/);
					expect(screen).toMatch(/^─── ↑ \d+ more ─+$/m);
				};
				await typing();
				await session.resize(44, 20);
				await session.waitForText("LAST");
				await session.resize(30, 12);
				await typing();
				await session.sendKeys("C-c"); // discards the form from the editor
				await session.waitForText("ok");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);

	it(
		"44×20: the prompt shows whole; a cancel names /ask-user, and Discuss first on the reopened form reaches the agent",
		async () => {
			const replies = [askUserReply(tour, "call_tour"), textReply("Cancelled, noted."), textReply("Let's talk.")];
			await withAskUserTui({ replies }, async (pi) => {
				const { session } = pi;
				await session.resize(44, 20);
				const form = await openForm(session, "set up the service", TOUR_FORM_TEXT);
				expect(form).not.toMatch(/Which database should the\s*…/);
				await session.sendKeys("2"); // SQLite, on to Features
				await session.sendKeys("Escape");
				await session.waitForText("Discard 1 answer?");
				await session.sendKeys("Escape");
				await session.waitForText("/ask-user reopens it");
				await session.waitForText("Cancelled, noted.");

				await submitPrompt(session, "/ask-user");
				await waitForForm(session, "Which features belong"); // where the person left it
				await session.sendKeys("Tab");
				await session.waitForText("How should the handlers");
				await session.sendKeys("Tab");
				await session.waitForText("Submit");
				await session.sendKeys("3", "3");
				await session.waitForText("Let's talk.");
				const last = pi.server.requests.at(-1)?.messages.at(-1);
				expect(JSON.stringify(last?.content)).toContain("The user wants to discuss before deciding");
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
