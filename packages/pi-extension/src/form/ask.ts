import { resolve } from "node:path";
import {
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
import { type EventBus, type ExtensionContext, getAgentDir } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import type { Snapshot } from "xstate";
import { dialogWords } from "../dialogs/dialog-words.ts";
import type { AnswerDesk } from "../events/answer-desk.ts";
import { emitOpened, emitOutcome } from "../events/events.ts";
import { followOutsideEnd } from "../events/outside-end.ts";
import { answerFromFile, SCRIPT_ENV, type ScriptFile, type ScriptOutcome } from "../events/scripted-answers.ts";
import type { LocaleMemory } from "../locale/locale.ts";
import { dialogsMessages } from "../locale/messages.ts";
import { noticeWords } from "../locale/notice-words.ts";
import { companionOf } from "../notifications/form-companion.ts";
import { pageOffer } from "../page/page-offer.ts";
import { createServedForms, type ServedForms } from "../page/served-forms.ts";
import { withWebPage } from "../page/web-companion.ts";
import type { RelayAsker } from "../relay/asker.ts";
import { askedBySubagentNote, askerLine, subagentDirectory } from "../relay/asker.ts";
import { type FormSettingsAhead, readFormSettings } from "../settings/form-settings.ts";
import { type AskUserSettings, loadSettings } from "../settings/settings.ts";
import type { StoredForm } from "../stored-forms/stored-forms.ts";
import { AskFailure } from "../tool/ask-failure.ts";
import { resultText, titled } from "../tool/result.ts";
import { displayLine, displayLines } from "../transcript/transcript-text.ts";
import { onAbort } from "./abort.ts";
import { afterEnd, timedOutLine } from "./after-end.ts";
import { lastAgentMessage } from "./agent-message.ts";
import { formsTurn, sessionForm } from "./form-in-session.ts";
import type { FormSession } from "./open-forms.ts";
import { showForm } from "./show-form.ts";
import type { FormTyping } from "./typing-clock.ts";

// Loaded with the form: a turn that starts after it works out the first form's settings as it starts.
export { workOutFormSettings } from "../settings/form-settings.ts";

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
	/** What `/ask-user web` serves: the form registers there; without it, the form's own `w` serves it alone. */
	readonly web?: ServedForms | undefined;
	/**
	 * What the turn read and worked out of the settings as it started (the tool's first form of a turn); read and
	 * worked out as the form opens without.
	 */
	readonly settingsAhead?: FormSettingsAhead | undefined;
	/** The settings' problems told already in this session: each is told once; every time without it. */
	readonly reportedProblems?: Set<string> | undefined;
	/** The session's locale: the form's is remembered as its settings are read, and notices before that speak it. */
	readonly locale: LocaleMemory;
	/**
	 * A question relayed from a subagent: who asked it. The form shows what its agent said last (nothing when it said
	 * nothing), not this pi's agent, and `@` completes in its directory (none when that is not on this machine).
	 */
	readonly subagent?: RelayAsker | undefined;
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
	// Built only when no form opens: the details of a flow that never reached the person.
	const aborted = (): AskOutcome => ({ details: cancelledDetails("aborted", payload) });
	if (!(await formsTurn(host.session, ctx, signal, noticeWords(host.locale.current())))) return aborted();
	// Closes the form: the run's abort, or an end from outside the form (an event, the dialogs' time limit).
	const closing = new AbortController();
	const stopFollowingRun = onAbort(signal, () => closing.abort());
	const reported = host.reportedProblems ?? new Set<string>();
	const read = await readFormSettings(ctx, closing.signal, reported, host.locale, host.settingsAhead);
	if (read === undefined) {
		stopFollowingRun();
		return aborted();
	}
	const { settings, messages, locale } = read;
	const said = noticeWords(locale);
	// What `/ask-user web` serves: the session's, or this form's own.
	const served = host.web ?? createServedForms();
	const form = sessionForm(host.session, host, ctx, said);
	const outside = followOutsideEnd(host.desk, { ...host, payload, close: () => closing.abort() }, ctx, said);
	try {
		emitOpened(host.events, host.toolCallId, payload);
		// A follower may answer at once, from its `opened` handler: then no form is shown.
		const early = outside.taken();
		if (early !== undefined) {
			emitOutcome(host.events, host.toolCallId, early);
			return { details: early };
		}
		const shown = await showForm(ctx.ui, payload, closing.signal, {
			autocompleteProvider: () => {
				const directory = host.subagent === undefined ? ctx.cwd : subagentDirectory(host.subagent);
				return directory === undefined ? undefined : host.autocompleteProvider(directory);
			},
			typing: host.typing,
			giveBack: (text) => ctx.ui.setEditorText(ctx.ui.getEditorText() + text),
			actionKeys: settings.keys,
			webPage: true,
			onMounted: withWebPage(
				companionOf(settings, ctx, payload, host.toolCallId, { messages, said }),
				settings.web,
				(message, type) => ctx.ui.notify(message, type),
				locale,
				served,
			),
			snapshot: host.restore,
			onSnapshot: form.onSnapshot,
			place: form.place,
			context: () =>
				host.subagent === undefined ? lastAgentMessage(ctx.sessionManager.getBranch()) : host.subagent.agentMessage,
			messages,
			timeoutMinutes: settings.timeoutMinutes,
			endFromOutside: outside.end,
			words: dialogWords(locale),
			offer: pageOffer({
				ui: ctx.ui,
				signal: closing.signal,
				host: settings.web.host,
				words: dialogWords(locale),
				said,
				locale,
				forms: served,
			}),
		}).catch((error: unknown): never => {
			// A failure that ended a started form is announced as cancelled, then reported by `execute`.
			if (error instanceof AskFailure) {
				form.end(error.details);
				emitOutcome(host.events, host.toolCallId, error.details);
			}
			throw error;
		});
		// An end sent by another extension wins, with its own `source`.
		const details = outside.taken() ?? shown.details;
		form.end(details);
		emitOutcome(host.events, host.toolCallId, details);
		afterEnd(ctx, { details, inTerminal: shown.inTerminal, stored: form.stored, typing: host.typing }, said);
		const detail = timedOutLine(details, settings.timeoutMinutes);
		// Where the person was asked, for the content's first line: the terminal, else pi's dialogs.
		return {
			details,
			...(detail === undefined ? {} : { detail }),
			messages: shown.inTerminal ? messages : dialogsMessages(messages),
		};
	} finally {
		form.close();
		outside.stop();
		stopFollowingRun();
	}
}

/**
 * The file of scripted answers: `ASK_USER_ANSWERS`, relative to the working directory pi runs in (`cwd`), else the
 * global setting, relative to pi's agent dir.
 */
function scriptFile(settings: AskUserSettings, env: NodeJS.ProcessEnv, cwd: string): ScriptFile | undefined {
	const named = env[SCRIPT_ENV]?.trim();
	if (named) return { path: resolve(cwd, named), named, by: "environment" };
	const setting = settings.scriptedAnswers;
	return setting === undefined ? undefined : { path: resolve(getAgentDir(), setting), named: setting, by: "setting" };
}

/**
 * Whether `ask_user` stays offered where no form can open: the settings keep it (`offerWithoutUI`), or scripted
 * answers are named. A problem in the settings is not told (there is no UI to tell it), and the field's default
 * (not offered) holds.
 */
export async function offeredWithoutUI(cwd: string): Promise<boolean> {
	const { settings } = await loadSettings(getAgentDir(), cwd);
	return settings.offerWithoutUI || scriptFile(settings, process.env, cwd) !== undefined;
}

/**
 * Where no form can open: the answers of the file of scripted answers, when one is named and answers every question,
 * else why it was not used (`undefined` when none is named).
 */
export async function answerFromScript(
	payload: NormalizedPayload,
	cwd: string,
	signal: AbortSignal | undefined,
): Promise<ScriptOutcome | undefined> {
	const { settings } = await loadSettings(getAgentDir(), cwd, signal);
	const file = scriptFile(settings, process.env, cwd);
	return file === undefined ? undefined : answerFromFile(payload, file, signal);
}

/**
 * The ends of a reopened form the agent is told of, as a submit is: the person chose to discuss first (D143). The
 * agent was told of the cancel when the call ended: a cancel again, Ctrl+C, an abort or a time limit send nothing.
 */
const REACHES_AGENT: ReadonlySet<CancelReason> = new Set(["discuss"]);

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
 * answers go to the agent as a user message in the tool result's `content` format. A question relayed from a
 * subagent is titled as the relay titled it, and the message first says which subagent asked it.
 */
export async function reopenForm(form: StoredForm, ctx: ExtensionContext, host: ReopenHost): Promise<void> {
	const said = noticeWords(host.locale.current());
	const checked = validate(normalizeArguments(form.args));
	if (!checked.ok) {
		const issues = displayLines(formatIssues(checked.issues, checked.omitted)).join("\n");
		ctx.ui.notify(`ask-user: ${said.storedInvalid}\n${issues}`, "warning");
		return;
	}
	const { payload } = checked;
	const { asker } = form;
	// The form and its restored snapshot carry the title shown.
	const shown = asker === undefined ? payload : { ...payload, title: askerLine(asker, said) };
	const restored = restoreProgress(shown, form.progress);
	if (!restored.ok) {
		// The issues quote the session entry, which anyone can edit: shown like model text.
		const listed = restored.issues.slice(0, MAX_LISTED_RESTORE_ISSUES).map((issue) => `  ${displayLine(issue)}`);
		const more = restored.issues.length - listed.length;
		const issues = [...listed, ...(more > 0 ? [`  ${said.andMore(more)}`] : [])].join("\n");
		ctx.ui.notify(`ask-user: ${said.storedNotRestored}\n${issues}`, "warning");
	}
	const { details, messages } = await ask(shown, undefined, ctx, {
		...host,
		toolCallId: form.toolCallId,
		reopened: true,
		...(asker === undefined ? {} : { subagent: asker }),
		...(restored.ok ? { restore: restored.snapshot } : {}),
	});
	if (details.cancelled && !REACHES_AGENT.has(details.cancelReason ?? "user")) return;
	const text = resultText(asker === undefined ? details : titled(details, payload.title), messages);
	host.sendUserMessage(asker === undefined ? text : `${askedBySubagentNote(asker)}\n${text}`);
}
