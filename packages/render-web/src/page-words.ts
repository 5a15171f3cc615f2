/**
 * The web page's words (D86): the words the messages table already has (the review's buttons, the recommended mark,
 * the preview's heading, the review's marks), and the page's own, in every shipped locale. The page speaks the form's
 * locale, like the terminal.
 */
import type { CancelReason, MessageLocale } from "@ask-user/core/contract";
import { localeMessages, type Messages } from "@ask-user/core/contract";

/** The page's own words, which the messages table does not hold. */
interface OwnPageWords {
	readonly lang: string;
	readonly defaultTitle: string;
	readonly questions: string;
	readonly important: string;
	readonly note: string;
	readonly noteOnQuestion: string;
	readonly noteOnForm: string;
	readonly noteOn: (label: string) => string;
	readonly saveNote: string;
	readonly saveAnswer: string;
	readonly back: string;
	readonly next: string;
	readonly discard: string;
	readonly keepAnswering: string;
	/** Rows `first` to `last` of `total` are listed (around the terminal's focus). */
	readonly someOptions: (first: number, last: number, total: number) => string;
	readonly importantMissing: (count: number) => string;
	/** The terminal holds an editor open; `heading` is sanitized and escaped. */
	readonly editorOpen: (heading: string) => string;
	readonly ends: Readonly<Record<CancelReason, string>>;
	readonly closed: string;
	readonly submittedText: string;
	readonly submittedHeading: string;
	readonly closedHeading: string;
	readonly closeThisPage: string;
	/** The page's script: pi does not answer, the tab holds no key, the connection dropped. */
	readonly unreachable: string;
	readonly noAccess: string;
	readonly reconnecting: string;
	/** The server's 403s: a browser without the page's cookie, an address opened already. */
	readonly notThisBrowser: string;
	readonly openedAlready: string;
	readonly replacedAddress: string;
	readonly wrongToken: string;
}

/** The words the page shows, in one locale. */
export type PageWords = OwnPageWords &
	Pick<
		Messages,
		| "submitButton"
		| "cancelButton"
		| "discussButton"
		| "recommendedMark"
		| "previewHeading"
		| "reviewNotAnswered"
		| "reviewNotChosen"
	>;

const ENGLISH: OwnPageWords = {
	lang: "en",
	defaultTitle: "The agent asks",
	questions: "Questions",
	important: "Important",
	note: "Note",
	noteOnQuestion: "Note on this question",
	noteOnForm: "Note on the whole form",
	noteOn: (label) => `Note on ${label}`,
	saveNote: "Save note",
	saveAnswer: "Save answer",
	back: "Back",
	next: "Next",
	discard: "Discard",
	keepAnswering: "Keep answering",
	someOptions: (first, last, total) =>
		`Options ${first}–${last} of ${total}, around the terminal's; the terminal reaches the rest.`,
	importantMissing: (count) => `${count} important question${count === 1 ? " is" : "s are"} not answered.`,
	editorOpen: (heading) => `The terminal has an editor open (${heading}): acting here saves it first.`,
	ends: {
		user: "The form was cancelled.",
		dismissed: "The form was discarded.",
		timeout: "The form timed out.",
		discuss: "The form ended to discuss first: the agent will talk it over.",
		aborted: "The form closed: the agent's run was stopped.",
		error: "The form ended with an error; pi keeps what was answered.",
		ui_unavailable: "The form could not be shown.",
		invalid_input: "The form's questions were not valid.",
	},
	closed: "The form closed.",
	submittedText: "The answers were submitted to the agent.",
	submittedHeading: "Submitted",
	closedHeading: "Form closed",
	closeThisPage: "You can close this page.",
	unreachable: "pi could not be reached.",
	noAccess: "This tab has no access to the form: open a new address from pi (/ask-user web, or w in the form).",
	reconnecting: "The connection to pi was lost; trying again…",
	notThisBrowser: "open the address pi printed for this form; this browser has no access to it",
	openedAlready:
		"this address was opened already: it opens once, in one browser; ask pi for a new one (/ask-user web, or w in the form)",
	replacedAddress: "this address was replaced by newer ones; open the latest address pi printed",
	wrongToken: "this address's token is wrong or incomplete: copy the whole address pi printed, all its lines",
};

const GERMAN: OwnPageWords = {
	lang: "de",
	defaultTitle: "Der Agent fragt",
	questions: "Fragen",
	important: "Wichtig",
	note: "Notiz",
	noteOnQuestion: "Notiz zu dieser Frage",
	noteOnForm: "Notiz zum ganzen Formular",
	noteOn: (label) => `Notiz zu ${label}`,
	saveNote: "Notiz speichern",
	saveAnswer: "Antwort speichern",
	back: "Zurück",
	next: "Weiter",
	discard: "Verwerfen",
	keepAnswering: "Weiter beantworten",
	someOptions: (first, last, total) =>
		`Optionen ${first}–${last} von ${total}, rund um die des Terminals; das Terminal erreicht die übrigen.`,
	importantMissing: (count) => `${count} wichtige ${count === 1 ? "Frage ist" : "Fragen sind"} nicht beantwortet.`,
	editorOpen: (heading) => `Im Terminal ist ein Editor offen (${heading}): eine Aktion hier speichert ihn zuerst.`,
	ends: {
		user: "Das Formular wurde abgebrochen.",
		dismissed: "Das Formular wurde verworfen.",
		timeout: "Die Zeit des Formulars ist abgelaufen.",
		discuss: "Das Formular endete, um erst zu besprechen: der Agent wird es durchsprechen.",
		aborted: "Das Formular wurde geschlossen: der Lauf des Agenten wurde gestoppt.",
		error: "Das Formular endete mit einem Fehler; pi behält das bisher Beantwortete.",
		ui_unavailable: "Das Formular konnte nicht angezeigt werden.",
		invalid_input: "Die Fragen des Formulars waren ungültig.",
	},
	closed: "Das Formular wurde geschlossen.",
	submittedText: "Die Antworten wurden an den Agenten gesendet.",
	submittedHeading: "Gesendet",
	closedHeading: "Formular geschlossen",
	closeThisPage: "Sie können diese Seite schließen.",
	unreachable: "pi ist nicht erreichbar.",
	noAccess:
		"Dieser Tab hat keinen Zugang zum Formular: öffnen Sie eine neue Adresse aus pi (/ask-user web, oder w im Formular).",
	reconnecting: "Die Verbindung zu pi ist abgerissen; erneuter Versuch…",
	notThisBrowser: "öffnen Sie die Adresse, die pi für dieses Formular ausgab; dieser Browser hat keinen Zugang",
	openedAlready:
		"diese Adresse wurde schon geöffnet: sie öffnet sich einmal, in einem Browser; fragen Sie pi nach einer neuen (/ask-user web, oder w im Formular)",
	replacedAddress: "diese Adresse wurde durch neuere ersetzt; öffnen Sie die letzte Adresse, die pi ausgab",
	wrongToken:
		"der Schlüssel dieser Adresse ist falsch oder unvollständig: kopieren Sie die ganze Adresse, die pi ausgab, alle ihre Zeilen",
};

const FRENCH: OwnPageWords = {
	lang: "fr",
	defaultTitle: "L'agent demande",
	questions: "Questions",
	important: "Important",
	note: "Remarque",
	noteOnQuestion: "Remarque sur cette question",
	noteOnForm: "Remarque sur tout le formulaire",
	noteOn: (label) => `Remarque sur ${label}`,
	saveNote: "Enregistrer la remarque",
	saveAnswer: "Enregistrer la réponse",
	back: "Précédent",
	next: "Suivant",
	discard: "Abandonner",
	keepAnswering: "Continuer à répondre",
	someOptions: (first, last, total) =>
		`Options ${first}–${last} sur ${total}, autour de celle du terminal ; le terminal atteint les autres.`,
	importantMissing: (count) =>
		count === 1 ? "1 question importante est sans réponse." : `${count} questions importantes sont sans réponse.`,
	editorOpen: (heading) => `Le terminal a un éditeur ouvert (${heading}) : agir ici l'enregistre d'abord.`,
	ends: {
		user: "Le formulaire a été annulé.",
		dismissed: "Le formulaire a été abandonné.",
		timeout: "Le délai du formulaire a expiré.",
		discuss: "Le formulaire s'est terminé pour en discuter d'abord : l'agent va en parler.",
		aborted: "Le formulaire s'est fermé : l'exécution de l'agent a été arrêtée.",
		error: "Le formulaire s'est terminé sur une erreur ; pi garde ce qui a été répondu.",
		ui_unavailable: "Le formulaire n'a pas pu être affiché.",
		invalid_input: "Les questions du formulaire n'étaient pas valides.",
	},
	closed: "Le formulaire s'est fermé.",
	submittedText: "Les réponses ont été envoyées à l'agent.",
	submittedHeading: "Envoyé",
	closedHeading: "Formulaire fermé",
	closeThisPage: "Vous pouvez fermer cette page.",
	unreachable: "pi est injoignable.",
	noAccess:
		"Cet onglet n'a pas accès au formulaire : ouvrez une nouvelle adresse depuis pi (/ask-user web, ou w dans le formulaire).",
	reconnecting: "La connexion à pi est perdue ; nouvel essai…",
	notThisBrowser: "ouvrez l'adresse que pi a affichée pour ce formulaire ; ce navigateur n'y a pas accès",
	openedAlready:
		"cette adresse a déjà été ouverte : elle s'ouvre une fois, dans un seul navigateur ; demandez-en une nouvelle à pi (/ask-user web, ou w dans le formulaire)",
	replacedAddress: "cette adresse a été remplacée par de plus récentes ; ouvrez la dernière adresse que pi a affichée",
	wrongToken:
		"le jeton de cette adresse est faux ou incomplet : copiez toute l'adresse que pi a affichée, toutes ses lignes",
};

const SPANISH: OwnPageWords = {
	lang: "es",
	defaultTitle: "El agente pregunta",
	questions: "Preguntas",
	important: "Importante",
	note: "Nota",
	noteOnQuestion: "Nota sobre esta pregunta",
	noteOnForm: "Nota sobre todo el formulario",
	noteOn: (label) => `Nota sobre ${label}`,
	saveNote: "Guardar nota",
	saveAnswer: "Guardar respuesta",
	back: "Atrás",
	next: "Siguiente",
	discard: "Descartar",
	keepAnswering: "Seguir respondiendo",
	someOptions: (first, last, total) =>
		`Opciones ${first}–${last} de ${total}, alrededor de la del terminal; el terminal llega a las demás.`,
	importantMissing: (count) =>
		count === 1 ? "1 pregunta importante no tiene respuesta." : `${count} preguntas importantes no tienen respuesta.`,
	editorOpen: (heading) => `El terminal tiene un editor abierto (${heading}): actuar aquí lo guarda primero.`,
	ends: {
		user: "El formulario se canceló.",
		dismissed: "El formulario se descartó.",
		timeout: "El tiempo del formulario se agotó.",
		discuss: "El formulario terminó para hablarlo primero: el agente lo comentará.",
		aborted: "El formulario se cerró: la ejecución del agente se detuvo.",
		error: "El formulario terminó con un error; pi guarda lo respondido.",
		ui_unavailable: "No se pudo mostrar el formulario.",
		invalid_input: "Las preguntas del formulario no eran válidas.",
	},
	closed: "El formulario se cerró.",
	submittedText: "Las respuestas se enviaron al agente.",
	submittedHeading: "Enviado",
	closedHeading: "Formulario cerrado",
	closeThisPage: "Puede cerrar esta página.",
	unreachable: "No se pudo contactar con pi.",
	noAccess:
		"Esta pestaña no tiene acceso al formulario: abra una nueva dirección desde pi (/ask-user web, o w en el formulario).",
	reconnecting: "Se perdió la conexión con pi; reintentando…",
	notThisBrowser: "abra la dirección que pi mostró para este formulario; este navegador no tiene acceso",
	openedAlready:
		"esta dirección ya se abrió: se abre una vez, en un solo navegador; pida a pi una nueva (/ask-user web, o w en el formulario)",
	replacedAddress: "esta dirección fue reemplazada por otras más nuevas; abra la última dirección que pi mostró",
	wrongToken:
		"el código de esta dirección es incorrecto o incompleto: copie la dirección entera que pi mostró, todas sus líneas",
};

const OWN: Readonly<Record<MessageLocale, OwnPageWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/** The page's words in `locale`. */
export function pageWords(locale: MessageLocale): PageWords {
	const table = localeMessages(locale);
	return {
		...OWN[locale],
		submitButton: table.submitButton,
		cancelButton: table.cancelButton,
		discussButton: table.discussButton,
		recommendedMark: table.recommendedMark,
		previewHeading: table.previewHeading,
		reviewNotAnswered: table.reviewNotAnswered,
		reviewNotChosen: table.reviewNotChosen,
	};
}

/** The English words, the page's default. */
export const ENGLISH_PAGE_WORDS = pageWords("en");
