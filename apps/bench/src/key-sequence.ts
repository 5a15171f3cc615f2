/**
 * The scripted keys of the keystroke benchmark, the same walk for every product. A lap walks a fresh flow once: on
 * every question it peeks at the next tab and back, browses the rows down and up, then either opens the free-text
 * row and types into it (every third question that has one) or moves to an option, presses Space (a toggle in
 * ask_user and on rpiv's multi-select questions, nothing in pi's) and confirms (Enter picks or moves on to the next
 * tab); on the review tab it moves between the buttons and steps back and forth over the tabs. No key of a lap ends
 * the flow in any product, and every key does the same kind of work in all. Where a product takes other keys for
 * the same step, its `KeyTraits` say so. Scripts use the key-script syntax of the playground's `--keys` (test kit).
 */
import type { AskUserInput } from "@ask-user/core";
import { parseKeyScript } from "@ask-user/test-kit/key-script";

export interface QuestionShape {
	readonly options: number;
	/** Has a free-text row after the options (every question but preview ones). */
	readonly custom: boolean;
	readonly multi: boolean;
}

/** Where a product's keys differ for the same step of a lap. */
export interface KeyTraits {
	/** The free-text row takes typing as soon as it is focused: no Enter opens an editor first (rpiv). */
	readonly typesInRow: boolean;
	/** Enter toggles an option of a multi-select question, and Tab moves on instead (rpiv). */
	readonly multiEnterToggles: boolean;
	/** Enter on an option of a one-question form submits it: the lap leaves that Enter out (rpiv). */
	readonly singleEnterSubmits: boolean;
}

/** ask_user's and pi's questionnaire's keys. */
export const EDITOR_KEYS: KeyTraits = { typesInRow: false, multiEnterToggles: false, singleEnterSubmits: false };

/** Text typed into the editor: a phrase, two backspaces, two more letters. */
const TYPED = [`text:${encodeURIComponent("prefer the read replica")}`, "BSpace", "BSpace", "text:ca"];
/** Rows browsed down and back up on every question. */
const BROWSE = 6;

export function shapeOf(input: AskUserInput): QuestionShape[] {
	return input.questions.map((question) => ({
		options: question.options?.length ?? 0,
		custom: question.type !== "preview",
		multi: question.type === "multi",
	}));
}

function times(token: string, count: number): string[] {
	return Array.from({ length: Math.max(0, count) }, () => token);
}

function questionTokens(question: QuestionShape, index: number, count: number, traits: KeyTraits): string[] {
	const rows = question.options + (question.custom ? 1 : 0);
	const browse = Math.min(rows - 1, BROWSE);
	const tokens = [...(count > 1 ? ["Tab", "BTab"] : []), ...times("Down", browse), ...times("Up", browse)];
	const submits = count === 1 && traits.singleEnterSubmits;
	if (question.custom && index % 3 === 0) {
		const toRow = times("Down", rows - 1);
		const typed = traits.typesInRow ? TYPED : ["Enter", ...TYPED];
		return [...tokens, ...toRow, ...typed, ...(submits ? [] : ["Enter"])];
	}
	const confirm = submits ? [] : [question.multi && traits.multiEnterToggles ? "Tab" : "Enter"];
	return [...tokens, ...times("Down", Math.min(1 + (index % 3), question.options - 1)), "Space", ...confirm];
}

/** One lap as a key script: every question in order, then the review tab. */
export function lapScript(shape: readonly QuestionShape[], traits: KeyTraits = EDITOR_KEYS): string {
	const tokens = shape.flatMap((question, index) => questionTokens(question, index, shape.length, traits));
	return [...tokens, "Down", "Up", "Down", "Up", "BTab", "Tab"].join(" ");
}

/** Laps of raw key input, as many as make `total` keys (the last one cut short). */
export function keyLaps(shape: readonly QuestionShape[], total: number, traits: KeyTraits = EDITOR_KEYS): string[][] {
	const lap = parseKeyScript(lapScript(shape, traits)).flatMap((step) => step.inputs);
	const laps: string[][] = [];
	for (let left = total; left > 0; left -= lap.length) laps.push(lap.slice(0, left));
	return laps;
}
