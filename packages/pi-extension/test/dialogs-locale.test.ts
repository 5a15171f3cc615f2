/**
 * pi's RPC dialogs speak the person's language: their entries and titles are pi-extension's own words (D92), the
 * question's headings and placeholders core's messages table.
 */
import { localeMessages, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { askWithDialogs } from "../src/dialogs/ask-with-dialogs.ts";
import { dialogWords } from "../src/dialogs/dialog-words.ts";
import { scriptedDialogs } from "./support-unit/scripted-dialogs.ts";

function payloadOf(input: unknown) {
	const checked = validate(input);
	if (!checked.ok) throw new Error("the fixture is invalid");
	return checked.payload;
}

describe("RPC dialogs in the settings' locale", () => {
	it("German: every entry, title and confirmation is German, the answers the same", async () => {
		const dialogs = scriptedDialogs(["1.", "Fertig", "Überspringen", undefined, "no", "Absenden"]);
		const details = await askWithDialogs(dialogs.ui, payloadOf(tour), undefined, {
			messages: localeMessages("de"),
			words: dialogWords("de"),
		});
		expect(details).toMatchObject({ cancelled: false, answers: { database: { values: ["postgres"] } } });
		const [database, features, layout, review, confirm] = dialogs.calls;
		expect(database).toMatchObject({ method: "select", options: expect.arrayContaining(["4. Eigene Antwort…"]) });
		expect(database?.method === "select" && database.options.slice(-2)).toEqual(["Notiz hinzufügen…", "Überspringen"]);
		expect(features).toMatchObject({ title: expect.stringContaining("(beliebig viele wählen, dann Fertig)") });
		expect(features?.method === "select" && features.options.slice(-3)).toEqual([
			"Notiz hinzufügen…",
			"Fertig",
			"← Zurück",
		]);
		expect(layout?.method === "select" && layout.options).toContain("Vorschau anzeigen…");
		expect(review).toMatchObject({
			title: "Übersicht Set up the new service: 1 von 3 beantwortet · 1 Pflichtfrage unbeantwortet",
		});
		expect(review?.method === "select" && review.options.slice(0, 4)).toEqual([
			"Absenden",
			"Abbrechen",
			"Erst besprechen (der Agent erklärt und fragt dann erneut)",
			"Notiz zum ganzen Formular hinzufügen…",
		]);
		expect(confirm).toMatchObject({
			method: "confirm",
			title: "1 Antwort verwerfen?",
			message: "Ja bricht das Formular ab, und nichts wird zurückgeschickt. Nein antwortet weiter.",
		});
	});

	it("French: a question's title joins its label and prompt as French writes a colon", async () => {
		const dialogs = scriptedDialogs([undefined]);
		await askWithDialogs(dialogs.ui, payloadOf(tour), undefined, {
			messages: localeMessages("fr"),
			words: dialogWords("fr"),
		});
		const [database] = dialogs.calls;
		expect(database).toMatchObject({ method: "select", title: expect.stringMatching(/^\[1\/3\] \S+\u00a0: \S/) });
	});
});
