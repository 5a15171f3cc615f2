import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";
import { createAutocompleteSource } from "./startup/autocomplete.ts";
import { createAskUserTool } from "./startup/tool.ts";
import { createTypingClock } from "./startup/typing-clock.ts";

/**
 * The pi extension: registers `ask_user`, captures pi's `@` autocomplete for its free-form answers, notes when the
 * person last typed into pi (so a form that opens mid-sentence is not answered by the rest of it), and follows
 * `pi.events` (see the README's "Events").
 */
export default function askUserExtension(pi: ExtensionAPI): void {
	const autocomplete = createAutocompleteSource();
	const typing = createTypingClock();
	pi.on("session_start", (_event, ctx) => {
		autocomplete.capture(ctx.ui);
		typing.capture(ctx.ui);
	});
	pi.registerTool(
		createAskUserTool({
			autocompleteProvider: (cwd) => autocomplete.provider(cwd),
			lastTypedAt: () => typing.lastTypedAt(),
			events: pi.events,
		}),
	);
}
