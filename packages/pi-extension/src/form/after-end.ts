/**
 * What follows a form's end in pi, besides its result: Enter held back after a timeout (the person may still be
 * typing into the form that closed), the notice that `/ask-user` reopens a form the person can undo the end of, and
 * the line the content adds to say how long a timed-out form waited.
 */
import type { AskUserDetails, CancelReason } from "@ask-user/core";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { REOPEN_COMMAND } from "../locale/messages.ts";
import type { NoticeWords, ReopenableEnd } from "../locale/notice-words.ts";
import type { FormTyping } from "./typing-clock.ts";

/** The ends the person can undo with `/ask-user`. */
const REOPENABLE_ENDS: ReadonlySet<CancelReason> = new Set<ReopenableEnd>(["user", "dismissed", "timeout"]);

function reopenable(reason: CancelReason | undefined): reason is ReopenableEnd {
	return reason !== undefined && REOPENABLE_ENDS.has(reason);
}

/** After a timeout, Enter sends pi's prompt again only after a pause this long. */
const ENTER_HOLD_AFTER_TIMEOUT_MS = 1500;

export interface EndedForm {
	readonly details: AskUserDetails;
	/** It showed in the terminal (not in the dialogs). */
	readonly inTerminal: boolean;
	/** It is stored in the session, so `/ask-user` can reopen it. */
	readonly stored: boolean;
	readonly typing?: FormTyping | undefined;
}

/**
 * Holds Enter after a terminal form timed out, and says how to reopen a form whose end the person can undo (in
 * `said`, the form's language).
 */
export function afterEnd(
	ctx: ExtensionContext,
	{ details, inTerminal, stored, typing }: EndedForm,
	said: NoticeWords,
): void {
	if (details.cancelReason === "timeout" && inTerminal) {
		// The form closed under the person's hands: what they go on typing must not be sent to the agent.
		typing?.holdEnterWhileTyping(ENTER_HOLD_AFTER_TIMEOUT_MS);
	}
	const reason = details.cancelReason;
	if (!reopenable(reason) || !stored) return;
	const command = `/${REOPEN_COMMAND}`;
	ctx.ui.notify(`ask-user: ${said.reopenHint(reason, command)}`, "info");
}

/** The content's line for a form that timed out after `minutes` without a key; `undefined` for any other end. */
export function timedOutLine(details: AskUserDetails, minutes: number | undefined): string | undefined {
	if (details.cancelReason !== "timeout" || minutes === undefined) return undefined;
	return `No key was pressed for ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
