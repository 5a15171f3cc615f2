import type { QuestionType } from "./question-types.ts";

/** An option after normalization. `index` is its 0-based position in the question's options. */
export interface NormalizedOption {
	readonly value: string;
	readonly label: string;
	readonly description?: string;
	readonly preview?: string;
	/** The model recommends this option: shown marked, never preselected. */
	readonly recommended?: true;
}

/**
 * A question after `validate`: its label defaulted (`Q1`, `Q2`, …), its type defaulted to `single`, its text
 * trimmed.
 */
export interface NormalizedQuestion {
	readonly id: string;
	readonly label: string;
	readonly prompt: string;
	readonly type: QuestionType;
	readonly required: boolean;
	readonly options: readonly NormalizedOption[];
	/**
	 * True for single, multi and text questions: a `Type your own` row is rendered after the options (a text
	 * question has no options, only that row, and its tab opens the editor).
	 */
	readonly allowsCustom: boolean;
}

/** The tool's arguments after `validate`: what the statechart and the result builders take. */
export interface NormalizedPayload {
	readonly title?: string;
	readonly questions: readonly NormalizedQuestion[];
}

/** The label of the internal free-form row that non-preview questions get. */
export const CUSTOM_OPTION_LABEL = "Type your own";

/**
 * What the person answered to one question, in `AskUserDetails.answers`: the chosen options' values, labels and
 * 1-based indices, the own answer, the notes.
 */
export interface Answer {
	values: string[];
	labels: string[];
	indices: number[];
	customText?: string;
	note?: string;
	optionNotes?: Record<string, string>;
	/**
	 * Notes the person wrote on options that ended up unchosen, in option order. Additive to the contract, whose
	 * `optionNotes` holds selected options only: a note on why an option was rejected still reaches the model.
	 */
	unchosenOptionNotes?: UnchosenOptionNote[];
	/**
	 * The recommended options the person did not choose, in option order, on an answered question only: present when
	 * the answer went against a recommendation. Additive to the contract.
	 */
	unchosenRecommended?: OptionName[];
}

/** An option by its value and the label the person saw. */
export interface OptionName {
	value: string;
	label: string;
}

/** A note the person wrote on an option they did not choose, with the option's value and label. */
export interface UnchosenOptionNote extends OptionName {
	note: string;
}

/** Every reason a flow can end without answers, for hosts that check or list them at runtime. */
export const CANCEL_REASONS = [
	"user",
	"dismissed",
	"aborted",
	"ui_unavailable",
	"invalid_input",
	"error",
	"timeout",
	"discuss",
] as const;

/** Why a flow ended without answers. Additive to the contract's `details`. */
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Where a submitted answer came from: the form in the terminal, pi's dialogs (RPC mode), another extension, a file
 * of scripted answers (a run where no one can answer), or the form's web page (`/ask-user web`, perhaps on another
 * device) when its Submit ended the form.
 */
export const ANSWER_SOURCES = ["terminal", "rpc", "event", "script", "page"] as const;

/** Where submitted answers came from (`ANSWER_SOURCES`). */
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/** A question as `AskUserDetails` records it: its id, label, prompt and type. */
export interface DetailsQuestion {
	id: string;
	label: string;
	prompt: string;
	type: QuestionType;
}

/**
 * The result's `details`: the structured outcome of a flow (submitted or cancelled, the questions, the answers) that
 * hosts store and render.
 */
export interface AskUserDetails {
	title?: string;
	cancelled: boolean;
	cancelReason?: CancelReason;
	questions: DetailsQuestion[];
	answers: Record<string, Answer>;
	/**
	 * On a flow that failed (`cancelReason: "error"`) or that the person ended to discuss first (`"discuss"`): what
	 * they had answered or noted by then, in the shape of `answers`. Never submitted, so never in `answers`. Additive
	 * to the contract.
	 */
	unsubmittedAnswers?: Record<string, Answer>;
	/** A note the person wrote on the whole answer set (on the review). Additive to the contract. */
	note?: string;
	/**
	 * Where submitted answers came from, set by hosts that know (pi's extension; also on a cancel another extension
	 * sent). Additive to the contract.
	 */
	source?: AnswerSource;
	/**
	 * With `source: "event"`: the name the other extension gave itself in its answer or cancel, when it gave one
	 * (pi's extension keeps it sanitized, at most 64 units); with `source: "script"`, the file of scripted answers.
	 * `content` names it. Additive to the contract.
	 */
	sender?: string;
}

/** The whole tool result (`buildResult`): `content`, the text the model reads, and `details`. */
export interface AskUserResult {
	content: [{ type: "text"; text: string }];
	details: AskUserDetails;
}
