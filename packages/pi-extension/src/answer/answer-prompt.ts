/**
 * What `/answer` asks the session's model, and how its reply is read: the agent's last message goes in, the
 * arguments of an `ask_user` call come back as one JSON object, checked by core's `validate` like the agent's own
 * calls. Both the message and the reply are untrusted text, bounded here before they are used.
 */
import { formatIssues, type NormalizedPayload, normalizeArguments, tailUnits, validate } from "@ask-user/core/contract";
import { AskUserInputSchema } from "@ask-user/core/schema";

/** The most of the agent's message sent to the model: its end, where the questions usually are. */
export const MAX_MESSAGE_UNITS = 32_000;

/** The longest reply read: a form of the most questions and options with long previews stays well below it. */
export const MAX_REPLY_UNITS = 256_000;

/** Whether `text` asks anything at all: a question mark in any of the scripts' usual forms. */
export function asksSomething(text: string): boolean {
	return /[?？¿؟]/u.test(text);
}

/** The instruction the model gets (its system prompt): strict, since its reply is parsed, not read. */
export const ANSWER_PROMPT = [
	"You turn the questions an AI coding agent asked in its last message into a form the person answers.",
	"Reply with exactly one JSON object and nothing else: no prose, no Markdown, no code fence.",
	"The object is the arguments of the ask_user tool, following this JSON schema:",
	JSON.stringify(AskUserInputSchema),
	"Rules:",
	"- One question per question the message asks the person, in the message's order; skip rhetorical questions and questions the agent answers itself.",
	"- Keep the message's wording and language. Each prompt is self-contained: it names what it asks about.",
	'- When the message offers choices (A or B, a list of options), use type "single" (or "multi" when several may be chosen) with those choices as options, each with a short label and a snake_case value; mark an option recommended only when the message recommends it.',
	'- A question without choices is type "text", without options.',
	"- Ids are short snake_case words, unique in the form; labels are 1-3 words.",
	'- When the message asks the person nothing, reply exactly {"questions":[]}.',
].join("\n");

/** The agent's message as sent to the model: whole when short, else its end after a line that says so. */
export function messageForModel(text: string): string {
	if (text.length <= MAX_MESSAGE_UNITS) return text;
	return `[the message's beginning is left out]\n${tailUnits(text, MAX_MESSAGE_UNITS)}`;
}

export type ReadReply =
	/** `args`: the reply as read, which a reopened form is validated from again, as an `ask_user` call's arguments. */
	| { readonly kind: "form"; readonly payload: NormalizedPayload; readonly args: unknown }
	/** The model found no question to ask. */
	| { readonly kind: "none" }
	/** `problem` names what is wrong with the reply; it may quote the reply. */
	| { readonly kind: "invalid"; readonly problem: string };

const FENCED = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/;

/** The model's reply as a form: JSON (a code fence around it is tolerated), then core's validation. */
export function readReply(reply: string): ReadReply {
	if (reply.length > MAX_REPLY_UNITS) {
		return { kind: "invalid", problem: `the reply is ${reply.length} characters long, more than ${MAX_REPLY_UNITS}` };
	}
	const trimmed = reply.trim();
	const json = FENCED.exec(trimmed)?.[1] ?? trimmed;
	let parsed: unknown;
	try {
		parsed = JSON.parse(json);
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		return { kind: "invalid", problem: `the reply is not JSON (${reason})` };
	}
	if (typeof parsed === "object" && parsed !== null && "questions" in parsed) {
		const { questions } = parsed;
		if (Array.isArray(questions) && questions.length === 0) return { kind: "none" };
	}
	const checked = validate(normalizeArguments(parsed));
	if (!checked.ok)
		return {
			kind: "invalid",
			problem: `the reply is not a valid ask_user form:\n${formatIssues(checked.issues, checked.omitted)}`,
		};
	return { kind: "form", payload: checked.payload, args: parsed };
}
