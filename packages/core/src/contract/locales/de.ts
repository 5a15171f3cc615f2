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
		`Erforderlich, aber unbeantwortet: ${names}${more > 0 ? ` und ${more} weitere` : ""} · Absenden sendet ohne sie`,
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
	typeaheadKept: (characters) =>
		`${characters} getippte${characters === 1 ? "s" : ""} Zeichen für Ihre Eingabe aufbewahrt`,
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
				return `Nicht übernommen: der bearbeitete Text hat ${problem.amount} ${problem.unit === "bytes" ? "Bytes" : "Zeichen"}, eine Antwort höchstens ${problem.limit} Zeichen. Der Text bleibt, wie er war.`;
		}
	},
	submitButton: "Absenden",
	cancelButton: "Abbrechen",
	discussButton: "Erst besprechen",
	webPageAddress: "Das Formular als Webseite (die Adresse öffnet sich einmal, in einem Browser):",
	webPageFailed: (reason) => `Das Formular konnte nicht als Webseite bereitgestellt werden: ${reason}`,
	dialogBack: "← Zurück",
	dialogDiscuss: "Erst besprechen (der Agent erklärt und fragt dann erneut)",
	dialogDone: "Fertig",
	dialogSkip: "Überspringen",
	dialogAddNote: "Notiz hinzufügen…",
	dialogEditNote: (note) => `Notiz bearbeiten: ${note}`,
	dialogAddFormNote: "Notiz zum ganzen Formular hinzufügen…",
	dialogEditFormNote: (note) => `Notiz zum ganzen Formular bearbeiten: ${note}`,
	dialogShowPreviews: "Vorschau anzeigen…",
	dialogChooseAny: "beliebig viele wählen, dann Fertig",
	dialogRecommended: "empfohlen",
	dialogNote: (note) => `Notiz: ${note}`,
	dialogOptionNote: (label, note, chosen) => `Notiz zu ${label}${chosen ? "" : " (nicht gewählt)"}: ${note}`,
	dialogOwnAnswer: (text) => `eigene Antwort ${text}`,
	dialogUnchosenRecommended: (labels) => `empfohlen, nicht gewählt: ${labels}`,
	dialogNoAnswer: (required) => (required ? "(keine Antwort) — erforderlich" : "(keine Antwort)"),
	dialogPreviewsTitle: (label) => `Vorschauen zu ${label}: eine zum Lesen wählen`,
	dialogPreviewTitle: (option) => `Vorschau von ${option} (nur lesen; schließen führt zurück)`,
	dialogReviewTitle: (title, answered, total, requiredUnanswered) => {
		const name = title === undefined ? "" : ` ${title}`;
		const warning =
			requiredUnanswered === 0
				? ""
				: ` · ${requiredUnanswered} ${requiredUnanswered === 1 ? "Pflichtfrage" : "Pflichtfragen"} unbeantwortet`;
		return `Übersicht${name}: ${answered} von ${total} beantwortet${warning}`;
	},
	dialogChange: (number, label, answer) => `${number}. ${label} ändern: ${answer}`,
	dialogDiscardDetail: "Ja bricht das Formular ab, und nichts wird zurückgeschickt. Nein antwortet weiter.",
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
