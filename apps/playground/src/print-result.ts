import { type AskUserDetails, buildResult } from "@ask-user/core";
import { sanitizeText } from "@ask-user/render-tui";

/** A titled rule for the printed output: `── content ──`. */
export function rule(title: string): string {
	return `── ${title} ──`;
}

/** What `JSON.stringify` leaves raw but a terminal may act on: DEL, C1 controls (8-bit CSI…), bidi controls. */
const RAW_IN_JSON = /[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON that is safe to print: those characters become `\uXXXX` escapes, so it still parses to the same value. */
function printableJson(value: unknown): string {
	return JSON.stringify(value, null, 2).replace(
		RAW_IN_JSON,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
	);
}

/**
 * The result as printed: only JSON with `json`, else the content text (sanitized: it quotes payload text) and the
 * details JSON under rules.
 */
export function formatResult(details: AskUserDetails, json: boolean): string {
	const result = buildResult(details);
	if (json) return `${printableJson(result)}\n`;
	const text = result.content.map((part) => sanitizeText(part.text)).join("\n");
	return [rule("content (what the model reads)"), text, rule("details"), printableJson(details), ""].join("\n");
}
