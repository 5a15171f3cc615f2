/** pi's own words on the form's web page: French typography, and where a new address comes from on each host. */
import { MESSAGE_LOCALES } from "@ask-user/core/contract";
import { describe, expect, it } from "vitest";
import { piPageWords } from "../src/page/pi-page-words.ts";

describe("pi's page words in French", () => {
	it.each(Object.entries(piPageWords("fr", true)))("%s", (_, text) => {
		expect(text).not.toMatch(/\p{L}'\p{L}/u);
		expect(text).not.toMatch(/ [:;]/);
	});
});

describe("where pi's page words send the person for a new address", () => {
	it.each(MESSAGE_LOCALES)("%s: the form's w key only when pi's terminal shows the form", (locale) => {
		const terminal = piPageWords(locale, true);
		const rpc = piPageWords(locale, false);
		for (const words of [terminal, rpc]) {
			expect(words.openedAlready).toContain("/ask-user web");
			expect(words.noAccess).toContain("/ask-user web");
		}
		expect(terminal.openedAlready).toMatch(/\bw\b/);
		// An RPC GUI shows pi's dialogs, not the form: no key of the form to press.
		expect(rpc.openedAlready).not.toMatch(/\bw\b/);
		expect(rpc.noAccess).not.toMatch(/\bw\b/);
	});
});
