import type { PersonMessages } from "../messages.ts";
import { FRENCH_FORM_WORDS } from "./fr-form-words.ts";

/** French typography: a no-break space before `?` and `:`, so they never start a wrapped line. */
const NBSP = "\u00a0";

/** French counts 0 and 1 in the singular. */
const plural = (count: number, noun: string) => `${count} ${noun}${count > 1 ? "s" : ""}`;

const FORMAT_HINTS = {
	email: "Une adresse e-mail, par exemple name@example.com.",
	uri: "Une URI, par exemple https://example.com/page.",
	date: "Une date, par exemple 2025-12-31.",
	"date-time": "Une date et une heure avec leur fuseau horaire, par exemple 2025-12-31T18:00:00Z.",
} as const;

/** French: the person is addressed with vous. */
export const FRENCH: PersonMessages = {
	...FRENCH_FORM_WORDS,
	reviewTab: "Récapitulatif",
	customOption: "Autre réponse",
	answerHeading: "Votre réponse",
	answerPlaceholder: "Saisissez votre réponse",
	questionNoteHeading: (label) => `Note sur ${label}`,
	questionNotePlaceholder: "Ajoutez une note à cette question",
	optionNoteHeading: (label) => `Note sur ${label}`,
	optionNotePlaceholder: "Ajoutez une note à cette option",
	formNoteHeading: "Note sur l’ensemble du formulaire",
	formNotePlaceholder: "Ajoutez une note sur toutes vos réponses",
	discardQuestion: (answers, notes) => {
		const parts = [
			...(answers === 0 ? [] : [plural(answers, "réponse")]),
			...(notes === 0 ? [] : [plural(notes, "note")]),
		];
		return `Abandonner ${parts.join(" et ")}${NBSP}?`;
	},
	reviewSummary: (answered, total) => {
		if (total === 1) return answered === 1 ? "Récapitulatif · avec réponse" : "Récapitulatif · sans réponse";
		return answered === total
			? `Récapitulatif · les ${total} ont une réponse`
			: `Récapitulatif · ${answered} sur ${total} avec réponse`;
	},
	reviewRequiredWarning: (names, more) =>
		`Obligatoires sans réponse${NBSP}: ${names}${more > 0 ? ` et ${more} autres` : ""}`,
	reviewSendsWithout: "Envoyer envoie sans elles",
	reviewFormNote: (note) => `Note sur l’ensemble du formulaire${NBSP}: ${note}`,
	markAnswered: "avec réponse",
	markUnanswered: "sans réponse",
	markRequired: "obligatoire, pas encore de réponse",
	markRequiredShort: "obligatoire",
	agentMessageHeading: "Ce que l’agent a dit",
	agentMessageLeftOut: (characters) => `… ${characters} caractères avant ce passage sont omis`,
	noPreview: "Pas d’aperçu",
	digitNotShown: (number) => `Aucune ligne affichée ne commence par ${number}`,
	waitingRowHidden: (number) => `La ligne ${number} n’est pas affichée${NBSP}: saisissez la suite de son numéro`,
	pasteIgnored: `Le texte collé n’est pas une réponse ici${NBSP}: ouvrez une réponse ou une note, puis collez`,
	// Within 44 columns up to 999 characters (a small pane's footer).
	typeaheadKept: (characters) =>
		characters === 1 ? "votre saisie garde 1 caractère tapé" : `votre saisie garde ${characters} caractères tapés`,
	timeLimitWaiting: (editing) =>
		`délai en attente${NBSP}: vous écrivez ${editing === "answer" ? "une réponse" : "une note"}`,
	externalEditorProblem: (problem) => {
		const kept = `${NBSP}: le texte reste tel quel`;
		switch (problem.kind) {
			case "unset":
				return `Pas d’éditeur externe${NBSP}: définissez $VISUAL ou $EDITOR`;
			case "notStarted":
				return `${problem.editor} n’a pas démarré (${problem.reason})${kept}`;
			case "failed":
				return `${problem.editor} s’est terminé sur une erreur${kept}`;
			case "noFile":
				return `L’éditeur n’a laissé aucun fichier${kept}`;
			case "unreadable":
				return `Le fichier modifié est inutilisable (${problem.reason})${kept}`;
			case "tooLarge":
				return `Non pris${NBSP}: le texte modifié fait ${FRENCH_FORM_WORDS.count(problem.amount)} ${problem.unit === "bytes" ? "octets" : "caractères"}, et une réponse en contient au plus ${FRENCH_FORM_WORDS.count(problem.limit)}. Le texte reste tel quel.`;
		}
	},
	submitButton: "Envoyer",
	cancelButton: "Annuler",
	discussButton: "En discuter d’abord",
	formMessage: "Veuillez répondre à ces questions.",
	ownAnswerField: (label) => `${label}${NBSP}: réponse libre`,
	ownAnswerAdds: "S’ajoute aux choix ci-dessus",
	ownAnswerReplaces: "Remplace le choix ci-dessus",
	noteField: (label) => `${label}${NBSP}: note`,
	yes: "Oui",
	no: "Non",
	answerRequired: "Une réponse est requise.",
	chooseAtLeast: (count) => `Choisissez-en au moins ${count}.`,
	chooseAtMost: (count) => `Choisissez-en au plus ${count}.`,
	textAtLeast: (count) => `Au moins ${plural(count, "caractère")}.`,
	textAtMost: (count) => `Au plus ${plural(count, "caractère")}.`,
	textFormat: (format) => FORMAT_HINTS[format],
	numberRange: (integer, minimum, maximum) => {
		const kind = integer ? "Un nombre entier" : "Un nombre";
		if (minimum !== undefined && maximum !== undefined) return `${kind} de ${minimum} à ${maximum}.`;
		if (minimum !== undefined) return `${kind} d’au moins ${minimum}.`;
		return maximum === undefined ? `${kind}.` : `${kind} d’au plus ${maximum}.`;
	},
};
