/**
 * What the form asks of pi that only pi 1.x (`@earendil-works/pi-coding-agent`) understands; pi 0.73.x
 * (`@mariozechner/pi-coding-agent`) ignores both, so one code path serves both lines (docs/pi-platform.md,
 * "pi 1.x beside 0.73.1"). Every difference between the lines that our code handles lives here.
 */
import type { ModeKind } from "@ask-user/render-tui";
import type { Component } from "@mariozechner/pi-tui";

/** The line pi reports while the form waits (OSC 7501 program status): fixed text, nothing from the model. */
export const WAITING_MESSAGE = "ask_user: waiting for your answers";

/** `ctx.ui.custom` options for the form. */
export interface FormCustomOptions {
	/** In place of pi's editor, not an overlay (both lines' default, said so the options share a key with 0.73.x's). */
	readonly overlay: false;
	/**
	 * pi 1.x reports itself blocked on a question while the form is shown, instead of "working", so a host watching
	 * pi's status sees that a person is needed (checked on pi 1.6.0; pi 0.73.1 ignores the option).
	 */
	readonly blocked: { readonly kind: "question"; readonly message: string };
}

export const FORM_CUSTOM_OPTIONS: FormCustomOptions = {
	overlay: false,
	blocked: { kind: "question", message: WAITING_MESSAGE },
};

/** A form that says what it shows: `folded` to one line, or the form itself. */
export type FoldingForm = Component & { readonly mode: ModeKind };

/** A form that tells pi 1.x's fullscreen mode, at each key, whether it takes the viewport keys. */
export type CapturingViewportKeys<C extends FoldingForm> = C & { readonly capturesViewportInput: boolean };

/**
 * Has the form take the viewport keys while it is shown. pi 1.x runs fullscreen by default and keeps PgUp/PgDn,
 * Ctrl+↑/↓ and Ctrl+Home/End for scrolling its transcript unless the focused component's `capturesViewportInput` is
 * true, which pi reads at each key; the form pages its previews and review with them (checked on pi 1.6.0). Folded
 * to one line, the form ignores them: pi scrolls its transcript with them, so the person can read the conversation.
 * pi 0.73.1 and pi 1.x's regular mode send every key to the focused component anyway.
 */
export function capturingViewportKeys<C extends FoldingForm>(component: C): CapturingViewportKeys<C> {
	return Object.defineProperty(component, "capturesViewportInput", {
		get: () => component.mode !== "folded",
		configurable: true,
		enumerable: true,
	}) as CapturingViewportKeys<C>;
}
