import type { Messages } from "../contract/messages.ts";
import type { Format, FormLimits, FormQuestion } from "./form-fields.ts";
import type { ElicitationValue } from "./types.ts";

/**
 * The rules of a form field (`minItems`, `maxItems`, `minLength`, `maxLength`, `format`, `minimum`, `maximum`), as
 * the person reads them under the question and as they are checked before an answer goes back: checked as strictly
 * as the MCP SDK's validator (Ajv with ajv-formats) checks them, so an answer that passes here is never refused there.
 */

/** ajv-formats' `email` (full mode). */
const EMAIL =
	/^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** ajv-formats' `uri` (full mode), without IP-literal hosts (`[::1]`): a URI this takes, the SDK takes. */
const PCHAR = "(?:[a-z0-9\\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})";
const AUTHORITY =
	"(?:(?:[a-z0-9\\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:[a-z0-9\\-._~!$&'()*+,;=]|%[0-9a-f]{2})*(?::\\d*)?";
const HIER_PART = `(?://${AUTHORITY}(?:/${PCHAR}*)*|/(?:${PCHAR}+(?:/${PCHAR}*)*)?|${PCHAR}+(?:/${PCHAR}*)*)`;
const URI = new RegExp(`^[a-z][a-z0-9+\\-.]*:${HIER_PART}(?:\\?(?:${PCHAR}|[/?])*)?(?:#(?:${PCHAR}|[/?])*)?$`, "i");
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[tT ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[zZ]|[+-](\d{2}):?(\d{2}))$/;
/** A decimal number as a person types it: no hex, no `Infinity`, no blank. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function isDate(text: string): boolean {
	const match = DATE.exec(text);
	if (match === null) return false;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
	return days !== undefined && day >= 1 && day <= days;
}

function isDateTime(text: string): boolean {
	const match = DATE_TIME.exec(text);
	if (match === null || !isDate(match[1] ?? "")) return false;
	const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4])];
	const zoneHour = match[5] === undefined ? 0 : Number(match[5]);
	const zoneMinute = match[6] === undefined ? 0 : Number(match[6]);
	return hour <= 23 && minute <= 59 && second <= 59 && zoneHour <= 23 && zoneMinute <= 59;
}

function hasFormat(text: string, format: Format): boolean {
	switch (format) {
		case "email":
			return EMAIL.test(text);
		case "uri":
			return URI.test(text);
		case "date":
			return isDate(text);
		case "date-time":
			return isDateTime(text);
	}
}

/** The rules of a question, one sentence each, as the person reads them under its prompt. */
export function rulesOf(question: FormQuestion, messages: Messages): string[] {
	const { minItems, maxItems, minLength, maxLength, format, minimum, maximum } = question.limits;
	if (question.kind === "number" || question.kind === "integer") {
		return [messages.numberRange(question.kind === "integer", minimum, maximum)];
	}
	// Pushed, not spread: a form of 100,000 fields reads the rules of each.
	const rules: string[] = [];
	if (question.kind === "multi") {
		if (minItems !== undefined && minItems > 0) rules.push(messages.chooseAtLeast(minItems));
		if (maxItems !== undefined) rules.push(messages.chooseAtMost(maxItems));
	} else if (question.kind === "text") {
		if (format !== undefined) rules.push(messages.textFormat(format));
		if (minLength !== undefined && minLength > 0) rules.push(messages.textAtLeast(minLength));
		if (maxLength !== undefined) rules.push(messages.textAtMost(maxLength));
	}
	return rules;
}

/** Code points, as JSON Schema counts a string's length. */
function length(text: string): number {
	let count = 0;
	for (const _ of text) count++;
	return count;
}

/** The rules `value` breaks, by the sentence that states each. */
export function brokenRules(question: FormQuestion, value: ElicitationValue, messages: Messages): string[] {
	const limits: FormLimits = question.limits;
	const broken: string[] = [];
	if (Array.isArray(value)) {
		if (limits.minItems !== undefined && value.length < limits.minItems)
			broken.push(messages.chooseAtLeast(limits.minItems));
		if (limits.maxItems !== undefined && value.length > limits.maxItems)
			broken.push(messages.chooseAtMost(limits.maxItems));
		return broken;
	}
	if (typeof value === "number") {
		const fits =
			Number.isFinite(value) &&
			(question.kind !== "integer" || Number.isInteger(value)) &&
			(limits.minimum === undefined || value >= limits.minimum) &&
			(limits.maximum === undefined || value <= limits.maximum);
		return fits ? [] : [messages.numberRange(question.kind === "integer", limits.minimum, limits.maximum)];
	}
	if (typeof value !== "string" || question.kind !== "text") return [];
	if (limits.format !== undefined && !hasFormat(value, limits.format)) broken.push(messages.textFormat(limits.format));
	if (limits.minLength !== undefined && length(value) < limits.minLength)
		broken.push(messages.textAtLeast(limits.minLength));
	if (limits.maxLength !== undefined && length(value) > limits.maxLength)
		broken.push(messages.textAtMost(limits.maxLength));
	return broken;
}

/** A typed number, or undefined when the text is not one (`12`, `-0.5`, `1e3`; not `0x10`, not blank). */
export function parseNumber(text: string): number | undefined {
	const trimmed = text.trim();
	if (!NUMBER.test(trimmed)) return undefined;
	const value = Number(trimmed);
	return Number.isFinite(value) ? value : undefined;
}
