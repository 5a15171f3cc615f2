/**
 * pi's own terminal as a watcher of render-tui's emoji warm-up (`EmojiWarmup`): at a terminal, the process's wait
 * starts with the session and each key into pi starts it again, so pi-tui's emoji expression is compiled at the
 * person's first one-second pause in pi (reading pi's screen, or while the model works on a prompt typed or given on
 * pi's command line) instead of as the first form opens (D127). Keys into a form pass here too.
 */
import { EmojiWarmup } from "@ask-user/render-tui/text";
import type { ExtensionContext, ExtensionUIContext } from "@mariozechner/pi-coding-agent";

/**
 * Whether pi draws its terminal UI (interactive mode). RPC mode has a UI too (`hasUI`), drawn by a client: its stdout
 * is the JSON stream, not a terminal. Print and JSON modes have none.
 */
export function atTerminal(ctx: Pick<ExtensionContext, "hasUI">, stdout: { readonly isTTY?: boolean }): boolean {
	return ctx.hasUI && stdout.isTTY === true;
}

/** Follows pi's terminal from now until the returned function is called. */
export function followTerminalPauses(ui: Pick<ExtensionUIContext, "onTerminalInput">): () => void {
	const warmup = new EmojiWarmup();
	warmup.appeared();
	const stopListening = ui.onTerminalInput(() => {
		warmup.keyArrived();
		return undefined; // only listening: the key goes on to whatever has the focus
	});
	return () => {
		stopListening();
		warmup.stop();
	};
}
