/**
 * When pi starts on a session it stopped in the middle of a form (`pi -c`), it offers the form once: a No (or Esc)
 * leaves a custom entry here, so the next start does not offer it again for the same interruption. The form stays
 * reopenable with `/ask-user` and listed by `/ask-user list`; once it is reopened and pi stops in it again, its new
 * entries come after the No, and it is offered again.
 */
import { isFields } from "@ask-user/core/contract";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import { FORM_ENTRY_TYPE } from "./stored-forms.ts";

/** The custom entry a declined offer leaves (`pi.appendEntry`, never sent to the model). */
export const DECLINED_ENTRY_TYPE = "ask-user-offer-declined";

/** A declined offer's entry data, as written. */
export interface DeclinedEntryData {
	/** The form offered. */
	readonly toolCallId: string;
}

/** Whether the offer of the form `toolCallId` was declined after the form's latest entry on `branch`. */
export function offerDeclined(branch: readonly SessionEntry[], toolCallId: string): boolean {
	for (let at = branch.length - 1; at >= 0; at--) {
		const entry = branch[at];
		if (entry?.type !== "custom" || !isFields(entry.data) || entry.data.toolCallId !== toolCallId) continue;
		if (entry.customType === DECLINED_ENTRY_TYPE) return true;
		if (entry.customType === FORM_ENTRY_TYPE) return false;
	}
	return false;
}
