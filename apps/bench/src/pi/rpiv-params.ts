/**
 * A fixture as `@juicesharp/rpiv-ask-user-question` (`ask_user_question`) takes it. Its `execute` refuses more than
 * 4 questions, so a fixture gives it its first 4 (large and huge); its schema also caps a question at 4 options,
 * 60-character labels and 16-character headers, which pi checks before `execute` but the tool does not: the bench
 * calls `execute` directly, so every option goes in, and labels and headers are cut to those lengths. Options need
 * a description there (an empty one where the fixture has none); a preview question becomes a single-select one
 * whose options carry the previews, a multi question a `multiSelect` one. It has no question ids, required flags,
 * titles or free-text-less questions: every question gets its "Type something." row.
 */
import type { AskUserInput } from "@ask-user/core";

/** The questions `execute` takes at most, and the schema's lengths. */
export const RPIV_LIMITS = { questions: 4, label: 60, header: 16 } as const;

export interface RpivParams {
	readonly questions: readonly {
		readonly question: string;
		readonly header: string;
		readonly multiSelect: boolean;
		readonly options: readonly { readonly label: string; readonly description: string; readonly preview?: string }[];
	}[];
}

export function rpivParams(input: AskUserInput): RpivParams {
	return {
		questions: input.questions.slice(0, RPIV_LIMITS.questions).map((question, index) => ({
			question: question.prompt,
			header: (question.label ?? `Q${index + 1}`).slice(0, RPIV_LIMITS.header),
			multiSelect: question.type === "multi",
			options: (question.options ?? []).map(({ label, description, preview }) => ({
				label: label.slice(0, RPIV_LIMITS.label),
				description: description ?? "",
				...(question.type === "preview" && preview !== undefined ? { preview } : {}),
			})),
		})),
	};
}
