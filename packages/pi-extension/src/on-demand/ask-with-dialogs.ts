import {
	type AskUserDetails,
	connect,
	type NormalizedPayload,
	type QuestionnaireView,
	type QuestionView,
	questionnaireMachine,
} from "@ask-user/core";
import { sanitizeLine } from "@ask-user/render-tui";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { createActor } from "xstate";
import { questionDialog, questionTitle } from "./dialog-steps.ts";

export type DialogUI = Pick<ExtensionUIContext, "select" | "input">;

/** Ends the flow after a dialog was dismissed: an abort of the run, or the person cancelling. */
function endFlow(view: QuestionnaireView, signal: AbortSignal | undefined): void {
	if (signal?.aborted) view.abort("aborted");
	else view.cancel();
}

/** Asks one round of the active question; every answer becomes machine events sent through the view's intents. */
async function askQuestion(
	ui: DialogUI,
	view: QuestionnaireView,
	question: QuestionView,
	count: number,
	signal: AbortSignal | undefined,
): Promise<void> {
	const dialog = questionDialog(question, count);
	const choice = await ui.select(dialog.title, [...dialog.entries], { signal });
	if (choice === undefined) return endFlow(view, signal);
	const action = dialog.actions[dialog.entries.indexOf(choice)];
	if (action === undefined) return; // not one of the entries: ask again
	if (action.kind === "next") return view.nextTab();
	if (action.kind === "row" && action.row.kind === "option") return view.pick(action.row.number);
	const isNote = action.kind === "note";
	const title = isNote ? `Note on ${sanitizeLine(question.label)}` : questionTitle(question, count);
	const text = await ui.input(title, isNote ? "A note for this question" : "Your answer", { signal });
	if (text === undefined) return endFlow(view, signal);
	if (action.kind === "row") {
		view.pick(action.row.number);
		// Single-select: saving moves on like a pick. Multi-select: keep the dialog open until Done.
		return question.type === "multi" ? view.closeEditor(text) : view.saveEditor(text);
	}
	view.openEditor("questionNote");
	view.saveEditor(text);
}

/**
 * Asks the questionnaire through pi's plain dialogs (`select`, `input`), which RPC mode forwards to its client.
 * The answers drive the same statechart as the terminal UI, so the result `details` have the same shape.
 */
export async function askWithDialogs(
	ui: DialogUI,
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
): Promise<AskUserDetails> {
	const actor = createActor(questionnaireMachine, { input: payload }).start();
	const send = actor.send.bind(actor);
	try {
		for (let snapshot = actor.getSnapshot(); snapshot.status === "active"; snapshot = actor.getSnapshot()) {
			const view = connect(snapshot, send);
			// A dismissed dialog was the person's answer to it: the Esc confirmation of the terminal UI is not asked.
			if (view.confirmingCancel !== undefined) view.cancel();
			else if (view.question === undefined) view.submit();
			else await askQuestion(ui, view, view.question, payload.questions.length, signal);
		}
		const output = actor.getSnapshot().output;
		if (output === undefined) throw new Error("the questionnaire ended without a result");
		return output;
	} finally {
		actor.stop();
	}
}
