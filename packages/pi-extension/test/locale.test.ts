import { describe, expect, it } from "vitest";
import { chosenLocale } from "../src/locale/locale.ts";
import { piMessages } from "../src/locale/messages.ts";

describe("chosenLocale", () => {
	it("the setting wins over the environment", () => {
		expect(chosenLocale("fr", { LC_ALL: "de_DE.UTF-8" })).toBe("fr");
	});

	it("reads LC_ALL, then LC_MESSAGES, then LANG, skipping the empty ones", () => {
		const env = { LC_ALL: "de_DE.UTF-8", LC_MESSAGES: "fr_FR.UTF-8", LANG: "es_ES.UTF-8" };
		expect(chosenLocale(undefined, env)).toBe("de");
		expect(chosenLocale(undefined, { ...env, LC_ALL: "" })).toBe("fr");
		expect(chosenLocale(undefined, { LC_MESSAGES: undefined, LANG: "es_ES.UTF-8" })).toBe("es");
	});

	it("English when the first set names no shipped locale (no fall through to the next variable), or none is set", () => {
		expect(chosenLocale(undefined, { LC_ALL: "ja_JP.UTF-8", LANG: "de_DE.UTF-8" })).toBe("en");
		expect(chosenLocale(undefined, { LC_ALL: "C", LANG: "de_DE.UTF-8" })).toBe("en");
		expect(chosenLocale(undefined, {})).toBe("en");
	});
});

describe("piMessages in a locale", () => {
	it("translates the placeholder naming @ and keeps the model's wording of the dismiss key in English", () => {
		const german = piMessages("Ctrl+Q", "de");
		expect(german.answerPlaceholder).toBe("Antwort eingeben, @ für Dateien");
		expect(german.reviewTab).toBe("Übersicht");
		expect(german.cancelled.dismissed).toBe(
			"The user dismissed the questionnaire (Ctrl+Q) without submitting answers.",
		);
		expect(piMessages(undefined, "es").answerPlaceholder).toContain("@");
		expect(piMessages(undefined).answerPlaceholder).toBe("Type your answer, @ for files");
	});
});
