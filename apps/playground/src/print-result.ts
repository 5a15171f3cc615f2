import { type AskUserDetails, type AskUserResult, buildContent } from "@ask-user/core";
import { sanitizeText } from "@ask-user/render-tui";

/** The tool result a model would get: the model-facing `content` text and the `details`. */
export function toResult(details: AskUserDetails): AskUserResult {
	return { content: [{ type: "text", text: buildContent(details) }], details };
}

/** A titled rule for the printed output: `── content ──`. */
export function rule(title: string): string {
	return `── ${title} ──`;
}

/**
 * The result as printed: only JSON with `json`, else the content text (sanitized: it quotes payload text) and the
 * details JSON under rules.
 */
export function formatResult(details: AskUserDetails, json: boolean): string {
	const result = toResult(details);
	if (json) return `${JSON.stringify(result, null, 2)}\n`;
	const text = result.content.map((part) => sanitizeText(part.text)).join("\n");
	return [rule("content (what the model reads)"), text, rule("details"), JSON.stringify(details, null, 2), ""].join(
		"\n",
	);
}
