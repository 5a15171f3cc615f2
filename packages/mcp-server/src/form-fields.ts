import { isFields, type NormalizedPayload } from "@ask-user/core/contract";
import {
	CUSTOM_FIELD_SUFFIX,
	detailsFromElicitation,
	type ElicitationDetails,
	type ElicitationRequestParams,
	type ElicitationResult,
	NOTE_FIELD_SUFFIX,
} from "@ask-user/core/elicitation";

/**
 * The client's form names its fields `q1`, `q2`, … after the questions' order (`q1__note`, `q1__custom` for the first
 * question's note and own answer), not after the model's ids: an id is any string (`__proto__`, `constructor`, a `%`
 * that is no URI escape), and a client, its SDK or a JSON Schema validator may drop or refuse such a field name (the
 * SDK's schema check makes a `__proto__` key the object's prototype, when the client reads the form and when the
 * server reads its answer). The person sees each field's title (the question's label), never its name.
 */
const formName = (index: number) => `q${index + 1}`;

/** The payload whose core form is the form sent: each question's id replaced by its form name. */
function formNamed(payload: NormalizedPayload): NormalizedPayload {
	return { ...payload, questions: payload.questions.map((question, index) => ({ ...question, id: formName(index) })) };
}

/** Each field core names after a question's id (`db`, `db__note`, `db__custom`), with its name in the form sent. */
function namesOf(payload: NormalizedPayload): [byId: string, sent: string][] {
	return payload.questions.flatMap((question, index) =>
		["", NOTE_FIELD_SUFFIX, CUSTOM_FIELD_SUFFIX].map((end): [string, string] => [
			question.id + end,
			formName(index) + end,
		]),
	);
}

/**
 * The form to send for `params`, core's form of `payload` (one whose fields are all distinct): the same fields, each
 * named by its question's place (`q1`, `q1__note`, …).
 */
export function sentForm(payload: NormalizedPayload, params: ElicitationRequestParams): ElicitationRequestParams {
	const names = new Map(namesOf(payload));
	const renamed = (name: string) => names.get(name) ?? name;
	const { properties, required } = params.requestedSchema;
	const fields = Object.entries(properties).map(([name, field]) => [renamed(name), field] as const);
	return {
		...params,
		requestedSchema: {
			type: "object",
			properties: Object.fromEntries(fields),
			...(required === undefined ? {} : { required: required.map(renamed) }),
		},
	};
}

/**
 * Core's reading of the client's answer to `sentForm(payload, …)`, read as untrusted data: checked against the form
 * as sent (an issue names the field the client sent, `content.q1`), then, once it fits, read as the answers to the
 * model's ids.
 */
export function readAnswer(payload: NormalizedPayload, answer: ElicitationResult): ElicitationDetails {
	const sent = detailsFromElicitation(formNamed(payload), answer);
	if (!sent.ok) return sent;
	if (!isFields(answer.content)) return detailsFromElicitation(payload, answer);
	const ids = new Map(namesOf(payload).map(([byId, name]) => [name, byId]));
	// Entries, not assignments: an id `__proto__` is a field like any other.
	const content = Object.fromEntries(
		Object.entries(answer.content).map(([name, value]) => [ids.get(name) ?? name, value]),
	);
	return detailsFromElicitation(payload, { ...answer, content });
}
