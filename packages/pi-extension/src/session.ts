import { normalizeArguments } from "@ask-user/core/contract";
import {
	type ExtensionAPI,
	type ExtensionCommandContext,
	type ExtensionContext,
	type ExtensionUIContext,
	getAgentDir,
	type SessionStartEvent,
} from "@mariozechner/pi-coding-agent";
import type { AutocompleteItem } from "@mariozechner/pi-tui";
import { answerCommand } from "./answer/answer-command.ts";
import { askLoader } from "./boundary.ts";
import { type AnswerDesk, createAnswerDesk } from "./events/answer-desk.ts";
import { createAutocompleteSource } from "./form/autocomplete.ts";
import { createFormQueue } from "./form/form-queue.ts";
import { createOpenForms } from "./form/open-forms.ts";
import { atTerminal, followTerminalPauses } from "./form/terminal-pauses.ts";
import { createTypingClock } from "./form/typing-clock.ts";
import { joinUnbracketedPastes } from "./form/unbracketed-paste.ts";
import { chosenLocale, createLocaleMemory } from "./locale/locale.ts";
import { noticeWords } from "./locale/notice-words.ts";
import { createServedForms } from "./page/served-forms.ts";
import { reopenArgumentCompletions, WEB_ARGUMENT, webCommand } from "./page/web-command.ts";
import { settingsFiles } from "./registration/no-ui.ts";
import type { AskUserToolHandlers } from "./registration/tool.ts";
import { createRelayHost, relayAsker } from "./relay/relay-host.ts";
import { createSettingsAhead } from "./settings/settings-ahead.ts";
import {
	LIST_ARGUMENT,
	listSessionForms,
	offerInterruptedForm,
	type ReopenOptions,
	reopenLatestForm,
} from "./stored-forms/reopen-command.ts";
import { RELAYED_ENTRY_TYPE } from "./stored-forms/stored-forms.ts";
import { executeAskUser } from "./tool/execute.ts";
import { prepareArguments } from "./tool/prepare-arguments.ts";
import { createTurnDeclines } from "./tool/turn-declines.ts";
import { withdrawWithoutUI } from "./tool/without-ui.ts";
import { LocalizedRow } from "./transcript/localized-row.ts";
import { renderCall } from "./transcript/render-call.ts";
import { injectedKeyText, renderResult } from "./transcript/render-result.ts";

/** What the extension runs once a session offers ask_user, behind the names pi registered as it loaded. */
export interface AskUserSession {
	readonly tool: AskUserToolHandlers;
	/** pi's `session_start`. */
	start(event: SessionStartEvent, ctx: ExtensionContext): Promise<void>;
	/** pi's `session_shutdown`. */
	shutdown(): void;
	/** pi's `turn_start`: a new reply; the settings files are read ahead for its first form. */
	startTurn(ctx: Pick<ExtensionContext, "cwd">): void;
	/** `/ask-user [list|web]`. */
	reopenCommand(args: string, ctx: ExtensionCommandContext): Promise<void>;
	reopenCompletions(prefix: string): AutocompleteItem[] | null;
	/** `/answer`. */
	answerCommand(ctx: ExtensionContext): Promise<void>;
	/** An answer or cancel another extension sent on `pi.events` (`registration/desk-events.ts`). */
	receive: AnswerDesk["receive"];
}

/**
 * The session's side of the extension: captures pi's `@` autocomplete for its free-form answers, notes when the
 * person last typed into pi (so a form that opens mid-sentence is not answered by the rest of it) and, at a
 * terminal, has pi-tui compile its emoji expression at their first pause there (so a form's first review does not),
 * relays the questions of subagents (child pi processes with no UI) into this pi's form, or sends this pi's there,
 * follows `pi.events` and replies to every answer or cancel sent there (see the README's "Events"), stores each
 * form's progress in the session, offers the tool only where a form can open (not in print mode), and runs
 * `/ask-user`, which reopens a form that was not answered (offered at once when pi stopped in the middle of one) and
 * serves the open form as a page (`/ask-user web`), and `/answer`, which asks the questions of the agent's last
 * message in a form.
 */
export function createSession(pi: ExtensionAPI): AskUserSession {
	/** pi's own terminal: its pauses (D127), and the pastes it did not bracket while a form is open (D178). */
	const followTerminal = (ui: ExtensionUIContext) => {
		const stopPauses = followTerminalPauses(ui);
		const stopPastes = joinUnbracketedPastes(ui, process.stdin, () => typing.formOpen());
		return () => {
			stopPauses();
			stopPastes();
		};
	};
	const autocomplete = createAutocompleteSource();
	const typing = createTypingClock();
	const openForms = createOpenForms();
	const turn = createTurnDeclines();
	const desk = createAnswerDesk(pi.events);
	const web = createServedForms();
	const locale = createLocaleMemory(process.env);
	const options: ReopenOptions = {
		autocompleteProvider: (cwd) => autocomplete.provider(cwd),
		typing,
		turn,
		events: pi.events,
		desk,
		session: { append: (customType, data) => pi.appendEntry(customType, data), openForms, places: new Map() },
		sendUserMessage: (text, delivery) => pi.sendUserMessage(text, delivery),
		forms: createFormQueue(),
		relayAsker,
		web,
		reportedProblems: new Set(),
		locale,
	};
	const settingsAhead = createSettingsAhead();
	const relay = createRelayHost(options, (data) => pi.appendEntry(RELAYED_ENTRY_TYPE, data));
	let stopFollowingPauses: (() => void) | undefined;
	return {
		tool: {
			prepareArguments,
			execute: (toolCallId, params, signal, onUpdate, ctx) =>
				// Only the tool's forms are asked in the turn the settings were read ahead for (not `/ask-user`'s, nor relayed ones).
				executeAskUser(toolCallId, params, signal, onUpdate, ctx, { ...options, settingsAhead }),
			renderCall: (args, theme, context) => {
				// Arguments still streaming in: a question is coming, load its UI meanwhile.
				if (context?.argsComplete === false) askLoader.preload();
				const normalized = normalizeArguments(args);
				return new LocalizedRow(
					() => locale.current(),
					(now) => renderCall(normalized, theme, now),
				);
			},
			renderResult: (result, renderOptions, theme, context) => {
				const keys = injectedKeyText(context);
				return new LocalizedRow(
					() => locale.current(),
					(now) => renderResult(result, renderOptions, theme, now, keys),
				);
			},
		},
		async start(event, ctx) {
			autocomplete.capture(ctx.ui, ctx.cwd);
			typing.capture(ctx.ui);
			stopFollowingPauses?.();
			stopFollowingPauses = atTerminal(ctx, process.stdout) ? followTerminal(ctx.ui) : undefined;
			if (event.reason !== "reload") offerInterruptedForm(ctx, options);
			relay.start(ctx);
			await withdrawWithoutUI(pi, ctx);
		},
		// pi is replacing the session or shutting down while a form may be open: store what it holds now (a closed
		// terminal skips this, see `createOpenForms`).
		shutdown() {
			openForms.flushAll();
			relay.stop();
			stopFollowingPauses?.();
		},
		startTurn(ctx) {
			turn.startTurn();
			// Read before the model answers, the `locale` setting is spoken from this turn's first word (a relayed
			// form's title, a notice without a UI), not only once a form has opened.
			settingsAhead.start(settingsFiles(getAgentDir(), ctx.cwd), {
				onLocale: (setting) => locale.remember(chosenLocale(setting, process.env)),
				// The form's settings are worked out too, once its code is loaded: the form opens without that work.
				workOut: (files, reads) => askLoader.loaded()?.workOutFormSettings(files, reads),
			});
		},
		reopenCommand(args, ctx) {
			typing.commandRan();
			const argument = args.trim();
			if (argument === LIST_ARGUMENT) return listSessionForms(ctx, options);
			if (argument === WEB_ARGUMENT) return webCommand(ctx, web, locale);
			return reopenLatestForm(ctx, options);
		},
		reopenCompletions: (prefix) => reopenArgumentCompletions(LIST_ARGUMENT, prefix, noticeWords(locale.current())),
		answerCommand(ctx) {
			typing.commandRan();
			return answerCommand(ctx, options);
		},
		receive: desk.receive,
	};
}
