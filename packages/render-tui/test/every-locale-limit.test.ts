/**
 * The editor's notices about its character limit speak every shipped locale: a paste past the limit is refused in
 * the form's language, with the counts written as that language writes them (`102,419` reads as about a hundred in
 * German: there it is `102.419`).
 */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { MAX_TYPED_CHARACTERS } from "@ask-user/core/contract";
import { minimal } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const paste = (text: string) => `\x1b[200~${text}\x1b[201~`;

/** The refused total and the limit, as each locale writes them (French groups with a no-break space). */
const COUNTS = {
	en: ["100,001", "100,000"],
	de: ["100.001", "100.000"],
	es: ["100.001", "100.000"],
	fr: ["100\u00a0001", "100\u00a0000"],
} as const;

describe("the editor's limit notice in every locale", () => {
	it.each(MESSAGE_LOCALES)("%s: a paste past the limit is refused in the form's language", async (locale) => {
		const messages = localeMessages(locale);
		const session = await openQuestionnaire(minimal, { columns: 200, messages });
		await session.press(keys.up, keys.enter, paste("x".repeat(MAX_TYPED_CHARACTERS)), paste("x"));
		const screen = session.screen().join(" ");
		const [total, limit] = COUNTS[locale];
		expect(screen).toContain(messages.editorRefused(total, limit));
		if (locale !== "en") expect(screen).not.toContain("Not added");
	});
});
