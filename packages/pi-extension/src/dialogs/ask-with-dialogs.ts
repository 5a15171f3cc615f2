import {
	type AskUserDetails,
	DEFAULT_MESSAGES,
	type Messages,
	type NormalizedPayload,
	QuestionnaireFlow,
	type QuestionnaireSnapshot,
	type QuestionnaireView,
	type QuestionView,
	REVIEW_DIGITS,
	type ReviewView,
} from "@ask-user/core";
import { sanitizeText } from "@ask-user/render-tui/text";
import type { ExtensionUIContext, ExtensionUIDialogOptions } from "@mariozechner/pi-coding-agent";
import type { Snapshot } from "xstate";
import { onAbort } from "../form/abort.ts";
import { AskFailure } from "../tool/ask-failure.ts";
import { displayBlock, displayLine } from "../transcript/transcript-text.ts";
import {
	type Dialog,
	previewsDialog,
	previewTitle,
	questionDialog,
	questionTitle,
	reviewDialog,
} from "./dialog-steps.ts";
import { type DialogWords, dialogWords } from "./dialog-words.ts";

export type DialogUI = Pick<ExtensionUIContext, "select" | "input" | "editor" | "confirm">;

/** One round of dialogs: the UI, the run's signal, and what the questionnaire holds so far. */
interface Round {
	readonly ui: DialogUI;
	readonly signal: AbortSignal | undefined;
	/** The newest view: read it again after an intent, as the view read before is stale then. */
	readonly view: QuestionnaireView;
	readonly questionCount: number;
	readonly messages: Messages;
	/** The dialogs' own words, in the same language. */
	readonly words: DialogWords;
	/** Dialogs dismissed in a row, each with the discard then declined (`leave`); an answered dialog resets it. */
	readonly refusals: { count: number };
}

/**
 * A client that dismisses every dialog, the discard's confirmation too (pi reads a dismissed confirmation as No),
 * would be asked the same dialog forever: after this many refusals in a row, the form ends as dismissed. A person who
 * keeps answering No is asked again; nobody dismisses a dialog and declines its discard ten times over.
 */
const MOST_REFUSALS = 10;

/** The dialogs' options: the run's signal, when there is one. */
function dialogOptions(signal: AbortSignal | undefined): ExtensionUIDialogOptions {
	return signal === undefined ? {} : { signal };
}

/** The chosen entry's action; `{}` when the client sent an entry it was not offered; undefined when dismissed. */
async function choose<A>(round: Round, dialog: Dialog<A>): Promise<{ readonly action?: A } | undefined> {
	const choice = await round.ui.select(dialog.title, [...dialog.entries], dialogOptions(round.signal));
	if (choice === undefined) return undefined;
	round.refusals.count = 0;
	const action = dialog.actions[dialog.entries.indexOf(choice)];
	return action === undefined ? {} : { action };
}

/** `dialog`, or undefined as soon as `signal` aborts: pi's `editor` dialog takes no signal. */
function untilAborted<T>(dialog: Promise<T | undefined>, signal: AbortSignal | undefined): Promise<T | undefined> {
	if (signal === undefined) return dialog;
	if (signal.aborted) return Promise.resolve(undefined);
	return new Promise((resolve, reject) => {
		const stop = onAbort(signal, () => resolve(undefined));
		dialog.then(
			(value) => {
				stop();
				resolve(value);
			},
			(error: unknown) => {
				stop();
				reject(error);
			},
		);
	});
}

/**
 * Asks for text: an input when there is none yet, an editor starting from `current` otherwise. Undefined when
 * dismissed; typed text is sanitized as the terminal UI's editor does, so both modes give the same `details`.
 */
async function askText(
	round: Round,
	title: string,
	placeholder: string,
	current: string | undefined,
): Promise<string | undefined> {
	const { ui, signal } = round;
	const text =
		current === undefined
			? await ui.input(title, placeholder, dialogOptions(signal))
			: await untilAborted(ui.editor(title, current), signal);
	return text === undefined ? undefined : sanitizeText(text);
}

/**
 * Ends the flow as cancelled by the person, as the review's Cancel button does (it acts at once: the person chose
 * it deliberately, or confirmed discarding their answers).
 */
function cancelNow(round: Round): void {
	round.view.selectTab(round.questionCount);
	round.view.pick(REVIEW_DIGITS.cancel);
}

/** A dismissed select: cancels, after confirming when answers would be lost; otherwise the same dialog again. */
async function leave(round: Round): Promise<void> {
	const { ui, signal, view, words } = round;
	if (signal?.aborted) return; // the next round ends the flow as aborted
	const discard = view.getDiscard();
	if (discard !== undefined) {
		const confirmed = await ui.confirm(discard.question, words.discardDetail, dialogOptions(signal));
		if (signal?.aborted) return;
		if (!confirmed) {
			round.refusals.count += 1;
			if (round.refusals.count >= MOST_REFUSALS) view.dismiss();
			return;
		}
	}
	cancelNow(round);
}

/** Shows the previews of `question`'s options, one at a time, until `← Back` or a dismissal. */
async function showPreviews(round: Round, question: QuestionView): Promise<void> {
	const dialog = previewsDialog(question, round.words);
	for (;;) {
		const choice = await choose(round, dialog);
		if (choice === undefined || round.signal?.aborted || choice.action?.kind === "back") return;
		const row = choice.action?.row;
		if (row?.preview !== undefined) {
			await untilAborted(round.ui.editor(previewTitle(row, round.words), displayBlock(row.preview)), round.signal);
		}
	}
}

/** Asks the active question once; every answer becomes machine events sent through the view's intents. */
async function askQuestion(round: Round, question: QuestionView): Promise<void> {
	const { view, messages } = round;
	const choice = await choose(round, questionDialog(question, round.questionCount, round.words));
	if (choice === undefined) return leave(round);
	const { action } = choice;
	if (action === undefined) return; // not one of the entries: ask again
	// The intents' results (whether the event applied) are not needed: the next round asks from the new state.
	if (action.kind === "next") view.nextTab();
	else if (action.kind === "back") view.prevTab();
	else if (action.kind === "previews") await showPreviews(round, question);
	else if (action.kind === "row" && action.row.kind === "option") view.pick(action.row.number);
	else if (action.kind === "row") {
		const title = questionTitle(question, round.questionCount, round.words);
		const text = await askText(round, title, messages.answerHeading, action.row.customText);
		if (text === undefined) return; // Esc: back to the question
		view.pick(action.row.number);
		// Single-select: saving moves on like a pick. Multi-select: keep the dialog open until Done. The pick made
		// a newer view (an older one's intents do nothing): the editor it opened is saved from that view.
		if (question.type === "multi") round.view.closeEditor(text);
		else round.view.saveEditor(text);
	} else await askQuestionNote(round, question);
}

/** The question's note, from its dialog's `Add a note…` entry. */
async function askQuestionNote(round: Round, question: QuestionView): Promise<void> {
	const { view, messages } = round;
	const text = await askText(
		round,
		messages.questionNoteHeading(displayLine(question.label)),
		messages.questionNotePlaceholder,
		question.note,
	);
	if (text === undefined) return;
	view.openEditor("questionNote");
	round.view.saveEditor(text);
}

/**
 * A text question's editor, opened as its tab was entered: an input (an editor from the saved answer). Esc closes it
 * and leaves the question's own dialog (its one row, the note, Skip, Back) for the next round.
 */
async function askTextQuestion(round: Round, question: QuestionView): Promise<void> {
	const { view } = round;
	const current = question.getRow(question.focusedRow).customText;
	const title = questionTitle(question, round.questionCount, round.words);
	const text = await askText(round, title, round.messages.answerHeading, current);
	if (text === undefined) view.closeEditor();
	else view.saveEditor(text);
}

/**
 * The review: submit, cancel (at once: a deliberate choice), discuss first, note the whole form, change an answer,
 * or go back to the last question.
 */
async function askReview(round: Round, review: ReviewView): Promise<number | undefined> {
	const { view, messages } = round;
	const choice = await choose(round, reviewDialog(review, view.title, round.words));
	if (choice === undefined) {
		await leave(round);
		return undefined;
	}
	const { action } = choice;
	if (action?.kind === "submit") view.submit();
	else if (action?.kind === "cancel") cancelNow(round);
	else if (action?.kind === "discuss") view.discuss();
	else if (action?.kind === "note") {
		const text = await askText(round, messages.formNoteHeading, messages.formNotePlaceholder, review.note);
		if (text === undefined) return undefined;
		view.openEditor("formNote");
		round.view.saveEditor(text);
	} else if (action?.kind === "back") view.prevTab();
	else if (action?.kind === "change") {
		view.selectTab(action.index);
		return action.index;
	}
	return undefined;
}

/** The flow the dialogs run, as what comes before them sees it (the page's offer, D93). */
export interface DialogForm {
	/** The newest view: its intents act on the flow the dialogs run. */
	view(): QuestionnaireView;
	/** Settles with the result when the flow ends, however it ends. */
	readonly ended: Promise<AskUserDetails>;
	/** Calls `listener` on every change of the flow until the returned function is called. */
	onChange(listener: () => void): () => void;
	/**
	 * A dialog of what comes before was dismissed: the flow is cancelled as a dismissed select cancels it, after
	 * confirming when answers would be lost (the confirmation closed by `signal`). Whether the flow ended.
	 */
	dismissed(signal: AbortSignal): Promise<boolean>;
}

/** A stored form to continue, and where its progress goes. */
export interface DialogProgress {
	/** A restored snapshot to start from. */
	readonly snapshot?: Snapshot<unknown> | undefined;
	/** Every snapshot while the flow runs. */
	readonly onSnapshot?: ((snapshot: QuestionnaireSnapshot) => void) | undefined;
	/** The view's text, in the person's language; core's English without. */
	readonly messages?: Messages | undefined;
	/** The dialogs' own words, in the same language; English without. */
	readonly words?: DialogWords | undefined;
	/** Runs before the first dialog, on the started flow (the page's offer); the dialogs follow unless it ended. */
	readonly before?: ((form: DialogForm) => Promise<void>) | undefined;
}

/**
 * Asks the questionnaire through pi's plain dialogs (`select`, `input`, `editor`, `confirm`), which RPC mode
 * forwards to its client. The answers drive the same statechart as the terminal UI, so the result `details` have
 * the same shape. A failure ends the flow with an `AskFailure` keeping what was answered. A restored form that
 * was left in an editor continues with the draft saved, as Esc would have saved it.
 */
export async function askWithDialogs(
	ui: DialogUI,
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	progress: DialogProgress = {},
): Promise<AskUserDetails> {
	const { snapshot: restored, onSnapshot, messages = DEFAULT_MESSAGES, words = dialogWords("en"), before } = progress;
	let result: AskUserDetails | undefined;
	let failure: { readonly error: unknown } | undefined;
	const listeners = new Set<() => void>();
	let markEnded = (_details: AskUserDetails) => {};
	const ended = new Promise<AskUserDetails>((resolve) => {
		markEnded = resolve;
	});
	const flow = new QuestionnaireFlow({
		payload,
		messages,
		...(restored === undefined ? {} : { snapshot: restored }),
		onSnapshot: (snapshot) => {
			onSnapshot?.(snapshot);
			for (const listener of listeners) listener();
		},
		onDone: (details) => {
			result = details;
			markEnded(details);
		},
		// The flow ends as cancelled with what was answered (`failedDetails`) after telling the error here.
		onError: (error) => {
			failure ??= { error };
		},
	});
	const questionCount = payload.questions.length;
	const refusals = { count: 0 };
	// `round.view` is always the newest view: after an intent, the one read before it is stale.
	const roundUntil = (until: AbortSignal | undefined): Round => ({
		ui,
		signal: until,
		get view() {
			return flow.view;
		},
		questionCount,
		messages,
		words,
		refusals,
	});
	const round = roundUntil(signal);
	/** The question changed from the review: once the person moves on from it, the review comes back. */
	let changing: number | undefined;
	try {
		// Only a restored editor: a fresh form starts in one when its first question is a text question (asked below).
		const first = flow.view;
		if (restored !== undefined && first.editor !== undefined) first.closeEditor(first.editor.draft);
		await before?.({
			view: () => flow.view,
			ended,
			onChange(listener) {
				listeners.add(listener);
				return () => listeners.delete(listener);
			},
			async dismissed(until) {
				// A text question's editor opens as its tab is entered (a fresh form's first): closed before leaving.
				if (flow.view.editor !== undefined) flow.view.closeEditor();
				await leave(roundUntil(until));
				return flow.ended;
			},
		});
		while (!flow.ended) {
			const { view } = flow;
			if (signal?.aborted) view.abort("aborted");
			// Dialogs confirm a discard themselves (`leave`): the terminal UI's Esc confirmation is answered yes.
			else if (view.confirmingCancel !== undefined) view.cancel();
			else if (changing !== undefined && view.question?.index !== changing) {
				changing = undefined;
				if (view.review === undefined) view.selectTab(questionCount);
			} else if (view.review !== undefined) changing = await askReview(round, view.review);
			else if (view.mode === "editing" && view.question?.type === "text") await askTextQuestion(round, view.question);
			else if (view.question !== undefined) await askQuestion(round, view.question);
			else throw new Error(`no dialog for the questionnaire's ${view.mode} state`);
		}
	} catch (error) {
		flow.fail(error);
	} finally {
		flow.stop();
	}
	// The flow always ends with a result once it has ended; this only satisfies the type.
	if (result === undefined) throw new Error("the questionnaire ended without a result");
	if (failure !== undefined) throw new AskFailure(result, failure.error);
	return result;
}
