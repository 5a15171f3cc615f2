/**
 * The server's own words to the person, in every shipped locale: its progress notifications and log lines while a
 * call waits, why the page is served instead of the client's form, and where to answer. The model's text stays
 * English in every locale (core's `content`); the form's and the page's words are core's and render-web's.
 */
import type { MessageLocale } from "@ask-user/core/contract";

/** Why the client's form cannot carry a question: what core's mapping drops from it (`elicitationRequest`'s gaps). */
export type FormGap = "recommended" | "requiredOwnAnswer" | "other";

export interface ServerWords {
	/** What a call's progress notifications say while it waits on something other than the page it serves. */
	readonly waitingTurn: string;
	readonly waitingUrl: string;
	readonly waitingForm: string;
	/** Why the page is served: the client shows no forms. */
	readonly noForms: string;
	/** Why the page is served: its form cannot carry what `gaps` names, each with the questions it is in. */
	readonly formCannot: (gaps: readonly (readonly [FormGap, string])[]) => string;
	/** The questions at 1-based `places` (at least one), and `more` not listed. */
	readonly questions: (places: readonly number[], more: number) => string;
	/** Where to answer, after why. */
	readonly answerInBrowser: (url: string) => string;
	/** The address told once the one before it was opened. */
	readonly newAddress: (url: string) => string;
}

const NBSP = "\u00a0";

/** `places` joined by `", "`, then `and` and `more` when some are not listed (`1, 2, 3 and 5 more`). */
function listed(places: readonly number[], more: number, and: (count: number) => string): string {
	const list = places.join(", ");
	return more > 0 ? `${list} ${and(more)}` : list;
}

const ENGLISH: ServerWords = {
	waitingTurn: "Waiting behind another ask_user question: this one is asked once the one before it is answered.",
	waitingUrl: "Waiting for the answer on the form's page the client opened.",
	waitingForm: "Waiting for the answer to the client's form.",
	noForms: "This MCP client shows no forms.",
	formCannot: (gaps) => {
		const parts = gaps.map(([gap, questions]) =>
			gap === "recommended"
				? `mark a recommended option (${questions})`
				: gap === "requiredOwnAnswer"
					? `require an answer that may be a choice or your own (${questions})`
					: `show everything asked (${questions})`,
		);
		return `This MCP client's form cannot ${parts.join(" or ")}.`;
	},
	questions: (places, more) =>
		`${places.length + more === 1 ? "question" : "questions"} ${listed(places, more, (n) => `and ${n} more`)}`,
	answerInBrowser: (url) => `Answer the questions in a browser: ${url}`,
	newAddress: (url) =>
		`The page's last address was opened (each opens once, in one browser); to open the page again, use: ${url}`,
};

const GERMAN: ServerWords = {
	waitingTurn: "Wartet hinter einer anderen ask_user-Frage: Diese wird gestellt, sobald die vorige beantwortet ist.",
	waitingUrl: "Wartet auf die Antwort auf der Seite des Formulars, die der Client geöffnet hat.",
	waitingForm: "Wartet auf die Antwort im Formular des Clients.",
	noForms: "Dieser MCP-Client zeigt keine Formulare.",
	formCannot: (gaps) => {
		const parts = gaps.map(([gap, questions]) =>
			gap === "recommended"
				? `keine empfohlene Option kennzeichnen (${questions})`
				: gap === "requiredOwnAnswer"
					? `keine Antwort verlangen, die eine Auswahl oder eine eigene sein kann (${questions})`
					: `nicht alles Gefragte zeigen (${questions})`,
		);
		return `Das Formular dieses MCP-Clients kann ${parts.join(" und ")}.`;
	},
	questions: (places, more) =>
		`${places.length + more === 1 ? "Frage" : "Fragen"} ${listed(places, more, (n) => `und ${n} weitere`)}`,
	answerInBrowser: (url) => `Beantworten Sie die Fragen im Browser: ${url}`,
	newAddress: (url) =>
		`Die letzte Adresse der Seite wurde geöffnet (jede öffnet sich einmal, in einem Browser); um die Seite wieder zu öffnen, verwenden Sie: ${url}`,
};

const FRENCH: ServerWords = {
	waitingTurn: `En attente derrière une autre question ask_user${NBSP}: celle-ci sera posée dès que la précédente aura une réponse.`,
	waitingUrl: "En attente de la réponse sur la page du formulaire ouverte par le client.",
	waitingForm: "En attente de la réponse au formulaire du client.",
	noForms: "Ce client MCP n’affiche aucun formulaire.",
	formCannot: (gaps) => {
		const parts = gaps.map(([gap, questions]) =>
			gap === "recommended"
				? `marquer une option recommandée (${questions})`
				: gap === "requiredOwnAnswer"
					? `exiger une réponse qui peut être un choix ou la vôtre (${questions})`
					: `montrer tout ce qui est demandé (${questions})`,
		);
		return `Le formulaire de ce client MCP ne peut pas ${parts.join(", ni ")}.`;
	},
	questions: (places, more) =>
		`${places.length + more === 1 ? "question" : "questions"} ${listed(places, more, (n) => `et ${n} autres`)}`,
	answerInBrowser: (url) => `Répondez aux questions dans un navigateur${NBSP}: ${url}`,
	newAddress: (url) =>
		`La dernière adresse de la page a été ouverte (chacune s’ouvre une fois, dans un seul navigateur)${NBSP}; pour rouvrir la page, utilisez${NBSP}: ${url}`,
};

const SPANISH: ServerWords = {
	waitingTurn: "Esperando detrás de otra pregunta de ask_user: esta se hace en cuanto se responda la anterior.",
	waitingUrl: "Esperando la respuesta en la página del formulario que abrió el cliente.",
	waitingForm: "Esperando la respuesta al formulario del cliente.",
	noForms: "Este cliente MCP no muestra formularios.",
	formCannot: (gaps) => {
		const parts = gaps.map(([gap, questions]) =>
			gap === "recommended"
				? `marcar una opción recomendada (${questions})`
				: gap === "requiredOwnAnswer"
					? `exigir una respuesta que puede ser una opción o la tuya (${questions})`
					: `mostrar todo lo que se pregunta (${questions})`,
		);
		return `El formulario de este cliente MCP no puede ${parts.join(" ni ")}.`;
	},
	questions: (places, more) =>
		`${places.length + more === 1 ? "pregunta" : "preguntas"} ${listed(places, more, (n) => `y ${n} más`)}`,
	answerInBrowser: (url) => `Responde a las preguntas en un navegador: ${url}`,
	newAddress: (url) =>
		`Se abrió la última dirección de la página (cada una se abre una vez, en un solo navegador); para volver a abrir la página, usa: ${url}`,
};

const WORDS: Readonly<Record<MessageLocale, ServerWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/** The server's words in `locale`. */
export function serverWords(locale: MessageLocale): ServerWords {
	return WORDS[locale];
}
