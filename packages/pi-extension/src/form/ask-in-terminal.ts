import {
	type AnswerSource,
	type AskUserDetails,
	cancelledDetails,
	type Messages,
	type NormalizedPayload,
	type QuestionnaireSnapshot,
	type QuestionnaireView,
} from "@ask-user/core";
import {
	editExternally,
	type FormAction,
	fromPiTheme,
	QuestionnaireComponent,
	type ViewPlace,
	type WebPageHost,
} from "@ask-user/render-tui";
import { type ExtensionUIContext, getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import type { AutocompleteProvider, Component, KeyId, TUI } from "@mariozechner/pi-tui";
import type { Snapshot } from "xstate";
import { PI_MESSAGES } from "../locale/messages.ts";
import { AskFailure } from "../tool/ask-failure.ts";
import { onAbort } from "./abort.ts";
import { capturingViewportKeys, FORM_CUSTOM_OPTIONS } from "./pi-line.ts";
import type { FormTyping } from "./typing-clock.ts";

/** What the factory returns when the run was aborted before pi called it: `done` has already closed the call. */
const NOTHING: Component = { render: () => [], invalidate: () => {} };

/** The mounted form, for what runs alongside it (the waiting call, the time limit). */
export interface MountedForm {
	readonly tui: TUI;
	/** Ends the form as timed out (`cancelReason: "timeout"`). */
	timeOut(): void;
	/** Whether the person has an editor open with text in it. */
	writing(): boolean;
	/** The form's latest view: its intents act on the form the terminal shows (`/ask-user web`'s page). */
	view(): QuestionnaireView;
}

/** What runs alongside a mounted form: the footer's notice, what a key changes, and what to undo when it closes. */
export interface Companion {
	readonly notice?: () => string;
	/** Every key the form receives. */
	readonly keyPressed?: () => void;
	/** Every change of the form, wherever it came from. */
	readonly changed?: () => void;
	/** Serves the form as a web page for its web page key (`TerminalFormOptions.webPage`). */
	readonly webPage?: WebPageHost;
	/** Where the answers were submitted when not with the form's keys (its web page); asked as the form ends. */
	readonly answeredOn?: () => AnswerSource | undefined;
	/** The form closed, with its result when it has one. */
	stop(details?: AskUserDetails): void;
}

export interface TerminalFormOptions {
	/** `@` completion, asked for only when the form mounts; none when it gives none. */
	readonly autocompleteProvider: () => AutocompleteProvider | undefined;
	/** Keys for the form's own actions, from the settings. */
	readonly actionKeys: Partial<Record<FormAction, readonly KeyId[]>>;
	/** How the person was typing into pi, read as the form mounts; told while the form has the keys. */
	readonly typing?: FormTyping | undefined;
	/** Given the text the person typed on from pi's editor as the form appeared, held from the form, when it closes. */
	readonly giveBack?: ((text: string) => void) | undefined;
	/** Started once the form is mounted. */
	readonly onMounted?: (form: MountedForm) => Companion;
	/** A restored snapshot to reopen the form from (a stored form). */
	readonly snapshot?: Snapshot<unknown> | undefined;
	/** Every snapshot while the form runs (to store its progress). */
	readonly onSnapshot?: ((snapshot: QuestionnaireSnapshot) => void) | undefined;
	/** Where the person was in the previews of the stored form this one reopens (kept while pi runs). */
	readonly place?: ViewPlace | undefined;
	/** The agent's last message, read when the person opens it in the form. */
	readonly context?: (() => string | undefined) | undefined;
	/** Whether the form offers its web page key; the companion serves the page (`Companion.webPage`). */
	readonly webPage?: boolean | undefined;
	/** The form's own text (`piMessages`, in the settings' locale); pi's English wording by default. */
	readonly messages?: Messages | undefined;
}

/**
 * Shows the questionnaire in place of pi's editor and resolves with its `details`. Resolves `undefined` when pi
 * has no custom UI (RPC mode: `custom()` resolves at once without calling the factory). An abort of `signal`
 * closes the UI at once with a cancelled result, also when it comes before pi calls the factory; an exception
 * inside the component rejects with an `AskFailure` that names it and keeps what was answered. Keys typed on from
 * pi's editor (`typing`) do not act on the form until the typing pauses; their text is given back (`giveBack`).
 * pi's keybindings apply, and the settings' action keys. pi 1.x reports itself blocked on the question meanwhile,
 * and its fullscreen mode leaves the viewport keys to the form (`pi-line.ts`).
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
			const typing = options.typing?.typing();
			const formClosed = options.typing?.formOpened();
			const giveBack = (held: string) => {
				try {
					options.giveBack?.(held);
				} catch {
					// A host without an editor to give it back to: the form's result is what matters.
				}
			};
			let settled = false;
			// Set once the component exists (the flow could in principle end while it is being built).
			let heldTypeahead = () => "";
			// The first snapshot comes while the component is built: it is stored on the idle turn after the first
			// frame, unless a newer one or the end comes first (stored now, as the latest).
			let building = true;
			let firstSnapshot: QuestionnaireSnapshot | undefined;
			const storeFirst = () => {
				const snapshot = firstSnapshot;
				firstSnapshot = undefined;
				if (snapshot !== undefined) options.onSnapshot?.(snapshot);
			};
			const finish = (ended: AskUserDetails) => {
				if (settled) return;
				storeFirst();
				const on = ended.cancelled ? undefined : companion?.answeredOn?.();
				const value = on === undefined ? ended : { ...ended, source: on };
				settled = true;
				formClosed?.();
				companion?.stop(value);
				const held = heldTypeahead();
				done(value);
				// After `done`: pi puts back the text its editor had when the form opened, then this goes on from it.
				if (held.length > 0) giveBack(held);
			};
			const completion = options.autocompleteProvider();
			const component = new QuestionnaireComponent({
				tui,
				theme: fromPiTheme(theme),
				markdownTheme: getMarkdownTheme(),
				payload,
				messages: options.messages ?? PI_MESSAGES,
				...(completion === undefined ? {} : { autocompleteProvider: completion }),
				...(typing === undefined ? {} : { lastTypedAt: typing.lastTypedAt, typingGapMs: typing.typicalGapMs }),
				keybindings,
				actionKeys: options.actionKeys,
				notice: () => companion?.notice?.(),
				onKey: () => companion?.keyPressed?.(),
				snapshot: options.snapshot,
				place: options.place,
				onSnapshot: (snapshot) => {
					if (building) {
						firstSnapshot = snapshot;
						return;
					}
					firstSnapshot = undefined;
					options.onSnapshot?.(snapshot);
					companion?.changed?.();
				},
				context: options.context,
				webPage: options.webPage === true ? () => webPageOf(companion) : undefined,
				// Ctrl+G: the person's $VISUAL/$EDITOR, as pi's own editor does.
				externalEditor: editExternally,
				onDone: finish,
				// Called before the component ends the flow with what was answered (`onDone`): the result names it.
				onError: (error) => {
					if (!settled) failure ??= { error };
				},
			});
			building = false;
			if (firstSnapshot !== undefined) setImmediate(storeFirst);
			heldTypeahead = () => component.heldTypeahead();
			close = () => {
				component.abort("aborted");
				finish(cancelledDetails("aborted", payload));
			};
			companion = options.onMounted?.({
				tui,
				timeOut: () => component.abort("timeout"),
				writing: () => component.writing(),
				view: () => component.view,
			});
			return capturingViewportKeys(component);
		}, FORM_CUSTOM_OPTIONS);
		if (!mounted) return undefined;
		if (failure !== undefined) throw new AskFailure(outcome, failure.error);
		return outcome;
	} finally {
		companion?.stop();
		stopListening();
	}
}

/** The companion's page for the web page key; it is there once the form is mounted, before any key. */
function webPageOf(companion: Companion | undefined): ReturnType<WebPageHost> {
	const serve = companion?.webPage;
	return serve === undefined ? Promise.reject(new Error("this form is not served as a page")) : serve();
}
