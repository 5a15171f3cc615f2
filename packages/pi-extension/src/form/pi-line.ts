/**
 * What the form asks of pi that only pi 1.x (`@earendil-works/pi-coding-agent`) understands; pi 0.73.x
 * (`@mariozechner/pi-coding-agent`) ignores both, so one code path serves both lines (docs/pi-platform.md,
 * "pi 1.x beside 0.73.1"). Every difference between the lines that our code handles lives here.
 */
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

/** A component that asks pi 1.x's fullscreen mode for the viewport keys. */
export type CapturingViewportKeys<C extends Component> = C & { readonly capturesViewportInput: true };

/**
 * Marks the form as taking the viewport keys. pi 1.x runs fullscreen by default and keeps PgUp/PgDn, Ctrl+↑/↓ and
 * Ctrl+Home/End for scrolling its transcript unless the focused component sets `capturesViewportInput`; the form
 * pages its previews and review with them (checked on pi 1.6.0). pi 0.73.1 and pi 1.x's regular mode send every
 * key to the focused component anyway.
 */
export function capturingViewportKeys<C extends Component>(component: C): CapturingViewportKeys<C> {
	return Object.assign(component, { capturesViewportInput: true as const });
}
