/**
 * `ask_user`'s `prepareArguments`: pi calls it with the model's raw arguments before its own schema check, and a
 * throw here reaches the model as the tool result's text. So shapes other agents use are read here (core's
 * `normalizeArguments`), and anything still invalid is refused with core's precise issues — the first message the
 * model gets, instead of pi's generic `Validation failed for tool "ask_user"` (core's `readArguments`, which the MCP
 * server reads its calls with too).
 */
import {
	type AskUserInput,
	type NormalizedOption,
	type NormalizedPayload,
	readArguments,
} from "@ask-user/core/contract";
import { PI_MESSAGES } from "../locale/messages.ts";

/**
 * A valid payload back in the input shape (normalized: trimmed text, labels and types filled in), sharing its
 * option lists and options: pi hands the result to its schema check, which works on a structured clone of it.
 */
function inputOf(payload: NormalizedPayload): AskUserInput {
	return {
		...(payload.title === undefined ? {} : { title: payload.title }),
		// Field by field: a rest pattern (to leave out `allowsCustom`) cost a runtime call per question.
		questions: payload.questions.map(({ id, label, prompt, type, required, options }) => ({
			id,
			label,
			prompt,
			type,
			required,
			// Made for this payload and held by nothing else; `AskUserInput`'s list type is not read-only.
			options: options as NormalizedOption[],
		})),
	};
}

/**
 * The arguments in our shape, or a throw whose message lists every issue with its path and fix. The options are
 * adopted (`ValidateOptions.adopt`): `raw` is the model's arguments as pi parsed them, plain data that nothing
 * changes during the call, and what is returned is only read by pi's structured clone.
 */
export function prepareArguments(raw: unknown): AskUserInput {
	const read = readArguments(raw, PI_MESSAGES, { adopt: true });
	if (!read.ok) throw new Error(read.text);
	return inputOf(read.payload);
}
