/**
 * The editor's notices about its character limit speak every shipped locale: a paste past the limit is refused in
 * the form's language, with the counts as the English notice formats them.
 */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { minimal } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { MAX_EDITOR_CHARACTERS } from "../src/component/editor-text.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";

const paste = (text: string) => `\x1b[200~${text}\x1b[201~`;

describe("the editor's limit notice in every locale", () => {
	it.each(MESSAGE_LOCALES)("%s: a paste past the limit is refused in the form's language", async (locale) => {
		const messages = localeMessages(locale);
		const session = await openQuestionnaire(minimal, { columns: 200, messages });
		await session.press(keys.up, keys.enter, paste("x".repeat(MAX_EDITOR_CHARACTERS)), paste("x"));
		const screen = session.screen().join(" ");
		const notice = messages.editorRefused("100,001", "100,000");
		expect(screen).toContain(notice.slice(0, 40));
		if (locale !== "en") expect(screen).not.toContain("Not added");
	});
});
