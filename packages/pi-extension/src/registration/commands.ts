/**
 * The commands' names and descriptions, which pi reads as the extension loads (their handlers load later). pi copies
 * a description as the command registers, before any settings file can be read: the descriptions speak the
 * environment's language (`environmentLocale`), in every shipped locale.
 */
import type { MessageLocale } from "@ask-user/core/tool-text";

/** The command that reopens a form that was not answered (`/ask-user`). */
export const REOPEN_COMMAND = "ask-user";

export const ANSWER_COMMAND = "answer";

/** What `/ask-user` and `/answer` do, as pi's command list says it. */
export interface CommandDescriptions {
	readonly reopen: string;
	readonly answer: string;
}

/** French puts a no-break space before `;`. */
const NBSP = "\u00a0";

export const COMMAND_DESCRIPTIONS: Readonly<Record<MessageLocale, CommandDescriptions>> = {
	en: {
		reopen:
			"Reopen the latest unanswered, cancelled or interrupted ask_user form on this branch; `list` lists them all; `web` serves the open form as a page",
		answer: "Answer the questions of the agent's last message in an ask_user form (one model call)",
	},
	de: {
		reopen:
			"Das letzte unbeantwortete, abgebrochene oder unterbrochene ask_user-Formular in diesem Zweig wieder öffnen; `list` listet alle auf; `web` stellt das offene Formular als Seite bereit",
		answer:
			"Die Fragen der letzten Nachricht des Agenten in einem ask_user-Formular beantworten (ein Aufruf des Modells)",
	},
	fr: {
		reopen: `Rouvrir le dernier formulaire ask_user sans réponse, annulé ou interrompu sur cette branche${NBSP}; \`list\` les liste tous${NBSP}; \`web\` sert le formulaire ouvert en page`,
		answer: "Répondre aux questions du dernier message de l’agent dans un formulaire ask_user (un appel au modèle)",
	},
	es: {
		reopen:
			"Reabrir el último formulario de ask_user sin responder, cancelado o interrumpido en esta rama; `list` los lista todos; `web` sirve el formulario abierto como página",
		answer:
			"Responder a las preguntas del último mensaje del agente en un formulario de ask_user (una llamada al modelo)",
	},
};
