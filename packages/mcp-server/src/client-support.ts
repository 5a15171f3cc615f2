import type { ClientCapabilities } from "@modelcontextprotocol/server";

/** How the client can show the person a question: an MCP form, a URL it opens, both or neither. */
export interface ClientSupport {
	readonly form: boolean;
	readonly url: boolean;
}

/**
 * What the client declared (`initialize` on 2025-11-25, each request's envelope on 2026-07-28): an `elicitation`
 * capability with neither mode named is form mode (the 2025-06-18 shape, kept by 2025-11-25).
 */
export function clientSupport(capabilities: ClientCapabilities | undefined): ClientSupport {
	const elicitation = capabilities?.elicitation;
	if (elicitation === undefined) return { form: false, url: false };
	const url = elicitation.url !== undefined;
	return { form: elicitation.form !== undefined || !url, url };
}
