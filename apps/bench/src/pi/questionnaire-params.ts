/**
 * A fixture as pi's questionnaire takes it: it has no question types, previews or notes, so every question
 * becomes a pick-one list with the same options, and its free-text row (`allowOther`) is kept exactly where
 * ask_user has one, so both products show the same rows.
 */
import type { AskUserInput } from "@ask-user/core";

export interface PiQuestionnaireParams {
	readonly questions: readonly {
		readonly id: string;
		readonly label?: string;
		readonly prompt: string;
		readonly options: readonly { readonly value: string; readonly label: string; readonly description?: string }[];
		readonly allowOther: boolean;
	}[];
}

export function piQuestionnaireParams(input: AskUserInput): PiQuestionnaireParams {
	return {
		questions: input.questions.map((question) => ({
			id: question.id,
			...(question.label === undefined ? {} : { label: question.label }),
			prompt: question.prompt,
			options: (question.options ?? []).map(({ value, label, description }) => ({
				value,
				label,
				...(description === undefined ? {} : { description }),
			})),
			allowOther: question.type !== "preview",
		})),
	};
}
