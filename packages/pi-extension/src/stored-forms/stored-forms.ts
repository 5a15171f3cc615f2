/**
 * ask_user forms stored in pi's session: every terminal form appends custom entries (`pi.appendEntry`, never sent
 * to the model) with its progress as it goes and its outcome when it closes. Read here from the entries of the
 * current branch, with the form's questions taken from the `ask_user` call on the same branch. Everything read back
 * is untrusted: an entry of the wrong shape is skipped, and the progress is checked when the form is reopened.
 */
import { CANCEL_REASONS, type CancelReason, isFields } from "@ask-user/core/contract";
import type { SessionEntry } from "@mariozechner/pi-coding-agent";
import type { RelayAsker } from "../relay/asker.ts";
import { foldForms } from "./folded-forms.ts";

/** The custom entries' type. */
export const FORM_ENTRY_TYPE = "ask-user-form";

/**
 * The custom entry a question relayed from a subagent leaves (its call is in the child's session, not this one):
 * the call's id here, the child's arguments and who asked, so the form is listed and reopened like the agent's own,
 * titled as the relay titled it.
 */
export const RELAYED_ENTRY_TYPE = "ask-user-relayed";

/**
 * The custom entry a form of `/answer` leaves (it is no `ask_user` call): the form's own call id and its arguments
 * (the form the agent's prose was turned into), so it is stored, listed and reopened like the agent's own; a reopened
 * one's submit reaches the agent as a user message, as `/answer`'s does.
 */
export const ANSWER_ENTRY_TYPE = "ask-user-answer";

/** An `/answer` form's entry data, as written. */
export interface AnswerEntryData {
	readonly toolCallId: string;
	readonly args: unknown;
}

/** A relayed call's entry data, as written. */
export interface RelayedEntryData {
	readonly toolCallId: string;
	readonly args: unknown;
	/** The subagent that asked; entries written before it was kept have none. */
	readonly asker?: RelayAsker;
}

/** `open` while the form runs (and when pi stopped in the middle of it); then answered or cancelled. */
type FormStatus = "open" | "answered" | "cancelled";

/** One entry's data, as written. */
export interface FormEntryData {
	readonly v: 1;
	readonly toolCallId: string;
	readonly status: FormStatus;
	readonly cancelReason?: CancelReason;
	/** core's `SavedProgress`: checked by `restoreProgress` when the form is reopened. */
	readonly progress?: unknown;
	/** The entry's number in its form's entries; entries written before changes existed have none. */
	readonly n?: number;
	/** What changed since entry `n - 1` (`progress-patch.ts`), in place of the whole `progress`. */
	readonly changes?: unknown;
}

/** The latest state of a form that was not answered, with the arguments of its `ask_user` call. */
export interface StoredForm {
	readonly toolCallId: string;
	readonly status: "open" | "cancelled";
	readonly cancelReason?: CancelReason;
	readonly progress: unknown;
	/** The model's arguments to `ask_user`, to be validated again. */
	readonly args: unknown;
	/**
	 * pi stopped while the form was open (closed or killed): its call has no result, or the form was reopened after
	 * it had one, or its run was aborted and the session ends with that result (pi 1.x aborts the run as a signal
	 * stops it).
	 */
	readonly interrupted: boolean;
	/** A question relayed from a subagent: who asked it. */
	readonly asker?: RelayAsker;
}

const STATUSES: readonly FormStatus[] = ["open", "answered", "cancelled"];

function formEntryData(entry: SessionEntry): FormEntryData | undefined {
	if (entry.type !== "custom" || entry.customType !== FORM_ENTRY_TYPE || !isFields(entry.data)) return undefined;
	const { v, toolCallId, status } = entry.data;
	if (v !== 1 || typeof toolCallId !== "string" || !STATUSES.some((known) => known === status)) return undefined;
	return entry.data as unknown as FormEntryData;
}

/**
 * The `ask_user` calls on the branch, those relayed from subagents and the forms of `/answer` (their arguments by call
 * id, and who asked a relayed one), where on the branch each call got its result and each form's latest entry is.
 * Read field by field: a session file pi could load may still hold messages of shapes this code does not expect.
 */
function callsOn(branch: readonly SessionEntry[]) {
	const args = new Map<string, unknown>();
	const askers = new Map<string, RelayAsker>();
	const answeredAt = new Map<string, number>();
	const latestEntryAt = new Map<string, number>();
	let lastMessageAt = -1;
	for (const [at, entry] of branch.entries()) {
		if (entry.type === "message" && !abortedReply(entry.message)) lastMessageAt = at;
		const form = formEntryData(entry);
		if (form !== undefined) latestEntryAt.set(form.toolCallId, at);
		const message: unknown = entry.type === "message" ? entry.message : undefined;
		if (entry.type === "custom" && entry.customType === ANSWER_ENTRY_TYPE && isFields(entry.data)) {
			const { toolCallId, args: asked } = entry.data;
			if (typeof toolCallId === "string") args.set(toolCallId, asked);
		}
		if (entry.type === "custom" && entry.customType === RELAYED_ENTRY_TYPE && isFields(entry.data)) {
			const { toolCallId, args: relayed, asker } = entry.data;
			if (typeof toolCallId === "string") args.set(toolCallId, relayed);
			if (typeof toolCallId === "string" && isFields(asker)) {
				const { label, cwd, agentMessage } = asker;
				// The form's reader bounds the message as it does any agent's.
				const said = typeof agentMessage === "string" ? { agentMessage } : {};
				if (typeof label === "string" && typeof cwd === "string") askers.set(toolCallId, { label, cwd, ...said });
			}
		}
		if (!isFields(message)) continue;
		const { role, content, toolName, toolCallId } = message;
		if (role === "assistant" && Array.isArray(content)) {
			for (const part of content) {
				if (isFields(part) && part.type === "toolCall" && part.name === "ask_user" && typeof part.id === "string") {
					args.set(part.id, part.arguments);
				}
			}
		} else if (role === "toolResult" && toolName === "ask_user" && typeof toolCallId === "string") {
			answeredAt.set(toolCallId, at);
		}
	}
	/** Whether the form of `toolCallId` was still open when pi stopped: its latest entry is after its call's result. */
	const openAfterResult = (toolCallId: string) =>
		(latestEntryAt.get(toolCallId) ?? -1) > (answeredAt.get(toolCallId) ?? -1);
	/** Whether the call's result is the session's last message (but the run's aborted reply): nothing went on after it. */
	const lastOfSession = (toolCallId: string) => answeredAt.get(toolCallId) === lastMessageAt;
	/** When the form's latest entry was written, as its entry says (untrusted: a time or nothing). */
	const changedAt = (toolCallId: string): Date | undefined => {
		const at = latestEntryAt.get(toolCallId);
		const written = at === undefined ? undefined : Date.parse(branch[at]?.timestamp ?? "");
		return written === undefined || Number.isNaN(written) ? undefined : new Date(written);
	};
	return { args, askers, openAfterResult, lastOfSession, changedAt };
}

/**
 * Whether pi stopped while the form was open: an `open` form whose latest entry is after its call's result (or that
 * has none), or a form whose run was aborted and whose result ends the session (pi 1.x aborts the run when a signal
 * or a closed terminal stops it; a run aborted while pi went on has messages after it).
 */
function wasInterrupted(data: FormEntryData, calls: ReturnType<typeof callsOn>): boolean {
	if (data.status === "open") return calls.openAfterResult(data.toolCallId);
	return data.status === "cancelled" && data.cancelReason === "aborted" && calls.lastOfSession(data.toolCallId);
}

/** The assistant message pi 1.x ends an aborted run with, after the aborted tool results. */
function abortedReply(message: unknown): boolean {
	return isFields(message) && message.role === "assistant" && message.stopReason === "aborted";
}

/** A form of the session as `/ask-user list` shows it: answered ones too. */
export interface SessionForm {
	readonly toolCallId: string;
	readonly status: FormStatus;
	readonly cancelReason?: CancelReason;
	readonly progress: unknown;
	readonly args: unknown;
	readonly interrupted: boolean;
	readonly asker?: RelayAsker;
	/** When its latest entry was written, where the entry says a valid time. */
	readonly changedAt?: Date;
}

/**
 * The forms on `branch` (pi's `sessionManager.getBranch()`) whose `ask_user` call is on the branch too, the latest
 * first, each as its latest entry left it.
 */
export function sessionForms(branch: readonly SessionEntry[]): SessionForm[] {
	const latest = foldForms(branch.flatMap((entry) => formEntryData(entry) ?? []));
	const calls = callsOn(branch);
	const { args, askers } = calls;
	return [...latest.values()].reverse().flatMap(({ data, progress }) => {
		if (!args.has(data.toolCallId)) return [];
		// Only a known reason is kept: the entry's text is never passed on as it was written.
		const cancelReason = CANCEL_REASONS.find((known) => known === data.cancelReason);
		const asker = askers.get(data.toolCallId);
		const changedAt = calls.changedAt(data.toolCallId);
		return [
			{
				toolCallId: data.toolCallId,
				status: data.status,
				...(cancelReason === undefined ? {} : { cancelReason }),
				progress,
				args: args.get(data.toolCallId),
				interrupted: wasInterrupted(data, calls),
				...(asker === undefined ? {} : { asker }),
				...(changedAt === undefined ? {} : { changedAt }),
			},
		];
	});
}

/** Whether `form` can be reopened (it was not answered), as a `StoredForm`. */
export function reopenable(form: SessionForm): form is StoredForm {
	return form.status !== "answered";
}

/**
 * The latest form on `branch` that was not answered — cancelled, timed out, aborted, or interrupted — when its
 * `ask_user` call is on the branch too.
 */
export function latestUnansweredForm(branch: readonly SessionEntry[]): StoredForm | undefined {
	return sessionForms(branch).find(reopenable);
}
