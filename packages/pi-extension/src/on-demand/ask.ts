import { basename } from "node:path";
import {
	type AnswerSource,
	type AskUserDetails,
	type CancelReason,
	cancelledDetails,
	formatIssues,
	type Messages,
	type NormalizedPayload,
	normalizeArguments,
	restoreProgress,
	validate,
} from "@ask-user/core";
import { createKeymap } from "@ask-user/render-tui";
import { type EventBus, type ExtensionContext, getAgentDir } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import type { Snapshot } from "xstate";
import type { AnswerDesk } from "../startup/answer-desk.ts";
import { AskFailure } from "../startup/ask-failure.ts";
import { piMessages, REOPEN_COMMAND } from "../startup/messages.ts";
import type { FormSession } from "../startup/open-forms.ts";
import { resultText } from "../startup/result.ts";
import type { StoredForm } from "../startup/stored-forms.ts";
import { displayLine, displayLines } from "../startup/transcript-text.ts";
import type { FormTyping } from "../startup/typing-clock.ts";
import { withWebPage } from "../web/web-companion.ts";
import { onAbort } from "./abort.ts";
import { lastAgentMessage } from "./agent-message.ts";
import { askInTerminal, type Companion, type MountedForm } from "./ask-in-terminal.ts";
import { askWithDialogs } from "./ask-with-dialogs.ts";
import { attentionChannels } from "./attention.ts";
import { startCountdown } from "./countdown.ts";
import { emitOpened, emitOutcome, listenForOutsideEnd } from "./events.ts";
import { createFormStore } from "./form-store.ts";
import { chosenLocale } from "./locale.ts";
import { type CallReason, commandEnvironment, runNotifyCommand } from "./notify-command.ts";
import { type AskUserSettings, loadSettings, reportOnce } from "./settings.ts";
import { startWaitingCall } from "./waiting-call.ts";

/** Where the question comes from, and who else may follow it. */
export interface AskHost {
	readonly toolCallId: string;
	/** pi's event bus (`pi.events`): the form is announced there. */
	readonly events: EventBus;
	/** Where answers and cancels sent on `pi.events` arrive: the form takes those aimed at it. */
	readonly desk: AnswerDesk;
	/** `@` completion, asked for only when the terminal UI opens. */
	readonly autocompleteProvider: (cwd: string) => AutocompleteProvider;
	/** How the person was typing into pi, read as the terminal UI opens; told while a form has the keys. */
	readonly typing?: FormTyping | undefined;
	/** Where the terminal form's progress is stored; not stored without it. */
	readonly session?: FormSession | undefined;
	/** The form was reopened with `/ask-user`: the agent's own questions wait for it. */
	readonly reopened?: boolean | undefined;
	/** A restored snapshot: the form reopens where the person was. */
	readonly restore?: Snapshot<unknown> | undefined;
}

/**
 * The finished form's `details`, a line the content adds (e.g. how long a timed-out form waited), and the wording
 * the content is built with: it names the key that dismissed the form, as the settings bound it.
 */
export interface AskOutcome {
	readonly details: AskUserDetails;
	readonly detail?: string;
	readonly messages?: Messages;
}

/** pi's own terminal title (interactive mode sets it so), restored when the form closes. */
function piTitle(ctx: ExtensionContext): string {
	const name = ctx.sessionManager.getSessionName();
	return ["π", ...(name === undefined ? [] : [name]), basename(ctx.cwd)].join(" - ");
}

/** The waiting call and the time limit, started when the form mounts; `stop` may be called more than once. */
function companionOf(settings: AskUserSettings, ctx: ExtensionContext, payload: NormalizedPayload, toolCallId: string) {
	const { command } = settings.notify;
	const runCommand =
		command === undefined
			? undefined
			: (reason: CallReason) =>
					runNotifyCommand(command, commandEnvironment(payload, toolCallId, reason), (problem) =>
						ctx.ui.notify(displayLine(`ask-user: ${problem}`), "warning"),
					);
	return ({ tui, timeOut, writing }: MountedForm): Companion => {
		const endCall = startWaitingCall({
			...(runCommand === undefined ? {} : { onCall: runCommand }),
			tui,
			channels: attentionChannels(process.env, settings.notify),
			title: "pi: an answer is awaited",
			body: payload.title ?? payload.questions[0]?.prompt ?? "",
			setTitle: (title) => ctx.ui.setTitle(title),
			restoredTitle: piTitle(ctx),
			...(settings.remindAfterSeconds === undefined ? {} : { remindAfterSeconds: settings.remindAfterSeconds }),
		});
		const minutes = settings.timeoutMinutes;
		const countdown =
			minutes === undefined
				? undefined
				: startCountdown(minutes, { refresh: () => tui.requestRender(), expire: timeOut, busy: writing });
		let stopped = false;
		return {
			...(countdown === undefined ? {} : { notice: () => countdown.notice(), keyPressed: () => countdown.restart() }),
			stop() {
				if (stopped) return;
				stopped = true;
				countdown?.stop();
				endCall();
			},
		};
	};
}

/** The ends the person can undo with `/ask-user`, as the notice after them says them. */
const REOPENABLE_ENDS: Partial<Record<CancelReason, string>> = {
	user: "was cancelled",
	dismissed: "was discarded",
	timeout: "timed out",
};

/** After a timeout, Enter sends pi's prompt again only after a pause this long. */
const ENTER_HOLD_AFTER_TIMEOUT_MS = 1500;

function minutesText(minutes: number): string {
	return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * Asks in pi's terminal UI, or through plain dialogs where pi has no custom UI (RPC mode), with the settings
 * applied. Loaded by `execute` on the first question, with the statechart and the component. Another extension
 * may answer or cancel through `pi.events`; the outcome is announced there and says where the answer came from.
 */
export async function ask(
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	ctx: ExtensionContext,
	host: AskHost,
): Promise<AskOutcome> {
	const { session } = host;
	// One form at a time: a form reopened with `/ask-user` is answered before the agent's next question shows.
	if (session?.openForms.reopenedIsOpen === true) {
		ctx.ui.notify("ask-user: the agent's question waits until the open form closes", "info");
		if (!(await session.openForms.whenReopenedClosed(signal))) return { details: cancelledDetails("aborted", payload) };
	}
	// Closes the form: the run's abort, or an end from outside the form (`outsideEnd`: an event, the dialogs' timeout).
	const closing = new AbortController();
	const stopFollowingRun = onAbort(signal, () => closing.abort());
	const { settings, problems } = await loadSettings(getAgentDir(), ctx.cwd, closing.signal);
	// Aborted while the settings were read: no form opens, and no warning shows for a run that is over.
	if (closing.signal.aborted) {
		stopFollowingRun();
		return { details: cancelledDetails("aborted", payload) };
	}
	reportOnce(problems, (message) => ctx.ui.notify(message, "warning"));
	let outsideEnd: AskUserDetails | undefined;
	const endFromOutside = (details: AskUserDetails) => {
		outsideEnd ??= details;
		closing.abort();
	};
	// Read through a call: the end arrives in callbacks, which TypeScript's narrowing does not see.
	const endedFromOutside = (): AskUserDetails | undefined => outsideEnd;
	let dialogsTimer: ReturnType<typeof setTimeout> | undefined;
	const store =
		session === undefined
			? undefined
			: createFormStore({
					toolCallId: host.toolCallId,
					append: session.append,
					report: (message) => ctx.ui.notify(message, "warning"),
				});
	const stopTracking =
		store === undefined || session === undefined ? () => {} : session.openForms.add(store.flush, host.reopened);
	const stopListening = listenForOutsideEnd(host.desk, host.toolCallId, payload, {
		end: endFromOutside,
		ended: () => endedFromOutside() !== undefined,
		// The problems quote the sender's data: shown like model text.
		reject: (issues) =>
			ctx.ui.notify(
				`ask-user: the answer sent by an extension was refused:\n${issues.map(displayLine).join("\n")}`,
				"warning",
			),
	});
	try {
		emitOpened(host.events, host.toolCallId, payload);
		// A follower may answer at once, from its `opened` handler: then no form is shown.
		const early = endedFromOutside();
		if (early !== undefined) {
			emitOutcome(host.events, host.toolCallId, early);
			return { details: early };
		}
		// The dismiss key the form had; with several bound, which one was pressed is not known, so none is named.
		const dismissKey = createKeymap({ actionKeys: settings.keys }).soleKeyName("dismiss");
		const messages = piMessages(dismissKey, chosenLocale(settings.locale, process.env));
		// A failure that ended a started form is announced as cancelled, then reported by `execute`.
		const announceFailure = (error: unknown): never => {
			if (error instanceof AskFailure) {
				store?.end(error.details);
				emitOutcome(host.events, host.toolCallId, error.details);
			}
			throw error;
		};
		const shown = await askInTerminal(ctx.ui, payload, closing.signal, {
			autocompleteProvider: () => host.autocompleteProvider(ctx.cwd),
			typing: host.typing,
			giveBack: (text) => ctx.ui.setEditorText(ctx.ui.getEditorText() + text),
			actionKeys: settings.keys,
			onMounted: withWebPage(companionOf(settings, ctx, payload, host.toolCallId), settings.web, (message, type) =>
				ctx.ui.notify(message, type),
			),
			snapshot: host.restore,
			onSnapshot: store?.snapshot,
			context: () => lastAgentMessage(ctx.sessionManager.getBranch()),
			messages,
		}).catch(announceFailure);
		const minutes = settings.timeoutMinutes;
		if (shown === undefined && minutes !== undefined) {
			// pi's dialogs show no time left; the limit still holds.
			dialogsTimer = setTimeout(() => endFromOutside(cancelledDetails("timeout", payload)), minutes * 60_000);
		}
		const progress = { snapshot: host.restore, onSnapshot: store?.snapshot, messages };
		const asked = shown ?? (await askWithDialogs(ctx.ui, payload, closing.signal, progress).catch(announceFailure));
		// Submitted answers say where they came from; so does an end sent by another extension (its own `source`).
		const source: AnswerSource = shown === undefined ? "rpc" : "terminal";
		const details = endedFromOutside() ?? (asked.cancelled ? asked : { ...asked, source });
		store?.end(details);
		emitOutcome(host.events, host.toolCallId, details);
		if (details.cancelReason === "timeout" && shown !== undefined) {
			// The form closed under the person's hands: what they go on typing must not be sent to the agent.
			host.typing?.holdEnterWhileTyping(ENTER_HOLD_AFTER_TIMEOUT_MS);
		}
		const ended = details.cancelReason === undefined ? undefined : REOPENABLE_ENDS[details.cancelReason];
		if (ended !== undefined && store !== undefined) {
			ctx.ui.notify(`ask-user: the form ${ended}; /${REOPEN_COMMAND} reopens it as you left it.`, "info");
		}
		if (details.cancelReason === "timeout" && minutes !== undefined) {
			return { details, detail: `No key was pressed for ${minutesText(minutes)}.`, messages };
		}
		return { details, messages };
	} finally {
		clearTimeout(dialogsTimer);
		stopTracking();
		stopListening();
		stopFollowingRun();
	}
}

/**
 * Whether the settings keep `ask_user` offered where no form can open (`offerWithoutUI`); a problem in them is not
 * told (there is no UI to tell it), and the default (not offered) holds for that field.
 */
export async function offeredWithoutUI(cwd: string): Promise<boolean> {
	const { settings } = await loadSettings(getAgentDir(), cwd);
	return settings.offerWithoutUI;
}

/**
 * The ends of a reopened form the agent is told of, as a submit is: the person cancelled it or chose to discuss
 * first. Ctrl+C discards it quietly; an abort or a time limit ends it without the person.
 */
const REACHES_AGENT: ReadonlySet<CancelReason> = new Set(["user", "discuss"]);

/** What reopening a stored form needs besides the question's host: how to send the answers to the agent. */
export interface ReopenHost extends Omit<AskHost, "toolCallId" | "restore"> {
	/** `pi.sendUserMessage`, delivered as a follow-up while the agent works. */
	readonly sendUserMessage: (text: string) => void;
}

/** The most issues of stored progress listed in the warning; the rest are counted. */
const MAX_LISTED_RESTORE_ISSUES = 10;

/**
 * Reopens a stored form where the person left it, its questions validated again from the `ask_user` call and its
 * progress checked against them (progress that does not fit is reported, and the form opens afresh). Submitted
 * answers go to the agent as a user message in the tool result's `content` format.
 */
export async function reopenForm(form: StoredForm, ctx: ExtensionContext, host: ReopenHost): Promise<void> {
	const checked = validate(normalizeArguments(form.args));
	if (!checked.ok) {
		const issues = displayLines(formatIssues(checked.issues)).join("\n");
		ctx.ui.notify(`ask-user: the stored form's questions are not valid:\n${issues}`, "warning");
		return;
	}
	const restored = restoreProgress(checked.payload, form.progress);
	if (!restored.ok) {
		// The issues quote the session entry, which anyone can edit: shown like model text.
		const listed = restored.issues.slice(0, MAX_LISTED_RESTORE_ISSUES).map((issue) => `  ${displayLine(issue)}`);
		const more = restored.issues.length - listed.length;
		const issues = [...listed, ...(more > 0 ? [`  and ${more} more`] : [])].join("\n");
		ctx.ui.notify(`ask-user: the stored answers cannot be restored, the form opens empty:\n${issues}`, "warning");
	}
	const { details, messages } = await ask(checked.payload, undefined, ctx, {
		...host,
		toolCallId: form.toolCallId,
		reopened: true,
		...(restored.ok ? { restore: restored.snapshot } : {}),
	});
	if (details.cancelled && !REACHES_AGENT.has(details.cancelReason ?? "user")) return;
	host.sendUserMessage(resultText(details, messages));
}
