/**
 * `/ask-user` reopens the latest form on the current branch that was not answered (cancelled, timed out, aborted,
 * or interrupted by pi stopping), where the person left it; submitted answers reach the agent as a user message.
 * When pi starts on a session whose latest form was interrupted (`pi -c`), the person is offered it at once.
 */
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { askLoader } from "./ask-loader.ts";
import type { ExecuteOptions } from "./execute.ts";
import { REOPEN_COMMAND } from "./messages.ts";
import type { FormSession } from "./open-forms.ts";
import { latestUnansweredForm, type StoredForm } from "./stored-forms.ts";
import { displayLine, displayText } from "./transcript-text.ts";

export const REOPEN_DESCRIPTION = "Reopen the latest unanswered, cancelled or interrupted ask_user form on this branch";

export interface ReopenOptions extends ExecuteOptions {
	readonly session: FormSession;
	/** `pi.sendUserMessage`: the answers go to the agent as a user message. */
	readonly sendUserMessage: (text: string, options?: { deliverAs: "followUp" }) => void;
}

/** What the form asks, as one safe line: the title, or the first prompt. */
function subjectOf(form: StoredForm): string {
	const args = form.args;
	if (typeof args !== "object" || args === null) return "the form";
	const { title, questions } = args as { title?: unknown; questions?: unknown };
	const first = Array.isArray(questions) ? (questions[0] as { prompt?: unknown } | undefined)?.prompt : undefined;
	const text = displayText(title) ?? displayText(first);
	if (text === undefined) return "the form";
	const characters = [...text];
	return `"${characters.length > 80 ? `${characters.slice(0, 79).join("")}…` : text}"`;
}

function describeError(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/** Reopens the latest unanswered form, or says why there is none to reopen. Never throws. */
export async function reopenLatestForm(ctx: ExtensionContext, options: ReopenOptions): Promise<void> {
	try {
		if (!ctx.hasUI) return;
		if (options.session.openForms.isOpen) {
			ctx.ui.notify("ask-user: a form is open already", "info");
			return;
		}
		const form = latestUnansweredForm(ctx.sessionManager.getBranch());
		if (form === undefined) {
			ctx.ui.notify("ask-user: no unanswered, cancelled or interrupted form on this branch", "info");
			return;
		}
		const { reopenForm } = await askLoader.load();
		await reopenForm(form, ctx, {
			...options,
			sendUserMessage: (text) =>
				ctx.isIdle() ? options.sendUserMessage(text) : options.sendUserMessage(text, { deliverAs: "followUp" }),
		});
	} catch (error) {
		// The error may quote the stored form, which anyone can edit: shown like model text.
		ctx.ui.notify(displayLine(`ask-user: the form could not be reopened (${describeError(error)})`), "error");
	}
}

/**
 * Offers the latest form when pi stopped while it was open (the session was continued or resumed); does not wait
 * for the answer, so pi's start goes on. Not on a reload: the form may still be open in the runtime being replaced.
 */
export function offerInterruptedForm(ctx: ExtensionContext, options: ReopenOptions): void {
	if (!ctx.hasUI || options.session.openForms.isOpen) return;
	const form = latestUnansweredForm(ctx.sessionManager.getBranch());
	if (form?.interrupted !== true) return;
	const message = `pi stopped while ${subjectOf(form)} was open; your answers so far are kept. (/${REOPEN_COMMAND} reopens it later too.)`;
	ctx.ui.confirm("Reopen the interrupted question?", message).then(
		(reopen) => (reopen ? reopenLatestForm(ctx, options) : undefined),
		() => undefined,
	);
}
