/**
 * The form among the session's open forms: it waits its turn behind a form reopened with `/ask-user`, its progress
 * is stored in the session while it runs (so `/ask-user` can reopen it), and it counts as open until it closes.
 */
import type { AskUserDetails, QuestionnaireSnapshot } from "@ask-user/core";
import type { ViewPlace } from "@ask-user/render-tui";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { NoticeWords } from "../locale/notice-words.ts";
import { createFormStore } from "../stored-forms/form-store.ts";
import type { FormSession } from "./open-forms.ts";

/**
 * Whether the form may open: at once, or once the form reopened with `/ask-user` closed (one form at a time; the
 * agent's question waits for the person's own, as `said` tells); `false` when `signal` aborted the wait.
 */
export async function formsTurn(
	session: FormSession | undefined,
	ctx: ExtensionContext,
	signal: AbortSignal | undefined,
	said: NoticeWords,
): Promise<boolean> {
	if (session?.openForms.reopenedIsOpen !== true) return true;
	ctx.ui.notify(`ask-user: ${said.waitsForOpenForm}`, "info");
	return session.openForms.whenReopenedClosed(signal);
}

/** The form's place in the session while it is open. */
export interface SessionForm {
	/** Takes every snapshot of the running form; absent where there is no session to store it in. */
	readonly onSnapshot: ((snapshot: QuestionnaireSnapshot) => void) | undefined;
	/** Whether the form is stored, so `/ask-user` can reopen it once it ended. */
	readonly stored: boolean;
	/** Where the person was in the form's previews, kept while pi runs for the form reopened from it. */
	readonly place: ViewPlace | undefined;
	/** The outcome, stored with the last progress. */
	end(details: AskUserDetails): void;
	/** The form closed: it is no longer open. */
	close(): void;
}

export function sessionForm(
	session: FormSession | undefined,
	form: { readonly toolCallId: string; readonly reopened?: boolean | undefined },
	ctx: ExtensionContext,
	said: NoticeWords,
): SessionForm {
	if (session === undefined) {
		return { onSnapshot: undefined, stored: false, place: undefined, end: () => {}, close: () => {} };
	}
	const store = createFormStore({
		toolCallId: form.toolCallId,
		append: session.append,
		report: (problem) =>
			ctx.ui.notify(
				`ask-user: ${problem.kind === "failed" ? said.progressNotStored(problem.reason) : said.progressTooLarge}`,
				"warning",
			),
	});
	const close = session.openForms.add(store.flush, form.reopened);
	const place = session.places?.get(form.toolCallId) ?? { previews: new Map<string, number>() };
	session.places?.set(form.toolCallId, place);
	return { onSnapshot: store.snapshot, stored: true, place, end: store.end, close };
}
