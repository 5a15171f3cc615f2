import { describe, expect, it } from "vitest";
import { type EditingAction, keyHints, type MainAction, resolveEditingKey, resolveMainKey } from "../src/keymap.ts";

const digit = (typed: number): MainAction => ({ type: "digit.type", digit: typed });

/** Raw input as terminals send it: legacy, kitty CSI-u, and xterm modifyOtherKeys forms. */
const mainCases: [string, string, MainAction][] = [
	["Tab", "\t", { type: "tab.next" }],
	["Tab (kitty)", "\x1b[9u", { type: "tab.next" }],
	["Right", "\x1b[C", { type: "tab.next" }],
	["Right (application mode)", "\x1bOC", { type: "tab.next" }],
	["Shift+Tab", "\x1b[Z", { type: "tab.prev" }],
	["Shift+Tab (kitty)", "\x1b[9;2u", { type: "tab.prev" }],
	["Left", "\x1b[D", { type: "tab.prev" }],
	["Left (application mode)", "\x1bOD", { type: "tab.prev" }],
	["Down", "\x1b[B", { type: "option.next" }],
	["Down (application mode)", "\x1bOB", { type: "option.next" }],
	["Up", "\x1b[A", { type: "option.prev" }],
	["Up (application mode)", "\x1bOA", { type: "option.prev" }],
	["Enter", "\r", { type: "confirm" }],
	["Enter (kitty)", "\x1b[13u", { type: "confirm" }],
	["Escape", "\x1b", { type: "cancel" }],
	["Escape (kitty)", "\x1b[27u", { type: "cancel" }],
	["Ctrl+C", "\x03", { type: "dismiss" }],
	["Ctrl+C (kitty)", "\x1b[99;5u", { type: "dismiss" }],
	["Ctrl+C (modifyOtherKeys)", "\x1b[27;5;99~", { type: "dismiss" }],
	["Space", " ", { type: "toggle" }],
	["Space (kitty)", "\x1b[32u", { type: "toggle" }],
	["n", "n", { type: "optionNote" }],
	["n (kitty)", "\x1b[110u", { type: "optionNote" }],
	["Shift+N (legacy N)", "N", { type: "questionNote" }],
	["Shift+N (kitty)", "\x1b[110;2u", { type: "questionNote" }],
	["Shift+N (kitty, shifted key reported)", "\x1b[110:78;2u", { type: "questionNote" }],
	["Shift+N (modifyOtherKeys)", "\x1b[27;2;110~", { type: "questionNote" }],
	...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): [string, string, MainAction] => [`${n}`, `${n}`, digit(n)]),
	["PageDown", "\x1b[6~", { type: "preview.down" }],
	["Home", "\x1b[H", { type: "scroll.top" }],
	["Home (rxvt)", "\x1b[1~", { type: "scroll.top" }],
	["End", "\x1b[F", { type: "scroll.bottom" }],
	["End (rxvt)", "\x1b[4~", { type: "scroll.bottom" }],
	["e", "e", { type: "expand" }],
	["Shift+Down", "\x1b[1;2B", { type: "preview.down" }],
	["PageUp", "\x1b[5~", { type: "preview.up" }],
	["Shift+Up", "\x1b[1;2A", { type: "preview.up" }],
	["?", "?", { type: "help" }],
	["Ctrl+O", "\x0f", { type: "fold" }],
	["Ctrl+O (kitty)", "\x1b[111;5u", { type: "fold" }],
	["? (kitty, Shift+/ with the shifted key)", "\x1b[47:63;2u", { type: "help" }],
	["1 (kitty)", "\x1b[49u", digit(1)],
	["9 (kitty)", "\x1b[57u", digit(9)],
	["0 (kitty)", "\x1b[48u", digit(0)],
];

const printable = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i));

describe("resolveMainKey", () => {
	it.each(mainCases)("resolves %s", (_name, data, action) => {
		expect(resolveMainKey(data)).toEqual(action);
	});

	it("does not take Shift+N for n, nor n for Shift+N", () => {
		expect(resolveMainKey("n")).not.toEqual({ type: "questionNote" });
		expect(resolveMainKey("N")).not.toEqual({ type: "optionNote" });
		expect(resolveMainKey("\x1b[110;2u")).not.toEqual({ type: "optionNote" });
	});

	it("ignores every other printable character", () => {
		const bound = new Set(["?", "/", "a", "w", "n", "N", "e", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
		const unbound = printable.filter((char) => !bound.has(char));
		expect(unbound.filter((char) => resolveMainKey(char) !== undefined)).toEqual([]);
	});

	it.each([
		["CJK character", "中"],
		["Ctrl+N", "\x0e"],
		["Shift+Right", "\x1b[1;2C"],
		["Shift+Space (kitty)", "\x1b[32;2u"],
		["Shift+Enter (kitty)", "\x1b[13;2u"],
		["Ctrl+Shift+N (kitty)", "\x1b[110;6u"],
		["Backspace", "\x7f"],
		["F1", "\x1bOP"],
		["bracketed paste", "\x1b[200~n\x1b[201~"],
	])("ignores %s", (_name, data) => {
		expect(resolveMainKey(data)).toBeUndefined();
	});
});

const editingCases: [string, string, EditingAction | undefined][] = [
	["Ctrl+C", "\x03", "dismiss"],
	["Ctrl+C (kitty)", "\x1b[99;5u", "dismiss"],
	["Ctrl+C (modifyOtherKeys)", "\x1b[27;5;99~", "dismiss"],
	["Enter", "\r", "save"],
	["Enter (kitty)", "\x1b[13u", "save"],
	["Escape", "\x1b", "close"],
	["Escape (kitty)", "\x1b[27u", "close"],
	// They leave a text question's answer editor only (see key-input); in any other editor the key goes on to it.
	["Tab", "\t", "tab.next"],
	["Tab (kitty)", "\x1b[9u", "tab.next"],
	["Shift+Tab", "\x1b[Z", "tab.prev"],
	["Left", "\x1b[D", undefined],
	["Right", "\x1b[C", undefined],
	["Up", "\x1b[A", undefined],
	["Down", "\x1b[B", undefined],
	["Space", " ", undefined],
	["n", "n", undefined],
	["Shift+N", "N", undefined],
	["Shift+N (kitty)", "\x1b[110;2u", undefined],
	["digit", "1", undefined],
	["Backspace", "\x7f", undefined],
	["Shift+Enter (kitty)", "\x1b[13;2u", undefined],
	["Ctrl+A", "\x01", undefined],
	["Ctrl+O", "\x0f", "fold"],
	["@", "@", undefined],
];

describe("resolveEditingKey", () => {
	it.each(editingCases)("resolves %s", (_name, data, action) => {
		expect(resolveEditingKey(data)).toBe(action);
	});

	it("leaves every printable character to the editor", () => {
		expect(printable.filter((char) => resolveEditingKey(char) !== undefined)).toEqual([]);
	});
});

describe("keyHints", () => {
	it("lists every main action once, in table order", () => {
		expect(keyHints.main.map((hint) => hint.action)).toEqual([
			"dismiss",
			"tab.next",
			"tab.prev",
			"option.next",
			"option.prev",
			"confirm",
			"cancel",
			"toggle",
			"digit.type",
			"optionNote",
			"questionNote",
			"preview.down",
			"preview.up",
			"scroll.top",
			"scroll.bottom",
			"expand",
			"help",
			"fold",
			"filter",
			"agentMessage",
			"webPage",
		]);
	});

	it("lists every editing action once", () => {
		expect(keyHints.editing.map((hint) => hint.action).sort()).toEqual([
			"close",
			"dismiss",
			"external",
			"fold",
			"save",
			"tab.next",
			"tab.prev",
		]);
	});

	it("names keys as the contract does", () => {
		const main = new Map(keyHints.main.map((hint) => [hint.action, hint.keys]));
		expect(main.get("questionNote")).toBe("Shift+N");
		expect(main.get("optionNote")).toBe("n");
		expect(main.get("digit.type")).toBe("1-9");
		expect(main.get("dismiss")).toBe("Ctrl+C");
		const editing = new Map(keyHints.editing.map((hint) => [hint.action, hint.keys]));
		expect(editing.get("save")).toBe("Enter");
		expect(editing.get("close")).toBe("Esc");
	});

	it("describes every binding", () => {
		for (const hint of [...keyHints.main, ...keyHints.editing]) {
			expect(hint.keys).not.toBe("");
			expect(hint.description).not.toBe("");
		}
	});
});
