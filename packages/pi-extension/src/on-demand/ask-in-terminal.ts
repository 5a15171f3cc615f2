import { type AskUserDetails, cancelledDetails, type NormalizedPayload } from "@ask-user/core";
import { fromPiTheme, QuestionnaireComponent } from "@ask-user/render-tui";
import { type ExtensionUIContext, getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider, Component } from "@mariozechner/pi-tui";
import { AskFailure } from "../startup/ask-failure.ts";
import { onAbort } from "./abort.ts";

/** What the factory returns when the run was aborted before pi called it: `done` has already closed the call. */
const NOTHING: Component = { render: () => [], invalidate: () => {} };

/**
 * Shows the questionnaire in place of pi's editor and resolves with its `details`. Resolves `undefined` when pi
 * has no custom UI (RPC mode: `custom()` resolves at once without calling the factory). An abort of `signal`
 * closes the UI at once with a cancelled result, also when it comes before pi calls the factory; an exception
 * inside the component rejects with an `AskFailure` that names it and keeps what was answered. Keys typed on from
 * `lastTypedAt` (pi's editor, a moment before) are dropped until the typing pauses.
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
		let failure: { readonly error: unknown } | undefined;
		const outcome = await ui.custom<AskUserDetails>((tui, theme, _keybindings, done) => {
			mounted = true;
			if (signal?.aborted) {
				done(cancelledDetails("aborted", payload));
				return NOTHING;
			}
			const typedAt = lastTypedAt?.();
			let settled = false;
			const finish = (value: AskUserDetails) => {
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
				// Called before the component ends the flow with what was answered (`onDone`): the result names it.
				onError: (error) => {
					if (!settled) failure ??= { error };
				},
			});
			close = () => {
				component.abort("aborted");
				finish(cancelledDetails("aborted", payload));
			};
			return component;
		});
		if (!mounted) return undefined;
		if (failure !== undefined) throw new AskFailure(outcome, failure.error);
		return outcome;
	} finally {
		stopListening();
	}
}
