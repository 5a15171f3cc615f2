import { type Static, Type } from "typebox";
import { QUESTION_TYPES } from "./question-types.ts";

/** A string enum as a plain JSON-schema `enum` (union-of-literals schemas break some model providers). */
function stringEnum<const T extends readonly string[]>(
	values: T,
	options: { description: string; default?: T[number] },
) {
	return Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });
}

/** The TypeBox schema of one option of a question: its value, label, description, Markdown preview, recommendation. */
export const OptionSchema = Type.Object({
	value: Type.String({ description: "Stable machine-readable value returned in answers, unique within the question." }),
	label: Type.String({ description: "Short text the user sees for this option." }),
	description: Type.Optional(Type.String({ description: "One line explaining the option or its trade-off." })),
	preview: Type.Optional(
		Type.String({
			description:
				"Markdown shown beside the option (code, layout, diff). Required on every option of a preview question.",
		}),
	),
	recommended: Type.Optional(
		Type.Boolean({
			description:
				"Marks the option you recommend; it is shown marked, never preselected. At most one per single or preview question; any number on multi.",
		}),
	),
});

/** The TypeBox schema of one question: id, tab label, prompt, type, required, options. */
export const QuestionSchema = Type.Object({
	id: Type.String({ description: "Stable id of the question, unique in the call; answers are keyed by it." }),
	label: Type.Optional(Type.String({ description: "Short tab title (1-3 words). Defaults to Q1, Q2, ..." })),
	prompt: Type.String({ description: "The full question, concrete and self-contained." }),
	type: Type.Optional(
		stringEnum(QUESTION_TYPES, {
			description:
				"single: pick one (default). multi: pick any number. preview: pick one while comparing each option's Markdown preview. text: a free-form answer, without options.",
		}),
	),
	required: Type.Optional(
		Type.Boolean({ description: "Marks the question as important. Metadata only: never blocks submission." }),
	),
	options: Type.Optional(
		Type.Array(OptionSchema, {
			description:
				"2-6 concrete choices, required on single, multi and preview questions; absent or empty on text questions. Single and multi questions also get a 'Type your own' row automatically.",
		}),
	),
});

/** The TypeBox schema of the tool's arguments, what a host registers as its parameters: a title and the questions. */
export const AskUserInputSchema = Type.Object({
	title: Type.Optional(Type.String({ description: "Short title for the whole questionnaire." })),
	questions: Type.Array(QuestionSchema, {
		minItems: 1,
		description: "The questions to ask, one tab each. Ask only what blocks the work.",
	}),
});

/** An option as the model writes it (`OptionSchema`), before `validate` normalizes it. */
export type OptionInput = Static<typeof OptionSchema>;
/** A question as the model writes it (`QuestionSchema`), before `validate` normalizes it. */
export type QuestionInput = Static<typeof QuestionSchema>;
/** The tool's arguments as the model writes them (`AskUserInputSchema`), before `validate` normalizes them. */
export type AskUserInput = Static<typeof AskUserInputSchema>;
