import { type AskUserDetails, cancelledDetails, type NormalizedPayload } from "@ask-user/core";
import { fromPiTheme, QuestionnaireComponent } from "@ask-user/render-tui";
import { type ExtensionUIContext, getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider } from "@mariozechner/pi-tui";
import { onAbort } from "./abort.ts";

/**
 * Shows the questionnaire in place of pi's editor and resolves with its `details`. Resolves `undefined` when pi
 * has no custom UI (RPC mode: `custom()` resolves at once without calling the factory). An abort of `signal`
 * closes the UI at once with a cancelled result; an exception inside the component rejects, naming it. Keys
 * typed on from `lastTypedAt` (pi's editor, a moment before) are dropped until the typing pauses.
 */
export async function askInTerminal(
	ui: Pick<ExtensionUIContext, "custom">,
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	autocompleteProvider: () => AutocompleteProvider,
	lastTypedAt?: () => number | undefined,
): Promise<AskUserDetails | undefined> {
	let mounted = false;
	let close: (() => void) | undefined;
	const stopListening = onAbort(signal, () => close?.());
	try {
		const outcome = await ui.custom<AskUserDetails | Error>((tui, theme, _keybindings, done) => {
			mounted = true;
			const typedAt = lastTypedAt?.();
			let settled = false;
			const finish = (value: AskUserDetails | Error) => {
				if (settled) return;
				settled = true;
				done(value);
			};
			const component = new QuestionnaireComponent({
				tui,
				theme: fromPiTheme(theme),
				markdownTheme: getMarkdownTheme(),
				payload,
				autocompleteProvider: autocompleteProvider(),
				...(typedAt === undefined ? {} : { lastTypedAt: typedAt }),
				onDone: finish,
				// Called before the component ends the flow as cancelled: the result then names the error.
				onError: (error) => finish(error instanceof Error ? error : new Error(String(error))),
			});
			close = () => {
				component.abort("aborted");
				finish(cancelledDetails("aborted", payload));
			};
			return component;
		});
		if (!mounted) return undefined;
		if (outcome instanceof Error) throw outcome;
		return outcome;
	} finally {
		stopListening();
	}
}
