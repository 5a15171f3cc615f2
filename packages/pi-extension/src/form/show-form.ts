/**
 * Where the form shows: in pi's terminal UI, or through pi's plain dialogs where pi has no custom UI (RPC mode).
 * Submitted answers say which (`source`); the dialogs show no time left, so their time limit is kept here.
 */
import { type AnswerSource, type AskUserDetails, cancelledDetails, type NormalizedPayload } from "@ask-user/core";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { askWithDialogs } from "../dialogs/ask-with-dialogs.ts";
import type { DialogWords } from "../dialogs/dialog-words.ts";
import type { PageOffer } from "../page/page-offer.ts";
import { askInTerminal, type TerminalFormOptions } from "./ask-in-terminal.ts";

/** The form's outcome, and whether it showed in the terminal (else in the dialogs). */
export interface ShownForm {
	readonly details: AskUserDetails;
	readonly inTerminal: boolean;
}

export interface ShowOptions extends TerminalFormOptions {
	/** Ends an unanswered form after this many minutes; the terminal form keeps its own limit (its companion). */
	readonly timeoutMinutes?: number | undefined;
	/** Ends the form from outside the dialogs, with the timeout's details. */
	readonly endFromOutside: (details: AskUserDetails) => void;
	/** The dialogs' own words, in the form's language. */
	readonly words: DialogWords;
	/** The dialogs start by offering the form's web page (D93). */
	readonly offer?: PageOffer | undefined;
}

/**
 * Shows the form in the terminal, or in the dialogs when pi has none, until `signal` closes it or it ends; what an
 * ask fails with (`AskFailure`) is thrown as it is.
 */
export async function showForm(
	ui: ExtensionUIContext,
	payload: NormalizedPayload,
	signal: AbortSignal,
	options: ShowOptions,
): Promise<ShownForm> {
	const inTerminal = await askInTerminal(ui, payload, signal, options);
	if (inTerminal !== undefined) return { details: stamped(inTerminal, "terminal"), inTerminal: true };
	const { timeoutMinutes: minutes, endFromOutside } = options;
	const timer =
		minutes === undefined
			? undefined
			: setTimeout(() => endFromOutside(cancelledDetails("timeout", payload)), minutes * 60_000);
	try {
		const { snapshot, onSnapshot, messages, words, offer } = options;
		const before = offer?.before;
		const details = await askWithDialogs(ui, payload, signal, { snapshot, onSnapshot, messages, words, before });
		return { details: stamped(details, offer?.answeredOn() ?? "rpc"), inTerminal: false };
	} finally {
		clearTimeout(timer);
	}
}

/** Submitted answers say where they came from (the form's page, when it said so already); a cancel has no source. */
function stamped(details: AskUserDetails, source: AnswerSource): AskUserDetails {
	return details.cancelled || details.source !== undefined ? details : { ...details, source };
}
