import type { AskUserDetails, NormalizedPayload } from "@ask-user/core";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { askInTerminal } from "./ask-in-terminal.ts";
import { askWithDialogs } from "./ask-with-dialogs.ts";

/**
 * Asks in pi's terminal UI, or through plain dialogs where pi has no custom UI (RPC mode). Loaded by `execute` on
 * the first question, with the statechart and the component. `autocompleteProvider` and `lastTypedAt` are asked
 * for only when the terminal UI opens.
 */
export async function ask(
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	ctx: ExtensionContext,
	autocompleteProvider: (cwd: string) => AutocompleteProvider,
	lastTypedAt?: () => number | undefined,
): Promise<AskUserDetails> {
	const shown = await askInTerminal(ctx.ui, payload, signal, () => autocompleteProvider(ctx.cwd), lastTypedAt);
	return shown ?? (await askWithDialogs(ctx.ui, payload, signal));
}
