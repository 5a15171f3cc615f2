/**
 * A form's progress as plain JSON, to store it (e.g. in a session file) and to reopen the form later where the
 * person was: answers, notes, the tab, and an open editor with its draft. The questions are not part of it: the
 * host keeps the payload (pi keeps the tool call) and validates it again. What comes back from storage is
 * untrusted: `restoreProgress` checks every field against the payload and answers with a persisted snapshot of the
 * machine `createQuestionnaireMachine` makes (for `createActor(…, { snapshot, input })`), or with issues that name
 * each field.
 */
import type { Snapshot } from "xstate";
import { isFields } from "../contract/fields.ts";
import type { NormalizedPayload, NormalizedQuestion } from "../contract/types.ts";
import { rowCount } from "./question-state.ts";
import { defaultQuestionnaireMachine, type QuestionnaireSnapshot } from "./questionnaire.machine.ts";
import type { EditorKind, QuestionnaireContext, QuestionState } from "./questionnaire.types.ts";

/** Where the person was: on a question, on the review, or in an editor (its kind and draft). */
export type SavedPlace =
	| { readonly mode: "answering" }
	| { readonly mode: "reviewing" }
	| { readonly mode: "editing"; readonly kind: EditorKind; readonly draft: string };

/** A flow's progress as plain JSON (`saveProgress`): each question's state, the tab, the place, the form note. */
export interface SavedProgress {
	/** Parallel to the payload's questions. */
	readonly states: readonly QuestionState[];
	/** The question tab (kept while reviewing). */
	readonly current: number;
	readonly place: SavedPlace;
	/** The note on the whole form, when there is one. */
	readonly formNote?: string;
}

/**
 * What `restoreProgress` returns: a snapshot to start the machine from, or why the saved progress does not fit the
 * payload.
 */
export type RestoredProgress =
	| { readonly ok: true; readonly snapshot: Snapshot<unknown>; readonly progress: SavedProgress }
	| { readonly ok: false; readonly issues: readonly string[] };

const EDITOR_KINDS: readonly EditorKind[] = ["answer", "questionNote", "optionNote", "formNote"];

function editorKindOf(snapshot: QuestionnaireSnapshot): EditorKind {
	return EDITOR_KINDS.find((kind) => snapshot.matches({ editing: kind })) ?? "answer";
}

/**
 * The progress of a running flow. A digit waiting for the next one, or a cancel waiting to be confirmed, is saved as
 * plain answering: neither is worth restoring.
 */
export function saveProgress(snapshot: QuestionnaireSnapshot): SavedProgress {
	const { states, current, draft, formNote } = snapshot.context;
	const place: SavedPlace = snapshot.matches("editing")
		? { mode: "editing", kind: editorKindOf(snapshot), draft }
		: snapshot.matches("reviewing")
			? { mode: "reviewing" }
			: { mode: "answering" };
	return formNote === undefined ? { states, current, place } : { states, current, place, formNote };
}

const isIndex = (value: unknown, below: number): value is number =>
	typeof value === "number" && Number.isInteger(value) && value >= 0 && value < below;

/** Typed text, as the editors leave it: no control character but the line break. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

/** Checks one text field; pushes an issue and returns undefined when it is not text as the editors produce it. */
function text(value: unknown, at: string, issues: string[]): string | undefined {
	if (typeof value !== "string") issues.push(`${at}: must be a string`);
	else if (CONTROL.test(value)) issues.push(`${at}: holds a control character`);
	else return value;
	return undefined;
}

function optionalText(raw: Record<string, unknown>, key: string, at: string, issues: string[]): string | undefined {
	if (raw[key] === undefined) return undefined;
	const value = text(raw[key], `${at}.${key}`, issues);
	if (value?.trim() === "") issues.push(`${at}.${key}: must not be blank`);
	return value;
}

function selectedOf(raw: unknown, question: NormalizedQuestion, at: string, issues: string[]): number[] {
	const count = question.options.length;
	if (!Array.isArray(raw) || !raw.every((index) => isIndex(index, count))) {
		issues.push(`${at}: must list option positions from 0 to ${count - 1}`);
		return [];
	}
	const selected = [...new Set(raw)].sort((a, b) => a - b);
	if (selected.length !== raw.length) issues.push(`${at}: lists an option twice`);
	if (question.type !== "multi" && selected.length > 1) issues.push(`${at}: a ${question.type} question has one`);
	return selected;
}

function optionNotesOf(raw: unknown, question: NormalizedQuestion, at: string, issues: string[]) {
	const notes: Record<number, string> = {};
	if (!isFields(raw)) {
		issues.push(`${at}: must be an object of option position → note`);
		return notes;
	}
	for (const [key, value] of Object.entries(raw)) {
		const index = Number(key);
		if (String(index) !== key || !isIndex(index, question.options.length)) {
			issues.push(`${at}.${key}: is not an option position of ${JSON.stringify(question.id)}`);
			continue;
		}
		const note = text(value, `${at}.${key}`, issues);
		if (note !== undefined) notes[index] = note;
	}
	return notes;
}

function stateOf(raw: unknown, question: NormalizedQuestion, at: string, issues: string[]): QuestionState {
	if (!isFields(raw)) {
		issues.push(`${at}: must be an object`);
		return { selected: [], optionNotes: {}, focus: 0 };
	}
	const selected = selectedOf(raw.selected, question, `${at}.selected`, issues);
	const customText = optionalText(raw, "customText", at, issues);
	if (customText !== undefined && !question.allowsCustom) {
		issues.push(`${at}.customText: ${JSON.stringify(question.id)} takes no own answer`);
	}
	if (customText !== undefined && question.type === "single" && selected.length > 0) {
		issues.push(`${at}: a single question has an option or an own answer, not both`);
	}
	const note = optionalText(raw, "note", at, issues);
	const optionNotes = optionNotesOf(raw.optionNotes, question, `${at}.optionNotes`, issues);
	if (!isIndex(raw.focus, rowCount(question)))
		issues.push(`${at}.focus: must be a row from 0 to ${rowCount(question) - 1}`);
	return {
		selected,
		...(customText === undefined ? {} : { customText }),
		...(note === undefined ? {} : { note }),
		optionNotes,
		focus: isIndex(raw.focus, rowCount(question)) ? raw.focus : 0,
	};
}

function placeOf(raw: unknown, question: NormalizedQuestion, focus: number, issues: string[]): SavedPlace {
	const mode = isFields(raw) ? raw.mode : undefined;
	if (!isFields(raw) || (mode !== "answering" && mode !== "reviewing" && mode !== "editing")) {
		issues.push('place.mode: must be "answering", "reviewing" or "editing"');
		return { mode: "answering" };
	}
	if (mode !== "editing") return { mode };
	const kind = EDITOR_KINDS.find((known) => known === raw.kind);
	const draft = text(raw.draft, "place.draft", issues) ?? "";
	if (kind === undefined) issues.push(`place.kind: must be one of ${EDITOR_KINDS.join(", ")}`);
	else if (kind === "answer" && (!question.allowsCustom || focus !== question.options.length)) {
		issues.push("place.kind: an answer editor needs the focus on the question's Type your own row");
	} else if (kind === "optionNote" && focus >= question.options.length) {
		issues.push("place.kind: an option note editor needs the focus on an option");
	}
	return { mode, kind: kind ?? "answer", draft };
}

/** The machine's state for a place: editors and the review open as they were, everything else answering. */
function stateValue(place: SavedPlace) {
	if (place.mode === "editing") return { editing: place.kind };
	return place.mode === "reviewing" ? "reviewing" : { answering: "idle" };
}

/** `saved` (untrusted JSON) checked against `payload`; the machine's persisted snapshot to start from. */
export function restoreProgress(payload: NormalizedPayload, saved: unknown): RestoredProgress {
	if (!isFields(saved)) return { ok: false, issues: ["progress: must be an object"] };
	const { questions } = payload;
	const issues: string[] = [];
	if (!Array.isArray(saved.states) || saved.states.length !== questions.length) {
		return { ok: false, issues: [`states: must hold one entry for each of the ${questions.length} questions`] };
	}
	const rawStates: readonly unknown[] = saved.states;
	const states = questions.map((question, index) => stateOf(rawStates[index], question, `states[${index}]`, issues));
	if (!isIndex(saved.current, questions.length))
		issues.push(`current: must be a question from 0 to ${questions.length - 1}`);
	const current = isIndex(saved.current, questions.length) ? saved.current : 0;
	const question = questions[current];
	const place =
		question === undefined
			? { mode: "answering" as const }
			: placeOf(saved.place, question, states[current]?.focus ?? 0, issues);
	const formNote = optionalText(saved, "formNote", "progress", issues);
	if (issues.length > 0) return { ok: false, issues };
	const context: QuestionnaireContext = {
		...(payload.title === undefined ? {} : { title: payload.title }),
		questions,
		states,
		current,
		reviewFocus: "submit",
		draft: place.mode === "editing" ? place.draft : "",
		...(formNote === undefined ? {} : { formNote }),
	};
	const machine = defaultQuestionnaireMachine();
	const resolved = machine.resolveState({ value: stateValue(place), context });
	return {
		ok: true,
		snapshot: machine.getPersistedSnapshot(resolved),
		progress: formNote === undefined ? { states, current, place } : { states, current, place, formNote },
	};
}
