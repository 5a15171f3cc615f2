/**
 * pi's own notices (D92), in every shipped locale: what `ctx.ui.notify` and pi's dialogs say around the form (the
 * commands `/ask-user` and `/answer`, the page's address, a form that waits, ends or cannot reopen, a notification
 * command that failed). Model-written, file-written and typed text is quoted into them, sanitized where they are
 * shown; the command's and the tool's names (`/ask-user`, `ask_user`) and `ask-user:` are names, never translated.
 */
import type { CancelReason, MessageLocale } from "@ask-user/core/contract";

/** What became of a form, as `/ask-user list` says it: open, interrupted, answered, or why it was cancelled. */
export type FormState = "open" | "interrupted" | "answered" | CancelReason;

/** Why `notify.command` failed: it did not start, it was stopped after `seconds`, it ended with a code or a signal. */
export type CommandProblem =
	| { readonly kind: "notRun"; readonly reason: string }
	| { readonly kind: "stopped"; readonly seconds: number }
	| { readonly kind: "exitCode"; readonly code: number }
	| { readonly kind: "signal"; readonly signal: string };

/** The ends of a form `/ask-user` reopens, as the notice after them says them. */
export type ReopenableEnd = "user" | "dismissed" | "timeout";

export interface NoticeWords {
	readonly formOpen: string;
	readonly reopenFailed: (reason: string) => string;
	readonly nothingToReopen: string;
	readonly noForms: string;
	readonly listTitle: string;
	readonly states: Readonly<Record<FormState, string>>;
	readonly answeredAlready: string;
	/** What a form asks when it has no title and no prompt. */
	readonly theForm: string;
	readonly interruptedTitle: string;
	/** `subject` quoted, `command` the reopen command (`/ask-user`). */
	readonly interruptedBody: (subject: string, command: string) => string;
	/** The offer's two entries (pi's own `confirm` would label them in English). */
	readonly interruptedYes: string;
	readonly interruptedNo: string;
	readonly answerBusy: string;
	readonly answerFailed: (reason: string) => string;
	readonly serveFailed: (reason: string) => string;
	/** Above the page's address in pi's notice; the address follows on lines of its own. */
	readonly servedAt: string;
	/** `/ask-user web` with no form open; `setting` names where `web.auto` is set. */
	readonly noFormToServe: (setting: string) => string;
	/** `/ask-user`'s argument completions: what `list` and `web` do. */
	readonly listArgument: string;
	readonly webArgument: string;
	/** The form's own banner (its web page key): the line above the address, and why there is none. */
	readonly pageHeading: string;
	readonly pageFailed: (reason: string) => string;
	readonly waitsForOpenForm: string;
	/** After an end the person can undo: `command` reopens it. */
	readonly reopenHint: (end: ReopenableEnd, command: string) => string;
	/** Before the problems of an answer another extension sent, one a line. */
	readonly extensionAnswerRefused: string;
	readonly progressNotStored: (reason: string) => string;
	/** The form's progress outgrew what a session entry holds: what changes from now on is lost if pi stops. */
	readonly progressTooLarge: string;
	/** Before the problems of a stored form, one a line. */
	readonly storedInvalid: string;
	readonly storedNotRestored: string;
	readonly andMore: (count: number) => string;
	/** The desktop notification's title while a form waits. */
	readonly awaited: string;
	/** The terminal's title while a form waits: pi's `title`, marked. */
	readonly awaitingTitle: (title: string) => string;
	/** `program` quoted. */
	readonly commandProblem: (program: string, problem: CommandProblem) => string;
	readonly noAgentMessage: string;
	readonly noQuestionAsked: string;
	readonly needsModel: string;
	readonly answerStopped: string;
	readonly modelNotAsked: (problem: string) => string;
	/** The loader's label while the model reads the questions; `model` its id when known. */
	readonly turning: (model: string | undefined) => string;
	readonly noQuestionFound: string;
	readonly modelFormInvalid: (problem: string) => string;
	readonly closedNothingSent: string;
	/** Written to stderr where no UI is: the file of scripted answers was not used for a call; `reason` is English. */
	readonly scriptUnused: (reason: string) => string;
	/** A relayed form's title: its subagent's working directory and task (`label`, quoted), when known. */
	readonly askedBySubagent: (label: string | undefined, cwd: string | undefined) => string;
}

const ENGLISH: NoticeWords = {
	formOpen: "a form is open already",
	reopenFailed: (reason) => `the form could not be reopened (${reason})`,
	nothingToReopen: "no unanswered, cancelled or interrupted form on this branch",
	noForms: "no ask_user form on this branch",
	listTitle: "ask_user forms on this branch, the latest first",
	states: {
		open: "open",
		interrupted: "interrupted",
		answered: "answered",
		user: "cancelled",
		dismissed: "dismissed",
		aborted: "aborted",
		ui_unavailable: "no interactive UI",
		invalid_input: "invalid input",
		error: "failed",
		timeout: "timed out",
		discuss: "discussed",
	},
	answeredAlready: "that form was answered; its answers reached the agent",
	theForm: "the form",
	interruptedTitle: "Reopen the interrupted question?",
	interruptedYes: "Yes",
	interruptedNo: "No",
	interruptedBody: (subject, command) =>
		`pi stopped while ${subject} was open; your answers so far are kept. (${command} reopens it later too.)`,
	answerBusy: "/answer works once the agent has finished its reply",
	answerFailed: (reason) => `/answer failed (${reason})`,
	serveFailed: (reason) => `the form could not be served (${reason})`,
	servedAt: "the form is served at this address (it opens in one browser, once):",
	listArgument: "list this branch's forms and reopen one",
	webArgument: "serve the form as a web page (the next, if none is open)",
	noFormToServe: (setting) =>
		`no form is open in the terminal; the next form will be served as a page, its address told here (${setting} serves every form)`,
	pageHeading: "The form as a web page (the address opens once, in one browser):",
	pageFailed: (reason) => `The form could not be served as a web page: ${reason}`,
	waitsForOpenForm: "the agent's question waits until the open form closes",
	reopenHint: (end, command) =>
		`the form ${{ user: "was cancelled", dismissed: "was discarded", timeout: "timed out" }[end]}; ${command} reopens it as you left it.`,
	extensionAnswerRefused: "the answer sent by an extension was refused:",
	progressNotStored: (reason) => `the form's progress could not be stored (${reason})`,
	progressTooLarge:
		"the form's answers and notes are too large to keep in the session: if pi stops now, what you change from here on is lost (submitting loses nothing)",
	storedInvalid: "the stored form's questions are not valid:",
	storedNotRestored: "the stored answers cannot be restored, the form opens empty:",
	andMore: (count) => `and ${count} more`,
	awaited: "pi: an answer is awaited",
	awaitingTitle: (title) => `⏳ answer awaited · ${title}`,
	commandProblem: (program, problem) => {
		switch (problem.kind) {
			case "notRun":
				return `notify.command ${program} could not run (${problem.reason})`;
			case "stopped":
				return `notify.command ${program} was stopped after ${problem.seconds} s`;
			case "exitCode":
				return `notify.command ${program} ended with exit code ${problem.code}`;
			case "signal":
				return `notify.command ${program} ended by ${problem.signal}`;
		}
	},
	noAgentMessage: "the agent has written no message to answer yet",
	noQuestionAsked: "the agent's last message asks no question",
	needsModel: "/answer needs a model to read the questions, and none is selected (/model)",
	answerStopped: "/answer stopped",
	modelNotAsked: (problem) => `the model could not be asked (${problem})`,
	turning: (model) => `Turning the agent's questions into a form${model === undefined ? "" : ` with ${model}`}…`,
	noQuestionFound: "the model found no question to answer in the agent's last message",
	modelFormInvalid: (problem) => `the model's form cannot open: ${problem}`,
	closedNothingSent: "the form was closed; nothing was sent to the agent",
	scriptUnused: (reason) => `scripted answers were not used for this ask_user call: ${reason}`,
	askedBySubagent: (label, cwd) =>
		`Asked by subagent${cwd === undefined ? "" : ` in ${cwd}`}${label === undefined ? "" : `: ${label}`}`,
};

const GERMAN: NoticeWords = {
	formOpen: "ein Formular ist schon offen",
	reopenFailed: (reason) => `das Formular konnte nicht wieder geöffnet werden (${reason})`,
	nothingToReopen: "kein unbeantwortetes, abgebrochenes oder unterbrochenes Formular in diesem Zweig",
	noForms: "kein ask_user-Formular in diesem Zweig",
	listTitle: "ask_user-Formulare in diesem Zweig, das neueste zuerst",
	states: {
		open: "offen",
		interrupted: "unterbrochen",
		answered: "beantwortet",
		user: "abgebrochen",
		dismissed: "verworfen",
		aborted: "Lauf abgebrochen",
		ui_unavailable: "keine interaktive Oberfläche",
		invalid_input: "ungültige Eingabe",
		error: "fehlgeschlagen",
		timeout: "Zeit abgelaufen",
		discuss: "zum Besprechen beendet",
	},
	answeredAlready: "dieses Formular wurde beantwortet; seine Antworten haben den Agenten erreicht",
	theForm: "das Formular",
	interruptedTitle: "Die unterbrochene Frage wieder öffnen?",
	interruptedYes: "Ja",
	interruptedNo: "Nein",
	interruptedBody: (subject, command) =>
		`pi wurde beendet, während ${subject} offen war; Ihre bisherigen Antworten sind erhalten. (${command} öffnet es auch später wieder.)`,
	answerBusy: "/answer geht erst, wenn der Agent seine Antwort beendet hat",
	answerFailed: (reason) => `/answer ist gescheitert (${reason})`,
	serveFailed: (reason) => `das Formular konnte nicht bereitgestellt werden (${reason})`,
	servedAt: "das Formular wird unter dieser Adresse bereitgestellt (sie öffnet sich einmal, in einem Browser):",
	listArgument: "die Formulare dieses Zweigs auflisten und eines wieder öffnen",
	webArgument: "das Formular als Webseite bereitstellen (das nächste, wenn keines offen ist)",
	noFormToServe: (setting) =>
		`im Terminal ist kein Formular offen; das nächste Formular wird als Seite bereitgestellt und seine Adresse hier genannt (${setting} stellt jedes Formular bereit)`,
	pageHeading: "Das Formular als Webseite (die Adresse öffnet sich einmal, in einem Browser):",
	pageFailed: (reason) => `Das Formular konnte nicht als Webseite bereitgestellt werden: ${reason}`,
	waitsForOpenForm: "die Frage des Agenten wartet, bis das offene Formular geschlossen ist",
	reopenHint: (end, command) =>
		`das Formular ${{ user: "wurde abgebrochen", dismissed: "wurde verworfen", timeout: "ist abgelaufen" }[end]}; ${command} öffnet es wieder, wie Sie es verlassen haben.`,
	extensionAnswerRefused: "die von einer Erweiterung gesendete Antwort wurde abgelehnt:",
	progressNotStored: (reason) => `der Stand des Formulars konnte nicht gespeichert werden (${reason})`,
	progressTooLarge:
		"die Antworten und Notizen des Formulars sind zu groß für die Sitzung: hält pi jetzt an, geht verloren, was Sie ab hier ändern (Absenden verliert nichts)",
	storedInvalid: "die Fragen des gespeicherten Formulars sind ungültig:",
	storedNotRestored: "die gespeicherten Antworten lassen sich nicht wiederherstellen, das Formular öffnet sich leer:",
	andMore: (count) => `und ${count} weitere`,
	awaited: "pi: eine Antwort wird erwartet",
	awaitingTitle: (title) => `⏳ Antwort erwartet · ${title}`,
	commandProblem: (program, problem) => {
		switch (problem.kind) {
			case "notRun":
				return `notify.command ${program} ließ sich nicht ausführen (${problem.reason})`;
			case "stopped":
				return `notify.command ${program} wurde nach ${problem.seconds} s gestoppt`;
			case "exitCode":
				return `notify.command ${program} endete mit dem Exit-Code ${problem.code}`;
			case "signal":
				return `notify.command ${program} wurde durch ${problem.signal} beendet`;
		}
	},
	noAgentMessage: "der Agent hat noch keine Nachricht geschrieben, die sich beantworten ließe",
	noQuestionAsked: "die letzte Nachricht des Agenten stellt keine Frage",
	needsModel: "/answer braucht ein Modell, um die Fragen zu lesen, und keines ist gewählt (/model)",
	answerStopped: "/answer gestoppt",
	modelNotAsked: (problem) => `das Modell konnte nicht gefragt werden (${problem})`,
	turning: (model) => `Die Fragen des Agenten werden zu einem Formular${model === undefined ? "" : `, mit ${model}`}…`,
	noQuestionFound: "das Modell fand in der letzten Nachricht des Agenten keine Frage zu beantworten",
	modelFormInvalid: (problem) => `das Formular des Modells kann sich nicht öffnen: ${problem}`,
	closedNothingSent: "das Formular wurde geschlossen; nichts wurde an den Agenten gesendet",
	scriptUnused: (reason) => `vorgegebene Antworten wurden für diesen ask_user-Aufruf nicht verwendet: ${reason}`,
	askedBySubagent: (label, cwd) =>
		`Gefragt von Subagent${cwd === undefined ? "" : ` in ${cwd}`}${label === undefined ? "" : `: ${label}`}`,
};

/** French puts a no-break space before `:`, `;`, `?` and `!`. */
const NBSP = "\u00a0";

const FRENCH: NoticeWords = {
	formOpen: "un formulaire est déjà ouvert",
	reopenFailed: (reason) => `le formulaire n’a pas pu être rouvert (${reason})`,
	nothingToReopen: "aucun formulaire sans réponse, annulé ou interrompu sur cette branche",
	noForms: "aucun formulaire ask_user sur cette branche",
	listTitle: "formulaires ask_user de cette branche, le plus récent d’abord",
	states: {
		open: "ouvert",
		interrupted: "interrompu",
		answered: "répondu",
		user: "annulé",
		dismissed: "abandonné",
		aborted: "exécution interrompue",
		ui_unavailable: "pas d’interface interactive",
		invalid_input: "entrée invalide",
		error: "échoué",
		timeout: "délai expiré",
		discuss: "à discuter",
	},
	answeredAlready: "ce formulaire a reçu ses réponses, et elles ont atteint l’agent",
	theForm: "le formulaire",
	interruptedTitle: `Rouvrir la question interrompue${NBSP}?`,
	interruptedYes: "Oui",
	interruptedNo: "Non",
	interruptedBody: (subject, command) =>
		`pi s’est arrêté pendant que ${subject} était ouvert${NBSP}; vos réponses sont gardées. (${command} le rouvre aussi plus tard.)`,
	answerBusy: "/answer fonctionne une fois que l’agent a fini sa réponse",
	answerFailed: (reason) => `/answer a échoué (${reason})`,
	serveFailed: (reason) => `le formulaire n’a pas pu être servi (${reason})`,
	servedAt: `le formulaire est servi à cette adresse (elle s’ouvre une fois, dans un seul navigateur)${NBSP}:`,
	listArgument: "lister les formulaires de cette branche et en rouvrir un",
	webArgument: "servir le formulaire en page web (le prochain, si aucun n’est ouvert)",
	noFormToServe: (setting) =>
		`aucun formulaire n’est ouvert dans le terminal${NBSP}; le prochain sera servi en page, son adresse donnée ici (${setting} sert chaque formulaire)`,
	pageHeading: `Le formulaire en page web (l’adresse s’ouvre une fois, dans un navigateur)${NBSP}:`,
	pageFailed: (reason) => `Le formulaire n’a pas pu être servi en page web${NBSP}: ${reason}`,
	waitsForOpenForm: "la question de l’agent attend que le formulaire ouvert se ferme",
	reopenHint: (end, command) =>
		`le formulaire ${{ user: "a été annulé", dismissed: "a été abandonné", timeout: "a expiré" }[end]}${NBSP}; ${command} le rouvre tel que vous l’avez laissé.`,
	extensionAnswerRefused: `la réponse envoyée par une extension a été refusée${NBSP}:`,
	progressNotStored: (reason) => `l’avancement du formulaire n’a pas pu être enregistré (${reason})`,
	progressTooLarge: `les réponses et notes du formulaire sont trop grandes pour la session${NBSP}: si pi s’arrête maintenant, ce que vous changez à partir d’ici est perdu (envoyer ne perd rien)`,
	storedInvalid: `les questions du formulaire enregistré ne sont pas valides${NBSP}:`,
	storedNotRestored: `les réponses enregistrées ne peuvent être restaurées, le formulaire s’ouvre vide${NBSP}:`,
	andMore: (count) => `et ${count} de plus`,
	awaited: "pi : une réponse est attendue",
	awaitingTitle: (title) => `⏳ réponse attendue · ${title}`,
	commandProblem: (program, problem) => {
		switch (problem.kind) {
			case "notRun":
				return `notify.command ${program} n’a pas pu s’exécuter (${problem.reason})`;
			case "stopped":
				return `notify.command ${program} a été arrêté au bout de ${problem.seconds} s`;
			case "exitCode":
				return `notify.command ${program} s’est terminé avec le code de sortie ${problem.code}`;
			case "signal":
				return `notify.command ${program} a été terminé par ${problem.signal}`;
		}
	},
	noAgentMessage: "l’agent n’a encore écrit aucun message auquel répondre",
	noQuestionAsked: "le dernier message de l’agent ne pose aucune question",
	needsModel: "/answer a besoin d’un modèle pour lire les questions, et aucun n’est choisi (/model)",
	answerStopped: "/answer arrêté",
	modelNotAsked: (problem) => `le modèle n’a pas pu être interrogé (${problem})`,
	turning: (model) =>
		`Les questions de l’agent deviennent un formulaire${model === undefined ? "" : `, avec ${model}`}…`,
	noQuestionFound: "le modèle n’a trouvé aucune question à laquelle répondre dans le dernier message de l’agent",
	modelFormInvalid: (problem) => `le formulaire du modèle ne peut s’ouvrir${NBSP}: ${problem}`,
	closedNothingSent: `le formulaire a été fermé${NBSP}; rien n’a été envoyé à l’agent`,
	scriptUnused: (reason) => `les réponses scriptées n’ont pas servi pour cet appel à ask_user${NBSP}: ${reason}`,
	askedBySubagent: (label, cwd) =>
		`Demandé par le sous-agent${cwd === undefined ? "" : ` dans ${cwd}`}${label === undefined ? "" : `${NBSP}: ${label}`}`,
};

const SPANISH: NoticeWords = {
	formOpen: "ya hay un formulario abierto",
	reopenFailed: (reason) => `no se pudo reabrir el formulario (${reason})`,
	nothingToReopen: "ningún formulario sin responder, cancelado o interrumpido en esta rama",
	noForms: "ningún formulario de ask_user en esta rama",
	listTitle: "formularios de ask_user en esta rama, el más reciente primero",
	states: {
		open: "abierto",
		interrupted: "interrumpido",
		answered: "respondido",
		user: "cancelado",
		dismissed: "descartado",
		aborted: "ejecución interrumpida",
		ui_unavailable: "sin interfaz interactiva",
		invalid_input: "entrada no válida",
		error: "fallido",
		timeout: "tiempo agotado",
		discuss: "para hablarlo",
	},
	answeredAlready: "ese formulario ya se respondió; sus respuestas llegaron al agente",
	theForm: "el formulario",
	interruptedTitle: "¿Reabrir la pregunta interrumpida?",
	interruptedYes: "Sí",
	interruptedNo: "No",
	interruptedBody: (subject, command) =>
		`pi se detuvo mientras ${subject} estaba abierto; tus respuestas hasta ahora se conservan. (${command} también lo reabre más tarde.)`,
	answerBusy: "/answer funciona cuando el agente ha terminado su respuesta",
	answerFailed: (reason) => `/answer falló (${reason})`,
	serveFailed: (reason) => `no se pudo servir el formulario (${reason})`,
	servedAt: "el formulario se sirve en esta dirección (se abre una vez, en un solo navegador):",
	listArgument: "listar los formularios de esta rama y reabrir uno",
	webArgument: "servir el formulario como página web (el siguiente, si no hay ninguno abierto)",
	noFormToServe: (setting) =>
		`no hay ningún formulario abierto en el terminal; el siguiente se servirá como página y su dirección se dirá aquí (${setting} sirve todos los formularios)`,
	pageHeading: "El formulario como página web (la dirección se abre una vez, en un navegador):",
	pageFailed: (reason) => `No se pudo servir el formulario como página web: ${reason}`,
	waitsForOpenForm: "la pregunta del agente espera a que se cierre el formulario abierto",
	reopenHint: (end, command) =>
		`el formulario ${{ user: "se canceló", dismissed: "se descartó", timeout: "agotó su tiempo" }[end]}; ${command} lo reabre tal como lo dejaste.`,
	extensionAnswerRefused: "se rechazó la respuesta enviada por una extensión:",
	progressNotStored: (reason) => `no se pudo guardar el progreso del formulario (${reason})`,
	progressTooLarge:
		"las respuestas y notas del formulario son demasiado grandes para la sesión: si pi se detiene ahora, se pierde lo que cambies desde aquí (enviar no pierde nada)",
	storedInvalid: "las preguntas del formulario guardado no son válidas:",
	storedNotRestored: "las respuestas guardadas no se pueden restaurar, el formulario se abre vacío:",
	andMore: (count) => `y ${count} más`,
	awaited: "pi: se espera una respuesta",
	awaitingTitle: (title) => `⏳ respuesta esperada · ${title}`,
	commandProblem: (program, problem) => {
		switch (problem.kind) {
			case "notRun":
				return `notify.command ${program} no se pudo ejecutar (${problem.reason})`;
			case "stopped":
				return `notify.command ${program} se detuvo tras ${problem.seconds} s`;
			case "exitCode":
				return `notify.command ${program} terminó con el código de salida ${problem.code}`;
			case "signal":
				return `notify.command ${program} terminó por ${problem.signal}`;
		}
	},
	noAgentMessage: "el agente aún no ha escrito ningún mensaje que responder",
	noQuestionAsked: "el último mensaje del agente no hace ninguna pregunta",
	needsModel: "/answer necesita un modelo para leer las preguntas, y no hay ninguno elegido (/model)",
	answerStopped: "/answer detenido",
	modelNotAsked: (problem) => `no se pudo consultar al modelo (${problem})`,
	turning: (model) =>
		`Convirtiendo las preguntas del agente en un formulario${model === undefined ? "" : ` con ${model}`}…`,
	noQuestionFound: "el modelo no encontró ninguna pregunta que responder en el último mensaje del agente",
	modelFormInvalid: (problem) => `el formulario del modelo no puede abrirse: ${problem}`,
	closedNothingSent: "el formulario se cerró; no se envió nada al agente",
	scriptUnused: (reason) => `las respuestas programadas no se usaron en esta llamada a ask_user: ${reason}`,
	askedBySubagent: (label, cwd) =>
		`Preguntado por el subagente${cwd === undefined ? "" : ` en ${cwd}`}${label === undefined ? "" : `: ${label}`}`,
};

const WORDS: Readonly<Record<MessageLocale, NoticeWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/**
 * pi's notices in `locale`: the form's, or, for the commands, which read no settings, the session's (`LocaleMemory`:
 * the settings' as last read, else the environment's).
 */
export function noticeWords(locale: MessageLocale): NoticeWords {
	return WORDS[locale];
}
