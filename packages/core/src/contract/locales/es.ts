import type { PersonMessages } from "../messages.ts";
import { SPANISH_FORM_WORDS } from "./es-form-words.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const FORMAT_HINTS = {
	email: "Una dirección de correo electrónico, como name@example.com.",
	uri: "Una URI, como https://example.com/page.",
	date: "Una fecha, como 2025-12-31.",
	"date-time": "Una fecha y hora con su zona horaria, como 2025-12-31T18:00:00Z.",
} as const;

/** Spanish: the person is addressed with tú, as most Spanish software does now. */
export const SPANISH: PersonMessages = {
	...SPANISH_FORM_WORDS,
	reviewTab: "Revisar",
	customOption: "Otra respuesta",
	answerHeading: "Tu respuesta",
	answerPlaceholder: "Escribe tu respuesta",
	questionNoteHeading: (label) => `Nota sobre ${label}`,
	questionNotePlaceholder: "Añade una nota a esta pregunta",
	optionNoteHeading: (label) => `Nota sobre ${label}`,
	optionNotePlaceholder: "Añade una nota a esta opción",
	formNoteHeading: "Nota sobre todo el formulario",
	formNotePlaceholder: "Añade una nota sobre todas tus respuestas",
	discardQuestion: (answers, notes) => {
		const parts = [
			...(answers === 0 ? [] : [plural(answers, "respuesta", "respuestas")]),
			...(notes === 0 ? [] : [plural(notes, "nota", "notas")]),
		];
		return `¿Descartar ${parts.join(" y ")}?`;
	},
	reviewSummary: (answered, total) => {
		if (total === 1) return answered === 1 ? "Revisar · respondida" : "Revisar · sin responder";
		return answered === total ? `Revisar · las ${total} respondidas` : `Revisar · ${answered} de ${total} respondidas`;
	},
	reviewRequiredWarning: (names, more) => `Obligatorias sin responder: ${names}${more > 0 ? ` y ${more} más` : ""}`,
	reviewSendsWithout: "Enviar envía sin ellas",
	reviewFormNote: (note) => `Nota sobre todo el formulario: ${note}`,
	markAnswered: "respondida",
	markUnanswered: "sin responder",
	markRequired: "obligatoria, aún sin responder",
	markRequiredShort: "obligatoria",
	agentMessageHeading: "Lo que dijo el agente",
	agentMessageLeftOut: (characters) => `… se omiten ${characters} caracteres anteriores`,
	noPreview: "Sin vista previa",
	digitNotShown: (number) => `Ninguna fila mostrada empieza por ${number}`,
	waitingRowHidden: (number) => `La fila ${number} no se muestra: escribe el resto de su número`,
	pasteIgnored: "El texto pegado no es una respuesta aquí: abre una respuesta o una nota y pega",
	// Within 44 columns up to 999 characters (a small pane's footer).
	typeaheadKept: (characters) =>
		characters === 1
			? "tu mensaje conserva 1 carácter escrito"
			: `tu mensaje conserva ${characters} caracteres escritos`,
	timeLimitWaiting: (editing) =>
		`límite de tiempo en espera: estás escribiendo ${editing === "answer" ? "una respuesta" : "una nota"}`,
	externalEditorProblem: (problem) => {
		switch (problem.kind) {
			case "unset":
				return "No hay editor externo: define $VISUAL o $EDITOR";
			case "notStarted":
				return `${problem.editor} no se inició (${problem.reason}): el texto queda como estaba`;
			case "failed":
				return `${problem.editor} terminó con un error: el texto queda como estaba`;
			case "noFile":
				return "El editor no dejó ningún archivo: el texto queda como estaba";
			case "unreadable":
				return `No se pudo usar el archivo editado (${problem.reason}): el texto queda como estaba`;
			case "tooLarge":
				return `No se tomó: el texto editado tiene ${SPANISH_FORM_WORDS.count(problem.amount)} ${problem.unit === "bytes" ? "bytes" : "caracteres"}, y una respuesta admite como máximo ${SPANISH_FORM_WORDS.count(problem.limit)} caracteres. El texto queda como estaba.`;
		}
	},
	submitButton: "Enviar",
	cancelButton: "Cancelar",
	discussButton: "Hablarlo primero",
	formMessage: "Responde a estas preguntas, por favor.",
	ownAnswerField: (label) => `${label}: respuesta propia`,
	ownAnswerAdds: "Se añade a las opciones de arriba",
	ownAnswerReplaces: "Reemplaza la opción de arriba",
	noteField: (label) => `${label}: nota`,
	yes: "Sí",
	no: "No",
	answerRequired: "Se requiere una respuesta.",
	chooseAtLeast: (count) => `Elige al menos ${count}.`,
	chooseAtMost: (count) => `Elige como máximo ${count}.`,
	textAtLeast: (count) => `Al menos ${plural(count, "carácter", "caracteres")}.`,
	textAtMost: (count) => `Como máximo ${plural(count, "carácter", "caracteres")}.`,
	textFormat: (format) => FORMAT_HINTS[format],
	numberRange: (integer, minimum, maximum) => {
		const kind = integer ? "Un número entero" : "Un número";
		if (minimum !== undefined && maximum !== undefined) return `${kind} de ${minimum} a ${maximum}.`;
		if (minimum !== undefined) return `${kind} de al menos ${minimum}.`;
		return maximum === undefined ? `${kind}.` : `${kind} de como máximo ${maximum}.`;
	},
};
