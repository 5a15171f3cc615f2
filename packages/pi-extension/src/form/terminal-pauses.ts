/**
 * pi's own terminal as a watcher of render-tui's emoji warm-up (`EmojiWarmup`): from the person's first key into pi,
 * each key restarts the process's wait, so pi-tui's emoji expression is compiled at their first pause in pi (while
 * the model works, typically) instead of on the first visit of a form's review. Keys into a form pass here too.
 * Interactive mode only: pi calls no terminal input listener elsewhere, so nothing is measured there.
 */
import { EmojiWarmup } from "@ask-user/render-tui/text";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";

/** Follows pi's terminal input until the returned function is called. */
export function followTerminalPauses(ui: Pick<ExtensionUIContext, "onTerminalInput">): () => void {
	const warmup = new EmojiWarmup();
	const stopListening = ui.onTerminalInput(() => {
		warmup.appeared(); // the first key: the person is at pi's terminal
		warmup.keyArrived();
		return undefined; // only listening: the key goes on to whatever has the focus
	});
	return () => {
		stopListening();
		warmup.stop();
	};
}
