/** pi's remapped keybindings and the host's action keys: the form follows them, the footer names them; its notice. */

import { DEFAULT_MESSAGES, defineMessages } from "@ask-user/core";
import { minimal, tour } from "@ask-user/core/fixtures";
import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createKeymap } from "../src/keymap.ts";
import { type KeySources, keyLabel, keysLabel, reboundKeys } from "../src/keys/key-sources.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";

/** pi's keybindings with the person's `keybindings.json` applied. */
const piKeys = (config: Record<string, string | string[]>) => new KeybindingsManager(TUI_KEYBINDINGS, config as never);

describe("reboundKeys", () => {
	it("keeps the form's keys while pi's binding has its defaults, takes the person's remap otherwise", () => {
		expect(reboundKeys({ pi: "tui.select.up" }, { keybindings: piKeys({}) })).toBeUndefined();
		expect(reboundKeys({ pi: "tui.select.up" }, { keybindings: piKeys({ "tui.select.up": "ctrl+k" }) })).toEqual([
			"ctrl+k",
		]);
	});

	it("a settings entry for a form action wins; without sources nothing is rebound", () => {
		expect(reboundKeys({ action: "dismiss" }, { actionKeys: { dismiss: ["ctrl+q"] } })).toEqual(["ctrl+q"]);
		expect(reboundKeys({ action: "dismiss", pi: "tui.select.up" }, {})).toBeUndefined();
	});
});

describe("key labels", () => {
	it("names keys the way the footer does", () => {
		expect(keyLabel("ctrl+c")).toBe("Ctrl+C");
		expect(keyLabel("pageDown")).toBe("PgDn");
		expect(keyLabel("shift+tab")).toBe("Shift+Tab");
		expect(keyLabel("n")).toBe("n");
		expect(keyLabel("f5")).toBe("F5");
		expect(keyLabel("ctrl++")).toBe("Ctrl++");
		expect(keysLabel(["escape", "alt+x"])).toBe("Esc/Alt+X");
	});
});

describe("createKeymap", () => {
	it("resolves remapped pi bindings and labels them; the old key no longer moves", () => {
		const keymap = createKeymap({ keybindings: piKeys({ "tui.select.down": ["j", "down"], "tui.select.up": "k" }) });
		expect(keymap.resolveMainKey("j")).toEqual({ type: "option.next" });
		expect(keymap.resolveMainKey("k")).toEqual({ type: "option.prev" });
		expect(keymap.resolveMainKey(keys.up)).toBeUndefined();
		const labels = new Map(keymap.keyHints.main.map((hint) => [hint.action, hint.keys]));
		expect(labels.get("option.next")).toBe("j/↓");
		expect(labels.get("option.prev")).toBe("k");
	});

	it("a remapped cancel that includes Ctrl+C leaves Ctrl+C to dismiss", () => {
		const keymap = createKeymap({ keybindings: piKeys({ "tui.select.cancel": ["ctrl+c", "q"] }) });
		expect(keymap.resolveMainKey(keys.ctrlC)).toEqual({ type: "dismiss" });
		expect(keymap.resolveMainKey("q")).toEqual({ type: "cancel" });
		expect(keymap.keyHints.main.find((hint) => hint.action === "cancel")?.keys).toBe("q");
	});

	it("a key rebound to an earlier entry leaves the later one, and its hint", () => {
		const keymap = createKeymap({ actionKeys: { dismiss: ["n"] } });
		expect(keymap.resolveMainKey("n")).toEqual({ type: "dismiss" });
		expect(keymap.keyHints.main.find((hint) => hint.action === "dismiss")?.keys).toBe("n");
		expect(keymap.keyHints.main.some((hint) => hint.action === "optionNote")).toBe(false);
	});

	it("the form's own actions take the host's keys, in main and editing mode", () => {
		const keymap = createKeymap({ actionKeys: { dismiss: ["ctrl+q"], optionNote: ["m"] } });
		expect(keymap.resolveMainKey("\x11")).toEqual({ type: "dismiss" });
		expect(keymap.resolveMainKey(keys.ctrlC)).toBeUndefined();
		expect(keymap.resolveMainKey("m")).toEqual({ type: "optionNote" });
		expect(keymap.resolveEditingKey("\x11")).toBe("dismiss");
	});
});

describe("createKeymap's work", () => {
	/** pi's keybindings, counting the reads of the person's keys. */
	function countingKeys(config: Record<string, string | string[]>) {
		const manager = piKeys(config);
		let reads = 0;
		const keybindings: KeySources["keybindings"] = {
			getKeys: (binding) => {
				reads++;
				return manager.getKeys(binding);
			},
			getDefinition: (binding) => manager.getDefinition(binding),
		};
		return { keybindings, reads: () => reads };
	}

	it("reads each entry's pi keys once a form, whatever table its words come from", () => {
		const pi = countingKeys({ "tui.select.down": "j" });
		createKeymap({ keybindings: pi.keybindings }, { ...DEFAULT_MESSAGES });
		// The entries that follow a pi binding: six in the main table, two in the editing one, four in the filter's, and
		// the completion list's Tab.
		expect(pi.reads()).toBe(13);
		createKeymap({ keybindings: pi.keybindings }, { ...DEFAULT_MESSAGES });
		expect(pi.reads()).toBe(26);
	});

	it("forms with the same keys word their hints each in its own table", () => {
		const keybindings = piKeys({ "tui.select.down": "j" });
		const english = createKeymap({ keybindings });
		const other = createKeymap({ keybindings }, defineMessages({ keyNextOption: "weiter" }));
		expect(english.keyHints.main.find((hint) => hint.action === "option.next")).toMatchObject({
			keys: "j",
			description: DEFAULT_MESSAGES.keyNextOption,
		});
		expect(other.keyHints.main.find((hint) => hint.action === "option.next")).toMatchObject({
			keys: "j",
			description: "weiter",
		});
		expect(other.resolveMainKey("j")).toEqual({ type: "option.next" });
	});

	it("binds each configuration's own keys however many configurations came before", () => {
		const letters = ["b", "c", "d", "f", "g", "h", "i", "j", "k", "l", "m"] as const;
		const keymaps = letters.map((letter) => createKeymap({ actionKeys: { help: [letter] } }));
		for (const letter of letters) createKeymap({ actionKeys: { dismiss: [`ctrl+${letter}`] } });
		keymaps.forEach((keymap, index) => {
			expect(keymap.resolveMainKey(letters[index] ?? "")).toEqual({ type: "help" });
			expect(keymap.soleKeyName("help")).toBe(letters[index]);
		});
		expect(createKeymap({ actionKeys: { help: ["b"] } }).resolveMainKey("b")).toEqual({ type: "help" });
		expect(createKeymap({ actionKeys: { help: ["b"] } }).resolveMainKey("?")).toBeUndefined();
	});
});

describe("the component with pi's keybindings", () => {
	it("moves with the remapped keys and shows them in the footer", async () => {
		const keybindings = piKeys({ "tui.select.down": "j", "tui.select.confirm": "ctrl+o" });
		const session = await openQuestionnaire(minimal, { keybindings, actionKeys: { dismiss: ["ctrl+q"] } });
		expect(session.screen().join("\n")).toContain("↑ j move · Ctrl+O confirm");
		await session.press("j", "\x0f", "\x0f");
		expect(session.result()).toMatchObject({ cancelled: false });
		expect(Object.values(session.result().answers)[0]?.indices).toEqual([2]);
	});

	it("dismisses with the rebound key only", async () => {
		const session = await openQuestionnaire(tour, { actionKeys: { dismiss: ["ctrl+q"] } });
		await session.press(keys.ctrlC);
		expect(session.results).toEqual([]);
		await session.press("\x11");
		expect(session.result()).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});
});

describe("the help's lines", () => {
	it("are worded when the help first shows, not for the first frame, also without the keys a form does not offer", async () => {
		let helpWords = 0;
		const messages = new Proxy(DEFAULT_MESSAGES, {
			get(target, key, receiver) {
				if (key === "keyHelpHelp") helpWords++;
				return Reflect.get(target, key, receiver);
			},
		});
		// No agent's message, no web page and no external editor: their keys leave the footer and the help.
		const session = await openQuestionnaire(tour, { messages, externalEditor: undefined });
		expect(session.screen().at(-1)).toContain("↑↓ move");
		expect(helpWords).toBe(0);
		await session.press("?");
		expect(helpWords).toBeGreaterThan(0);
		const help = session.screen().join("\n");
		expect(help).toContain(DEFAULT_MESSAGES.keyHelpHelp);
		expect(help).not.toContain("Ctrl+G");
		expect(help).not.toContain(DEFAULT_MESSAGES.keyAgentMessageHelp);
	});
});

describe("the footer's notice", () => {
	it("comes first in the footer and is read again at each render", async () => {
		let left = "5 min left";
		const session = await openQuestionnaire(minimal, { notice: () => left });
		expect(session.screen().at(-1)).toMatch(/^5 min left · ↑↓ move/);
		left = "0:59 left";
		session.tui.requestRender();
		await session.terminal.flush();
		expect(session.screen().at(-1)).toMatch(/^0:59 left · /);
	});

	it("stays first while the help is open, before the help's own line instead of the form's keys", async () => {
		const session = await openQuestionnaire(minimal, { notice: () => "4:59 left" });
		await session.press("?");
		expect(session.screen().at(-1)).toBe(`4:59 left · ${DEFAULT_MESSAGES.helpClose}`);
		await session.press("x");
		expect(session.screen().at(-1)).toMatch(/^4:59 left · ↑↓ move/);
	});
});
