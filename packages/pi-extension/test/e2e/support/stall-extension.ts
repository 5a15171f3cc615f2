/**
 * A helper pi extension for the typeahead scenario: on SIGUSR2, pi's event loop is kept busy for `STALL_MS`, as
 * another extension's synchronous work or a starved process would keep it. Keys typed meanwhile wait in the terminal
 * and reach pi together once it runs again. (Stopping pi with SIGSTOP does not stall it under tmux: tmux continues a
 * pane's stopped process at once.)
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";

/** How long pi's event loop stays busy after each SIGUSR2. */
export const STALL_MS = 900;

export default function stallExtension(_pi: ExtensionAPI): void {
	process.on("SIGUSR2", () => {
		const until = performance.now() + STALL_MS;
		while (performance.now() < until) {
			// busy: nothing else runs in pi until the stall ends
		}
	});
}
