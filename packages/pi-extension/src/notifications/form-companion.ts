/**
 * What runs beside a terminal form while it waits for the person: the waiting call (bell, desktop notification,
 * terminal title, the settings' command, and reminders) and the time limit with its countdown in the footer. The
 * form's page (`/ask-user web`) joins them in `page/web-companion.ts`.
 */
import { basename } from "node:path";
import type { Messages, NormalizedPayload } from "@ask-user/core";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { Companion, MountedForm } from "../form/ask-in-terminal.ts";
import type { NoticeWords } from "../locale/notice-words.ts";
import type { AskUserSettings } from "../settings/settings.ts";
import { displayLine } from "../transcript/transcript-text.ts";
import { attentionChannels } from "./attention.ts";
import { startCountdown } from "./countdown.ts";
import { type CallReason, commandEnvironment, runNotifyCommand } from "./notify-command.ts";
import { startWaitingCall } from "./waiting-call.ts";

/** pi's own terminal title (interactive mode sets it so), restored when the form closes. */
function piTitle(ctx: ExtensionContext): string {
	const name = ctx.sessionManager.getSessionName();
	return ["π", ...(name === undefined ? [] : [name]), basename(ctx.cwd)].join(" - ");
}

/** Why the time limit waits (`messages` in the form's language): an editor holds a draft; undefined when none does. */
function draftOpen(form: MountedForm, messages: Messages): string | undefined {
	if (!form.writing()) return undefined;
	const kind = form.view().editor?.kind;
	return messages.timeLimitWaiting(kind === undefined || kind === "answer" ? "answer" : "note");
}

/**
 * The waiting call and the time limit, started when the form mounts (the call on the idle turn after its first
 * frame, not at all for a form that closed before); `stop` may be called more than once.
 * `messages`: the form's text, `said` pi's notices, in the form's language.
 */
export function companionOf(
	settings: AskUserSettings,
	ctx: ExtensionContext,
	payload: NormalizedPayload,
	toolCallId: string,
	{ messages, said }: { readonly messages: Messages; readonly said: NoticeWords },
): (form: MountedForm) => Companion {
	const { command } = settings.notify;
	const runCommand =
		command === undefined
			? undefined
			: (reason: CallReason) =>
					runNotifyCommand(command, commandEnvironment(payload, toolCallId, reason), (program, problem) =>
						ctx.ui.notify(displayLine(`ask-user: ${said.commandProblem(program, problem)}`), "warning"),
					);
	return (form: MountedForm): Companion => {
		const { tui, timeOut } = form;
		let endCall = () => {};
		// On the idle turn after the form's first frame: a person cannot tell, and the frame does not wait for it.
		const calling = setImmediate(() => {
			const restoredTitle = piTitle(ctx);
			endCall = startWaitingCall({
				...(runCommand === undefined ? {} : { onCall: runCommand }),
				tui,
				channels: attentionChannels(process.env, settings.notify),
				title: said.awaited,
				body: payload.title ?? payload.questions[0]?.prompt ?? "",
				setTitle: (title) => ctx.ui.setTitle(title),
				markedTitle: said.awaitingTitle(restoredTitle),
				restoredTitle,
				...(settings.remindAfterSeconds === undefined ? {} : { remindAfterSeconds: settings.remindAfterSeconds }),
			});
		});
		const minutes = settings.timeoutMinutes;
		const countdown =
			minutes === undefined
				? undefined
				: startCountdown(minutes, {
						refresh: () => tui.requestRender(),
						expire: timeOut,
						waiting: () => draftOpen(form, messages),
						words: messages,
					});
		let stopped = false;
		return {
			...(countdown === undefined ? {} : { notice: () => countdown.notice(), keyPressed: () => countdown.restart() }),
			stop() {
				if (stopped) return;
				stopped = true;
				clearImmediate(calling);
				countdown?.stop();
				endCall();
			},
		};
	};
}
