import type { Answer, AskUserDetails, CancelReason, NormalizedQuestion } from "@ask-user/core";
import { expect } from "vitest";
import { normalize } from "./payload.ts";

/** Every reason, checked against the type both ways. */
const CANCEL_REASONS: Readonly<Record<CancelReason, true>> = {
	user: true,
	dismissed: true,
	aborted: true,
	ui_unavailable: true,
	invalid_input: true,
	error: true,
	timeout: true,
	discuss: true,
};

const ANSWER_KEYS = new Set([
	"values",
	"labels",
	"indices",
	"customText",
	"note",
	"optionNotes",
	"unchosenOptionNotes",
	"unchosenRecommended",
]);

function isTrimmedText(text: string): boolean {
	return text !== "" && text === text.trim();
}

function assertAnswerRules(question: NormalizedQuestion, answer: Answer): void {
	const where = `answers.${question.id}`;
	for (const key of Object.keys(answer))
		expect(ANSWER_KEYS.has(key), `${where} has an unknown field ${key}`).toBe(true);
	// single-select answers still use arrays
	expect(Array.isArray(answer.values) && Array.isArray(answer.labels) && Array.isArray(answer.indices), where).toBe(
		true,
	);
	expect(answer.labels.length, `${where}: one label per value`).toBe(answer.values.length);
	const custom = answer.customText === undefined ? 0 : 1;
	expect(answer.indices.length + custom, `${where}: one index per selected option, none for custom text`).toBe(
		answer.values.length,
	);
	// indices are 1-based rendered option positions, in the options' original order
	answer.indices.forEach((position, k) => {
		expect(Number.isInteger(position) && position >= 1 && position <= question.options.length, where).toBe(true);
		if (k > 0) expect(position, `${where}: indices ascend`).toBeGreaterThan(answer.indices[k - 1] ?? 0);
		const option = question.options[position - 1];
		expect(answer.values[k], `${where}.values[${k}] is the option at ${position}`).toBe(option?.value);
		expect(answer.labels[k], `${where}.labels[${k}] is the option at ${position}`).toBe(option?.label);
	});
	// customText stores the free-form answer, last in values and labels; preview questions have none
	if (answer.customText !== undefined) {
		expect(question.allowsCustom, `${where}: custom text on a question without "Type your own"`).toBe(true);
		expect(isTrimmedText(answer.customText), `${where}.customText is trimmed, non-empty text`).toBe(true);
		expect(answer.values.at(-1), `${where}: custom text is the last value`).toBe(answer.customText);
		expect(answer.labels.at(-1), `${where}: custom text is the last label`).toBe(answer.customText);
	}
	// on single-select (and preview) questions, free-form text replaces the selection
	if (question.type !== "multi") expect(answer.values.length, `${where}: one choice at most`).toBeLessThanOrEqual(1);
	// note stores a question-level note; it may exist without a selected answer
	if (answer.note !== undefined) expect(isTrimmedText(answer.note), `${where}.note is trimmed, non-empty`).toBe(true);
	// optionNotes includes only notes for selected options
	if (answer.optionNotes !== undefined) {
		const selected = answer.indices.map((position) => question.options[position - 1]?.value);
		const entries = Object.entries(answer.optionNotes);
		expect(entries.length, `${where}.optionNotes is omitted when empty`).toBeGreaterThan(0);
		for (const [value, note] of entries) {
			expect(selected, `${where}.optionNotes.${value} is for a selected option`).toContain(value);
			expect(isTrimmedText(note), `${where}.optionNotes.${value} is trimmed, non-empty`).toBe(true);
		}
	}
	// notes on options that ended up unchosen are kept apart, in option order, each naming its option
	if (answer.unchosenOptionNotes !== undefined) {
		const notes = answer.unchosenOptionNotes;
		expect(notes.length, `${where}.unchosenOptionNotes is omitted when empty`).toBeGreaterThan(0);
		const positions = notes.map((n) => question.options.findIndex((o) => o.value === n.value) + 1);
		notes.forEach((n, k) => {
			const position = positions[k] ?? 0;
			expect(position, `${where}.unchosenOptionNotes[${k}] names an option`).toBeGreaterThan(0);
			expect(answer.indices, `${where}.unchosenOptionNotes[${k}] is for an unchosen option`).not.toContain(position);
			expect(n.label, `${where}.unchosenOptionNotes[${k}].label`).toBe(question.options[position - 1]?.label);
			expect(isTrimmedText(n.note), `${where}.unchosenOptionNotes[${k}].note is trimmed, non-empty`).toBe(true);
			if (k > 0)
				expect(position, `${where}.unchosenOptionNotes in option order`).toBeGreaterThan(positions[k - 1] ?? 0);
		});
	}
	// recommended options left unchosen are named only on an answered question (the person chose against them)
	if (answer.unchosenRecommended !== undefined) {
		expect(answer.values.length, `${where}.unchosenRecommended only on an answered question`).toBeGreaterThan(0);
		for (const option of answer.unchosenRecommended) {
			const position = question.options.findIndex((o) => o.value === option.value) + 1;
			expect(question.options[position - 1]?.recommended, `${where}: ${option.value} is recommended`).toBe(true);
			expect(answer.indices, `${where}: ${option.value} is not chosen`).not.toContain(position);
		}
	}
	// a text question's answer is its text only
	if (question.type === "text") expect(answer.indices, `${where}: a text question has no options`).toEqual([]);
	// unanswered questions are omitted; a question with only notes keeps an entry with empty arrays
	const noted = answer.note !== undefined || answer.unchosenOptionNotes !== undefined;
	expect(answer.values.length > 0 || noted, `${where} is empty and should be omitted`).toBe(true);
}

/**
 * Checks `details` against every output rule of the contract (and the decisions in docs/decisions.md) that can
 * be judged from the payload alone. `payload` is raw input or a normalized payload.
 */
export function assertOutputRules(payload: unknown, details: AskUserDetails, expectedCancelled?: boolean): void {
	const normalized = normalize(payload);
	expect(details.title, "details.title is the payload's title").toBe(normalized.title);
	expect(details.questions, "details.questions lists every normalized question in order").toEqual(
		normalized.questions.map(({ id, label, prompt, type }) => ({ id, label, prompt, type })),
	);
	expect(typeof details.cancelled, "cancelled is a boolean").toBe("boolean");
	if (expectedCancelled !== undefined) expect(details.cancelled, "cancelled").toBe(expectedCancelled);
	if (details.note !== undefined) expect(isTrimmedText(details.note), "details.note is trimmed, non-empty").toBe(true);
	if (details.cancelled) {
		expect(details.answers, "a cancelled flow reports no answers").toEqual({});
		if (details.cancelReason !== undefined) expect(Object.keys(CANCEL_REASONS)).toContain(details.cancelReason);
		// only a failed flow and "discuss first" keep what was answered or noted, apart from `answers`
		const keeps = details.cancelReason === "error" || details.cancelReason === "discuss";
		if (!keeps) {
			expect(details.unsubmittedAnswers, "no unsubmitted answers on this cancel").toBeUndefined();
			expect(details.note, "no form note on this cancel").toBeUndefined();
		}
		for (const [id, answer] of Object.entries(details.unsubmittedAnswers ?? {})) {
			const question = normalized.questions.find((q) => q.id === id);
			expect(question, `unsubmittedAnswers.${id} belongs to a question`).toBeDefined();
			if (question !== undefined) assertAnswerRules(question, answer);
		}
		return;
	}
	expect(details.cancelReason, "a submitted flow has no cancel reason").toBeUndefined();
	// every answer is an own key, whatever the id (`__proto__`, `constructor`): nothing is lost in JSON either
	expect(JSON.parse(JSON.stringify(details)), "details survive JSON").toEqual(details);
	expect(Object.getPrototypeOf(details.answers), "answers is a plain object").toBe(Object.prototype);
	for (const [id, answer] of Object.entries(details.answers)) {
		const question = normalized.questions.find((q) => q.id === id);
		expect(question, `answers.${id} belongs to a question`).toBeDefined();
		if (question !== undefined) assertAnswerRules(question, answer);
	}
}
