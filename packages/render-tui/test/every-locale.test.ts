/**
 * Every shipped locale is whole: each screen of the form (questions, editors, the help on a question and on the
 * review, the review, the cancel confirmation, the filter line, the reader, the folded line, the footer's notices)
 * is drawn in English and in the locale by the same keys, and no word the English screen adds to the payload's own
 * text shows on the locale's screen, except key names and a few words the languages share.
 */

import { type AskUserInput, localeMessages, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const COUNTRIES = ["Austria", "Belgium", "Croatia", "Denmark", "Estonia", "Finland", "Greece", "Hungary", "Ireland"];

/** The tour with a recommended option, a required question and a list of twelve rows (two-digit row numbers). */
const payload: AskUserInput = {
	...tour,
	questions: [
		...(tour.questions ?? []).map((question, index) =>
			index === 0 && question.options !== undefined
				? { ...question, options: question.options.map((option, row) => ({ ...option, recommended: row === 0 })) }
				: question,
		),
		{
			id: "country",
			label: "Country",
			prompt: "Where is it hosted?",
			options: [...COUNTRIES, "Italy", "Latvia"].map((label) => ({ value: label.toLowerCase(), label })),
		},
	],
};

/** Key names, words a language shares with English (`note` and `options` in French, `editor` in Spanish), typed text. */
const SHARED = new Set([
	...["Enter", "Esc", "Tab", "Shift", "Ctrl", "Space", "PgDn", "PgUp", "Home", "End", "Alt"],
	...["note", "notes", "Note", "option", "options", "Options", "question", "message", "agent", "editor", "Editor"],
	// Typed into the filter line.
	"zzz",
]);

/** The words of `text` three letters or longer. */
function words(text: string): string[] {
	return text.match(/\p{L}[\p{L}']{2,}/gu) ?? [];
}

// JSON escapes line breaks (`\n`): a word after one is read without its `n`.
const payloadWords = new Set(words(JSON.stringify(payload).replace(/\\[nrt]/g, " ")));

/** Each step's keys and the screen after them; the same steps in every locale. */
const steps: readonly (readonly string[])[] = [
	[],
	["?"],
	[keys.escape, "n"],
	["x", keys.escape, keys.up, "n"],
	[keys.down, keys.down, keys.space, keys.tab],
	[keys.space, keys.tab],
	["e"],
	[keys.escape, keys.tab],
	["/"],
	["z", "z", "z"],
	[keys.escape, keys.up, "1"],
	["a"],
	[keys.ctrlO],
	[keys.ctrlO, keys.tab],
	["?"],
	[keys.escape, keys.escape],
];

async function screensIn(locale: MessageLocale): Promise<string[][]> {
	const session = await openQuestionnaire(payload, {
		columns: 120,
		rows: 40,
		messages: localeMessages(locale),
		context: () => "",
	});
	const screens: string[][] = [];
	for (const step of steps) {
		await session.press(...step);
		screens.push(session.screen());
	}
	return screens;
}

describe("every locale is whole", () => {
	it.each(MESSAGE_LOCALES.filter((locale) => locale !== "en"))(
		"%s: no English word of the form's own text on any screen",
		async (locale) => {
			const english = await screensIn("en");
			const translated = await screensIn(locale);
			const leftEnglish = translated.flatMap((screen, step) => {
				const own = new Set(words(english[step]?.join("\n") ?? "").filter((word) => !payloadWords.has(word)));
				return screen.flatMap((line) =>
					words(line)
						.filter((word) => own.has(word) && !SHARED.has(word))
						.map((word) => `step ${step}: ${word} in ${JSON.stringify(line)}`),
				);
			});
			expect(leftEnglish).toEqual([]);
		},
	);

	it("the steps reach the screens they are meant to (English)", async () => {
		const text = (await screensIn("en")).map((screen) => screen.join("\n"));
		expect(text[0]).toContain("PostgreSQL (recommended)");
		expect(text[1]).toContain("In an editor\nCtrl+G  external editor");
		expect(text[3]).toContain("Notes go on options");
		expect(text[6]).toContain("── Preview ");
		expect(text[9]).toContain("no option found");
		expect(text[10]).toContain("1… next digit, or Enter for row 1");
		expect(text[11]).toContain("No message from the agent to show");
		expect(text[12]).toContain("A question waits");
		expect(text[13]).toContain("recommended, not chosen: PostgreSQL");
		expect(text[13]).toContain("PostgreSQL (not chosen): x");
		expect(text[13]).toContain("Layout: not answered");
		expect(text[14]).toContain("Keys on the review");
		expect(text[15]).toContain("again to cancel the form");
	});
});
