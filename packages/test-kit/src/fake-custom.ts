/**
 * pi's interactive `ctx.ui.custom()`, reduced to what a tool relies on (pi's `showExtensionCustom`): the factory
 * runs at once with the TUI, the theme, the key bindings and `done`; the component it returns (at once or as a
 * promise) goes into the TUI and takes the focus, or, with `overlay: true`, is shown as an overlay with the call's
 * overlay options (its handle goes to `onHandle`); the first `done(value)` takes it out (hides the overlay), clears
 * the focus, resolves the call and disposes the component. A factory that throws or rejects rejects the call. Hosts add what they need
 * around this (a drawing terminal, a long-lived TUI, timed renders) through the hooks.
 */
import type { ExtensionUIContext, KeybindingsManager, Theme } from "@mariozechner/pi-coding-agent";
import type { OverlayHandle, OverlayOptions } from "@mariozechner/pi-tui";
import {
	type Component,
	type TUI,
	TUI_KEYBINDINGS,
	KeybindingsManager as TuiKeybindingsManager,
} from "@mariozechner/pi-tui";

/** A component a `custom()` factory returns. */
export type Hosted = Component & { dispose?(): void };
/** The factory a tool passes to `ctx.ui.custom()`. */
export type Factory<T> = (
	tui: TUI,
	theme: Theme,
	keybindings: KeybindingsManager,
	done: (result: T) => void,
) => Hosted | Promise<Hosted>;

/** Styles nothing, so the screen reads as plain text. */
export const plainTheme = {
	fg: (_color: string, text: string) => text,
	bg: (_color: string, text: string) => text,
	bold: (text: string) => text,
};

export interface FakeCustomOptions {
	readonly tui: TUI;
	/** The theme factories get: pi's, or one that styles less (`plainTheme`). */
	readonly theme: Pick<Theme, "fg" | "bg" | "bold">;
	/** pi passes its key bindings; by default pi-tui's, none remapped. */
	readonly keybindings?: KeybindingsManager;
	/** Every `done` call, duplicates included. */
	onDone?(value: unknown): void;
	/** The factory's component, whether or not the call is still open. */
	onCreated?(component: Hosted): void;
	/** The component is in the TUI and focused. */
	onMounted?(component: Hosted): void;
	/** The first `done`: the component is out and the focus cleared; runs before the call resolves. */
	onClosed?(): void;
	/** The factory threw or rejected. */
	onFailed?(error: unknown): void;
}

/** The options of a `custom()` call that this fake follows (pi's overlay options). */
interface CustomOptions {
	readonly overlay?: boolean;
	readonly overlayOptions?: OverlayOptions | (() => OverlayOptions);
	readonly onHandle?: (handle: OverlayHandle) => void;
}

/** A `ctx.ui.custom` that mounts every call's component into `tui`. */
export function fakeCustom(options: FakeCustomOptions): ExtensionUIContext["custom"] {
	const { tui, theme, keybindings = new TuiKeybindingsManager(TUI_KEYBINDINGS) as KeybindingsManager } = options;
	const custom = <T>(factory: Factory<T>, call: CustomOptions = {}): Promise<T> =>
		new Promise<T>((resolve, reject) => {
			let closed = false;
			let component: Hosted | undefined;
			const done = (value: T) => {
				options.onDone?.(value);
				if (closed) return;
				closed = true;
				if (call.overlay === true) tui.hideOverlay();
				else if (component !== undefined) tui.removeChild(component);
				tui.setFocus(null);
				options.onClosed?.();
				resolve(value);
				component?.dispose?.();
			};
			new Promise<Hosted>((created) => created(factory(tui, theme as Theme, keybindings, done))).then(
				(hosted) => {
					options.onCreated?.(hosted);
					if (closed) return;
					component = hosted;
					if (call.overlay === true) {
						const { overlayOptions } = call;
						const shown = typeof overlayOptions === "function" ? overlayOptions() : overlayOptions;
						// pi-tui's showOverlay focuses the overlay.
						call.onHandle?.(tui.showOverlay(hosted, shown));
					} else {
						tui.addChild(hosted);
						tui.setFocus(hosted);
					}
					options.onMounted?.(hosted);
				},
				(error: unknown) => {
					options.onFailed?.(error);
					reject(error);
				},
			);
		});
	return custom as ExtensionUIContext["custom"];
}
