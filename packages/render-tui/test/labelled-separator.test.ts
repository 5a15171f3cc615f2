/**
 * A label and the text after it (the review's answers and notes, a row's own answer) are joined as the locale
 * writes them (`labelled`): French puts a no-break space before the colon, as its other words do.
 */
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire } from "./support/harness.ts";

const PAYLOAD = {
	questions: [
		{
			id: "strategy",
			label: "Strategy",
			prompt: "Which strategy?",
			options: [
				{ value: "canary", label: "Canary" },
				{ value: "blue-green", label: "Blue-green" },
			],
		},
		{ id: "region", label: "Region", prompt: "Where?", options: [{ value: "eu", label: "EU" }] },
	],
};

describe("a label and its text, as the locale joins them", () => {
	it.each(MESSAGE_LOCALES)(
		"%s: the review's answer, a note on an option not chosen, a row's own answer",
		async (locale) => {
			const messages = localeMessages(locale);
			const session = await openQuestionnaire(PAYLOAD, { columns: 100, rows: 30, messages });
			// A note on Canary, Blue-green chosen; on Region, an own answer.
			await session.press("n", "later", keys.enter, "2");
			await session.press("2", "Mars", keys.enter);
			expect(session.component.mode).toBe("review");
			const review = session.screen().join("\n");
			expect(review).toContain(`✓ ${messages.labelled("Strategy", "Blue-green")}`);
			expect(review).toContain(messages.labelled(`Canary (${messages.reviewNotChosen})`, "later"));
			expect(review).toContain(`✓ ${messages.labelled("Region", "“Mars”")}`);
			await session.press(keys.shiftTab);
			expect(session.screen().join("\n")).toContain(messages.labelled(messages.customOption, "Mars"));
			// French's colon follows a no-break space; the other locales' follows the word.
			const colon = locale === "fr" ? "\u00a0: " : ": ";
			expect(review).toContain(`Strategy${colon}Blue-green`);
		},
	);
});
