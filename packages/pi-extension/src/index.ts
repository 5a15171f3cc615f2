import type { AskUserInput } from "@ask-user/core/contract";
import { environmentLocale } from "@ask-user/core/tool-text";
import { type ExtensionAPI, getAgentDir } from "@mariozechner/pi-coding-agent";
import { Container } from "@mariozechner/pi-tui";
import { sessionLoader } from "./boundary.ts";
import { ANSWER_COMMAND, COMMAND_DESCRIPTIONS, REOPEN_COMMAND } from "./registration/commands.ts";
import { DESK_EVENTS, type DeskEvent } from "./registration/desk-events.ts";
import { mayStayOffered, withdrawTool } from "./registration/no-ui.ts";
import { askUserTool } from "./registration/tool.ts";
import type { AskUserSession } from "./session.ts";

/**
 * The pi extension: registers `ask_user`, `/ask-user` and `/answer` with their static data, and listens to pi's
 * events, loading nothing else, so pi starts without the rest (D90). A session that offers ask_user loads its side
 * as it starts (`session.ts`, what each part does is there), through the one lazy-loading boundary
 * (`boundary.ts`); where no form can open and nothing keeps the tool offered (print mode), it is
 * withdrawn and nothing more is loaded.
 */
export default function askUserExtension(pi: ExtensionAPI): void {
	let session: AskUserSession | undefined;
	/** The session, made as soon as its code has loaded (pi's synchronous hooks read it). */
	const current = () => {
		const loaded = sessionLoader.loaded();
		if (loaded !== undefined) session ??= loaded.createSession(pi);
		return session;
	};
	const sessionOf = async () => {
		const { createSession } = await sessionLoader.load();
		session ??= createSession(pi);
		return session;
	};
	/** Drawn before the session loaded (pi draws its history after `session_start`): empty, redrawn once it has. */
	const drawnLater = (invalidate: (() => void) | undefined) => {
		void sessionOf().then(
			() => invalidate?.(),
			() => {},
		);
		return new Container();
	};
	const receive = (event: DeskEvent, data: unknown) => {
		const now = current();
		if (now !== undefined) now.receive(event, data);
		else
			void sessionOf().then(
				(loaded) => loaded.receive(event, data),
				() => {},
			);
	};
	pi.events.on(DESK_EVENTS.answer, (data) => receive("answer", data));
	pi.events.on(DESK_EVENTS.cancel, (data) => receive("cancel", data));
	pi.on("session_start", async (event, ctx) => {
		if (!ctx.hasUI && !mayStayOffered(process.env, getAgentDir(), ctx.cwd)) return withdrawTool(pi);
		await (await sessionOf()).start(event, ctx);
	});
	pi.on("session_shutdown", () => current()?.shutdown());
	pi.on("turn_start", (_event, ctx) => current()?.startTurn(ctx));
	pi.registerTool(
		askUserTool({
			// The session loads before any turn; were it not, the arguments go unread to pi's own schema check.
			prepareArguments: (raw) => current()?.tool.prepareArguments(raw) ?? (raw as AskUserInput),
			execute: async (...call) => (await sessionOf()).tool.execute(...call),
			renderCall: (args, theme, context) =>
				current()?.tool.renderCall(args, theme, context) ?? drawnLater(context?.invalidate),
			renderResult: (result, options, theme, context) =>
				current()?.tool.renderResult(result, options, theme, context) ?? drawnLater(context?.invalidate),
		}),
	);
	// pi copies the descriptions now, before any settings file is read: in the environment's language.
	const described = COMMAND_DESCRIPTIONS[environmentLocale(process.env)];
	pi.registerCommand(REOPEN_COMMAND, {
		description: described.reopen,
		getArgumentCompletions: (prefix) => current()?.reopenCompletions(prefix) ?? null,
		handler: async (args, ctx) => (await sessionOf()).reopenCommand(args, ctx),
	});
	pi.registerCommand(ANSWER_COMMAND, {
		description: described.answer,
		handler: async (_args, ctx) => (await sessionOf()).answerCommand(ctx),
	});
}
