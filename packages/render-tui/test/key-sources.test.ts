/** pi's remapped keybindings and the host's action keys: the form follows them, the footer names them; its notice. */

import { DEFAULT_MESSAGES, defineMessages } from "@ask-user/core";
import { minimal, tour } from "@ask-user/core/fixtures";
import { KeybindingsManager, TUI_KEYBINDINGS } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { createKeymap } from "../src/keymap.ts";
import { type KeySources, keyLabel, keysLabel, reboundKeys } from "../src/keys/key-sources.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { twentyFive } from "./support/land-and-sea.ts";

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

	it("names each action pi's remaps leave with no key, with the keys it would have and what has them", () => {
		const keymap = createKeymap({
			keybindings: piKeys({
				"tui.select.up": ["e"],
				"tui.select.down": ["n"],
				"tui.select.confirm": ["space"],
				"tui.select.cancel": ["tab"],
				"tui.select.pageDown": ["1"],
			}),
		});
		expect(keymap.keylessActions).toEqual([
			{ action: "cancel", keys: "Tab", by: [{ kind: "form", action: "tab.next" }] },
			{ action: "toggle", keys: "Space", by: [{ kind: "pi", binding: "tui.select.confirm" }] },
			{ action: "optionNote", keys: "n", by: [{ kind: "pi", binding: "tui.select.down" }] },
			{ action: "preview.down", keys: "1", by: [{ kind: "form", action: "digit.type" }] },
			{ action: "expand", keys: "e", by: [{ kind: "pi", binding: "tui.select.up" }] },
		]);
		// The keys as written, pi's defaults, remaps that take no other's key, or no pi keybindings: none.
		expect(createKeymap().keylessActions).toEqual([]);
		expect(createKeymap({ keybindings: piKeys({}) }).keylessActions).toEqual([]);
		expect(createKeymap({ keybindings: piKeys({ "tui.select.down": ["j"] }) }).keylessActions).toEqual([]);
	});

	it("a remapped cancel that includes Ctrl+C leaves Ctrl+C to dismiss", () => {
		const keymap = createKeymap({ keybindings: piKeys({ "tui.select.cancel": ["ctrl+c", "q"] }) });
		expect(keymap.resolveMainKey(keys.ctrlC)).toEqual({ type: "dismiss" });
		expect(keymap.resolveMainKey("q")).toEqual({ type: "cancel" });
		expect(keymap.keyHints.main.find((hint) => hint.action === "cancel")?.keys).toBe("q");
	});

	it("a pi key remapped to an earlier entry leaves the later one, and its hint", () => {
		const keymap = createKeymap({ keybindings: piKeys({ "tui.select.down": ["down", "n"] }) });
		expect(keymap.resolveMainKey("n")).toEqual({ type: "option.next" });
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

describe("a host's key that another action has", () => {
	const hintOf = (keymap: ReturnType<typeof createKeymap>, action: string) =>
		keymap.keyHints.main.find((hint) => hint.action === action)?.keys;

	it("is refused: the action keeps its own keys, and the other keeps its key", () => {
		const keymap = createKeymap({ actionKeys: { fold: ["?"], dismiss: ["n"] } });
		expect(keymap.refusedKeys).toEqual([
			{
				action: "dismiss",
				taken: [{ key: "n", by: { kind: "action", action: "optionNote" } }],
				instead: { kind: "own", keys: "Ctrl+C" },
			},
			{
				action: "fold",
				taken: [{ key: "?", by: { kind: "action", action: "help" } }],
				instead: { kind: "own", keys: "Ctrl+O" },
			},
		]);
		expect(keymap.resolveMainKey(keys.ctrlO)).toEqual({ type: "fold" });
		expect(keymap.resolveMainKey("?")).toEqual({ type: "help" });
		expect(keymap.resolveMainKey(keys.ctrlC)).toEqual({ type: "dismiss" });
		expect(keymap.resolveMainKey("n")).toEqual({ type: "optionNote" });
		expect(hintOf(keymap, "fold")).toBe("Ctrl+O");
		expect(hintOf(keymap, "optionNote")).toBe("n");
	});

	it("is refused when pi's remapped binding has it (as the form binds it), and a key it gives back to another", () => {
		const keybindings = piKeys({
			"tui.select.down": ["down", "j"],
			"tui.select.up": ["up", "k"],
			"tui.select.pageDown": ["pageDown", "ctrl+f"],
		});
		const keymap = createKeymap({ keybindings, actionKeys: { filter: ["k"], agentMessage: ["ctrl+f"], help: ["a"] } });
		expect(keymap.refusedKeys).toEqual([
			{
				action: "filter",
				taken: [{ key: "k", by: { kind: "pi", binding: "tui.select.up" } }],
				instead: { kind: "own", keys: "/" },
			},
			{
				action: "agentMessage",
				taken: [{ key: "ctrl+f", by: { kind: "pi", binding: "tui.select.pageDown" } }],
				instead: { kind: "own", keys: "a" },
			},
			// `a` went back to the agent's message, whose own key it is. Help keeps `?`, named as the footer names it
			// (not `?/Shift+/`: Shift+/ is how a kitty terminal reports the same key).
			{
				action: "help",
				taken: [{ key: "a", by: { kind: "action", action: "agentMessage" } }],
				instead: { kind: "own", keys: "?" },
			},
		]);
		expect(keymap.resolveMainKey("/")).toEqual({ type: "filter" });
		expect(keymap.resolveMainKey("a")).toEqual({ type: "agentMessage" });
		expect(keymap.resolveMainKey("k")).toEqual({ type: "option.prev" });
		expect(keymap.resolveMainKey("\x06")).toEqual({ type: "preview.down" });
		expect(keymap.keyHints.help.question.map((hint) => hint.action)).toEqual(
			expect.arrayContaining(["filter", "agentMessage", "help"]),
		);
	});

	it("is refused where only the editor has it, and a setting two actions share goes to the first", () => {
		const keymap = createKeymap({ actionKeys: { fold: ["ctrl+g"], help: ["f2"], webPage: ["f2"] } });
		expect(keymap.refusedKeys).toEqual([
			{
				action: "webPage",
				taken: [{ key: "f2", by: { kind: "action", action: "help" } }],
				instead: { kind: "own", keys: "w" },
			},
			{
				action: "fold",
				taken: [{ key: "ctrl+g", by: { kind: "pi", binding: "app.editor.external" } }],
				instead: { kind: "own", keys: "Ctrl+O" },
			},
		]);
		expect(keymap.resolveEditingKey("\x07")).toBe("external");
		expect(keymap.resolveMainKey("\x1bOQ")).toEqual({ type: "help" });
	});

	it("says so when pi has the action's own key too, and when the action has none of its own", () => {
		const keybindings = piKeys({ "tui.select.up": ["up", "a"] });
		const keymap = createKeymap({ keybindings, actionKeys: { agentMessage: ["ctrl+c"], discuss: ["w"] } });
		expect(keymap.refusedKeys).toEqual([
			{
				action: "discuss",
				taken: [{ key: "w", by: { kind: "action", action: "webPage" } }],
				instead: { kind: "none" },
			},
			{
				action: "agentMessage",
				taken: [{ key: "ctrl+c", by: { kind: "action", action: "dismiss" } }],
				instead: { kind: "takenToo", keys: "a", by: [{ kind: "pi", binding: "tui.select.up" }] },
			},
		]);
	});

	it("leaves the form its own keys: `/` finds, `a` reads the agent's message, and the help lists both", async () => {
		const keybindings = piKeys({
			"tui.select.down": ["down", "j"],
			"tui.select.up": ["up", "k"],
			"tui.select.pageDown": ["pageDown", "ctrl+f"],
		});
		const session = await openQuestionnaire(twentyFive, {
			keybindings,
			actionKeys: { filter: ["k"], agentMessage: ["ctrl+f"] },
			context: () => "What the agent said last.",
			rows: 40,
		});
		await session.press("/");
		expect(session.component.mode).toBe("filter");
		await session.press(keys.escape, "a");
		expect(session.component.mode).toBe("agent");
		await session.press("a", "?");
		const help = session.screen().join("\n");
		expect(help).toMatch(/\/ +find an option/);
		expect(help).toMatch(/a +read the agent's last message/);
	});

	it("a key that types acts only outside the editor and the filter line, where nothing else has it", () => {
		expect(createKeymap({ actionKeys: { fold: ["f"] } }).refusedKeys).toEqual([]);
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
