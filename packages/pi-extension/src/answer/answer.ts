/**
 * `/answer`: the questions of the agent's last message, asked as a form. One call to the session's model turns the
 * message into the arguments of an `ask_user` call (`answer-prompt.ts`); they are validated like the agent's own,
 * then the form opens as any other (settings, locale, notifications, stored in the session so `/ask-user` reopens it)
 * and submitted answers reach the agent as the person's message, in the tool result's `content` format.
 */
import { BorderedLoader, type ExtensionContext } from "@mariozechner/pi-coding-agent";
import { lastAgentMessage } from "../form/agent-message.ts";
import { type AskHost, ask } from "../form/ask.ts";
import { noticeWords } from "../locale/notice-words.ts";
import { ANSWER_ENTRY_TYPE } from "../stored-forms/stored-forms.ts";
import { resultText } from "../tool/result.ts";
import { displayLines } from "../transcript/transcript-text.ts";
import { type AskModel, type ModelReply, sessionModel } from "./answer-model.ts";
import { ANSWER_PROMPT, asksSomething, messageForModel, readReply } from "./answer-prompt.ts";

/** What `/answer` needs besides the context: the form's host, and how the answers reach the agent. */
export interface AnswerHost extends Omit<AskHost, "toolCallId" | "restore" | "reopened"> {
	/** `pi.sendUserMessage`: the submitted answers, as the person's message. */
	readonly sendUserMessage: (text: string) => void;
	/** The model call; the session's model (`ctx.model`) by default. */
	readonly askModel?: AskModel | undefined;
}

/** The call's outcome; `aborted` when the person pressed Esc on the loader. */
type Asked = ModelReply | { readonly ok: false; readonly aborted: true };

/** Runs the model call under pi's bordered loader (Esc stops it); without pi's custom UI (RPC mode), as is. */
async function withLoader(
	ctx: ExtensionContext,
	label: string,
	call: (signal: AbortSignal) => Promise<ModelReply>,
): Promise<Asked> {
	let mounted = false;
	const shown = await ctx.ui.custom<Asked>((tui, theme, _keybindings, done) => {
		mounted = true;
		const loader = new BorderedLoader(tui, theme, label);
		loader.onAbort = () => done({ ok: false, aborted: true });
		call(loader.signal).then(done, (error: unknown) =>
			done({ ok: false, problem: error instanceof Error ? error.message : String(error) }),
		);
		return loader;
	});
	return mounted ? shown : call(new AbortController().signal);
}

function warn(ctx: ExtensionContext, text: string): void {
	// The text may quote the model's reply: shown like model text.
	ctx.ui.notify(displayLines(`ask-user: ${text}`).join("\n"), "warning");
}

/** Opens the form of the agent's last message's questions, or tells the person why not. */
export async function answerLastMessage(ctx: ExtensionContext, host: AnswerHost): Promise<void> {
	const said = noticeWords(host.locale.current());
	const message = lastAgentMessage(ctx.sessionManager.getBranch());
	if (message === undefined) {
		ctx.ui.notify(`ask-user: ${said.noAgentMessage}`, "info");
		return;
	}
	if (!asksSomething(message)) {
		ctx.ui.notify(`ask-user: ${said.noQuestionAsked}`, "info");
		return;
	}
	const askModel = host.askModel ?? sessionModel(ctx);
	if (askModel === undefined) {
		ctx.ui.notify(`ask-user: ${said.needsModel}`, "warning");
		return;
	}
	const label = said.turning(ctx.model?.id);
	const asked = await withLoader(ctx, label, (signal) => askModel(ANSWER_PROMPT, messageForModel(message), signal));
	if (!asked.ok) {
		if ("aborted" in asked) ctx.ui.notify(`ask-user: ${said.answerStopped}`, "info");
		else warn(ctx, said.modelNotAsked(asked.problem));
		return;
	}
	const read = readReply(asked.text);
	if (read.kind === "none") {
		ctx.ui.notify(`ask-user: ${said.noQuestionFound}`, "info");
		return;
	}
	if (read.kind === "invalid") {
		warn(ctx, said.modelFormInvalid(read.problem));
		return;
	}
	const toolCallId = `answer-${Date.now().toString(36)}`;
	// Stored like the agent's forms, its arguments in an entry of its own (there is no ask_user call to pair it with):
	// a cancelled or interrupted form reopens with `/ask-user`, its answers kept.
	host.session?.append(ANSWER_ENTRY_TYPE, { toolCallId, args: read.args });
	const { details, messages } = await ask(read.payload, undefined, ctx, {
		toolCallId,
		session: host.session,
		events: host.events,
		desk: host.desk,
		autocompleteProvider: host.autocompleteProvider,
		typing: host.typing,
		web: host.web,
		// The session's: a settings problem the tool's forms told already is not told again.
		reportedProblems: host.reportedProblems,
		locale: host.locale,
	});
	// "Discuss first" reaches the agent: the person's notes, and that they want to talk before deciding.
	if (details.cancelled && details.cancelReason !== "discuss") {
		// The form's language: the settings it opened with chose it.
		ctx.ui.notify(`ask-user: ${noticeWords(host.locale.current()).closedNothingSent}`, "info");
		return;
	}
	host.sendUserMessage(resultText(details, messages));
}
