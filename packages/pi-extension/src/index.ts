import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { createAutocompleteSource } from "./startup/autocomplete.ts";
import { createAskUserTool } from "./startup/tool.ts";

/**
 * The pi extension: registers `ask_user`, captures pi's `@` autocomplete for its free-form answers, and follows
 * `pi.events` (see the README's "Events").
 */
export default function askUserExtension(pi: ExtensionAPI): void {
	const autocomplete = createAutocompleteSource();
	pi.on("session_start", (_event, ctx) => autocomplete.capture(ctx.ui));
	pi.registerTool(createAskUserTool({ autocompleteProvider: (cwd) => autocomplete.provider(cwd), events: pi.events }));
}
