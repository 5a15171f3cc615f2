import { describe, expect, it } from "vitest";
import { tour } from "../src/fixtures/index.ts";
import {
	connect,
	DEFAULT_MESSAGES,
	defineMessages,
	localeMessages,
	localeOf,
	MESSAGE_LOCALES,
	type Messages,
	type ModelFacingMessage,
} from "../src/index.ts";
import { call, type FunctionKey, SAMPLES } from "./support/message-samples.ts";
import { start } from "./support/run.ts";

const MODEL_FACING: readonly ModelFacingMessage[] = [
	"submitted",
	"submittedBy",
	"submittedOnPage",
	"cancelledBy",
	"cancelled",
	"noAnswer",
	"failed",
	"unsubmittedHeading",
	"notSubmitted",
	"formNote",
	"discussHeading",
	"discussNext",
	"discussNextEmpty",
	"timeoutNext",
];

/** What an English text shows of its arguments: numbers, quoted labels, examples (`name@example.com`). */
function shownValues(text: string): string[] {
	return (text.match(/“[^”]*”|[^\s(),:?]*[\d@][^\s(),:?]*/g) ?? []).map((token) => token.replace(/[.]$/, ""));
}

const translated = MESSAGE_LOCALES.filter((locale) => locale !== "en");

describe("the shipped locales", () => {
	it("ships at least three locales besides English", () => {
		expect(translated.length).toBeGreaterThanOrEqual(3);
		expect(localeMessages("en")).toBe(DEFAULT_MESSAGES);
	});

	it.each(translated)("%s defines every message of the English table, of the same kind", (locale) => {
		const table = localeMessages(locale);
		for (const key of Object.keys(DEFAULT_MESSAGES) as (keyof Messages)[]) {
			expect(Object.hasOwn(table, key), key).toBe(true);
			expect(typeof table[key], key).toBe(typeof DEFAULT_MESSAGES[key]);
			if (typeof table[key] === "string") expect((table[key] as string).trim(), key).not.toBe("");
		}
		expect(Object.keys(table).sort()).toEqual(Object.keys(DEFAULT_MESSAGES).sort());
		// A table a host can build on, checked like any override.
		expect(() => defineMessages({}, table)).not.toThrow();
	});

	it.each(translated)(
		"%s: every function returns text that keeps what the English shows of its arguments",
		(locale) => {
			const table = localeMessages(locale);
			for (const [key, samples] of Object.entries(SAMPLES) as [FunctionKey, readonly (readonly unknown[])[]][]) {
				for (const args of samples) {
					const text = call(table, key, args);
					expect(text.trim(), `${key}(${JSON.stringify(args)})`).not.toBe("");
					for (const value of shownValues(call(DEFAULT_MESSAGES, key, args))) {
						expect(text, `${key}(${JSON.stringify(args)})`).toContain(value);
					}
				}
			}
		},
	);

	it.each(translated)("%s translates the person's text and keeps the model's English", (locale) => {
		const table = localeMessages(locale);
		for (const key of MODEL_FACING) expect(table[key], key).toBe(DEFAULT_MESSAGES[key]);
		for (const key of ["reviewTab", "customOption", "answerHeading", "answerPlaceholder", "formMessage"] as const) {
			expect(table[key], key).not.toBe(DEFAULT_MESSAGES[key]);
		}
		expect(table.discardQuestion(2, 1)).not.toBe(DEFAULT_MESSAGES.discardQuestion(2, 1));
	});

	it("reaches the view like any table", () => {
		const actor = start(tour);
		const view = connect(actor.getSnapshot(), actor.send, localeMessages("de"));
		expect(view.getTab(3).label).toBe("Übersicht");
		expect(view.question?.getRow(3)).toMatchObject({ kind: "custom", label: "Eigene Antwort" });
	});

	it("plural and word order follow each language", () => {
		expect(localeMessages("de").discardQuestion(1, 2)).toBe("1 Antwort und 2 Notizen verwerfen?");
		expect(localeMessages("fr").discardQuestion(2, 1)).toBe("Abandonner 2 réponses et 1 note\u00a0?");
		expect(localeMessages("es").discardQuestion(0, 1)).toBe("¿Descartar 1 nota?");
		expect(localeMessages("fr").textAtLeast(1)).toBe("Au moins 1 caractère.");
		expect(localeMessages("es").textAtMost(2)).toBe("Como máximo 2 caracteres.");
	});

	it("the count of keys kept for the prompt fits a 44-column footer, up to 999 characters", () => {
		for (const locale of MESSAGE_LOCALES) {
			const kept = localeMessages(locale).typeaheadKept;
			for (const count of [1, 29, 999]) expect(kept(count).length, `${locale}: ${kept(count)}`).toBeLessThanOrEqual(44);
		}
	});

	it("a label and its text are joined as each language writes a colon (French after a no-break space)", () => {
		expect(MESSAGE_LOCALES.map((locale) => localeMessages(locale).labelled("Stratégie", "Canari"))).toEqual([
			"Stratégie: Canari",
			"Stratégie: Canari",
			"Stratégie\u00a0: Canari",
			"Stratégie: Canari",
		]);
		expect(MESSAGE_LOCALES).toEqual(["en", "de", "fr", "es"]);
	});
});

describe("localeOf", () => {
	it.each([
		["de", "de"],
		["de-AT", "de"],
		["DE_de.UTF-8", "de"],
		["fr_CA.UTF-8", "fr"],
		["es_ES@euro", "es"],
		["en_GB.UTF-8", "en"],
		["C", "en"],
		["C.UTF-8", "en"],
		["POSIX", "en"],
	] as const)("%s is %s", (tag, locale) => {
		expect(localeOf(tag)).toBe(locale);
	});

	it.each(["ja_JP.UTF-8", "", "  ", "deu", "__proto__", "constructor"])("%j is no shipped locale", (tag) => {
		expect(localeOf(tag)).toBeUndefined();
	});
});
