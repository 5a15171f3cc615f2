/**
 * The page's words that name pi: who serves the page and where a new address comes from (`/ask-user web`, and `w`
 * in the form when pi's terminal shows it: an RPC GUI has no form of its own but can send the command), in every
 * shipped locale. render-web's own words name no host.
 */
import type { MessageLocale } from "@ask-user/core/contract";
import type { HostWords } from "@ask-user/render-web";

/** Where pi gives a new address, given whether its terminal shows the form. */
const NEW_ADDRESS: Readonly<Record<MessageLocale, (inTerminal: boolean) => string>> = {
	en: (inTerminal) => (inTerminal ? "/ask-user web, or w in the form" : "/ask-user web"),
	de: (inTerminal) => (inTerminal ? "/ask-user web, oder w im Formular" : "/ask-user web"),
	fr: (inTerminal) => (inTerminal ? "/ask-user web, ou w dans le formulaire" : "/ask-user web"),
	es: (inTerminal) => (inTerminal ? "/ask-user web, o w en el formulario" : "/ask-user web"),
};

const PI_PAGE_WORDS: Readonly<Record<MessageLocale, (where: string) => HostWords>> = {
	en: (where) => ({
		unreachable: "pi could not be reached.",
		noAccess: `This tab has no access to the form: open a new address from pi (${where}).`,
		reconnecting: "The connection to pi was lost; trying again…",
		notThisBrowser: "open the address pi printed for this form; this browser has no access to it",
		openedAlready: `this address was opened already: it opens once, in one browser; ask pi for a new one (${where})`,
		replacedAddress: "this address was replaced by newer ones; open the latest address pi printed",
		wrongToken: "this address's token is wrong or incomplete: copy the whole address pi printed, all its lines",
	}),
	de: (where) => ({
		unreachable: "pi ist nicht erreichbar.",
		noAccess: `Dieser Tab hat keinen Zugang zum Formular: öffnen Sie eine neue Adresse aus pi (${where}).`,
		reconnecting: "Die Verbindung zu pi ist abgerissen; erneuter Versuch…",
		notThisBrowser: "öffnen Sie die Adresse, die pi für dieses Formular ausgab; dieser Browser hat keinen Zugang",
		openedAlready: `diese Adresse wurde schon geöffnet: sie öffnet sich einmal, in einem Browser; fragen Sie pi nach einer neuen (${where})`,
		replacedAddress: "diese Adresse wurde durch neuere ersetzt; öffnen Sie die letzte Adresse, die pi ausgab",
		wrongToken:
			"der Schlüssel dieser Adresse ist falsch oder unvollständig: kopieren Sie die ganze Adresse, die pi ausgab, alle ihre Zeilen",
	}),
	fr: (where) => ({
		unreachable: "pi est injoignable.",
		noAccess: `Cet onglet n’a pas accès au formulaire\u00a0: ouvrez une nouvelle adresse depuis pi (${where}).`,
		reconnecting: "La connexion à pi est perdue\u00a0; nouvel essai…",
		notThisBrowser: "ouvrez l’adresse que pi a affichée pour ce formulaire\u00a0; ce navigateur n’y a pas accès",
		openedAlready: `cette adresse a déjà été ouverte\u00a0: elle s’ouvre une fois, dans un seul navigateur\u00a0; demandez-en une nouvelle à pi (${where})`,
		replacedAddress:
			"cette adresse a été remplacée par de plus récentes\u00a0; ouvrez la dernière adresse que pi a affichée",
		wrongToken:
			"le jeton de cette adresse est faux ou incomplet\u00a0: copiez toute l’adresse que pi a affichée, toutes ses lignes",
	}),
	es: (where) => ({
		unreachable: "No se pudo contactar con pi.",
		noAccess: `Esta pestaña no tiene acceso al formulario: abra una nueva dirección desde pi (${where}).`,
		reconnecting: "Se perdió la conexión con pi; reintentando…",
		notThisBrowser: "abra la dirección que pi mostró para este formulario; este navegador no tiene acceso",
		openedAlready: `esta dirección ya se abrió: se abre una vez, en un solo navegador; pida a pi una nueva (${where})`,
		replacedAddress: "esta dirección fue reemplazada por otras más nuevas; abra la última dirección que pi mostró",
		wrongToken:
			"el código de esta dirección es incorrecto o incompleto: copie la dirección entera que pi mostró, todas sus líneas",
	}),
};

/** pi's words on the page in `locale`; `inTerminal`: whether pi's terminal shows the form (not in RPC mode). */
export function piPageWords(locale: MessageLocale, inTerminal: boolean): HostWords {
	return PI_PAGE_WORDS[locale](NEW_ADDRESS[locale](inTerminal));
}
