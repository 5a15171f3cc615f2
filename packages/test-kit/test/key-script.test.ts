import { describe, expect, it } from "vitest";
import { KeyScriptError, parseKeyScript } from "../src/key-script.ts";

function inputs(script: string): string[] {
	return parseKeyScript(script).flatMap((step) => step.inputs);
}

describe("key script", () => {
	it.each([
		["Up", "\x1b[A"],
		["Down", "\x1b[B"],
		["Right", "\x1b[C"],
		["Left", "\x1b[D"],
		["Tab", "\t"],
		["BTab", "\x1b[Z"],
		["Enter", "\r"],
		["Escape", "\x1b"],
		["Space", " "],
		["BSpace", "\x7f"],
		["C-c", "\x03"],
		["C-a", "\x01"],
		["C-z", "\x1a"],
	])("%s sends what tmux send-keys sends", (name, data) => {
		expect(parseKeyScript(name)).toEqual([{ token: name, inputs: [data] }]);
	});

	it.each(["n", "N", "2", "@", "é"])("the single character %s sends itself", (char) => {
		expect(inputs(char)).toEqual([char]);
	});

	it("splits on any whitespace and keeps each token for the frame headers", () => {
		const steps = parseKeyScript("  Down\tSpace\n Enter ");
		expect(steps.map((step) => step.token)).toEqual(["Down", "Space", "Enter"]);
	});

	it("types text: one character at a time, one step", () => {
		expect(parseKeyScript("text:abc")).toEqual([{ token: "text:abc", inputs: ["a", "b", "c"] }]);
	});

	it("decodes %20 to a space and %25 to a percent sign in text:", () => {
		expect(inputs("text:hello%20world")).toEqual([..."hello world"]);
		expect(inputs("text:50%25%20off")).toEqual([..."50% off"]);
	});

	it("keeps text: literal apart from key names", () => {
		expect(inputs("text:Enter")).toEqual([..."Enter"]);
		expect(inputs("text:日本")).toEqual(["日", "本"]);
	});

	it.each([
		["enter", /unknown key "enter"/],
		["Foo", /unknown key "Foo"/],
		["C-C", /unknown key "C-C"/],
		["C-", /unknown key "C-"/],
		["text:", /"text:" types nothing/],
		["text:100%", /"text:100%" has a bad %-escape/],
	])("rejects %s with an error naming the token", (script, message) => {
		expect(() => parseKeyScript(`Down ${script} Up`)).toThrow(KeyScriptError);
		expect(() => parseKeyScript(`Down ${script} Up`)).toThrow(message);
	});

	it("lists the valid keys in the error", () => {
		expect(() => parseKeyScript("Return")).toThrow(
			/use Up Down Right Left Tab BTab Enter Escape Space BSpace C-<letter>/,
		);
	});

	it("rejects an empty script", () => {
		expect(() => parseKeyScript("   ")).toThrow(/the key script is empty/);
	});
});
