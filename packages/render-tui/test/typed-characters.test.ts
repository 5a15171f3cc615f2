/**
 * Every typed character survives: pi delivers typed input one UTF-16 unit at a time, so an astral character (an
 * emoji, 𠮷) reaches the editors as a high then a low surrogate in two input events.
 */
import { minimal } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { SurrogatePairs } from "../src/text/surrogate-pairs.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";

/** Each UTF-16 code unit of `text` as its own input event, as pi's input buffer delivers typed text. */
function unitsOf(text: string): string[] {
	return Array.from({ length: text.length }, (_, index) => text.charAt(index));
}

describe("typed astral characters", () => {
	it.each([
		["an emoji", "a😀b"],
		["a CJK extension character", "a𠮷b"],
	])("keeps %s typed into the answer editor", async (_name, text) => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, ...unitsOf(text));
		expect(session.screen()).toContain(text);
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers).toEqual({
			confirm: { values: [text], labels: [text], indices: [], customText: text },
		});
	});

	it.each([
		["an emoji", "a😀b"],
		["a CJK extension character", "a𠮷b"],
	])("keeps %s typed into the option and question note editors", async (_name, text) => {
		const session = await openQuestionnaire(minimal);
		await session.press("n", ...unitsOf(text), keys.escape);
		await session.press("N", ...unitsOf(`${text}!`), keys.escape);
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers).toEqual({
			confirm: { values: ["yes"], labels: ["Yes"], indices: [1], note: `${text}!`, optionNotes: { yes: text } },
		});
	});

	it("drops a high half the next key does not complete, and a lone low half", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, "a", "\ud83d", "b", "\ude00", "c", "\ud83d", "\ud83d", "\ude00");
		await session.press(keys.enter, keys.enter);
		expect(session.result().answers.confirm?.customText).toBe("abc😀");
	});

	it("drops a high half still held when the editor closes", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, "a", "\ud83d", keys.escape, keys.enter, "\ude00", "b", keys.enter);
		await session.press(keys.enter);
		expect(session.result().answers.confirm?.customText).toBe("ab");
	});

	it("keeps pasted astral characters and pairs split across pasted chunks", async () => {
		const session = await openQuestionnaire(minimal);
		await session.press(keys.up, keys.enter, "\x1b[200~x😀\ud842", "\udfb7y\x1b[201~", keys.enter, keys.enter);
		expect(session.result().answers.confirm?.customText).toBe("x😀𠮷y");
	});
});

describe("SurrogatePairs", () => {
	it("holds a trailing high half and joins it to the low half that starts the next input", () => {
		const pairs = new SurrogatePairs();
		expect(pairs.join("a\ud83d")).toBe("a");
		expect(pairs.join("\ude00b")).toBe("😀b");
	});

	it("passes a held half on unjoined when the next input does not start with a low half", () => {
		const pairs = new SurrogatePairs();
		expect(pairs.join("\ud83d")).toBe("");
		expect(pairs.join("b")).toBe("b");
		expect(pairs.join("\ude00")).toBe("\ude00");
	});

	it("forgets a held half on clear", () => {
		const pairs = new SurrogatePairs();
		pairs.join("\ud83d");
		pairs.clear();
		expect(pairs.join("\ude00")).toBe("\ude00");
	});
});
