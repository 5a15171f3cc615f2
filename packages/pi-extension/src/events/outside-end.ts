/**
 * Ends that come from outside the form's UI: an answer or a cancel another extension sends on `pi.events`, or the
 * dialogs' time limit. The first end wins, and it closes the form.
 */
import type { AskUserDetails, NormalizedPayload } from "@ask-user/core";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { NoticeWords } from "../locale/notice-words.ts";
import { displayLine } from "../transcript/transcript-text.ts";
import type { AnswerDesk } from "./answer-desk.ts";
import { listenForOutsideEnd } from "./events.ts";

export interface OutsideEnd {
	/** Ends the form with `details`, unless an end was taken already, and closes it. */
	end(details: AskUserDetails): void;
	/** The end taken, if one was. */
	taken(): AskUserDetails | undefined;
	/** Stops taking ends (the form closed). */
	stop(): void;
}

/** Takes the ends aimed at the form `toolCallId` from `desk`; `close` closes the form once one is taken. */
export function followOutsideEnd(
	desk: AnswerDesk,
	form: { readonly toolCallId: string; readonly payload: NormalizedPayload; readonly close: () => void },
	ctx: ExtensionContext,
	said: NoticeWords,
): OutsideEnd {
	let taken: AskUserDetails | undefined;
	const end = (details: AskUserDetails) => {
		taken ??= details;
		form.close();
	};
	const stop = listenForOutsideEnd(desk, form.toolCallId, form.payload, {
		end,
		ended: () => taken !== undefined,
		// The problems quote the sender's data: shown like model text.
		reject: (issues) =>
			ctx.ui.notify(`ask-user: ${said.extensionAnswerRefused}\n${issues.map(displayLine).join("\n")}`, "warning"),
	});
	return { end, taken: () => taken, stop };
}
