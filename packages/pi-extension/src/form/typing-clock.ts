/**
 * How the person was last typing into pi, from pi's raw terminal input (interactive mode only): the questionnaire
 * holds back the keys that go on from there when it opens mid-sentence, and gives their text back to pi's editor.
 * Enter, Esc, arrows and other control keys are not typing: a person who just sent a prompt is waiting, and their
 * first key is an answer. Keys a form takes are not typing into pi either. The holds on Enter time their pauses
 * without the time pi could not run (`PauseClock`, D141): keys typed while pi was held up arrive together after it.
 */
import { type LoopWatch, PauseClock, watchEventLoop } from "@ask-user/render-tui/pause-clock";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import { decodeKittyPrintable, getKeybindings, type KeybindingsManager } from "@mariozechner/pi-tui";

/** How the person was typing into pi, on the clock's time line. */
interface Typing {
	readonly lastTypedAt: number;
	/** Their usual gap between two typed keys, once pi saw a few keys in a row. */
	readonly typicalGapMs: number | undefined;
}

export interface TypingClock {
	/** Listens to pi's terminal input; a later call replaces the earlier listener. */
	capture(ui: Pick<ExtensionUIContext, "onTerminalInput">): void;
	/** How text was last typed; undefined before any, or when a key that is not typing came after. */
	typing(): Typing | undefined;
	/** A form has the keys until the returned function is called: what is typed meanwhile is not typing into pi. */
	formOpened(): () => void;
	/** Whether a form has the keys now. */
	formOpen(): boolean;
	/**
	 * A form closed under the person's hands (a time limit): while they go on typing, the key that sends pi's prompt
	 * (`tui.input.submit`, Enter unless remapped) does not send it (the text still reaches pi's editor); the first one
	 * after a pause of `pauseMs` sends as usual. Time pi could not run is no pause.
	 */
	holdEnterWhileTyping(pauseMs: number): void;
	/**
	 * A command that opens a form ran (`/ask-user`, `/answer`): for `COMMAND_ENTER_HOLD_MS` after it, the key that
	 * sent it (`tui.input.submit`) typed again is taken before anything sees it, so a habitual second Enter never
	 * answers the form the command opens (D77); the first other key ends the hold. Time pi could not run does not
	 * count towards the hold's end.
	 */
	commandRan(): void;
}

/** What a form needs of the clock. */
export type FormTyping = Omit<TypingClock, "capture" | "commandRan" | "formOpen">;

/** How long after a command its submit key typed again is taken: the typeahead guard's shortest pause (D16). */
export const COMMAND_ENTER_HOLD_MS = 500;
/** Gaps between keys longer than this are pauses, not part of the person's typing pace. */
const LONGEST_GAP_MS = 1500;
/** How many recent gaps the typical gap is the median of. */
const GAPS_KEPT = 8;
/** A typical gap needs this many gaps seen in a row. */
const GAPS_NEEDED = 3;

/** Printable text as a terminal sends it: plain characters (several when typed fast), or a kitty key report. */
export function isTypedText(data: string): boolean {
	return /^[^\p{Cc}]+$/u.test(data) || decodeKittyPrintable(data) !== undefined;
}

function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The clock keys are timed on, and the watch of pi's event loop on its time line. */
export interface KeyTiming {
	/** The questionnaire's clock (`performance.now()` by default, as the component's). */
	readonly now: () => number;
	/** Looks at pi's loop while a hold times a pause (an interval timer by default); without it, gaps count whole. */
	readonly watch?: LoopWatch | undefined;
}

/** `keybindings` gives pi's keybindings when a key arrives (pi-tui's, set from the person's keybindings.json). */
export function createTypingClock(
	{ now, watch }: KeyTiming = { now: () => performance.now(), watch: watchEventLoop },
	keybindings: () => Pick<KeybindingsManager, "matches"> = getKeybindings,
): TypingClock {
	let last: number | undefined;
	let gaps: number[] = [];
	let formsOpen = 0;
	/** While set: Enter is held until a pause this long since the last key. */
	let enterHold: PauseClock | undefined;
	let stopListening: (() => void) | undefined;
	/** While set: the command's submit key typed again is taken until this pause since the command ran. */
	let commandHold: PauseClock | undefined;
	/** A pause of `pauseMs` timed from `at`. */
	const pauseFrom = (at: number, pauseMs: number) => {
		const pause = new PauseClock(now, pauseMs, watch);
		pause.key(at);
		return pause;
	};

	const typed = (at: number) => {
		if (last !== undefined && at - last < LONGEST_GAP_MS) gaps = [...gaps, at - last].slice(-GAPS_KEPT);
		else gaps = [];
		last = at;
	};
	/** Whether pi's prompt must not be sent by this key: pi's editor sends it on `tui.input.submit`. */
	const holdsEnter = (data: string, at: number): boolean => {
		if (enterHold === undefined) return false;
		if (enterHold.paused()) {
			enterHold.stop();
			enterHold = undefined;
			return false;
		}
		enterHold.key(at);
		return keybindings().matches(data, "tui.input.submit");
	};

	/**
	 * Whether this key is the command's submit key typed again within `COMMAND_ENTER_HOLD_MS` of the command, with no
	 * other key between: any other key ends the hold, so an Enter that follows an answer (`2`, `8080`) confirms it.
	 */
	const repeatsCommand = (data: string): boolean => {
		if (commandHold === undefined) return false;
		if (!commandHold.paused() && keybindings().matches(data, "tui.input.submit")) return true;
		commandHold.stop();
		commandHold = undefined;
		return false;
	};

	return {
		capture(ui) {
			stopListening?.();
			stopListening = ui.onTerminalInput((data) => {
				const at = now();
				if (repeatsCommand(data)) return { consume: true };
				if (formsOpen > 0) return undefined;
				if (holdsEnter(data, at)) return { consume: true };
				if (isTypedText(data)) typed(at);
				else {
					last = undefined;
					gaps = [];
				}
				return undefined; // only listening: the key goes on to whatever has the focus
			});
		},
		typing: () =>
			last === undefined
				? undefined
				: { lastTypedAt: last, typicalGapMs: gaps.length >= GAPS_NEEDED ? median(gaps) : undefined },
		formOpened() {
			formsOpen += 1;
			last = undefined;
			gaps = [];
			let open = true;
			return () => {
				if (!open) return;
				open = false;
				formsOpen -= 1;
			};
		},
		formOpen: () => formsOpen > 0,
		holdEnterWhileTyping(pauseMs) {
			enterHold?.stop();
			enterHold = pauseFrom(now(), pauseMs);
		},
		commandRan() {
			commandHold?.stop();
			commandHold = pauseFrom(now(), COMMAND_ENTER_HOLD_MS);
		},
	};
}
