/**
 * A helper pi extension for the abort scenario: Ctrl+G aborts the running agent turn with `ctx.abort()`, the call
 * behind pi's own Esc interrupt (`session.abort()`, which fires the AbortSignal every running tool got).
 *
 * Why a helper: while ask_user's form has focus, every key goes to the form, so pi's Esc cannot abort (the form
 * uses Esc to cancel). What can abort then is an extension — a watchdog, a remote control, a global interrupt key
 * like this one. It listens with `ctx.ui.onTerminalInput`, which sees each key before the focused component.
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";

/** Ctrl+G as the terminal sends it (tmux key name `C-g`). */
export const INTERRUPT_KEY = "\x07";

export default function interruptExtension(pi: ExtensionAPI): void {
	pi.on("session_start", (_event, ctx) => {
		ctx.ui.onTerminalInput((data) => {
			if (data !== INTERRUPT_KEY || ctx.isIdle()) return undefined;
			ctx.abort();
			return { consume: true };
		});
	});
}
