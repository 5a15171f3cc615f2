/**
 * pi's transcript of a finished form speaks every shipped locale whole: every kind of line (answers, own answers,
 * unanswered questions, notes on options chosen or not, the recommended line, the form's note, who answered when no
 * person or the web page did, the questions left out, every cancel reason, the waiting line) is drawn in English and
 * in the locale, and no word the English transcript adds to the form's own text shows in the locale's.
 */
import { type AskUserDetails, CANCEL_REASONS, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { chosenLocale, createLocaleMemory } from "../src/locale/locale.ts";
import { COLLAPSED_QUESTIONS, type RenderedResult, renderResult } from "../src/transcript/render-result.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";

const many = Array.from({ length: COLLAPSED_QUESTIONS + 2 }, (_, i) => ({
	id: `q${i}`,
	label: `Q${i}`,
	prompt: `P${i}?`,
	type: "single" as const,
	options: [
		{ value: "a", label: "Alpha", recommended: true },
		{ value: "b", label: "Beta" },
	],
}));

const submitted: AskUserDetails = {
	cancelled: false,
	note: "mine",
	questions: many,
	answers: {
		q0: {
			values: ["b"],
			labels: ["Beta"],
			indices: [1],
			optionNotes: { b: "light" },
			unchosenOptionNotes: [{ value: "a", label: "Alpha", note: "heavy" }],
			unchosenRecommended: [{ value: "a", label: "Alpha" }],
			note: "why",
		},
		q1: { values: ["own"], labels: ["own"], indices: [], customText: "own" },
	},
};

const results: readonly AskUserDetails[] = [
	submitted,
	{ ...submitted, source: "event" },
	{ ...submitted, source: "script" },
	{ ...submitted, source: "page" },
	...CANCEL_REASONS.map((cancelReason) => ({ ...submitted, cancelled: true, cancelReason })),
	{ ...submitted, cancelled: true },
];

/**
 * The form's own text (labels, prompts, typed notes), which no locale translates, and words a language shares with
 * English (`questions`, `extension`, `page`, `interactive` in French, `error` in Spanish, `web` in both).
 */
const SHARED = new Set(["Alpha", "Beta", "mine", "heavy", "light", "why", "own"]);
const SHARED_WORDS = new Set(["questions", "extension", "page", "interactive", "web", "error"]);

function words(text: string): string[] {
	return text.match(/\p{L}[\p{L}']{2,}/gu) ?? [];
}

/** Every transcript in `locale`: each result collapsed and expanded, and the waiting line. */
function transcriptsIn(locale: MessageLocale): string[] {
	const draw = (details: AskUserDetails | undefined, expanded: boolean, isPartial = false) => {
		const result: RenderedResult = { content: [], details };
		return renderResult(result, { expanded, isPartial }, identityTheme, locale).render(200).join("\n");
	};
	return [...results.flatMap((details) => [draw(details, false), draw(details, true)]), draw(undefined, false, true)];
}

describe("the transcript in every locale", () => {
	it.each(MESSAGE_LOCALES.filter((locale) => locale !== "en"))("%s: no English word of its own", (locale) => {
		const english = transcriptsIn("en");
		const translated = transcriptsIn(locale);
		const leftEnglish = translated.flatMap((text, at) => {
			const own = new Set(words(english[at] ?? "").filter((word) => !SHARED.has(word)));
			return words(text)
				.filter((word) => own.has(word) && !SHARED_WORDS.has(word))
				.map((word) => `${at}: ${word}`);
		});
		expect(leftEnglish).toEqual([]);
	});

	it("fr: written as the form writes French, with ’ and a no-break space before : and ;", () => {
		const french = transcriptsIn("fr").join("\n");
		expect(french).toContain("Annulé (pour en discuter d’abord)");
		expect(french).not.toMatch(/\p{L}'\p{L}/u);
		expect(french).not.toMatch(/ [:;]/);
		// A question's label and its answer, as the review writes them.
		expect(french).toContain("Q0\u00a0: Beta");
		expect(french).not.toContain("Q0: ");
	});

	it("the results reach the lines they are meant to (English)", () => {
		const [collapsed = "", expanded = "", byEvent = "", , byScript = "", , onPage = ""] = transcriptsIn("en");
		expect(collapsed).toContain('note on Alpha (not chosen): "heavy"');
		expect(collapsed).toContain('note on Beta: "light"');
		expect(collapsed).toContain("recommended, not chosen: Alpha");
		expect(collapsed).toContain('(own) "own"');
		expect(collapsed).toContain("(no answer)");
		expect(collapsed).toContain("… 2 more questions");
		expect(collapsed).toContain('note on the form: "mine"');
		expect(expanded).toContain('note: "why"');
		expect(byEvent).toContain("answered by another extension");
		expect(byScript).toContain("scripted answers (no person was asked)");
		expect(onPage).toContain("answered on the web page");
		expect(transcriptsIn("en").at(-1)).toBe("Waiting for the user to answer…");
		expect(transcriptsIn("de")).toContain("Abgebrochen (Zeit abgelaufen)");
	});
});

describe("the transcript's locale", () => {
	it("is the environment's until a form opens, then the form's (its settings read as it opened)", () => {
		const memory = createLocaleMemory({ LANG: "fr_FR.UTF-8" });
		expect(memory.current()).toBe("fr");
		expect(createLocaleMemory({ LC_ALL: "", LANG: "" }).current()).toBe(chosenLocale(undefined, {}));
		memory.remember("es");
		expect(memory.current()).toBe("es");
	});

	it("is each session's own: a form in one session leaves another's as it was", () => {
		const one = createLocaleMemory({ LANG: "de_DE.UTF-8" });
		const other = createLocaleMemory({ LANG: "de_DE.UTF-8" });
		one.remember("fr");
		expect([one.current(), other.current()]).toEqual(["fr", "de"]);
	});
});
