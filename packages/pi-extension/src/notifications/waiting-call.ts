/**
 * Calls the person when a form opens, through pi-tui's terminal only: the bell and a desktop notification (as
 * `attention.ts` decides) and whoever else is told (`onCall`: `notify.command`), the title marked until the form closes (or pi exits or dies: `exit-title.ts`), and
 * optionally a reminder after a quiet time (no key pressed).
 */
import type { TUI } from "@mariozechner/pi-tui";
import { type AttentionChannels, callSequence } from "./attention.ts";
import { type ExitHost, restoreTitleOnExit } from "./exit-title.ts";
import type { CallReason } from "./notify-command.ts";

export interface WaitingCallOptions {
	readonly tui: Pick<TUI, "terminal" | "addInputListener">;
	readonly channels: AttentionChannels;
	/** The notification's title and text (sanitized here). */
	readonly title: string;
	readonly body: string;
	/** pi's `ctx.ui.setTitle`, the title while the call lasts (pi's, marked), and the title to restore. */
	readonly setTitle: (title: string) => void;
	readonly markedTitle: string;
	readonly restoredTitle: string;
	readonly remindAfterSeconds?: number;
	/** Where the title is restored if the process ends meanwhile; the process itself by default. */
	readonly exitHost?: ExitHost;
	/** Told of each call, besides the terminal's (e.g. `notify.command`). */
	readonly onCall?: (reason: CallReason) => void;
}

/** Calls once now; returns what ends the call (restores the title, stops the reminder). */
export function startWaitingCall(options: WaitingCallOptions): () => void {
	const { tui, channels } = options;
	const call = (reason: CallReason) => {
		const sequence = callSequence(channels, options.title, options.body);
		if (sequence !== "") tui.terminal.write(sequence);
		options.onCall?.(reason);
	};
	call("opened");
	let stopExitRestore = () => {};
	if (channels.title) {
		options.setTitle(options.markedTitle);
		stopExitRestore = restoreTitleOnExit(options.restoredTitle, options.exitHost);
	}
	let timer: ReturnType<typeof setTimeout> | undefined;
	let stopListening = () => {};
	const seconds = options.remindAfterSeconds;
	if (seconds !== undefined) {
		const remind = () => {
			call("reminder");
			timer = setTimeout(remind, seconds * 1000);
		};
		timer = setTimeout(remind, seconds * 1000);
		stopListening = tui.addInputListener(() => {
			clearTimeout(timer);
			timer = setTimeout(remind, seconds * 1000);
			return undefined;
		});
	}
	return () => {
		clearTimeout(timer);
		stopListening();
		stopExitRestore();
		if (channels.title) options.setTitle(options.restoredTitle);
	};
}
