/** The server's own words to the person, in every shipped locale, and why it serves the page instead of a form. */
import { DEFAULT_MESSAGES, MESSAGE_LOCALES, type MessageLocale, readArguments } from "@ask-user/core/contract";
import { describe, expect, it } from "vitest";
import { type ServerWords, serverWords } from "../src/server-words.ts";
import { shownForm } from "../src/shown-form.ts";
import { whyPage } from "../src/why-page.ts";

const FORMS = { form: true, url: false } as const;

/** Why the page is served for `args` to a client that shows forms only, in `locale`. */
function why(args: unknown, locale: MessageLocale = "en"): string {
	const read = readArguments(args);
	if (!read.ok) throw new Error(read.text);
	return whyPage(FORMS, shownForm(read.payload, DEFAULT_MESSAGES, serverWords("en")), serverWords(locale));
}

const recommended = (id: string) => ({
	id,
	prompt: "Which DB?",
	options: [
		{ value: "pg", label: "Postgres", recommended: true },
		{ value: "sqlite", label: "SQLite" },
	],
});

describe("whyPage", () => {
	it("says what the form cannot show and in which question, with no path of the payload", () => {
		const required = { id: "own", prompt: "Anything?", required: true, options: [{ value: "a", label: "A" }] };
		expect(why({ questions: [recommended("db"), required] })).toBe(
			"This MCP client's form cannot mark a recommended option (question 1) or require an answer that may be a choice or your own (question 2).",
		);
	});

	it("names the first 10 questions of each gap, then how many more", () => {
		const questions = Array.from({ length: 25 }, (_, index) => recommended(`db${index}`));
		expect(why({ questions })).toBe(
			"This MCP client's form cannot mark a recommended option (questions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 15 more).",
		);
	});

	it("says so in every locale, and that a client shows no forms", () => {
		const args = { questions: [recommended("db"), recommended("other")] };
		expect(why(args, "de")).toBe(
			"Das Formular dieses MCP-Clients kann keine empfohlene Option kennzeichnen (Fragen 1, 2).",
		);
		expect(why(args, "fr")).toBe(
			"Le formulaire de ce client MCP ne peut pas marquer une option recommandée (questions 1, 2).",
		);
		expect(why(args, "es")).toBe(
			"El formulario de este cliente MCP no puede marcar una opción recomendada (preguntas 1, 2).",
		);
		const read = readArguments(args);
		if (!read.ok) throw new Error(read.text);
		const asked = shownForm(read.payload, DEFAULT_MESSAGES, serverWords("en"));
		expect(whyPage({ form: false, url: false }, asked, serverWords("de"))).toBe(
			"Dieser MCP-Client zeigt keine Formulare.",
		);
	});
});

/**
 * Every text of `words`, its functions called with the same arguments in every locale (French writes one question as
 * English does, `question 1`: a list with more says what a translation does).
 */
function texts(words: ServerWords): Record<string, string> {
	return {
		waitingTurn: words.waitingTurn,
		waitingUrl: words.waitingUrl,
		waitingForm: words.waitingForm,
		noForms: words.noForms,
		formCannot: words.formCannot([
			["recommended", "Q"],
			["requiredOwnAnswer", "Q"],
			["other", "Q"],
		]),
		questions: words.questions([1, 2], 3),
		answerInBrowser: words.answerInBrowser("http://x"),
		newAddress: words.newAddress("http://x"),
		textCut: words.textCut,
		...optionTexts(words),
	};
}

/** What `ask-user-mcp` says of its command line and of `--open`, each with the option it names and what was given. */
function optionTexts(words: ServerWords) {
	return {
		timeoutNeedsSeconds: words.timeoutNeedsSeconds(undefined),
		timeoutNeedsSecondsGiven: words.timeoutNeedsSeconds('"0x10"'),
		timeoutTooLong: words.timeoutTooLong(2147483.647, 5_000_000),
		hostNeedsAddress: words.hostNeedsAddress(undefined),
		hostNeedsAddressOption: words.hostNeedsAddress("--open"),
		hostUnlistenable: words.hostUnlistenable("192.0.2.1", "listen EADDRNOTAVAIL"),
		localeNeedsLanguage: words.localeNeedsLanguage("en, de, fr, es"),
		localeUnknown: words.localeUnknown("en, de, fr, es", '"ja"'),
		unknownArgument: words.unknownArgument('"-x"'),
		openFailed: words.openFailed("xdg-open: spawn xdg-open ENOENT"),
	};
}

/** What each of `optionTexts` must hold as given, whatever the locale: option names and values stay literal. */
const LITERAL: Record<keyof ReturnType<typeof optionTexts>, readonly string[]> = {
	timeoutNeedsSeconds: ["--timeout", "0"],
	timeoutNeedsSecondsGiven: ["--timeout", '"0x10"'],
	timeoutTooLong: ["--timeout", "2147483.647", "5000000"],
	hostNeedsAddress: ["--host"],
	hostNeedsAddressOption: ["--host", "--open"],
	hostUnlistenable: ["--host 192.0.2.1", "listen EADDRNOTAVAIL"],
	localeNeedsLanguage: ["--locale", "en, de, fr, es"],
	localeUnknown: ["--locale", "en, de, fr, es", '"ja"'],
	unknownArgument: ['"-x"'],
	openFailed: ["--open", "xdg-open: spawn xdg-open ENOENT"],
};

describe("serverWords", () => {
	it("has every text in every locale, none of them the English one", () => {
		const english = texts(serverWords("en"));
		for (const locale of MESSAGE_LOCALES.filter((each) => each !== "en")) {
			for (const [key, text] of Object.entries(texts(serverWords(locale)))) {
				expect(text, `${locale}.${key}`).not.toBe(english[key]);
				expect(text, `${locale}.${key}`).not.toBe("");
			}
		}
	});

	it("names in every locale the option each command-line refusal is about, and what was given, as typed", () => {
		for (const locale of MESSAGE_LOCALES) {
			const said = optionTexts(serverWords(locale));
			for (const [key, literal] of Object.entries(LITERAL)) {
				const text = said[key as keyof typeof LITERAL];
				expect(text, `${locale}.${key}`).not.toBe("");
				expect(text, `${locale}.${key}`).not.toMatch(/\n/);
				for (const part of literal) expect(text, `${locale}.${key}`).toContain(part);
			}
			expect(said.hostNeedsAddress, locale).not.toContain("--open");
		}
	});
});
