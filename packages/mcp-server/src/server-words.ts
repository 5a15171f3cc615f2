/**
 * The server's own words to the person, in every shipped locale: its progress notifications and log lines while a
 * call waits, why the page is served instead of the client's form, where to answer, that a form's text was cut, and
 * what `ask-user-mcp` says of its command line and of `--open` (option names and values as typed). The model's text
 * stays English in every locale (core's `content`); the form's and the page's words are core's and render-web's.
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
	/** What follows a text of the client's form cut to fit it, on a line of its own. */
	readonly textCut: string;
	/**
	 * `--timeout` without a number of seconds above 0 written in decimal digits: `got`, the value given, quoted (none
	 * where the arguments end or an option follows).
	 */
	readonly timeoutNeedsSeconds: (got: string | undefined) => string;
	/** `--timeout` past `longest` seconds (the longest timer Node keeps): `got`, the seconds read. */
	readonly timeoutTooLong: (longest: number, got: number) => string;
	/** `--host` without an address: `option`, the option that followed it instead, if one did. */
	readonly hostNeedsAddress: (option: string | undefined) => string;
	/** `--host` naming an address the server cannot listen on, and the system's reason. */
	readonly hostUnlistenable: (host: string, why: string) => string;
	/** `--locale` without a language: `locales`, the shipped ones listed. */
	readonly localeNeedsLanguage: (locales: string) => string;
	/** `--locale` naming no shipped language: `got`, the tag as typed, quoted. */
	readonly localeUnknown: (locales: string, got: string) => string;
	/** An argument that is no option: `got`, as typed, quoted. */
	readonly unknownArgument: (got: string) => string;
	/** `--open` could not start the browser: the opener and the system's reason. */
	readonly openFailed: (why: string) => string;
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
	textCut: "(Cut short to fit this form.)",
	timeoutNeedsSeconds: (got) =>
		`--timeout needs a number of seconds above 0, in decimal digits${got === undefined ? "" : `, got ${got}`}`,
	timeoutTooLong: (longest, got) =>
		`--timeout is at most ${longest} seconds (about 24.8 days, the longest timer Node keeps), got ${got}`,
	hostNeedsAddress: (option) => `--host needs an address${option === undefined ? "" : `, got the option ${option}`}`,
	hostUnlistenable: (host, why) => `--host ${host} cannot be listened on: ${why}`,
	localeNeedsLanguage: (locales) => `--locale needs a language: one of ${locales}`,
	localeUnknown: (locales, got) => `--locale must name one of the languages ${locales}, got ${got}`,
	unknownArgument: (got) => `unknown argument ${got}`,
	openFailed: (why) => `--open could not open the page in a browser: ${why}`,
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
	textCut: "(Gekürzt, damit es in dieses Formular passt.)",
	timeoutNeedsSeconds: (got) =>
		`--timeout braucht eine Anzahl Sekunden über 0, in Dezimalziffern${got === undefined ? "" : `, angegeben: ${got}`}`,
	timeoutTooLong: (longest, got) =>
		`--timeout ist höchstens ${longest} Sekunden (etwa 24,8 Tage, der längste Timer, den Node hält), angegeben: ${got}`,
	hostNeedsAddress: (option) =>
		`--host braucht eine Adresse${option === undefined ? "" : `, angegeben ist die Option ${option}`}`,
	hostUnlistenable: (host, why) => `Auf --host ${host} kann nicht gelauscht werden: ${why}`,
	localeNeedsLanguage: (locales) => `--locale braucht eine Sprache: eine von ${locales}`,
	localeUnknown: (locales, got) => `--locale muss eine der Sprachen ${locales} nennen, angegeben: ${got}`,
	unknownArgument: (got) => `unbekanntes Argument ${got}`,
	openFailed: (why) => `--open konnte die Seite nicht im Browser öffnen: ${why}`,
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
	textCut: "(Raccourci pour tenir dans ce formulaire.)",
	timeoutNeedsSeconds: (got) =>
		`--timeout attend un nombre de secondes supérieur à 0, en chiffres décimaux${got === undefined ? "" : `, reçu${NBSP}: ${got}`}`,
	timeoutTooLong: (longest, got) =>
		`--timeout vaut au plus ${longest} secondes (environ 24,8 jours, la plus longue minuterie de Node), reçu${NBSP}: ${got}`,
	hostNeedsAddress: (option) => `--host attend une adresse${option === undefined ? "" : `, reçu l’option ${option}`}`,
	hostUnlistenable: (host, why) => `Impossible d’écouter sur --host ${host}${NBSP}: ${why}`,
	localeNeedsLanguage: (locales) => `--locale attend une langue${NBSP}: l’une de ${locales}`,
	localeUnknown: (locales, got) => `--locale doit nommer l’une des langues ${locales}, reçu${NBSP}: ${got}`,
	unknownArgument: (got) => `argument inconnu ${got}`,
	openFailed: (why) => `--open n’a pas pu ouvrir la page dans un navigateur${NBSP}: ${why}`,
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
	textCut: "(Acortado para que quepa en este formulario.)",
	timeoutNeedsSeconds: (got) =>
		`--timeout necesita un número de segundos mayor que 0, en dígitos decimales${got === undefined ? "" : `, se indicó ${got}`}`,
	timeoutTooLong: (longest, got) =>
		`--timeout es como máximo ${longest} segundos (unos 24,8 días, el temporizador más largo que mantiene Node), se indicó ${got}`,
	hostNeedsAddress: (option) =>
		`--host necesita una dirección${option === undefined ? "" : `, se indicó la opción ${option}`}`,
	hostUnlistenable: (host, why) => `No se puede escuchar en --host ${host}: ${why}`,
	localeNeedsLanguage: (locales) => `--locale necesita un idioma: uno de ${locales}`,
	localeUnknown: (locales, got) => `--locale debe nombrar uno de los idiomas ${locales}, se indicó ${got}`,
	unknownArgument: (got) => `argumento desconocido ${got}`,
	openFailed: (why) => `--open no pudo abrir la página en un navegador: ${why}`,
};

const WORDS: Readonly<Record<MessageLocale, ServerWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/** The server's words in `locale`. */
export function serverWords(locale: MessageLocale): ServerWords {
	return WORDS[locale];
}
