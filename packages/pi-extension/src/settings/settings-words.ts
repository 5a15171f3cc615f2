/**
 * The settings' warnings (D92), in every shipped locale: what is wrong with a field of `ask-user.json`, told once as
 * the form opens, in the language the settings choose. `at` names the file and the field (`~/.pi/agent/ask-user.json:
 * keys.dismiss`), values are quoted JSON, and field names, key ids and setting names stay as the file spells them.
 */
import type { MessageLocale } from "@ask-user/core/contract";
import type { KeyHolder, KeylessEntry, KeysInstead } from "@ask-user/render-tui";
import type { NotJson } from "./json-place.ts";

/** Why a settings file was not read. */
export type FileProblem =
	| { readonly kind: "unreadable"; readonly code: string }
	| { readonly kind: "notRegular"; readonly what: "directory" | "fifo" | "device" | "socket" | "other" }
	| { readonly kind: "tooLarge"; readonly bytes: number; readonly max: number }
	| { readonly kind: "grew"; readonly max: number }
	| { readonly kind: "slow"; readonly seconds: number };

/**
 * Why a key may not be bound from a file: the form uses it, it types, it moves in an answer, pi's editor uses it,
 * another action or a pi binding the form uses has it.
 */
export type KeyRefusal =
	| { readonly kind: "formKey" }
	| { readonly kind: "readerKey" }
	| { readonly kind: "taken"; readonly by: KeyHolder }
	| { readonly kind: "types" }
	| { readonly kind: "movesInAnswer" }
	| { readonly kind: "editorKey"; readonly does: string };

export interface SettingsWords {
	/** A problem, told: `problem` is one of the others below. */
	readonly ignored: (problem: string) => string;
	readonly file: (file: string, problem: FileProblem) => string;
	readonly notJson: (file: string, why: NotJson) => string;
	readonly notObject: (file: string) => string;
	readonly moreProblems: (file: string, more: number) => string;
	readonly unknownSetting: (at: string, known: string) => string;
	readonly notBoolean: (at: string, got: string) => string;
	readonly keysShape: (at: string) => string;
	readonly renamed: (at: string, renamed: string, alsoSet: boolean) => string;
	readonly unknownAction: (at: string, known: string) => string;
	readonly notKeyId: (at: string, got: string) => string;
	/** `refusals` already joined, each from `keyRefused`. */
	readonly keysRefused: (at: string, refusals: readonly string[]) => string;
	readonly keyRefused: (key: string, why: KeyRefusal) => string;
	/** What `action` has instead of a setting another has a key of: its own keys, none, or its own taken too. */
	readonly keysInstead: (action: string, instead: KeysInstead) => string;
	readonly globalOnly: (at: string, field: "command" | "web" | "scriptedAnswers") => string;
	readonly commandShape: (at: string, max: number) => string;
	readonly commandArgument: (at: string, max: number, got: string) => string;
	readonly notifyShape: (at: string) => string;
	readonly unknownChannel: (at: string) => string;
	readonly scriptPath: (at: string, max: number, got: string) => string;
	readonly numberRange: (at: string, max: number, got: string) => string;
	readonly belowFloor: (at: string, value: number, floor: number) => string;
	readonly localeName: (at: string, locales: string, got: string) => string;
	readonly webShape: (at: string) => string;
	readonly webHost: (at: string, got: string) => string;
	readonly webUnknownField: (at: string) => string;
	/** A form action pi's remapped keys leave with no key: a whole warning of its own, nothing is ignored. */
	readonly keyless: (entry: KeylessEntry) => string;
}

/** What has a key, in a locale's words for one of pi's bindings and for the form's own action. */
function holderIn(words: {
	readonly pi: (binding: string) => string;
	readonly form: (action: string) => string;
}): (by: KeyHolder) => string {
	return (by) => {
		switch (by.kind) {
			case "action":
				return `${by.action} (keys.${by.action})`;
			case "pi":
				return words.pi(by.binding);
			case "form":
				return words.form(by.action);
		}
	};
}

/** What has a key, in English: `help (keys.help)`, `pi's tui.select.up (keybindings.json)`, `the form's expand`. */
const englishHolder = holderIn({
	pi: (binding) => `pi's ${binding} (keybindings.json)`,
	form: (action) => `the form's ${action}`,
});

const ENGLISH_KINDS = {
	directory: "a directory",
	fifo: "a FIFO",
	device: "a device",
	socket: "a socket",
	other: "not a regular file",
} as const;

const ENGLISH: SettingsWords = {
	ignored: (problem) => `ask-user settings: ${problem}; ignored`,
	file: (file, problem) => {
		switch (problem.kind) {
			case "unreadable":
				return `${file}: cannot be read (${problem.code})`;
			case "notRegular":
				return `${file}: is ${ENGLISH_KINDS[problem.what]}, not a regular file`;
			case "tooLarge":
				return `${file}: holds ${problem.bytes} bytes, more than ${problem.max}`;
			case "grew":
				return `${file}: holds more than ${problem.max} bytes`;
			case "slow":
				return `${file}: took more than ${problem.seconds} s to read`;
		}
	},
	notJson: (file, { line, column, unexpected }) =>
		`${file}: is not valid JSON at line ${line}, column ${column} (${unexpected === "end" ? "unexpected end of file" : "unexpected character"})`,
	notObject: (file) => `${file}: must hold a JSON object`,
	moreProblems: (file, more) => `${file}: and ${more} more problem${more === 1 ? "" : "s"}`,
	unknownSetting: (at, known) => `${at}: unknown setting (known: ${known})`,
	notBoolean: (at, got) => `${at}: must be true or false, got ${got}`,
	keysShape: (at) => `${at}: must be an object of action → key id or key ids`,
	renamed: (at, renamed, alsoSet) =>
		`${at}: renamed ${renamed}; ${alsoSet ? `ignored, ${renamed} is set` : "read as that for now"}`,
	unknownAction: (at, known) => `${at}: unknown action (known: ${known})`,
	notKeyId: (at, got) => `${at}: ${got} is not a key id (e.g. "ctrl+q", "alt+n", "f2")`,
	keysRefused: (at, refusals) => `${at}: ${refusals.join("; ")}`,
	keyRefused: (key, why) => {
		switch (why.kind) {
			case "formKey":
				return `${key} is refused: the form moves, confirms, cancels or picks with it`;
			case "readerKey":
				return `${key} is refused: the form shows a cut text in full with it, and no other key does`;
			case "taken":
				return `${key} is refused: ${englishHolder(why.by)} already has it`;
			case "types":
				return `${key} is refused: it types text; a project file binds only keys held with Ctrl, Alt or Super, or F1–F12`;
			case "movesInAnswer":
				return `${key} is refused: it moves in an answer; a project file binds no arrow, Enter, Tab, Backspace, … key`;
			case "editorKey":
				return `${key} is refused: pi's editor uses it (${why.does})`;
		}
	},
	keysInstead: (action, instead) => {
		switch (instead.kind) {
			case "own":
				return `${action} keeps ${instead.keys}`;
			case "none":
				return `${action} stays without a key`;
			case "takenToo":
				return `its own ${instead.keys} is taken too (${instead.by.map(englishHolder).join(", ")}), so ${action} has no key`;
		}
	},
	globalOnly: (at, field) =>
		field === "scriptedAnswers"
			? `${at}: only the global ask-user.json may name scripted answers (they answer for the person)`
			: `${at}: only the global ask-user.json may set ${field === "command" ? "a command" : "web"} (a project file comes with any repository)`,
	commandShape: (at, max) =>
		`${at}: must be a list of 1 to ${max} strings, the program then its arguments, like ["notify-send", "pi waits"]`,
	commandArgument: (at, max, got) =>
		`${at}: must be a non-empty string of at most ${max} characters, without NUL, got ${got}`,
	notifyShape: (at) => `${at}: must be an object like { "bell": true, "desktop": true, "title": true }`,
	unknownChannel: (at) => `${at}: unknown channel (known: bell, desktop, title, command)`,
	scriptPath: (at, max, got) => `${at}: must be the path of a JSON file (at most ${max} characters), got ${got}`,
	numberRange: (at, max, got) => `${at}: must be a number of more than 0 and at most ${max}, got ${got}`,
	belowFloor: (at, value, floor) =>
		`${at}: ${value} is less than ${floor}, the least a project file may set (the global ask-user.json may set less)`,
	localeName: (at, locales, got) => `${at}: must name one of ${locales} (e.g. "de" or "de-AT"), got ${got}`,
	webShape: (at) => `${at}: must be an object like { "auto": false, "host": "127.0.0.1" }`,
	webHost: (at, got) => `${at}: must be an IP address such as "127.0.0.1" or "0.0.0.0", got ${got}`,
	webUnknownField: (at) => `${at}: unknown field (known: auto, host)`,
	keyless: ({ action, keys, by }) =>
		`ask-user: your keybindings.json leaves the form's ${action} with no key (${keys} is ${by.map(englishHolder).join(", ")} first)`,
};

const germanHolder = holderIn({
	pi: (binding) => `pis ${binding} (keybindings.json)`,
	form: (action) => `${action} des Formulars`,
});

const GERMAN_KINDS = {
	directory: "ein Verzeichnis",
	fifo: "ein FIFO",
	device: "ein Gerät",
	socket: "ein Socket",
	other: "keine reguläre Datei",
} as const;

const GERMAN: SettingsWords = {
	ignored: (problem) => `ask-user-Einstellungen: ${problem}; nicht beachtet`,
	file: (file, problem) => {
		switch (problem.kind) {
			case "unreadable":
				return `${file}: lässt sich nicht lesen (${problem.code})`;
			case "notRegular":
				return `${file}: ist ${GERMAN_KINDS[problem.what]}, keine reguläre Datei`;
			case "tooLarge":
				return `${file}: hat ${problem.bytes} Bytes, mehr als ${problem.max}`;
			case "grew":
				return `${file}: hat mehr als ${problem.max} Bytes`;
			case "slow":
				return `${file}: das Lesen dauerte länger als ${problem.seconds} s`;
		}
	},
	notJson: (file, { line, column, unexpected }) =>
		`${file}: ist kein gültiges JSON in Zeile ${line}, Spalte ${column} (${unexpected === "end" ? "unerwartetes Dateiende" : "unerwartetes Zeichen"})`,
	notObject: (file) => `${file}: muss ein JSON-Objekt enthalten`,
	moreProblems: (file, more) => `${file}: und ${more === 1 ? "ein weiteres Problem" : `${more} weitere Probleme`}`,
	unknownSetting: (at, known) => `${at}: unbekannte Einstellung (bekannt: ${known})`,
	notBoolean: (at, got) => `${at}: muss true oder false sein, ist ${got}`,
	keysShape: (at) => `${at}: muss ein Objekt aus Aktion → Tasten-ID oder Tasten-IDs sein`,
	renamed: (at, renamed, alsoSet) =>
		`${at}: umbenannt in ${renamed}; ${alsoSet ? `nicht beachtet, ${renamed} ist gesetzt` : "vorerst so gelesen"}`,
	unknownAction: (at, known) => `${at}: unbekannte Aktion (bekannt: ${known})`,
	notKeyId: (at, got) => `${at}: ${got} ist keine Tasten-ID (z. B. "ctrl+q", "alt+n", "f2")`,
	keysRefused: (at, refusals) => `${at}: ${refusals.join("; ")}`,
	keyRefused: (key, why) => {
		switch (why.kind) {
			case "formKey":
				return `${key} ist abgelehnt: das Formular bewegt, bestätigt, bricht ab oder wählt damit`;
			case "readerKey":
				return `${key} ist abgelehnt: das Formular zeigt damit einen gekürzten Text ganz, und keine andere Taste tut das`;
			case "taken":
				return `${key} ist abgelehnt: ${germanHolder(why.by)} hat sie schon`;
			case "types":
				return `${key} ist abgelehnt: sie tippt Text; eine Projektdatei belegt nur Tasten mit Strg, Alt oder Super, oder F1–F12`;
			case "movesInAnswer":
				return `${key} ist abgelehnt: sie bewegt in einer Antwort; eine Projektdatei belegt keine Pfeil-, Eingabe-, Tab-, Rücktaste, …`;
			case "editorKey":
				return `${key} ist abgelehnt: pis Editor verwendet sie (${why.does})`;
		}
	},
	keysInstead: (action, instead) => {
		switch (instead.kind) {
			case "own":
				return `${action} behält ${instead.keys}`;
			case "none":
				return `${action} bleibt ohne Taste`;
			case "takenToo":
				return `die eigene ${instead.keys} ist auch belegt (${instead.by.map(germanHolder).join(", ")}), also hat ${action} keine Taste`;
		}
	},
	globalOnly: (at, field) =>
		field === "scriptedAnswers"
			? `${at}: nur die globale ask-user.json darf vorgegebene Antworten nennen (sie antworten für die Person)`
			: `${at}: nur die globale ask-user.json darf ${field === "command" ? "einen Befehl" : "web"} setzen (eine Projektdatei kommt mit jedem Repository)`,
	commandShape: (at, max) =>
		`${at}: muss eine Liste von 1 bis ${max} Zeichenketten sein, das Programm, dann seine Argumente, etwa ["notify-send", "pi wartet"]`,
	commandArgument: (at, max, got) =>
		`${at}: muss eine nicht leere Zeichenkette von höchstens ${max} Zeichen ohne NUL sein, ist ${got}`,
	notifyShape: (at) => `${at}: muss ein Objekt sein wie { "bell": true, "desktop": true, "title": true }`,
	unknownChannel: (at) => `${at}: unbekannter Kanal (bekannt: bell, desktop, title, command)`,
	scriptPath: (at, max, got) => `${at}: muss der Pfad einer JSON-Datei sein (höchstens ${max} Zeichen), ist ${got}`,
	numberRange: (at, max, got) => `${at}: muss eine Zahl größer als 0 und höchstens ${max} sein, ist ${got}`,
	belowFloor: (at, value, floor) =>
		`${at}: ${value} ist weniger als ${floor}, das Mindeste, das eine Projektdatei setzen darf (die globale ask-user.json darf weniger setzen)`,
	localeName: (at, locales, got) => `${at}: muss eine von ${locales} nennen (z. B. "de" oder "de-AT"), ist ${got}`,
	webShape: (at) => `${at}: muss ein Objekt sein wie { "auto": false, "host": "127.0.0.1" }`,
	webHost: (at, got) => `${at}: muss eine IP-Adresse sein wie "127.0.0.1" oder "0.0.0.0", ist ${got}`,
	webUnknownField: (at) => `${at}: unbekanntes Feld (bekannt: auto, host)`,
	keyless: ({ action, keys, by }) =>
		`ask-user: Ihre keybindings.json lässt ${action} im Formular ohne Taste (${keys} gehört zuerst zu ${by.map(germanHolder).join(", ")})`,
};

/** French puts a no-break space before `:` and `;`. */
const NBSP = "\u00a0";

const frenchHolder = holderIn({
	pi: (binding) => `${binding} de pi (keybindings.json)`,
	form: (action) => `${action} du formulaire`,
});

const FRENCH_KINDS = {
	directory: "un dossier",
	fifo: "un FIFO",
	device: "un périphérique",
	socket: "un socket",
	other: "pas un fichier ordinaire",
} as const;

const FRENCH: SettingsWords = {
	ignored: (problem) => `réglages d’ask-user${NBSP}: ${problem}${NBSP}; non pris en compte`,
	file: (file, problem) => {
		switch (problem.kind) {
			case "unreadable":
				return `${file}${NBSP}: illisible (${problem.code})`;
			case "notRegular":
				return `${file}${NBSP}: est ${FRENCH_KINDS[problem.what]}, pas un fichier ordinaire`;
			case "tooLarge":
				return `${file}${NBSP}: contient ${problem.bytes} octets, plus de ${problem.max}`;
			case "grew":
				return `${file}${NBSP}: contient plus de ${problem.max} octets`;
			case "slow":
				return `${file}${NBSP}: sa lecture a pris plus de ${problem.seconds} s`;
		}
	},
	notJson: (file, { line, column, unexpected }) =>
		`${file}${NBSP}: n’est pas du JSON valide à la ligne ${line}, colonne ${column} (${unexpected === "end" ? "fin de fichier inattendue" : "caractère inattendu"})`,
	notObject: (file) => `${file}${NBSP}: doit contenir un objet JSON`,
	moreProblems: (file, more) => `${file}${NBSP}: et ${more === 1 ? "un autre problème" : `${more} autres problèmes`}`,
	unknownSetting: (at, known) => `${at}${NBSP}: réglage inconnu (connus${NBSP}: ${known})`,
	notBoolean: (at, got) => `${at}${NBSP}: doit valoir true ou false, reçu ${got}`,
	keysShape: (at) => `${at}${NBSP}: doit être un objet action → identifiant de touche ou identifiants de touches`,
	renamed: (at, renamed, alsoSet) =>
		`${at}${NBSP}: renommé ${renamed}${NBSP}; ${alsoSet ? `non pris en compte, ${renamed} est défini` : "lu ainsi pour l’instant"}`,
	unknownAction: (at, known) => `${at}${NBSP}: action inconnue (connues${NBSP}: ${known})`,
	notKeyId: (at, got) =>
		`${at}${NBSP}: ${got} n’est pas un identifiant de touche (par exemple "ctrl+q", "alt+n", "f2")`,
	keysRefused: (at, refusals) => `${at}${NBSP}: ${refusals.join(`${NBSP}; `)}`,
	keyRefused: (key, why) => {
		switch (why.kind) {
			case "formKey":
				return `${key} est refusée${NBSP}: le formulaire s’en sert pour se déplacer, confirmer, annuler ou choisir`;
			case "readerKey":
				return `${key} est refusée${NBSP}: le formulaire s’en sert pour montrer en entier un texte coupé, et aucune autre touche ne le fait`;
			case "taken":
				return `${key} est refusée${NBSP}: ${frenchHolder(why.by)} l’a déjà`;
			case "types":
				return `${key} est refusée${NBSP}: elle tape du texte${NBSP}; un fichier de projet n’attribue que des touches tenues avec Ctrl, Alt ou Super, ou F1–F12`;
			case "movesInAnswer":
				return `${key} est refusée${NBSP}: elle déplace dans une réponse${NBSP}; un fichier de projet n’attribue ni flèche, ni Entrée, ni Tab, ni Retour arrière…`;
			case "editorKey":
				return `${key} est refusée${NBSP}: l’éditeur de pi s’en sert (${why.does})`;
		}
	},
	keysInstead: (action, instead) => {
		switch (instead.kind) {
			case "own":
				return `${action} garde ${instead.keys}`;
			case "none":
				return `${action} reste sans touche`;
			case "takenToo":
				return `sa propre touche ${instead.keys} est prise aussi (${instead.by.map(frenchHolder).join(", ")}), donc ${action} n’a aucune touche`;
		}
	},
	globalOnly: (at, field) =>
		field === "scriptedAnswers"
			? `${at}${NBSP}: seul le ask-user.json global peut nommer des réponses scriptées (elles répondent à la place de la personne)`
			: `${at}${NBSP}: seul le ask-user.json global peut définir ${field === "command" ? "une commande" : "web"} (un fichier de projet vient avec n’importe quel dépôt)`,
	commandShape: (at, max) =>
		`${at}${NBSP}: doit être une liste de 1 à ${max} chaînes, le programme puis ses arguments, comme ["notify-send", "pi attend"]`,
	commandArgument: (at, max, got) =>
		`${at}${NBSP}: doit être une chaîne non vide d’au plus ${max} caractères, sans NUL, reçu ${got}`,
	notifyShape: (at) => `${at}${NBSP}: doit être un objet comme { "bell": true, "desktop": true, "title": true }`,
	unknownChannel: (at) => `${at}${NBSP}: canal inconnu (connus${NBSP}: bell, desktop, title, command)`,
	scriptPath: (at, max, got) =>
		`${at}${NBSP}: doit être le chemin d’un fichier JSON (au plus ${max} caractères), reçu ${got}`,
	numberRange: (at, max, got) => `${at}${NBSP}: doit être un nombre supérieur à 0 et d’au plus ${max}, reçu ${got}`,
	belowFloor: (at, value, floor) =>
		`${at}${NBSP}: ${value} est inférieur à ${floor}, le minimum qu’un fichier de projet peut définir (le ask-user.json global peut définir moins)`,
	localeName: (at, locales, got) =>
		`${at}${NBSP}: doit nommer l’une de ${locales} (par exemple "de" ou "de-AT"), reçu ${got}`,
	webShape: (at) => `${at}${NBSP}: doit être un objet comme { "auto": false, "host": "127.0.0.1" }`,
	webHost: (at, got) => `${at}${NBSP}: doit être une adresse IP comme "127.0.0.1" ou "0.0.0.0", reçu ${got}`,
	webUnknownField: (at) => `${at}${NBSP}: champ inconnu (connus${NBSP}: auto, host)`,
	keyless: ({ action, keys, by }) =>
		`ask-user${NBSP}: votre keybindings.json laisse ${action} sans touche dans le formulaire (${keys} est d’abord à ${by.map(frenchHolder).join(", ")})`,
};

const spanishHolder = holderIn({
	pi: (binding) => `${binding} de pi (keybindings.json)`,
	form: (action) => `${action} del formulario`,
});

const SPANISH_KINDS = {
	directory: "un directorio",
	fifo: "un FIFO",
	device: "un dispositivo",
	socket: "un socket",
	other: "no es un archivo normal",
} as const;

const SPANISH: SettingsWords = {
	ignored: (problem) => `ajustes de ask-user: ${problem}; no se tiene en cuenta`,
	file: (file, problem) => {
		switch (problem.kind) {
			case "unreadable":
				return `${file}: no se puede leer (${problem.code})`;
			case "notRegular":
				return problem.what === "other"
					? `${file}: ${SPANISH_KINDS.other}`
					: `${file}: es ${SPANISH_KINDS[problem.what]}, no un archivo normal`;
			case "tooLarge":
				return `${file}: tiene ${problem.bytes} bytes, más de ${problem.max}`;
			case "grew":
				return `${file}: tiene más de ${problem.max} bytes`;
			case "slow":
				return `${file}: leerlo tardó más de ${problem.seconds} s`;
		}
	},
	notJson: (file, { line, column, unexpected }) =>
		`${file}: no es JSON válido en la línea ${line}, columna ${column} (${unexpected === "end" ? "final de archivo inesperado" : "carácter inesperado"})`,
	notObject: (file) => `${file}: debe contener un objeto JSON`,
	moreProblems: (file, more) => `${file}: y ${more === 1 ? "un problema más" : `${more} problemas más`}`,
	unknownSetting: (at, known) => `${at}: ajuste desconocido (conocidos: ${known})`,
	notBoolean: (at, got) => `${at}: debe ser true o false, se recibió ${got}`,
	keysShape: (at) => `${at}: debe ser un objeto de acción → identificador de tecla o identificadores de tecla`,
	renamed: (at, renamed, alsoSet) =>
		`${at}: renombrado ${renamed}; ${alsoSet ? `no se tiene en cuenta, ${renamed} está definido` : "se lee así por ahora"}`,
	unknownAction: (at, known) => `${at}: acción desconocida (conocidas: ${known})`,
	notKeyId: (at, got) => `${at}: ${got} no es un identificador de tecla (por ejemplo "ctrl+q", "alt+n", "f2")`,
	keysRefused: (at, refusals) => `${at}: ${refusals.join("; ")}`,
	keyRefused: (key, why) => {
		switch (why.kind) {
			case "formKey":
				return `${key} se rechaza: el formulario la usa para moverse, confirmar, cancelar o elegir`;
			case "readerKey":
				return `${key} se rechaza: el formulario la usa para mostrar entero un texto cortado, y ninguna otra tecla lo hace`;
			case "taken":
				return `${key} se rechaza: ${spanishHolder(why.by)} ya la tiene`;
			case "types":
				return `${key} se rechaza: escribe texto; un archivo de proyecto solo asigna teclas pulsadas con Ctrl, Alt o Super, o F1–F12`;
			case "movesInAnswer":
				return `${key} se rechaza: mueve dentro de una respuesta; un archivo de proyecto no asigna flechas, Intro, Tab, Retroceso…`;
			case "editorKey":
				return `${key} se rechaza: el editor de pi la usa (${why.does})`;
		}
	},
	keysInstead: (action, instead) => {
		switch (instead.kind) {
			case "own":
				return `${action} conserva ${instead.keys}`;
			case "none":
				return `${action} se queda sin tecla`;
			case "takenToo":
				return `su propia ${instead.keys} también está ocupada (${instead.by.map(spanishHolder).join(", ")}), así que ${action} no tiene tecla`;
		}
	},
	globalOnly: (at, field) =>
		field === "scriptedAnswers"
			? `${at}: solo el ask-user.json global puede nombrar respuestas programadas (responden por la persona)`
			: `${at}: solo el ask-user.json global puede definir ${field === "command" ? "un comando" : "web"} (un archivo de proyecto viene con cualquier repositorio)`,
	commandShape: (at, max) =>
		`${at}: debe ser una lista de 1 a ${max} cadenas, el programa y luego sus argumentos, como ["notify-send", "pi espera"]`,
	commandArgument: (at, max, got) =>
		`${at}: debe ser una cadena no vacía de como mucho ${max} caracteres, sin NUL, se recibió ${got}`,
	notifyShape: (at) => `${at}: debe ser un objeto como { "bell": true, "desktop": true, "title": true }`,
	unknownChannel: (at) => `${at}: canal desconocido (conocidos: bell, desktop, title, command)`,
	scriptPath: (at, max, got) =>
		`${at}: debe ser la ruta de un archivo JSON (como mucho ${max} caracteres), se recibió ${got}`,
	numberRange: (at, max, got) => `${at}: debe ser un número mayor que 0 y como mucho ${max}, se recibió ${got}`,
	belowFloor: (at, value, floor) =>
		`${at}: ${value} es menos que ${floor}, lo mínimo que puede definir un archivo de proyecto (el ask-user.json global puede definir menos)`,
	localeName: (at, locales, got) =>
		`${at}: debe nombrar uno de ${locales} (por ejemplo "de" o "de-AT"), se recibió ${got}`,
	webShape: (at) => `${at}: debe ser un objeto como { "auto": false, "host": "127.0.0.1" }`,
	webHost: (at, got) => `${at}: debe ser una dirección IP como "127.0.0.1" o "0.0.0.0", se recibió ${got}`,
	webUnknownField: (at) => `${at}: campo desconocido (conocidos: auto, host)`,
	keyless: ({ action, keys, by }) =>
		`ask-user: su keybindings.json deja ${action} sin tecla en el formulario (${keys} es primero de ${by.map(spanishHolder).join(", ")})`,
};

const WORDS: Readonly<Record<MessageLocale, SettingsWords>> = { en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH };

/** The settings' warnings in `locale`. */
export function settingsWords(locale: MessageLocale): SettingsWords {
	return WORDS[locale];
}
