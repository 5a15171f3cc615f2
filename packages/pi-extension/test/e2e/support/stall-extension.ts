/**
 * A helper pi extension for scenarios where pi is held up: on SIGUSR2, pi's event loop is kept busy for
 * `ASK_USER_E2E_STALL_MS` milliseconds (0.9 s unless set), as another extension's synchronous work or a starved
 * process would keep it. Keys typed meanwhile wait in the terminal and reach pi together once it runs again.
 * (Stopping pi with SIGSTOP does not stall it under tmux: tmux continues a pane's stopped process at once.)
 */
import type { ExtensionAPI } from "@mariozechner/pi-coding-agent";

/** How long pi's event loop stays busy after each SIGUSR2, unless the environment says. */
const DEFAULT_STALL_MS = 900;

function stallMs(env: NodeJS.ProcessEnv): number {
	const set = Number(env.ASK_USER_E2E_STALL_MS);
	return Number.isFinite(set) && set > 0 ? set : DEFAULT_STALL_MS;
}

export default function stallExtension(_pi: ExtensionAPI): void {
	const ms = stallMs(process.env);
	process.on("SIGUSR2", () => {
		const until = performance.now() + ms;
		while (performance.now() < until) {
			// busy: nothing else runs in pi until the stall ends
		}
	});
}
