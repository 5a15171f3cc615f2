/**
 * Nothing lost by accident, nothing out of reach: a stray Esc asks before it discards answers, keys typed into the
 * host just before the form appeared do not answer it, and `?` lists every key. Transcripts in a virtual terminal.
 */
import { localeMessages } from "@ask-user/core";
import { codePreviews, tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keyHints } from "../src/keymap.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";

const CONFIRM = "Discard 1 answer? Esc again to cancel the form · any other key keeps answering";
const LEGEND = "■ answered · □ not answered · * required, not answered yet";

const focusedLine = (screen: readonly string[]) => screen.find((line) => line.startsWith("›"));

describe("a stray Esc does not throw the answers away", () => {
	it("with nothing answered, Esc cancels at once", async () => {
		const session = await openQuestionnaire(tour);
		await session.press(keys.down, keys.escape);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "user" });
	});

	it("with an answer, Esc asks on the footer line; Esc again cancels", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("1", keys.escape);
		const screen = session.screen();
		expect(screen.at(-1)).toBe(CONFIRM);
		expect(screen[2]).toBe(" ■ Database [□ Features*] □ Layout  Review");
		expect(session.results).toEqual([]);
		await session.press(keys.escape);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
	});

	it("any other key returns to the form and does nothing else", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("1");
		const before = focusedLine(session.screen());
		for (const other of [keys.down, keys.space, keys.enter, keys.tab, "2", "n", "?", "x"]) {
			await session.press(keys.escape);
			expect(session.screen().at(-1), `Esc before ${JSON.stringify(other)}`).toBe(CONFIRM);
			await session.press(other);
			const screen = session.screen();
			expect(screen.at(-1), JSON.stringify(other)).toMatch(/^↑↓ move · Enter confirm/);
			expect(focusedLine(screen), JSON.stringify(other)).toBe(before);
			expect(screen[2]).toBe(" ■ Database [□ Features*] □ Layout  Review");
		}
		expect(session.results).toEqual([]);
		await session.press(keys.tab, keys.tab, keys.enter);
		expect(session.result()).toMatchObject({ cancelled: false, answers: { database: { values: ["postgres"] } } });
	});

	it("PgDn while Esc asks does not scroll the preview", async () => {
		const session = await openQuestionnaire(codePreviews, { columns: 120, rows: 30 });
		await session.press(keys.space, keys.escape);
		const asked = session.screen().slice(0, -1);
		await session.press(keys.pageDown);
		expect(session.screen().slice(0, -1)).toEqual(asked);
	});

	it("notes count: the line says what a second Esc would discard", async () => {
		const session = await openQuestionnaire(tour, { columns: 100 });
		await session.press("N", "later", keys.enter, "n", "why", keys.enter, keys.space, keys.escape);
		expect(session.screen().at(-1)).toBe(
			"Discard 1 answer and 2 notes? Esc again to cancel the form · any other key keeps answering",
		);
	});

	it("narrow terminals get a shorter question that still says what Esc does", async () => {
		const session = await openQuestionnaire(tour, { columns: 40, rows: 16 });
		await session.press("1", keys.escape);
		expect(session.screen().at(-1)).toBe("Discard 1 answer? Esc again cancels");
	});

	it("where even that does not fit a line, the question and what Esc does each take one, whole", async () => {
		for (const [locale, columns, lines] of [
			["de", 40, ["1 Antwort verwerfen?", "Esc erneut bricht ab"]],
			["es", 40, ["¿Descartar 1 respuesta?", "Esc otra vez cancela"]],
			["en", 30, ["Discard 1 answer?", "Esc again cancels"]],
		] as const) {
			const session = await openQuestionnaire(tour, { columns, rows: 12, messages: localeMessages(locale) });
			await session.press("1", keys.escape);
			const screen = session.screen();
			expect(screen.slice(-2), locale).toEqual(lines);
			expect(screen.length, locale).toBeLessThanOrEqual(12);
			await session.press(keys.escape);
			expect(session.result(), locale).toMatchObject({ cancelled: true, cancelReason: "user" });
		}
	});

	it("on the review, Esc asks too and keeps the focused button; the Cancel button acts at once", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("1", keys.shiftTab, keys.shiftTab, keys.down, keys.escape);
		expect(session.screen().at(-1)).toBe(CONFIRM);
		await session.press(keys.up);
		expect(session.screen().join("\n")).toContain("[ 2 Cancel ]");
		expect(session.results).toEqual([]);
		await session.press(keys.enter);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "user" });
	});

	it("Ctrl+C while Esc asks dismisses at once, as everywhere", async () => {
		const session = await openQuestionnaire(tour);
		await session.press("1", keys.escape, keys.ctrlC);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});
});

describe("every key is discoverable", () => {
	it("the footer ends in `? keys`, and says what Ctrl+C discards when it has room", async () => {
		const narrow = await openQuestionnaire(tour);
		expect(narrow.screen().at(-1)).toBe(
			"↑↓ move · Enter confirm · n/Shift+N note · Tab/→ next tab · Esc cancel · ? keys",
		);
		const wide = await openQuestionnaire(tour, { columns: 220 });
		expect(wide.screen().at(-1)).toMatch(/· Ctrl\+C discard the form · \? keys$/);
	});

	it("preview questions hint the note keys too; editors say Esc saves and closes", async () => {
		const session = await openQuestionnaire(tour, { columns: 220, rows: 30 });
		await session.press(keys.shiftTab, keys.shiftTab);
		const footer = session.screen().at(-1) ?? "";
		expect(footer).toContain("n/Shift+N note");
		await session.press("n");
		expect(session.screen().at(-1)).toBe(
			"Enter save · Esc save & close · Ctrl+G external editor · Ctrl+O fold · Ctrl+C discard the form",
		);
	});

	it("? lists every key of the main flow from the keymap, and the legend of the tab marks", async () => {
		// With the agent's message and the web page given, as pi gives them: their keys are listed too.
		const webPage = () => new Promise<never>(() => {});
		const session = await openQuestionnaire(tour, { columns: 100, rows: 34, context: () => "I asked.", webPage });
		await session.press("?");
		const screen = session.screen();
		expect(screen[4]).toBe("Keys");
		for (const hint of keyHints.main) {
			expect(
				screen.some((line) => line.startsWith(`${hint.keys} `)),
				hint.keys,
			).toBe(true);
		}
		expect(screen).toContain("1-9          pick option (10+: two digits)");
		// The keys an editor adds, under their own heading: they do nothing on a question tab.
		expect(screen.slice(screen.indexOf("In an editor"))[1]).toBe("Ctrl+G  external editor");
		expect(screen).toContain(LEGEND);
		expect(screen).toContain("Any key closes this help");
	});

	it("at 80×20 (pi's room in a 24-row terminal) the keys go side by side and all fit", async () => {
		const session = await openQuestionnaire(tour, { columns: 80, rows: 20 });
		await session.press("?");
		expect(session.screen().slice(4)).toEqual([
			"Keys",
			"Ctrl+C       discard the form                 Shift+N      question note",
			"Tab/→        next tab                         PgDn         scroll preview",
			"Shift+Tab/←  previous tab                     PgUp         scroll preview back",
			"↓            next option                      Home         scroll to the top",
			"↑            previous option                  End          scroll to the end",
			"Enter        confirm                          e            full text",
			"Esc          cancel, asks first if answered   ?            this help",
			"Space        toggle                           Ctrl+O       fold to one line",
			"1-9          pick option (10+: two digits)    /            find an option",
			"n            option note",
			"In an editor",
			"Ctrl+G  external editor",
			LEGEND,
			"",
			// The footer: every key closes the help, so it names none of the form's keys.
			"Any key closes this help",
		]);
	});

	it("any key closes the help and does nothing else; Esc closes it without cancelling", async () => {
		const session = await openQuestionnaire(tour);
		const question = session.screen();
		await session.press("?", keys.down);
		expect(session.screen()).toEqual(question);
		await session.press("?", keys.escape);
		expect(session.screen()).toEqual(question);
		expect(session.results).toEqual([]);
		await session.press("?", keys.ctrlC);
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});

	it("on the review, the help says what the keys do to the buttons, and the review has the legend", async () => {
		const session = await openQuestionnaire(tour, { rows: 30 });
		await session.press(keys.shiftTab);
		// Nothing is answered yet: the tab bar shows □ and * only, and the legend explains those.
		expect(session.screen()).toContain("□ not answered · * required, not answered yet");
		await session.press("?");
		const screen = session.screen();
		expect(screen[4]).toBe("Keys on the review");
		expect(screen).toContain("1/2/3        focus Submit/Cancel/Discuss first; the same digit again presses it");
		expect(screen).toContain("Shift+N      note on the whole form");
		// PgDn and PgUp scroll the review's answers, as its footer says when they do not fit.
		expect(screen).toContain("PgDn         scroll answers");
		expect(screen.some((line) => line.startsWith("Space "))).toBe(false);
		expect(screen).toContain(LEGEND);
	});
});

describe("keys typed into the host just before the form appeared do not answer it", () => {
	function clockAt(start: number) {
		let now = start;
		return { now: () => now, advance: (ms: number) => (now += ms) };
	}

	it("typing on into the form: the tail is dropped until a pause, then keys answer", async () => {
		const clock = clockAt(5_000);
		const session = await openQuestionnaire(tour, { clock: clock.now, lastTypedAt: 4_950 });
		await session.press("e", "n", " ", "2");
		expect(session.screen()[6]).toBe("› 1. ( ) PostgreSQL");
		// Kept, and said so: the keys do not vanish unseen.
		expect(session.screen().at(-1)).toMatch(/^4 typed characters kept for your prompt · ↑↓ move/);
		expect(session.component.heldTypeahead()).toBe("en 2"); // kept for the host's editor
		clock.advance(500);
		await session.press("2");
		expect(session.screen()[2]).toBe(" ■ Database [□ Features*] □ Layout  Review");
		// The first key that acts on the form ends the guard, and the footer gives its room back to the keys.
		expect(session.screen().at(-1)).toMatch(/^↑↓ move/);
	});

	it("the count of kept text follows Backspace, and shows in the person's language", async () => {
		const clock = clockAt(5_000);
		const session = await openQuestionnaire(tour, {
			clock: clock.now,
			lastTypedAt: 4_950,
			messages: localeMessages("de"),
		});
		await session.press("a");
		expect(session.screen().at(-1)).toMatch(/^Ihre Eingabe behält 1 getipptes Zeichen · /);
		await session.press("b", "c", keys.backspace);
		expect(session.screen().at(-1)).toMatch(/^Ihre Eingabe behält 2 getippte Zeichen · /);
		expect(session.component.heldTypeahead()).toBe("ab");
	});

	it("the host held up while typing goes on is no pause, and the form stops watching its loop when it closes", async () => {
		const clock = clockAt(5_000);
		const watching: { look?: () => void; stops: number } = { stops: 0 };
		const loopWatch = (look: () => void) => {
			watching.look = look;
			return () => {
				watching.stops += 1;
			};
		};
		const session = await openQuestionnaire(tour, { clock: clock.now, lastTypedAt: 4_950, loopWatch });
		await session.press("e");
		clock.advance(900); // no look: the host's loop was busy, the next keys waited in the terminal
		await session.press("n", "2");
		expect(session.screen()[6]).toBe("› 1. ( ) PostgreSQL");
		expect(session.component.heldTypeahead()).toBe("en2");
		session.component.dispose();
		expect(watching.stops).toBe(1);
	});

	it("not typing when it appeared: the very first key counts, however soon", async () => {
		const clock = clockAt(5_000);
		const session = await openQuestionnaire(tour, { clock: clock.now, lastTypedAt: 3_000 });
		await session.press("2");
		expect(session.screen()[2]).toBe(" ■ Database [□ Features*] □ Layout  Review");
	});
});
