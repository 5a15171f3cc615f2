/** The payloads the benchmark opens, built with core's deterministic generator. */
import type { AskUserInput, OptionInput, QuestionInput } from "@ask-user/core";
import { generatePayload } from "@ask-user/core/fixtures";

export type FixtureName = "small" | "large" | "preview" | "huge" | "10k-options" | "100k-options";

/** The other tools the bench drives beside ask_user. */
export type PeerId = "questionnaire" | "rpiv";

export interface BenchFixture {
	readonly name: FixtureName;
	readonly description: string;
	readonly input: AskUserInput;
	/** The peers driven through it too: pi's questionnaire draws every option on every frame, so not 10,000. */
	readonly peers: readonly PeerId[];
	/** Whether the keystroke suite types into it: the 100,000-option question is only opened (first frame). */
	readonly typed: boolean;
}

const BOTH: readonly PeerId[] = ["questionnaire", "rpiv"];

/** About two lines at the benchmark's width: long enough to wrap in ask_user and to be cut in pi's questionnaire. */
function longDescription(option: OptionInput): OptionInput {
	if (option.description === undefined) return option;
	const sentence = option.description;
	return {
		...option,
		description: `${sentence}, then ${sentence.toLowerCase()} again, and ${sentence.toLowerCase()}.`,
	};
}

function withQuestions(input: AskUserInput, map: (question: QuestionInput) => QuestionInput): AskUserInput {
	return { ...input, questions: input.questions.map(map) };
}

/** Every question of the generated payload that is a preview question. */
function previewQuestions(count: number, options: number, previewLines: number): AskUserInput {
	const input = generatePayload({ questions: count * 3, options, previewLines });
	return { questions: input.questions.filter((question) => question.type === "preview") };
}

export function benchFixtures(): readonly BenchFixture[] {
	return [
		{
			name: "small",
			description: "3 questions × 4 options",
			input: generatePayload({ questions: 3, options: 4 }),
			peers: BOTH,
			typed: true,
		},
		{
			name: "large",
			description: "40 × 40, 400-char prompts, long descriptions",
			input: withQuestions(generatePayload({ questions: 40, options: 40, promptLength: 400 }), (question) => ({
				...question,
				options: (question.options ?? []).map(longDescription),
			})),
			peers: BOTH,
			typed: true,
		},
		{
			name: "preview",
			description: "3 preview questions × 10 options, 120-line Markdown previews",
			input: previewQuestions(3, 10, 120),
			peers: BOTH,
			typed: true,
		},
		{
			name: "huge",
			description: "300 questions × 300 options",
			input: generatePayload({ questions: 300, options: 300 }),
			peers: BOTH,
			typed: true,
		},
		{
			name: "10k-options",
			description: "1 question with 10,000 options",
			input: generatePayload({ questions: 1, options: 10_000 }),
			peers: ["rpiv"],
			typed: true,
		},
		{
			name: "100k-options",
			description: "1 question with 100,000 options (the most validate takes), first frame only",
			input: generatePayload({ questions: 1, options: 100_000 }),
			peers: ["rpiv"],
			typed: false,
		},
	];
}
