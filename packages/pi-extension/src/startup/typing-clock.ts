/**
 * When the person last typed text into pi, from pi's raw terminal input (interactive mode only): the
 * questionnaire drops the keys that go on from there when it opens mid-sentence. Enter, Esc, arrows and other
 * control keys are not typing: a person who just sent a prompt is waiting, and their first key is an answer.
 */
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { decodeKittyPrintable } from "@mariozechner/pi-tui";

export interface TypingClock {
	/** Listens to pi's terminal input; a later call replaces the earlier listener. */
	capture(ui: Pick<ExtensionUIContext, "onTerminalInput">): void;
	/** When text was last typed, on the clock's time line; undefined before any, or when a key that is not typing came after. */
	lastTypedAt(): number | undefined;
}

/** Printable text as a terminal sends it: plain characters (several when typed fast), or a kitty key report. */
export function isTypedText(data: string): boolean {
	return /^[^\p{Cc}]+$/u.test(data) || decodeKittyPrintable(data) !== undefined;
}

/** `now` is the questionnaire's clock (`performance.now()` by default, as the component's). */
export function createTypingClock(now: () => number = () => performance.now()): TypingClock {
	let last: number | undefined;
	let stopListening: (() => void) | undefined;
	return {
		capture(ui) {
			stopListening?.();
			stopListening = ui.onTerminalInput((data) => {
				last = isTypedText(data) ? now() : undefined;
				return undefined; // only listening: the key goes on to whatever has the focus
			});
		},
		lastTypedAt: () => last,
	};
}
