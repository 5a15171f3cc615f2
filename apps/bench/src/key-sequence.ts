/**
 * The scripted keys of the keystroke benchmark, the same for ask_user and pi's questionnaire. A lap walks a fresh
 * flow once: on every question it peeks at the next tab and back, browses the rows down and up, then either opens
 * the free-text row and types into the editor (every third question that has one) or moves to an option, presses
 * Space (a toggle in ask_user, nothing in pi's) and Enter (both pick or move on to the next tab); on the review tab
 * it moves between the buttons and steps back and forth over the tabs. No key of a lap ends the flow in either
 * product, and every key does the same kind of work in both. Scripts use the key-script syntax of the
 * playground's `--keys` (test kit).
 */
import type { AskUserInput } from "@ask-user/core";
import { parseKeyScript } from "@ask-user/test-kit/key-script";

export interface QuestionShape {
	readonly options: number;
	/** Has a free-text row after the options (every question but preview ones). */
	readonly custom: boolean;
}

/** Text typed into the editor: a phrase, two backspaces, two more letters. */
const TYPED = [`text:${encodeURIComponent("prefer the read replica")}`, "BSpace", "BSpace", "text:ca"];
/** Rows browsed down and back up on every question. */
const BROWSE = 6;

export function shapeOf(input: AskUserInput): QuestionShape[] {
	return input.questions.map((question) => ({
		options: question.options.length,
		custom: question.type !== "preview",
	}));
}

function times(token: string, count: number): string[] {
	return Array.from({ length: Math.max(0, count) }, () => token);
}

function questionTokens(question: QuestionShape, index: number, count: number): string[] {
	const rows = question.options + (question.custom ? 1 : 0);
	const browse = Math.min(rows - 1, BROWSE);
	const tokens = [...(count > 1 ? ["Tab", "BTab"] : []), ...times("Down", browse), ...times("Up", browse)];
	if (question.custom && index % 3 === 0) return [...tokens, ...times("Down", rows - 1), "Enter", ...TYPED, "Enter"];
	return [...tokens, ...times("Down", Math.min(1 + (index % 3), question.options - 1)), "Space", "Enter"];
}

/** One lap as a key script: every question in order, then the review tab. */
export function lapScript(shape: readonly QuestionShape[]): string {
	const tokens = shape.flatMap((question, index) => questionTokens(question, index, shape.length));
	return [...tokens, "Down", "Up", "Down", "Up", "BTab", "Tab"].join(" ");
}

/** Laps of raw key input, as many as make `total` keys (the last one cut short). */
export function keyLaps(shape: readonly QuestionShape[], total: number): string[][] {
	const lap = parseKeyScript(lapScript(shape)).flatMap((step) => step.inputs);
	const laps: string[][] = [];
	for (let left = total; left > 0; left -= lap.length) laps.push(lap.slice(0, left));
	return laps;
}
