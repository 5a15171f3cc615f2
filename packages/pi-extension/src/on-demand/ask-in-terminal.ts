import {
	type AskUserDetails,
	cancelledDetails,
	type NormalizedPayload,
	type QuestionnaireSnapshot,
} from "@ask-user/core";
import { type FormAction, fromPiTheme, QuestionnaireComponent } from "@ask-user/render-tui";
import { type ExtensionUIContext, getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider, Component, KeyId, TUI } from "@mariozechner/pi-tui";
import type { Snapshot } from "xstate";
import { AskFailure } from "../startup/ask-failure.ts";
import { PI_MESSAGES } from "../startup/messages.ts";
import { onAbort } from "./abort.ts";

/** What the factory returns when the run was aborted before pi called it: `done` has already closed the call. */
const NOTHING: Component = { render: () => [], invalidate: () => {} };

/** The mounted form, for what runs alongside it (the waiting call, the time limit). */
export interface MountedForm {
	readonly tui: TUI;
	/** Ends the form as timed out (`cancelReason: "timeout"`). */
	timeOut(): void;
}

/** What runs alongside a mounted form: the footer's notice, and what to undo when the form closes. */
export interface Companion {
	readonly notice?: () => string;
	stop(): void;
}

export interface TerminalFormOptions {
	/** `@` completion, asked for only when the form mounts. */
	readonly autocompleteProvider: () => AutocompleteProvider;
	/** Keys for the form's own actions, from the settings. */
	readonly actionKeys: Partial<Record<FormAction, readonly KeyId[]>>;
	/** When the person last typed into pi (`performance.now()` time), read as the form mounts. */
	readonly lastTypedAt?: (() => number | undefined) | undefined;
	/** Started once the form is mounted. */
	readonly onMounted?: (form: MountedForm) => Companion;
	/** A restored snapshot to reopen the form from (a stored form). */
	readonly snapshot?: Snapshot<unknown> | undefined;
	/** Every snapshot while the form runs (to store its progress). */
	readonly onSnapshot?: ((snapshot: QuestionnaireSnapshot) => void) | undefined;
}

/**
 * Shows the questionnaire in place of pi's editor and resolves with its `details`. Resolves `undefined` when pi
 * has no custom UI (RPC mode: `custom()` resolves at once without calling the factory). An abort of `signal`
 * closes the UI at once with a cancelled result, also when it comes before pi calls the factory; an exception
 * inside the component rejects with an `AskFailure` that names it and keeps what was answered. Keys typed on from
 * `lastTypedAt` (pi's editor, a moment before) are dropped until the typing pauses. pi's keybindings apply, and
 * the settings' action keys.
 */
export async function askInTerminal(
	ui: Pick<ExtensionUIContext, "custom">,
	payload: NormalizedPayload,
	signal: AbortSignal | undefined,
	options: TerminalFormOptions,
): Promise<AskUserDetails | undefined> {
	let mounted = false;
	let close: (() => void) | undefined;
	let companion: Companion | undefined;
	const stopListening = onAbort(signal, () => close?.());
	try {
		let failure: { readonly error: unknown } | undefined;
		const outcome = await ui.custom<AskUserDetails>((tui, theme, keybindings, done) => {
			mounted = true;
			if (signal?.aborted) {
				done(cancelledDetails("aborted", payload));
				return NOTHING;
			}
			const typedAt = options.lastTypedAt?.();
			let settled = false;
			const finish = (value: AskUserDetails) => {
				if (settled) return;
				settled = true;
				companion?.stop();
				done(value);
			};
			const component = new QuestionnaireComponent({
				tui,
				theme: fromPiTheme(theme),
				markdownTheme: getMarkdownTheme(),
				payload,
				messages: PI_MESSAGES,
				autocompleteProvider: options.autocompleteProvider(),
				...(typedAt === undefined ? {} : { lastTypedAt: typedAt }),
				keybindings,
				actionKeys: options.actionKeys,
				notice: () => companion?.notice?.(),
				snapshot: options.snapshot,
				onSnapshot: options.onSnapshot,
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
			companion = options.onMounted?.({ tui, timeOut: () => component.abort("timeout") });
			return component;
		});
		if (!mounted) return undefined;
		if (failure !== undefined) throw new AskFailure(outcome, failure.error);
		return outcome;
	} finally {
		companion?.stop();
		stopListening();
	}
}
