import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { ANSWER_COMMAND, ANSWER_DESCRIPTION, answerCommand } from "./startup/answer-command.ts";
import { createAnswerDesk } from "./startup/answer-desk.ts";
import { createAutocompleteSource } from "./startup/autocomplete.ts";
import { createFormQueue } from "./startup/form-queue.ts";
import { REOPEN_COMMAND } from "./startup/messages.ts";
import { createOpenForms } from "./startup/open-forms.ts";
import { createRelayHost, relayAsker } from "./startup/relay-host.ts";
import {
	LIST_ARGUMENT,
	listSessionForms,
	offerInterruptedForm,
	REOPEN_DESCRIPTION,
	type ReopenOptions,
	reopenLatestForm,
} from "./startup/reopen-command.ts";
import { createServedForms } from "./startup/served-forms.ts";
import { RELAYED_ENTRY_TYPE } from "./startup/stored-forms.ts";
import { createAskUserTool } from "./startup/tool.ts";
import { createTurnDeclines } from "./startup/turn-declines.ts";
import { createTypingClock } from "./startup/typing-clock.ts";
import { reopenArgumentCompletions, WEB_ARGUMENT, webCommand } from "./startup/web-command.ts";
import { withdrawWithoutUI } from "./startup/without-ui.ts";

/**
 * The pi extension: registers `ask_user`, captures pi's `@` autocomplete for its free-form answers, notes when the
 * person last typed into pi (so a form that opens mid-sentence is not answered by the rest of it), relays the
 * questions of subagents (child pi processes with no UI) into this pi's form, or sends this pi's there, follows
 * `pi.events` and replies to every answer or cancel sent there (see the README's "Events"), stores each form's
 * progress in the session, offers the tool only where a form can open (not in print mode), and registers
 * `/ask-user`, which reopens a form that was not answered (offered at once when pi stopped in the middle of one) and
 * serves the open form as a page (`/ask-user web`), and
 * `/answer`, which asks the questions of the agent's last message in a form.
 */
export default function askUserExtension(pi: ExtensionAPI): void {
	const autocomplete = createAutocompleteSource();
	const typing = createTypingClock();
	const openForms = createOpenForms();
	const turn = createTurnDeclines();
	const web = createServedForms();
	const options: ReopenOptions = {
		autocompleteProvider: (cwd) => autocomplete.provider(cwd),
		typing,
		turn,
		events: pi.events,
		desk: createAnswerDesk(pi.events),
		session: { append: (customType, data) => pi.appendEntry(customType, data), openForms, places: new Map() },
		sendUserMessage: (text, delivery) => pi.sendUserMessage(text, delivery),
		forms: createFormQueue(),
		relayAsker,
		web,
	};
	const relay = createRelayHost(options, (data) => pi.appendEntry(RELAYED_ENTRY_TYPE, data));
	pi.on("session_start", async (event, ctx) => {
		autocomplete.capture(ctx.ui);
		typing.capture(ctx.ui);
		if (event.reason !== "reload") offerInterruptedForm(ctx, options);
		relay.start(ctx);
		await withdrawWithoutUI(pi, ctx);
	});
	// pi is replacing the session or shutting down while a form may be open: store what it holds now (a closed
	// terminal skips this, see `createOpenForms`).
	pi.on("session_shutdown", () => {
		openForms.flushAll();
		relay.stop();
	});
	pi.on("turn_start", () => turn.startTurn());
	pi.registerTool(createAskUserTool(options));
	pi.registerCommand(REOPEN_COMMAND, {
		description: REOPEN_DESCRIPTION,
		getArgumentCompletions: (prefix) => reopenArgumentCompletions(LIST_ARGUMENT, prefix),
		handler: (args, ctx) => {
			typing.commandRan();
			const argument = args.trim();
			if (argument === LIST_ARGUMENT) return listSessionForms(ctx, options);
			if (argument === WEB_ARGUMENT) return webCommand(ctx, web);
			return reopenLatestForm(ctx, options);
		},
	});
	pi.registerCommand(ANSWER_COMMAND, {
		description: ANSWER_DESCRIPTION,
		handler: (_args, ctx) => {
			typing.commandRan();
			return answerCommand(ctx, options);
		},
	});
}
