import { type Static, Type } from "typebox";
import { QUESTION_TYPES } from "./question-types.ts";

/** A string enum as a plain JSON-schema `enum` (union-of-literals schemas break some model providers). */
function stringEnum<const T extends readonly string[]>(
	values: T,
	options: { description: string; default?: T[number] },
) {
	return Type.Unsafe<T[number]>({ type: "string", enum: [...values], ...options });
}

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
});

export const QuestionSchema = Type.Object({
	id: Type.String({ description: "Stable id of the question, unique in the call; answers are keyed by it." }),
	label: Type.Optional(Type.String({ description: "Short tab title (1-3 words). Defaults to Q1, Q2, ..." })),
	prompt: Type.String({ description: "The full question, concrete and self-contained." }),
	type: Type.Optional(
		stringEnum(QUESTION_TYPES, {
			description:
				"single: pick one (default). multi: pick any number. preview: pick one while comparing each option's Markdown preview.",
		}),
	),
	required: Type.Optional(
		Type.Boolean({ description: "Marks the question as important. Metadata only: never blocks submission." }),
	),
	options: Type.Array(OptionSchema, {
		minItems: 1,
		description: "2-6 concrete choices. Non-preview questions also get a 'Type your own' row automatically.",
	}),
});

export const AskUserInputSchema = Type.Object({
	title: Type.Optional(Type.String({ description: "Short title for the whole questionnaire." })),
	questions: Type.Array(QuestionSchema, {
		minItems: 1,
		description: "The questions to ask, one tab each. Ask only what blocks the work.",
	}),
});

export type OptionInput = Static<typeof OptionSchema>;
export type QuestionInput = Static<typeof QuestionSchema>;
export type AskUserInput = Static<typeof AskUserInputSchema>;
