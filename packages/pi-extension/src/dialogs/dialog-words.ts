/**
 * The words of pi's RPC dialogs (D92), in every shipped locale: the entries of a question's, the previews' and the
 * review's select dialogs, their titles, the body of the discard confirmation, and the first select that offers the
 * form's web page (D93). They are pi's own (a GUI driving pi in RPC mode shows them), so they live here, not in
 * core's messages table; the question's own words (headings, placeholders) are the table's. `note`, `text` and
 * `label` arrive quoted or sanitized; `labels` is a list already joined.
 */
import { localeMessages, type MessageLocale } from "@ask-user/core/contract";

export interface DialogWords {
	readonly back: string;
	readonly discuss: string;
	readonly done: string;
	readonly skip: string;
	readonly addNote: string;
	readonly editNote: (note: string) => string;
	readonly addFormNote: string;
	readonly editFormNote: (note: string) => string;
	readonly showPreviews: string;
	readonly chooseAny: string;
	readonly recommended: string;
	readonly note: (note: string) => string;
	readonly optionNote: (label: string, note: string, chosen: boolean) => string;
	readonly ownAnswer: (text: string) => string;
	readonly unchosenRecommended: (labels: string) => string;
	readonly noAnswer: (required: boolean) => string;
	readonly previewsTitle: (label: string) => string;
	readonly previewTitle: (option: string) => string;
	readonly reviewTitle: (
		title: string | undefined,
		answered: number,
		total: number,
		requiredUnanswered: number,
	) => string;
	readonly change: (number: number, label: string, answer: string) => string;
	readonly discardDetail: string;
	/** The first select in RPC mode (D93): its title, answering on the page at `address`, or here step by step. */
	readonly howTitle: string;
	readonly onPage: (address: string) => string;
	readonly stepByStep: string;
	/** While the page is open: the select's title (`address` whole), and its one entry, which goes to the dialogs. */
	readonly waitingTitle: (address: string) => string;
	readonly stepByStepInstead: string;
	/** What the page says once the person left it to answer step by step (the form goes on in the dialogs). */
	readonly pageLeft: string;
	/** A label and the text after it, joined by the language's colon (core's table's). */
	readonly labelled: (label: string, text: string) => string;
}

type OwnWords = Omit<DialogWords, "labelled">;

const NBSP = "\u00a0";

/** Spanish counts 1 in the singular. */
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const ENGLISH: OwnWords = {
	back: "← Back",
	discuss: "Discuss first (the agent explains, then asks again)",
	done: "Done",
	skip: "Skip",
	addNote: "Add a note…",
	editNote: (note) => `Edit note: ${note}`,
	addFormNote: "Add a note on the whole form…",
	editFormNote: (note) => `Edit the note on the whole form: ${note}`,
	showPreviews: "Show a preview…",
	chooseAny: "choose any, then Done",
	recommended: "recommended",
	note: (note) => `note: ${note}`,
	optionNote: (label, note, chosen) => `note on ${label}${chosen ? "" : " (not chosen)"}: ${note}`,
	ownAnswer: (text) => `own answer ${text}`,
	unchosenRecommended: (labels) => `recommended, not chosen: ${labels}`,
	noAnswer: (required) => (required ? "(no answer) — required" : "(no answer)"),
	previewsTitle: (label) => `Previews of ${label}: choose one to read`,
	previewTitle: (option) => `Preview of ${option} (read only; close it to go back)`,
	reviewTitle: (title, answered, total, requiredUnanswered) => {
		const name = title === undefined ? "" : ` ${title}`;
		const warning =
			requiredUnanswered === 0
				? ""
				: ` · ${requiredUnanswered} required question${requiredUnanswered === 1 ? "" : "s"} unanswered`;
		return `Review${name}: ${answered} of ${total} answered${warning}`;
	},
	change: (number, label, answer) => `Change ${number}. ${label}: ${answer}`,
	discardDetail: "Yes cancels the form and nothing is sent back. No keeps answering.",
	howTitle: "How do you want to answer?",
	onPage: (address) => `Answer in the browser page at ${address}`,
	stepByStep: "Step by step here",
	waitingTitle: (address) => `Answering in the browser page at ${address} (it opens once, in one browser)`,
	stepByStepInstead: "Answer step by step here instead",
	pageLeft: "You chose to answer step by step in pi: the form goes on there, and this page no longer follows it.",
};

const GERMAN: OwnWords = {
	back: "← Zurück",
	discuss: "Erst besprechen (der Agent erklärt und fragt dann erneut)",
	done: "Fertig",
	skip: "Überspringen",
	addNote: "Notiz hinzufügen…",
	editNote: (note) => `Notiz bearbeiten: ${note}`,
	addFormNote: "Notiz zum ganzen Formular hinzufügen…",
	editFormNote: (note) => `Notiz zum ganzen Formular bearbeiten: ${note}`,
	showPreviews: "Vorschau anzeigen…",
	chooseAny: "beliebig viele wählen, dann Fertig",
	recommended: "empfohlen",
	note: (note) => `Notiz: ${note}`,
	optionNote: (label, note, chosen) => `Notiz zu ${label}${chosen ? "" : " (nicht gewählt)"}: ${note}`,
	ownAnswer: (text) => `eigene Antwort ${text}`,
	unchosenRecommended: (labels) => `empfohlen, nicht gewählt: ${labels}`,
	noAnswer: (required) => (required ? "(keine Antwort) — erforderlich" : "(keine Antwort)"),
	previewsTitle: (label) => `Vorschauen zu ${label}: eine zum Lesen wählen`,
	previewTitle: (option) => `Vorschau von ${option} (nur lesen; schließen führt zurück)`,
	reviewTitle: (title, answered, total, requiredUnanswered) => {
		const name = title === undefined ? "" : ` ${title}`;
		const warning =
			requiredUnanswered === 0
				? ""
				: ` · ${requiredUnanswered} ${requiredUnanswered === 1 ? "Pflichtfrage" : "Pflichtfragen"} unbeantwortet`;
		return `Übersicht${name}: ${answered} von ${total} beantwortet${warning}`;
	},
	change: (number, label, answer) => `${number}. ${label} ändern: ${answer}`,
	discardDetail: "Ja bricht das Formular ab, und nichts wird zurückgeschickt. Nein antwortet weiter.",
	howTitle: "Wie möchten Sie antworten?",
	onPage: (address) => `Auf der Browserseite unter ${address} antworten`,
	stepByStep: "Schritt für Schritt hier",
	waitingTitle: (address) => `Antwort auf der Browserseite unter ${address} (sie öffnet sich einmal, in einem Browser)`,
	stepByStepInstead: "Stattdessen hier Schritt für Schritt antworten",
	pageLeft:
		"Sie antworten stattdessen Schritt für Schritt in pi: das Formular geht dort weiter, und diese Seite folgt ihm nicht mehr.",
};

const FRENCH: OwnWords = {
	back: "← Retour",
	discuss: "En discuter d’abord (l’agent explique, puis redemande)",
	done: "Terminé",
	skip: "Passer",
	addNote: "Ajouter une note…",
	editNote: (note) => `Modifier la note${NBSP}: ${note}`,
	addFormNote: "Ajouter une note sur l’ensemble du formulaire…",
	editFormNote: (note) => `Modifier la note sur l’ensemble du formulaire${NBSP}: ${note}`,
	showPreviews: "Afficher un aperçu…",
	chooseAny: "choisissez-en autant que voulu, puis Terminé",
	recommended: "recommandé",
	note: (note) => `note${NBSP}: ${note}`,
	optionNote: (label, note, chosen) => `note sur ${label}${chosen ? "" : " (non choisi)"}${NBSP}: ${note}`,
	ownAnswer: (text) => `réponse libre ${text}`,
	unchosenRecommended: (labels) => `recommandé, non choisi${NBSP}: ${labels}`,
	noAnswer: (required) => (required ? "(pas de réponse) — obligatoire" : "(pas de réponse)"),
	previewsTitle: (label) => `Aperçus de ${label}${NBSP}: choisissez-en un à lire`,
	previewTitle: (option) => `Aperçu de ${option} (lecture seule${NBSP}; fermez-le pour revenir)`,
	reviewTitle: (title, answered, total, requiredUnanswered) => {
		const name = title === undefined ? "" : ` ${title}`;
		const questions = requiredUnanswered > 1 ? "questions obligatoires" : "question obligatoire";
		const warning = requiredUnanswered === 0 ? "" : ` · ${requiredUnanswered} ${questions} sans réponse`;
		return `Récapitulatif${name}${NBSP}: ${answered} sur ${total} répondues${warning}`;
	},
	change: (number, label, answer) => `Modifier ${number}. ${label}${NBSP}: ${answer}`,
	discardDetail: "Oui annule le formulaire et rien n’est renvoyé. Non continue de répondre.",
	howTitle: `Comment voulez-vous répondre${NBSP}?`,
	onPage: (address) => `Répondre dans la page du navigateur à ${address}`,
	stepByStep: "Pas à pas ici",
	waitingTitle: (address) =>
		`Réponse dans la page du navigateur à ${address} (elle s’ouvre une fois, dans un navigateur)`,
	stepByStepInstead: "Répondre plutôt pas à pas ici",
	pageLeft: `Vous répondez plutôt pas à pas dans pi${NBSP}: le formulaire continue là-bas, et cette page ne le suit plus.`,
};

const SPANISH: OwnWords = {
	back: "← Atrás",
	discuss: "Hablarlo primero (el agente explica y vuelve a preguntar)",
	done: "Listo",
	skip: "Omitir",
	addNote: "Añadir una nota…",
	editNote: (note) => `Editar la nota: ${note}`,
	addFormNote: "Añadir una nota sobre todo el formulario…",
	editFormNote: (note) => `Editar la nota sobre todo el formulario: ${note}`,
	showPreviews: "Mostrar una vista previa…",
	chooseAny: "elige las que quieras y luego Listo",
	recommended: "recomendada",
	note: (note) => `nota: ${note}`,
	optionNote: (label, note, chosen) => `nota sobre ${label}${chosen ? "" : " (no elegida)"}: ${note}`,
	ownAnswer: (text) => `respuesta propia ${text}`,
	unchosenRecommended: (labels) => `recomendada, no elegida: ${labels}`,
	noAnswer: (required) => (required ? "(sin respuesta) — obligatoria" : "(sin respuesta)"),
	previewsTitle: (label) => `Vistas previas de ${label}: elige una para leerla`,
	previewTitle: (option) => `Vista previa de ${option} (solo lectura; ciérrala para volver)`,
	reviewTitle: (title, answered, total, requiredUnanswered) => {
		const name = title === undefined ? "" : ` ${title}`;
		const warning =
			requiredUnanswered === 0
				? ""
				: ` · ${plural(requiredUnanswered, "pregunta obligatoria", "preguntas obligatorias")} sin responder`;
		return `Revisar${name}: ${answered} de ${total} respondidas${warning}`;
	},
	change: (number, label, answer) => `Cambiar ${number}. ${label}: ${answer}`,
	discardDetail: "Sí cancela el formulario y no se envía nada. No sigue respondiendo.",
	howTitle: "¿Cómo quieres responder?",
	onPage: (address) => `Responder en la página del navegador en ${address}`,
	stepByStep: "Paso a paso aquí",
	waitingTitle: (address) => `Respondiendo en la página del navegador en ${address} (se abre una vez, en un navegador)`,
	stepByStepInstead: "Responder paso a paso aquí en su lugar",
	pageLeft: "Elegiste responder paso a paso en pi: el formulario sigue allí y esta página ya no lo sigue.",
};

const OWN: Readonly<Record<MessageLocale, OwnWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

const wordsIn = (locale: MessageLocale): DialogWords => ({ ...OWN[locale], labelled: localeMessages(locale).labelled });

const WORDS: Readonly<Record<MessageLocale, DialogWords>> = {
	en: wordsIn("en"),
	de: wordsIn("de"),
	fr: wordsIn("fr"),
	es: wordsIn("es"),
};

/** The dialogs' words in `locale`. */
export function dialogWords(locale: MessageLocale): DialogWords {
	return WORDS[locale];
}
