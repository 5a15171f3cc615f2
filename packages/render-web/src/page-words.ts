/**
 * The web page's words (D86): the words the messages table already has (the review's buttons, the recommended mark,
 * the preview's heading, the review's marks), and the page's own, in every shipped locale. The page speaks the form's
 * locale, like the terminal.
 */
import type { CancelReason, MessageLocale } from "@ask-user/core/contract";
import { localeMessages, type Messages } from "@ask-user/core/contract";

/**
 * The words that say who serves the page and where a new address comes from: the page's own name no host (the
 * form's server, an address given); a host gives its own in the form's locale (pi names `/ask-user web`).
 */
export interface HostWords {
	/** The page's script: its server does not answer, the tab holds no key, the connection dropped. */
	readonly unreachable: string;
	readonly noAccess: string;
	readonly reconnecting: string;
	/** The server's 403s: a browser without the page's cookie, an address opened already. */
	readonly notThisBrowser: string;
	readonly openedAlready: string;
	readonly replacedAddress: string;
	readonly wrongToken: string;
}

/** The page's own words, which the messages table does not hold. */
interface OwnPageWords extends HostWords {
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
	/** Rows `first` to `last` of `total` are listed, around the focus of a terminal that shows the same form. */
	readonly someOptions: (first: number, last: number, total: number) => string;
	/** Rows `first` to `last` of `total` are listed, a page of them (no terminal shows the form). */
	readonly optionsShown: (first: number, last: number, total: number) => string;
	/** The buttons that list the page of options before or after the one listed. */
	readonly earlierOptions: string;
	readonly laterOptions: string;
	readonly importantMissing: (count: number) => string;
	/** A terminal that shows the same form holds an editor open; `heading` is sanitized and escaped. */
	readonly editorOpen: (heading: string) => string;
	/** The page's script: an update took away boxes holding text typed here and not saved; it is kept for their return. */
	readonly draftsKept: string;
	/**
	 * The page's script: a text typed or pasted is longer than the form keeps; its first `characters` are kept (the
	 * box is cut to them).
	 */
	readonly textCut: (characters: number) => string;
	/**
	 * The server's 413: an action larger than it takes (about `megabytes` MB). The page's own actions never are: it
	 * cuts a text to what the form keeps and sends the texts that do not fit beside an action before it.
	 */
	readonly tooLarge: (megabytes: number) => string;
	readonly ends: Readonly<Record<CancelReason, string>>;
	readonly closed: string;
	readonly submittedText: string;
	readonly submittedHeading: string;
	readonly closedHeading: string;
	readonly closeThisPage: string;
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
		| "reviewRecommendedNotChosen"
		| "answerHeading"
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
	optionsShown: (first, last, total) => `Options ${first}–${last} of ${total}.`,
	earlierOptions: "Earlier options",
	laterOptions: "Later options",
	importantMissing: (count) => `${count} important question${count === 1 ? " is" : "s are"} not answered.`,
	editorOpen: (heading) => `The terminal has an editor open (${heading}): acting here saves it first.`,
	draftsKept: "The text typed here is kept, not saved yet: it is back in its box when you return to it.",
	textCut: (characters) =>
		`This text is longer than the form keeps: only its first ${characters.toLocaleString("en")} characters are kept.`,
	tooLarge: (megabytes) => `This is more text than the page sends at once (about ${megabytes} MB): shorten the text.`,
	ends: {
		user: "The form was cancelled.",
		dismissed: "The form was discarded.",
		timeout: "The form timed out.",
		discuss: "The form ended to discuss first: the agent will talk it over.",
		aborted: "The form closed: the agent's run was stopped.",
		error: "The form ended with an error; what was answered is kept.",
		ui_unavailable: "The form could not be shown.",
		invalid_input: "The form's questions were not valid.",
	},
	closed: "The form closed.",
	submittedText: "The answers were submitted to the agent.",
	submittedHeading: "Submitted",
	closedHeading: "Form closed",
	closeThisPage: "You can close this page.",
	unreachable: "The form's server could not be reached.",
	noAccess: "This tab has no access to the form: open a new address of it.",
	reconnecting: "The connection to the form's server was lost; trying again…",
	notThisBrowser: "open the address given for this form; this browser has no access to it",
	openedAlready:
		"this address was opened already: it opens once, in one browser; open the newest address given for this form (a new one is given once this one is opened)",
	replacedAddress: "this address was replaced by newer ones; open the latest address given",
	wrongToken: "this address's token is wrong or incomplete: copy the whole address, all its lines",
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
	optionsShown: (first, last, total) => `Optionen ${first}–${last} von ${total}.`,
	earlierOptions: "Vorherige Optionen",
	laterOptions: "Weitere Optionen",
	importantMissing: (count) => `${count} wichtige ${count === 1 ? "Frage ist" : "Fragen sind"} nicht beantwortet.`,
	editorOpen: (heading) => `Im Terminal ist ein Editor offen (${heading}): eine Aktion hier speichert ihn zuerst.`,
	draftsKept:
		"Der hier eingegebene Text bleibt erhalten, noch nicht gespeichert: er steht wieder in seinem Feld, wenn Sie dorthin zurückkehren.",
	textCut: (characters) =>
		`Dieser Text ist länger, als das Formular behält: nur seine ersten ${characters.toLocaleString("de")} Zeichen bleiben erhalten.`,
	tooLarge: (megabytes) =>
		`Das ist mehr Text, als die Seite auf einmal sendet (etwa ${megabytes} MB): kürzen Sie den Text.`,
	ends: {
		user: "Das Formular wurde abgebrochen.",
		dismissed: "Das Formular wurde verworfen.",
		timeout: "Die Zeit des Formulars ist abgelaufen.",
		discuss: "Das Formular endete, um erst zu besprechen: der Agent wird es durchsprechen.",
		aborted: "Das Formular wurde geschlossen: der Lauf des Agenten wurde gestoppt.",
		error: "Das Formular endete mit einem Fehler; das bisher Beantwortete bleibt erhalten.",
		ui_unavailable: "Das Formular konnte nicht angezeigt werden.",
		invalid_input: "Die Fragen des Formulars waren ungültig.",
	},
	closed: "Das Formular wurde geschlossen.",
	submittedText: "Die Antworten wurden an den Agenten gesendet.",
	submittedHeading: "Gesendet",
	closedHeading: "Formular geschlossen",
	closeThisPage: "Sie können diese Seite schließen.",
	unreachable: "Der Server des Formulars ist nicht erreichbar.",
	noAccess: "Dieser Tab hat keinen Zugang zum Formular: öffnen Sie eine neue Adresse des Formulars.",
	reconnecting: "Die Verbindung zum Server des Formulars ist abgerissen; erneuter Versuch…",
	notThisBrowser: "öffnen Sie die Adresse, die für dieses Formular ausgegeben wurde; dieser Browser hat keinen Zugang",
	openedAlready:
		"diese Adresse wurde schon geöffnet: sie öffnet sich einmal, in einem Browser; öffnen Sie die neueste Adresse, die für dieses Formular ausgegeben wurde (eine neue wird ausgegeben, sobald diese geöffnet ist)",
	replacedAddress: "diese Adresse wurde durch neuere ersetzt; öffnen Sie die zuletzt ausgegebene Adresse",
	wrongToken:
		"der Schlüssel dieser Adresse ist falsch oder unvollständig: kopieren Sie die ganze Adresse, alle ihre Zeilen",
};

const FRENCH: OwnPageWords = {
	lang: "fr",
	defaultTitle: "L’agent demande",
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
		`Options ${first}–${last} sur ${total}, autour de celle du terminal\u00a0; le terminal atteint les autres.`,
	optionsShown: (first, last, total) => `Options ${first}–${last} sur ${total}.`,
	earlierOptions: "Options précédentes",
	laterOptions: "Options suivantes",
	importantMissing: (count) =>
		count === 1 ? "1 question importante est sans réponse." : `${count} questions importantes sont sans réponse.`,
	editorOpen: (heading) => `Le terminal a un éditeur ouvert (${heading})\u00a0: agir ici l’enregistre d’abord.`,
	draftsKept:
		"Le texte saisi ici est gardé, pas encore enregistré\u00a0: il revient dans sa case quand vous y retournez.",
	textCut: (characters) =>
		`Ce texte est plus long que ce que le formulaire garde\u00a0: seuls ses ${characters.toLocaleString("fr")} premiers caractères sont gardés.`,
	tooLarge: (megabytes) =>
		`C’est plus de texte que la page n’en envoie en une fois (environ ${megabytes}\u00a0Mo)\u00a0: raccourcissez le texte.`,
	ends: {
		user: "Le formulaire a été annulé.",
		dismissed: "Le formulaire a été abandonné.",
		timeout: "Le délai du formulaire a expiré.",
		discuss: "Le formulaire s’est terminé pour en discuter d’abord\u00a0: l’agent va en parler.",
		aborted: "Le formulaire s’est fermé\u00a0: l’exécution de l’agent a été arrêtée.",
		error: "Le formulaire s’est terminé sur une erreur\u00a0; ce qui a été répondu est gardé.",
		ui_unavailable: "Le formulaire n’a pas pu être affiché.",
		invalid_input: "Les questions du formulaire n’étaient pas valides.",
	},
	closed: "Le formulaire s’est fermé.",
	submittedText: "Les réponses ont été envoyées à l’agent.",
	submittedHeading: "Envoyé",
	closedHeading: "Formulaire fermé",
	closeThisPage: "Vous pouvez fermer cette page.",
	unreachable: "Le serveur du formulaire est injoignable.",
	noAccess: "Cet onglet n’a pas accès au formulaire\u00a0: ouvrez-en une nouvelle adresse.",
	reconnecting: "La connexion au serveur du formulaire est perdue\u00a0; nouvel essai…",
	notThisBrowser: "ouvrez l’adresse donnée pour ce formulaire\u00a0; ce navigateur n’y a pas accès",
	openedAlready:
		"cette adresse a déjà été ouverte\u00a0: elle s’ouvre une fois, dans un seul navigateur\u00a0; ouvrez la dernière adresse donnée pour ce formulaire (une nouvelle est donnée dès que celle-ci est ouverte)",
	replacedAddress: "cette adresse a été remplacée par de plus récentes\u00a0; ouvrez la dernière adresse donnée",
	wrongToken: "le jeton de cette adresse est faux ou incomplet\u00a0: copiez toute l’adresse, toutes ses lignes",
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
	optionsShown: (first, last, total) => `Opciones ${first}–${last} de ${total}.`,
	earlierOptions: "Opciones anteriores",
	laterOptions: "Opciones siguientes",
	importantMissing: (count) =>
		count === 1 ? "1 pregunta importante no tiene respuesta." : `${count} preguntas importantes no tienen respuesta.`,
	editorOpen: (heading) => `El terminal tiene un editor abierto (${heading}): actuar aquí lo guarda primero.`,
	draftsKept: "El texto escrito aquí se conserva, aún sin guardar: vuelve a su casilla cuando regrese a ella.",
	textCut: (characters) =>
		`Este texto es más largo de lo que el formulario guarda: solo se guardan sus primeros ${characters.toLocaleString("es")} caracteres.`,
	tooLarge: (megabytes) => `Es más texto del que la página envía de una vez (unos ${megabytes} MB): acorte el texto.`,
	ends: {
		user: "El formulario se canceló.",
		dismissed: "El formulario se descartó.",
		timeout: "El tiempo del formulario se agotó.",
		discuss: "El formulario terminó para hablarlo primero: el agente lo comentará.",
		aborted: "El formulario se cerró: la ejecución del agente se detuvo.",
		error: "El formulario terminó con un error; lo respondido se guarda.",
		ui_unavailable: "No se pudo mostrar el formulario.",
		invalid_input: "Las preguntas del formulario no eran válidas.",
	},
	closed: "El formulario se cerró.",
	submittedText: "Las respuestas se enviaron al agente.",
	submittedHeading: "Enviado",
	closedHeading: "Formulario cerrado",
	closeThisPage: "Puede cerrar esta página.",
	unreachable: "No se pudo contactar con el servidor del formulario.",
	noAccess: "Esta pestaña no tiene acceso al formulario: abra una nueva dirección del formulario.",
	reconnecting: "Se perdió la conexión con el servidor del formulario; reintentando…",
	notThisBrowser: "abra la dirección dada para este formulario; este navegador no tiene acceso",
	openedAlready:
		"esta dirección ya se abrió: se abre una vez, en un solo navegador; abra la dirección más reciente dada para este formulario (se da una nueva en cuanto esta se abre)",
	replacedAddress: "esta dirección fue reemplazada por otras más nuevas; abra la última dirección dada",
	wrongToken: "el código de esta dirección es incorrecto o incompleto: copie la dirección entera, todas sus líneas",
};

const OWN: Readonly<Record<MessageLocale, OwnPageWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/** The page's words in `locale`, with the host's own where it gives them. */
export function pageWords(locale: MessageLocale, host: Partial<HostWords> = {}): PageWords {
	const table = localeMessages(locale);
	return {
		...OWN[locale],
		...host,
		submitButton: table.submitButton,
		cancelButton: table.cancelButton,
		discussButton: table.discussButton,
		recommendedMark: table.recommendedMark,
		previewHeading: table.previewHeading,
		reviewNotAnswered: table.reviewNotAnswered,
		reviewNotChosen: table.reviewNotChosen,
		reviewRecommendedNotChosen: table.reviewRecommendedNotChosen,
		answerHeading: table.answerHeading,
	};
}

/** The English words, the page's default. */
export const ENGLISH_PAGE_WORDS = pageWords("en");
