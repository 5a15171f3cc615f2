/**
 * Every text names the keys actually bound: with pi's keybindings remapped and the host's action keys set, the
 * footer, the cancel confirmation, the reader's hints and the help name those keys, never the table's defaults.
 */
import { tour } from "@ask-user/core/fixtures";
import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createKeymap } from "../src/keymap.ts";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

/** pi's keybindings with the person's `keybindings.json` applied. */
const piKeys = (config: Record<string, string | string[]>) => new KeybindingsManager(TUI_KEYBINDINGS, config as never);

const footer = (session: Session) => session.screen().at(-1) ?? "";

/** A prompt long enough to be cut at 80×24, so the question screen offers the full-text reader. */
const longPrompt = {
	questions: [
		{
			id: "long",
			prompt: Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} of a prompt that goes on.`).join(" "),
			options: [
				{ value: "a", label: "Short" },
				{ value: "b", label: "Other" },
			],
		},
	],
};

describe("a remapped cancel", () => {
	it("the confirmation names the cancel key bound, and that key confirms", async () => {
		const session = await openQuestionnaire(tour, { keybindings: piKeys({ "tui.select.cancel": "ctrl+g" }) });
		await session.press(keys.enter, keys.escape);
		expect(session.results).toEqual([]);
		await session.press("\x07");
		expect(footer(session)).toMatch(/^Discard 1 answer\? Ctrl\+G again: cancel/);
		expect(session.screen().join("\n")).not.toContain("Esc");
		await session.press("\x07");
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "user" });
	});
});

describe("the full-text reader's hints", () => {
	it("name the close and dismiss keys bound, not `e/Esc` and `Ctrl+C`", async () => {
		const keybindings = piKeys({ "tui.select.cancel": "ctrl+g", "tui.select.up": ["k", "up"] });
		const session = await openQuestionnaire(longPrompt, {
			columns: 100,
			keybindings,
			actionKeys: { dismiss: ["ctrl+q"] },
		});
		await session.press("e");
		expect(footer(session)).toBe(
			"e/Ctrl+G close · k/↑ ↓ PgUp/PgDn scroll · Home/End top/end · Ctrl+Q discard the form",
		);
		await session.press("\x07");
		expect(footer(session)).toMatch(/^e full text · /);
	});

	it("at 44 columns with rebound keys, name the close keys first and ↑↓ alone rather than drop them", async () => {
		const keybindings = piKeys({
			"tui.select.down": ["down", "j"],
			"tui.select.up": ["up", "k"],
			"tui.select.pageDown": ["pageDown", "ctrl+f"],
		});
		const session = await openQuestionnaire(longPrompt, { columns: 44, rows: 16, keybindings });
		await session.press("e");
		expect(footer(session)).toBe("e/Esc close · ↑/k ↓/j scroll");
	});

	it("keep their wording with the table as written", async () => {
		const session = await openQuestionnaire(longPrompt);
		await session.press("e");
		expect(footer(session)).toBe("e/Esc close · ↑↓ PgUp/PgDn scroll · Home/End top/end · Ctrl+C discard the form");
	});
});

describe("alternatives in the footer", () => {
	it("the previous and next option keys stay apart when either is remapped", async () => {
		const keybindings = piKeys({ "tui.select.up": ["up", "k"], "tui.select.down": ["down", "j"] });
		const session = await openQuestionnaire(tour, { keybindings });
		expect(footer(session)).toMatch(/^↑\/k ↓\/j move · Enter confirm/);
	});

	it("a typed digit waits for the confirm key bound", async () => {
		const session = await openQuestionnaire(tour, { keybindings: piKeys({ "tui.select.confirm": "ctrl+o" }) });
		await session.press(keys.shiftTab, "1");
		expect(footer(session)).toMatch(/^press 1 again or Ctrl\+O to Submit/);
	});
});

describe("keys.discuss", () => {
	it("is bound to nothing by default", () => {
		expect(createKeymap().keyHints.main.some((hint) => hint.action === "discuss")).toBe(false);
	});

	it("a bound key ends the form from the review to discuss first, and does nothing on a question tab", async () => {
		const session = await openQuestionnaire(tour, { actionKeys: { discuss: ["ctrl+d"] } });
		await session.press(keys.enter, "\x04");
		expect(session.results).toEqual([]);
		expect(footer(session)).not.toContain("discuss");
		await session.press(keys.shiftTab, keys.shiftTab);
		expect(session.screen().join("\n")).toContain("1 Submit");
		expect(footer(session)).toContain("Ctrl+D discuss first");
		await session.press("\x04");
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "discuss" });
		expect(session.result().unsubmittedAnswers).toBeDefined();
	});

	it("the help on the review lists it; the help on a question does not", async () => {
		const session = await openQuestionnaire(tour, { actionKeys: { discuss: ["ctrl+d"] }, rows: 40 });
		await session.press("?");
		expect(session.screen().join("\n")).not.toContain("Ctrl+D");
		await session.press(keys.escape, keys.shiftTab, "?");
		expect(session.screen().join("\n")).toMatch(/Ctrl\+D\s+end the form to discuss first, as 3 3 does/);
	});
});

describe("soleKeyName", () => {
	it("names the one key bound to an action, nothing for none or several", () => {
		expect(createKeymap().soleKeyName("dismiss")).toBe("Ctrl+C");
		expect(createKeymap({ actionKeys: { dismiss: ["ctrl+q"] } }).soleKeyName("dismiss")).toBe("Ctrl+Q");
		expect(createKeymap({ actionKeys: { dismiss: ["ctrl+q", "f2"] } }).soleKeyName("dismiss")).toBeUndefined();
		expect(createKeymap().soleKeyName("discuss")).toBeUndefined();
	});
});
