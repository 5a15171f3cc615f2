/**
 * `/answer` turns the questions of the agent's last message into an ask_user form (`answer/answer.ts`, loaded on
 * first use with the form itself); the answers reach the agent as the person's message.
 */
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { answerLoader } from "../boundary.ts";
import { noticeWords } from "../locale/notice-words.ts";
import type { ReopenOptions } from "../stored-forms/reopen-command.ts";
import { displayLine } from "../transcript/transcript-text.ts";

/** `/answer`: refused while the agent works or a form is open; never throws. */
export async function answerCommand(ctx: ExtensionContext, options: ReopenOptions): Promise<void> {
	if (!ctx.hasUI) return;
	const words = noticeWords(options.locale.current());
	if (options.session.openForms.isOpen) {
		ctx.ui.notify(`ask-user: ${words.formOpen}`, "info");
		return;
	}
	if (!ctx.isIdle()) {
		ctx.ui.notify(`ask-user: ${words.answerBusy}`, "info");
		return;
	}
	try {
		const { answerLastMessage } = await answerLoader.load();
		await answerLastMessage(ctx, { ...options, sendUserMessage: (text) => options.sendUserMessage(text) });
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		ctx.ui.notify(displayLine(`ask-user: ${words.answerFailed(reason)}`), "error");
	}
}
