/**
 * `/ask-user` and `/answer` are described in the environment's language: pi copies a description as the extension
 * loads, before any settings file is read, so `LC_ALL`, `LC_MESSAGES` and `LANG` choose it (English when none names
 * a shipped locale), and every locale describes both commands in its own words.
 */
import { MESSAGE_LOCALES } from "@ask-user/core/tool-text";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_COMMAND, COMMAND_DESCRIPTIONS, REOPEN_COMMAND } from "../src/registration/commands.ts";
import { loadExtension } from "./support-unit/fake-pi.ts";

afterEach(() => {
	vi.unstubAllEnvs();
});

/** The descriptions pi is given when the extension loads under `LANG=lang` (no `LC_ALL` or `LC_MESSAGES`). */
function registeredUnder(lang: string): readonly (string | undefined)[] {
	vi.stubEnv("LC_ALL", undefined);
	vi.stubEnv("LC_MESSAGES", undefined);
	vi.stubEnv("LANG", lang);
	const extension = loadExtension();
	return [extension.description(REOPEN_COMMAND), extension.description(ANSWER_COMMAND)];
}

/** Words a language shares with the English descriptions: the names, and `page`, `questions`, `message` in French. */
const SHARED_WORDS = new Set(["ask_user", "list", "web", "page", "questions", "message"]);

const words = (text: string) => text.match(/[\p{L}_][\p{L}_']{2,}/gu) ?? [];

describe("the commands' descriptions", () => {
	it("are German under LANG=de_DE.UTF-8 and English under LANG=C", () => {
		expect(registeredUnder("de_DE.UTF-8")).toEqual([COMMAND_DESCRIPTIONS.de.reopen, COMMAND_DESCRIPTIONS.de.answer]);
		expect(registeredUnder("de_DE.UTF-8")[0]).toMatch(/^Das letzte unbeantwortete, .* ask_user-Formular/);
		expect(registeredUnder("C")).toEqual([COMMAND_DESCRIPTIONS.en.reopen, COMMAND_DESCRIPTIONS.en.answer]);
		expect(registeredUnder("C")[1]).toMatch(/^Answer the questions of the agent's last message/);
	});

	it("follow LC_ALL first, as the form's locale does", () => {
		vi.stubEnv("LC_ALL", "es_ES.UTF-8");
		vi.stubEnv("LANG", "fr_FR.UTF-8");
		expect(loadExtension().description(ANSWER_COMMAND)).toBe(COMMAND_DESCRIPTIONS.es.answer);
	});

	it.each(MESSAGE_LOCALES.filter((locale) => locale !== "en"))(
		"%s: both, with no English word of their own",
		(locale) => {
			const english = COMMAND_DESCRIPTIONS.en;
			const translated = COMMAND_DESCRIPTIONS[locale];
			for (const command of ["reopen", "answer"] as const) {
				const own = new Set(words(english[command]).filter((word) => !SHARED_WORDS.has(word)));
				expect(words(translated[command]).length).toBeGreaterThan(5);
				expect(words(translated[command]).filter((word) => own.has(word))).toEqual([]);
			}
		},
	);
});
