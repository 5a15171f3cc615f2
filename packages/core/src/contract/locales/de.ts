import type { PersonMessages } from "../messages.ts";
import { GERMAN_FORM_WORDS } from "./de-form-words.ts";

const FORMAT_HINTS = {
	email: "Eine E-Mail-Adresse, z. B. name@example.com.",
	uri: "Eine URI, z. B. https://example.com/page.",
	date: "Ein Datum, z. B. 2025-12-31.",
	"date-time": "Datum und Uhrzeit mit Zeitzone, z. B. 2025-12-31T18:00:00Z.",
} as const;

/** German: the person is addressed formally (Sie), as in most German software. */
export const GERMAN: PersonMessages = {
	...GERMAN_FORM_WORDS,
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
	reviewSummary: (answered, total) => {
		if (total === 1) return answered === 1 ? "Übersicht · beantwortet" : "Übersicht · nicht beantwortet";
		return answered === total
			? `Übersicht · alle ${total} beantwortet`
			: `Übersicht · ${answered} von ${total} beantwortet`;
	},
	reviewRequiredWarning: (names, more) =>
		`Erforderlich, aber unbeantwortet: ${names}${more > 0 ? ` und ${more} weitere` : ""}`,
	reviewSendsWithout: "Absenden sendet ohne sie",
	reviewFormNote: (note) => `Notiz zum ganzen Formular: ${note}`,
	markAnswered: "beantwortet",
	markUnanswered: "nicht beantwortet",
	markRequired: "erforderlich, noch nicht beantwortet",
	markRequiredShort: "erforderlich",
	agentMessageHeading: "Was der Agent gesagt hat",
	agentMessageLeftOut: (characters) => `… ${characters} Zeichen davor sind ausgelassen`,
	noPreview: "Keine Vorschau",
	digitNotShown: (number) => `Keine angezeigte Zeile beginnt mit ${number}`,
	waitingRowHidden: (number) => `Zeile ${number} wird nicht angezeigt: den Rest ihrer Nummer eingeben`,
	pasteIgnored: "Eingefügter Text ist hier keine Antwort: eine Antwort oder Notiz öffnen, dann einfügen",
	// Within 44 columns up to 999 characters (a small pane's footer).
	typeaheadKept: (characters) => `Ihre Eingabe behält ${characters} getippte${characters === 1 ? "s" : ""} Zeichen`,
	timeLimitWaiting: (editing) =>
		`Zeitlimit wartet: Sie schreiben ${editing === "answer" ? "eine Antwort" : "eine Notiz"}`,
	externalEditorProblem: (problem) => {
		switch (problem.kind) {
			case "unset":
				return "Kein externer Editor: setzen Sie $VISUAL oder $EDITOR";
			case "notStarted":
				return `${problem.editor} ist nicht gestartet (${problem.reason}): der Text bleibt, wie er war`;
			case "failed":
				return `${problem.editor} endete mit einem Fehler: der Text bleibt, wie er war`;
			case "noFile":
				return "Der Editor hat keine Datei hinterlassen: der Text bleibt, wie er war";
			case "unreadable":
				return `Die bearbeitete Datei war nicht verwendbar (${problem.reason}): der Text bleibt, wie er war`;
			case "tooLarge":
				return `Nicht übernommen: der bearbeitete Text hat ${GERMAN_FORM_WORDS.count(problem.amount)} ${problem.unit === "bytes" ? "Bytes" : "Zeichen"}, eine Antwort höchstens ${GERMAN_FORM_WORDS.count(problem.limit)} Zeichen. Der Text bleibt, wie er war.`;
		}
	},
	submitButton: "Absenden",
	cancelButton: "Abbrechen",
	discussButton: "Erst besprechen",
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
