import {
	type AskUserDetails,
	echoed,
	fixIssuesText,
	listQuestions,
	type NormalizedPayload,
	validate,
} from "@ask-user/core/contract";
import type { AgentToolUpdateCallback, EventBus, ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { askLoader } from "../boundary.ts";
import type { AnswerDesk } from "../events/answer-desk.ts";
import type { FormQueue } from "../form/form-queue.ts";
import type { FormSession } from "../form/open-forms.ts";
import type { FormTyping } from "../form/typing-clock.ts";
import type { LocaleMemory } from "../locale/locale.ts";
import { PI_MESSAGES } from "../locale/messages.ts";
import { type NoticeWords, noticeWords } from "../locale/notice-words.ts";
import type { ServedForms } from "../page/served-forms.ts";
import type { RelayAsker } from "../relay/asker.ts";
import { askerLine } from "../relay/asker.ts";
import { askThroughRelay, relayIn, relayUnreached } from "../relay/relay-client.ts";
import type { FormSettingsAhead } from "../settings/form-settings.ts";
import { describeError } from "../transcript/describe-error.ts";
import { displayLine } from "../transcript/transcript-text.ts";
import { AskFailure } from "./ask-failure.ts";
import { type AskUserToolResult, cancelledResult, titled, toolResult, WAITING_TEXT } from "./result.ts";
import { declinedResult, type TurnDeclines } from "./turn-declines.ts";

export interface ExecuteOptions {
	/** The `@` completion for free-form answers and notes, asked for only when the terminal UI opens. */
	readonly autocompleteProvider: (cwd: string) => AutocompleteProvider;
	/** How the person was typing into pi, read as the terminal UI opens; told while a form has the keys. */
	readonly typing?: FormTyping;
	/** pi's event bus (`pi.events`): forms are announced there. */
	readonly events: EventBus;
	/** Where answers and cancels sent on `pi.events` arrive (`createAnswerDesk`). */
	readonly desk: AnswerDesk;
	/** Where terminal forms store their progress (pi's session); not stored without it. */
	readonly session?: FormSession;
	/** Whether the person turned down a question earlier in this turn: then the call returns at once. */
	readonly turn?: TurnDeclines;
	/** Where forms wait their turn, one at a time (the agent's own and subagents'). */
	readonly forms?: FormQueue;
	/** A question relayed from a subagent: who asked it, named in the form's title (`askerLine`). */
	readonly subagent?: RelayAsker;
	/** Who this pi is, told to the relay when it has no UI (a subagent). */
	readonly relayAsker?: (ctx: ExtensionContext) => RelayAsker;
	/** What `/ask-user web` serves: forms register there as they open; a form of its own without it. */
	readonly web?: ServedForms;
	/** The settings files read, and worked out, as the turn started, for its first form (`settings-ahead.ts`). */
	readonly settingsAhead?: FormSettingsAhead;
	/** The settings' problems told already in this session (each is told once). */
	readonly reportedProblems?: Set<string>;
	/** The locale the session's notices and transcript speak: the settings' as last read, else the environment's. */
	readonly locale: LocaleMemory;
	/** Where a run without a UI tells its operator why the scripted answers were not used; the process's stderr without. */
	readonly stderr?: { write(text: string): unknown };
}

export type AskUserUpdate = AgentToolUpdateCallback<AskUserDetails | undefined>;

function unavailableDetail(payload: NormalizedPayload): string {
	const name = payload.title === undefined ? "" : ` (${JSON.stringify(echoed(payload.title))})`;
	return `Ask the user these questions another way${name}:\n${listQuestions(payload.questions, PI_MESSAGES)}`;
}

/**
 * Where no form can open: the parent pi's form through the subagent relay when the environment names one, else the
 * scripted answers when a file of them answers every question, else the result that lists the questions (with why
 * the relay or the file was not used, when one is named). Why a named file was not used is written to `stderr` too,
 * one line: in `pi -p` only the model would read it, and the run would go on as if nothing were wrong.
 */
async function withoutUI(
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	cwd: string,
	relay: { readonly asker: RelayAsker; readonly toolCallId: string; readonly args: unknown },
	operator: { readonly stderr: { write(text: string): unknown }; readonly said: NoticeWords },
): Promise<AskUserToolResult> {
	const relayed = await askThroughRelay(
		{ ...relay.asker, toolCallId: relay.toolCallId, args: relay.args },
		payload,
		signal,
	);
	if (relayed !== undefined) return relayed;
	const scripted = await askLoader.load().then(
		({ answerFromScript }) => answerFromScript(payload, cwd, signal),
		(error: unknown) => ({ kind: "unused" as const, reason: displayLine(describeError(error)) }),
	);
	if (scripted?.kind === "answered") return toolResult(scripted.details);
	const named = relayIn(process.env);
	const unreached = named === undefined ? "" : `${relayUnreached(named.path)}\n`;
	const unused = scripted === undefined ? "" : `Scripted answers were not used: ${scripted.reason}.\n`;
	// The reason quotes the file and the model's ids: shown like model text, on one line cut to a line's length.
	if (scripted !== undefined)
		operator.stderr.write(`ask-user: ${operator.said.scriptUnused(displayLine(scripted.reason))}\n`);
	return cancelledResult("ui_unavailable", payload, `${unreached}${unused}${unavailableDetail(payload)}`);
}

/**
 * `ask_user`'s `execute`. Never throws: every way the flow can end — answers, a cancel, an abort, no UI, an
 * invalid payload, an exception — is a result whose `content` tells the model what happened.
 */
export async function executeAskUser(
	toolCallId: string,
	params: unknown,
	signal: AbortSignal | undefined,
	onUpdate: AskUserUpdate | undefined,
	ctx: ExtensionContext,
	options: ExecuteOptions,
): Promise<AskUserToolResult> {
	// pi hands `execute` a structured clone of the model's arguments made for this call: the options are adopted.
	const checked = validate(params, { adopt: true });
	if (!checked.ok) {
		return cancelledResult("invalid_input", undefined, fixIssuesText(checked.issues, checked.omitted));
	}
	const { payload } = checked;
	if (signal?.aborted) return cancelledResult("aborted", payload);
	if (!ctx.hasUI) {
		const asker = options.relayAsker?.(ctx) ?? { label: "", cwd: ctx.cwd };
		const operator = { stderr: options.stderr ?? process.stderr, said: noticeWords(options.locale.current()) };
		return withoutUI(payload, signal, ctx.cwd, { asker, toolCallId, args: params }, operator);
	}
	const declined = options.turn?.declined();
	if (declined !== undefined) return declinedResult(declined, payload);
	try {
		onUpdate?.({ content: [{ type: "text", text: WAITING_TEXT }], details: undefined });
		const { ask } = await askLoader.load();
		const release = await (options.forms?.turn(signal) ?? (() => {}));
		if (release === undefined || signal?.aborted) {
			release?.();
			return cancelledResult("aborted", payload);
		}
		try {
			const { subagent } = options;
			const title = subagent === undefined ? undefined : askerLine(subagent, noticeWords(options.locale.current()));
			const shown = title === undefined ? payload : { ...payload, title };
			const outcome = await ask(shown, signal, ctx, { toolCallId, ...options });
			const details = subagent === undefined ? outcome.details : titled(outcome.details, payload.title);
			options.turn?.ended(details);
			return toolResult(details, outcome.detail, outcome.messages);
		} finally {
			release();
		}
	} catch (error) {
		if (error instanceof AskFailure) {
			const details = options.subagent === undefined ? error.details : titled(error.details, payload.title);
			return toolResult(details, describeError(error.cause));
		}
		return cancelledResult("error", payload, describeError(error));
	}
}
