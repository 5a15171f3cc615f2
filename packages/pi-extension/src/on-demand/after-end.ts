/**
 * What follows a form's end in pi, besides its result: Enter held back after a timeout (the person may still be
 * typing into the form that closed), the notice that `/ask-user` reopens a form the person can undo the end of, and
 * the line the content adds to say how long a timed-out form waited.
 */
import type { AskUserDetails, CancelReason } from "@ask-user/core";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { REOPEN_COMMAND } from "../startup/messages.ts";
import type { FormTyping } from "../startup/typing-clock.ts";

/** The ends the person can undo with `/ask-user`, as the notice after them says them. */
const REOPENABLE_ENDS: Partial<Record<CancelReason, string>> = {
	user: "was cancelled",
	dismissed: "was discarded",
	timeout: "timed out",
};

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

/** Holds Enter after a terminal form timed out, and says how to reopen a form whose end the person can undo. */
export function afterEnd(ctx: ExtensionContext, { details, inTerminal, stored, typing }: EndedForm): void {
	if (details.cancelReason === "timeout" && inTerminal) {
		// The form closed under the person's hands: what they go on typing must not be sent to the agent.
		typing?.holdEnterWhileTyping(ENTER_HOLD_AFTER_TIMEOUT_MS);
	}
	const ended = details.cancelReason === undefined ? undefined : REOPENABLE_ENDS[details.cancelReason];
	if (ended !== undefined && stored) {
		ctx.ui.notify(`ask-user: the form ${ended}; /${REOPEN_COMMAND} reopens it as you left it.`, "info");
	}
}

/** The content's line for a form that timed out after `minutes` without a key; `undefined` for any other end. */
export function timedOutLine(details: AskUserDetails, minutes: number | undefined): string | undefined {
	if (details.cancelReason !== "timeout" || minutes === undefined) return undefined;
	return `No key was pressed for ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
