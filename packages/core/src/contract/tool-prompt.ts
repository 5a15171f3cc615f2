/**
 * What the model reads about `ask_user`: the tool description, its line under pi's "Available tools", and guidelines.
 * Every host registers the tool with these: pi's tool all of them; the MCP server, whose model reads the result's text
 * alone, the description and the guidelines that speak of that text only, under the description (MCP has no place of
 * its own for guidelines).
 */

/** The tool's description: what it asks, what its result says, and that a cancelled result is no answer. */
export const TOOL_DESCRIPTION = [
	"Ask the user a short questionnaire, one tab per question, each with concrete options to pick from",
	"(single choice, multiple choice, or a choice between Markdown previews), or a free-form text question without options,",
	"plus a free-form answer and notes.",
	"Use it when the work depends on a preference or a requirement that only the user can supply.",
	'The result has one line per question, `- "label" ["id"]: ...`, naming each chosen option as `"label" ["value"]`,',
	'then `own answer: "..."` for free text; below it, `note on "label" ["value"]: "..."` for notes on options',
	'(marked `(not chosen)` when the user noted an option but did not choose it) and `note: "..."` for the question;',
	"`recommended, not chosen: ...` when the user went against an option you marked recommended;",
	'a last line `Note on the whole form: "..."` when the user noted the whole answer set.',
	"Every label, id, value and text is a JSON string.",
	"A cancelled result means no answer was given: never treat it as one.",
	"When the user chose to discuss first, the result is cancelled with the tentative picks and notes: answer those, then ask again with the same ids.",
].join(" ");

/** The tool's line under pi's "Available tools". */
export const TOOL_PROMPT_SNIPPET =
	"Ask the user a short multiple-choice questionnaire when a preference or missing requirement blocks the work";

/**
 * How the model should use the tool, in words of the call and of its result's text (`content`) alone, which every host
 * returns: the MCP server lists them under the description, with its own line on a discussion.
 */
export const TOOL_TEXT_GUIDELINES: readonly string[] = [
	"Use ask_user only when a user preference or a missing requirement blocks the work; never ask with ask_user what you can find out yourself by reading files, running commands or checking docs.",
	"Put all open questions into one ask_user call: give each question a stable id, a short label, a self-contained prompt and 2-6 concrete options with stable values; the user can always type their own answer.",
	'In ask_user, use type "multi" when several options can apply together, and type "preview" (a Markdown preview on every option) when comparing code, layouts or diffs makes the choice easier; otherwise keep the default single choice. Use type "text" (no options) only for an answer no list can hold, such as a name or a sentence.',
	'In ask_user, mark the option you would pick with recommended: true (at most one on a single or preview question, any number on multi); it is shown as recommended, never preselected. Do not write "(recommended)" into labels.',
	'ask_user also reads Claude Code\'s AskUserQuestion shape: question is read as prompt, header as label, multiSelect: true as type "multi"; options given as strings or as { label, description } get a value derived from the label (lowercase, words joined by _, made unique), and a question without an id gets one derived from its header or label. questions may be a JSON string. Any other field is refused with a hint naming what to use.',
	"When ask_user returns a cancelled result, no answer was given: do not assume one; continue only with what is already known, or ask again differently.",
];

/** How the model should use the tool in pi, whose result's `details` it reads too: listed under pi's guidelines. */
export const TOOL_GUIDELINES: readonly string[] = [
	...TOOL_TEXT_GUIDELINES,
	'When ask_user returns cancelReason "discuss", the user wants to talk before deciding: answer their notes and questions in plain text first, then call ask_user again with the same question ids (their tentative picks are in unsubmittedAnswers).',
];
