/**
 * The words of pi's transcript of a finished form (D86), in every shipped locale: the marks around the answers and
 * notes, why a form was cancelled, who answered when no person or the web page did. The person's and the model's
 * text is quoted into them; the table's words are reused where it has them (`reviewNotChosen`, the recommended line, `labelled`).
 */
import { type CancelReason, localeMessages, type MessageLocale } from "@ask-user/core/contract";

export interface TranscriptWords {
	readonly waiting: string;
	readonly cancelled: (reason: string | undefined) => string;
	readonly cancelReasons: Readonly<Record<CancelReason, string>>;
	readonly noAnswer: string;
	readonly own: string;
	readonly note: string;
	readonly noteOn: (label: string) => string;
	readonly notChosen: string;
	readonly recommendedNotChosen: (names: string) => string;
	/** A label and the text after it, joined by the language's colon. */
	readonly labelled: (label: string, text: string) => string;
	readonly formNote: string;
	readonly moreQuestions: (count: number) => string;
	/** The call line's count: `3 questions`. */
	readonly questionCount: (count: number) => string;
	readonly notShownHere: string;
	readonly expandToSee: string;
	readonly keyToExpand: (key: string) => string;
	readonly byExtension: string;
	readonly byScript: string;
	readonly onPage: string;
}

type OwnWords = Omit<TranscriptWords, "notChosen" | "recommendedNotChosen" | "labelled">;

const ENGLISH: OwnWords = {
	waiting: "Waiting for the user to answer…",
	cancelled: (reason) => (reason === undefined ? "Cancelled" : `Cancelled (${reason})`),
	cancelReasons: {
		user: "by the user",
		dismissed: "dismissed",
		aborted: "run aborted",
		ui_unavailable: "no interactive UI",
		invalid_input: "invalid input",
		error: "error",
		timeout: "timed out",
		discuss: "to discuss first",
	},
	noAnswer: "(no answer)",
	own: "(own) ",
	note: "note: ",
	noteOn: (label) => `note on ${label}`,
	formNote: "note on the form: ",
	moreQuestions: (count) => `… ${count} more question${count === 1 ? "" : "s"}`,
	questionCount: (count) => `${count} question${count === 1 ? "" : "s"}`,
	notShownHere: " not shown here",
	expandToSee: " (expand to see more)",
	keyToExpand: (key) => ` (${key} to expand)`,
	byExtension: "answered by another extension",
	byScript: "scripted answers (no person was asked)",
	onPage: "answered on the web page",
};

const GERMAN: OwnWords = {
	waiting: "Wartet auf die Antwort…",
	cancelled: (reason) => (reason === undefined ? "Abgebrochen" : `Abgebrochen (${reason})`),
	cancelReasons: {
		user: "von der Person",
		dismissed: "verworfen",
		aborted: "Lauf abgebrochen",
		ui_unavailable: "keine interaktive Oberfläche",
		invalid_input: "ungültige Eingabe",
		error: "Fehler",
		timeout: "Zeit abgelaufen",
		discuss: "um erst zu besprechen",
	},
	noAnswer: "(keine Antwort)",
	own: "(eigene) ",
	note: "Notiz: ",
	noteOn: (label) => `Notiz zu ${label}`,
	formNote: "Notiz zum Formular: ",
	moreQuestions: (count) => `… ${count} weitere ${count === 1 ? "Frage" : "Fragen"}`,
	questionCount: (count) => `${count} ${count === 1 ? "Frage" : "Fragen"}`,
	notShownHere: " hier nicht gezeigt",
	expandToSee: " (aufklappen, um mehr zu sehen)",
	keyToExpand: (key) => ` (${key} zum Aufklappen)`,
	byExtension: "von einer anderen Erweiterung beantwortet",
	byScript: "vorgegebene Antworten (niemand wurde gefragt)",
	onPage: "auf der Webseite beantwortet",
};

const FRENCH: OwnWords = {
	waiting: "En attente de la réponse…",
	cancelled: (reason) => (reason === undefined ? "Annulé" : `Annulé (${reason})`),
	cancelReasons: {
		user: "par la personne",
		dismissed: "abandonné",
		aborted: "exécution interrompue",
		ui_unavailable: "pas d’interface interactive",
		invalid_input: "entrée invalide",
		error: "erreur",
		timeout: "délai expiré",
		discuss: "pour en discuter d’abord",
	},
	noAnswer: "(pas de réponse)",
	own: "(libre) ",
	note: "remarque\u00a0: ",
	noteOn: (label) => `remarque sur ${label}`,
	formNote: "remarque sur le formulaire\u00a0: ",
	moreQuestions: (count) => `… ${count} ${count === 1 ? "autre question" : "autres questions"}`,
	questionCount: (count) => `${count} question${count === 1 ? "" : "s"}`,
	notShownHere: " non affichées ici",
	expandToSee: " (déplier pour voir la suite)",
	keyToExpand: (key) => ` (${key} pour déplier)`,
	byExtension: "répondu par une autre extension",
	byScript: "réponses scriptées (personne n’a été sollicité)",
	onPage: "répondu sur la page web",
};

const SPANISH: OwnWords = {
	waiting: "Esperando la respuesta…",
	cancelled: (reason) => (reason === undefined ? "Cancelado" : `Cancelado (${reason})`),
	cancelReasons: {
		user: "por la persona",
		dismissed: "descartado",
		aborted: "ejecución interrumpida",
		ui_unavailable: "sin interfaz interactiva",
		invalid_input: "entrada no válida",
		error: "error",
		timeout: "tiempo agotado",
		discuss: "para hablarlo primero",
	},
	noAnswer: "(sin respuesta)",
	own: "(propia) ",
	note: "nota: ",
	noteOn: (label) => `nota sobre ${label}`,
	formNote: "nota sobre el formulario: ",
	moreQuestions: (count) => `… ${count} ${count === 1 ? "pregunta más" : "preguntas más"}`,
	questionCount: (count) => `${count} ${count === 1 ? "pregunta" : "preguntas"}`,
	notShownHere: " no mostradas aquí",
	expandToSee: " (desplegar para ver más)",
	keyToExpand: (key) => ` (${key} para desplegar)`,
	byExtension: "respondido por otra extensión",
	byScript: "respuestas programadas (no se preguntó a nadie)",
	onPage: "respondido en la página web",
};

const OWN: Readonly<Record<MessageLocale, OwnWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/** The transcript's words in `locale`: its own, and the review's from core's messages. */
function wordsIn(locale: MessageLocale): TranscriptWords {
	const table = localeMessages(locale);
	return {
		...OWN[locale],
		notChosen: table.reviewNotChosen,
		recommendedNotChosen: table.reviewRecommendedNotChosen,
		labelled: table.labelled,
	};
}

/** Made once, as the module loads (the transcript is drawn often). */
const WORDS: Readonly<Record<MessageLocale, TranscriptWords>> = {
	en: wordsIn("en"),
	de: wordsIn("de"),
	fr: wordsIn("fr"),
	es: wordsIn("es"),
};

/** The transcript's words in `locale`. */
export function transcriptWords(locale: MessageLocale): TranscriptWords {
	return WORDS[locale];
}
