/**
 * An open editor's footer says how to leave it in every locale, down to narrow panes: where `Esc save & close` does
 * not fit beside Enter's hint, Esc shows as `Esc close` rather than give its place to the keys after it.
 */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { openQuestionnaire } from "./support/harness.ts";

describe("an open editor's footer names Esc", () => {
	it.each(MESSAGE_LOCALES)("%s: at 36, 40 and 44 columns, right after Enter", async (locale) => {
		const messages = localeMessages(locale);
		const { keySave, keySaveClose, keyClose } = messages;
		for (const columns of [36, 40, 44]) {
			const session = await openQuestionnaire(tour, { columns, rows: 20, messages });
			await session.press("n");
			const footer = session.screen().at(-1) ?? "";
			const whole = `Enter ${keySave} · Esc ${keySaveClose}`;
			const expected = whole.length <= columns ? whole : `Enter ${keySave} · Esc ${keyClose}`;
			expect({ columns, footer: footer.slice(0, expected.length) }).toEqual({ columns, footer: expected });
		}
	});

	it("a wide pane names every key, Esc in its whole wording", async () => {
		const session = await openQuestionnaire(tour, { columns: 120, rows: 20, messages: localeMessages("de") });
		await session.press("n");
		expect(session.screen().at(-1)).toBe(
			"Enter speichern · Esc speichern & schließen · Ctrl+G externer Editor · Ctrl+O einklappen · Ctrl+C Formular verwerfen",
		);
	});
});
