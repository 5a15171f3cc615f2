import type { PersonMessages } from "../messages.ts";

const FORMAT_HINTS = {
	email: "Eine E-Mail-Adresse, z. B. name@example.com.",
	uri: "Eine URI, z. B. https://example.com/page.",
	date: "Ein Datum, z. B. 2025-12-31.",
	"date-time": "Datum und Uhrzeit mit Zeitzone, z. B. 2025-12-31T18:00:00Z.",
} as const;

/** German: the person is addressed formally (Sie), as in most German software. */
export const GERMAN: PersonMessages = {
	reviewTab: "Übersicht",
	customOption: "Eigene Antwort",
	answerHeading: "Ihre Antwort",
	answerPlaceholder: "Antwort eingeben",
	questionNoteHeading: (label) => `Notiz zu ${label}`,
	questionNotePlaceholder: "Notiz zu dieser Frage hinzufügen",
	optionNoteHeading: (label) => `Notiz zu ${label}`,
	optionNotePlaceholder: "Notiz zu dieser Option hinzufügen",
	formNoteHeading: "Notiz zum ganzen Formular",
	formNotePlaceholder: "Notiz zu allen Antworten hinzufügen",
	discardQuestion: (answers, notes) => {
		const count = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);
		return `${[...count(answers, "Antwort", "Antworten"), ...count(notes, "Notiz", "Notizen")].join(" und ")} verwerfen?`;
	},
	formMessage: "Bitte beantworten Sie diese Fragen.",
	ownAnswerField: (label) => `${label}: eigene Antwort`,
	ownAnswerAdds: "Ergänzt die Auswahl oben",
	ownAnswerReplaces: "Ersetzt die Auswahl oben",
	noteField: (label) => `${label}: Notiz`,
	yes: "Ja",
	no: "Nein",
	answerRequired: "Eine Antwort ist erforderlich.",
	chooseAtLeast: (count) => `Wählen Sie mindestens ${count} aus.`,
	chooseAtMost: (count) => `Wählen Sie höchstens ${count} aus.`,
	textAtLeast: (count) => `Mindestens ${count} Zeichen.`,
	textAtMost: (count) => `Höchstens ${count} Zeichen.`,
	textFormat: (format) => FORMAT_HINTS[format],
	numberRange: (integer, minimum, maximum) => {
		const kind = integer ? "Eine ganze Zahl" : "Eine Zahl";
		if (minimum !== undefined && maximum !== undefined) return `${kind} von ${minimum} bis ${maximum}.`;
		if (minimum !== undefined) return `${kind} von mindestens ${minimum}.`;
		return maximum === undefined ? `${kind}.` : `${kind} von höchstens ${maximum}.`;
	},
};
