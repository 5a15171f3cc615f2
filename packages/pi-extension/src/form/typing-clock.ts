/**
 * How the person was last typing into pi, from pi's raw terminal input (interactive mode only): the questionnaire
 * holds back the keys that go on from there when it opens mid-sentence, and gives their text back to pi's editor.
 * Enter, Esc, arrows and other control keys are not typing: a person who just sent a prompt is waiting, and their
 * first key is an answer. Keys a form takes are not typing into pi either.
 */
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
	/**
	 * A form closed under the person's hands (a time limit): while they go on typing, the key that sends pi's prompt
	 * (`tui.input.submit`, Enter unless remapped) does not send it (the text still reaches pi's editor); the first one
	 * after a pause of `pauseMs` sends as usual.
	 */
	holdEnterWhileTyping(pauseMs: number): void;
	/**
	 * A command that opens a form ran (`/ask-user`, `/answer`): for `COMMAND_ENTER_HOLD_MS` after it, the key that
	 * sent it (`tui.input.submit`) typed again is taken before anything sees it, so a habitual second Enter never
	 * answers the form the command opens (D77); the first other key ends the hold.
	 */
	commandRan(): void;
}

/** What a form needs of the clock. */
export type FormTyping = Omit<TypingClock, "capture" | "commandRan">;

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

/**
 * `now` is the questionnaire's clock (`performance.now()` by default, as the component's); `keybindings` gives pi's
 * keybindings when a key arrives (pi-tui's, which pi's interactive mode sets from the person's keybindings.json).
 */
export function createTypingClock(
	now: () => number = () => performance.now(),
	keybindings: () => Pick<KeybindingsManager, "matches"> = getKeybindings,
): TypingClock {
	let last: number | undefined;
	let gaps: number[] = [];
	let formsOpen = 0;
	/** While set: Enter is held until a gap this long. */
	let enterHold: { readonly pauseMs: number; lastKeyAt: number } | undefined;
	let stopListening: (() => void) | undefined;
	/** When the last command that opens a form ran. */
	let commandAt: number | undefined;

	const typed = (at: number) => {
		if (last !== undefined && at - last < LONGEST_GAP_MS) gaps = [...gaps, at - last].slice(-GAPS_KEPT);
		else gaps = [];
		last = at;
	};
	/** Whether pi's prompt must not be sent by this key: pi's editor sends it on `tui.input.submit`. */
	const holdsEnter = (data: string, at: number): boolean => {
		if (enterHold === undefined) return false;
		if (at - enterHold.lastKeyAt >= enterHold.pauseMs) {
			enterHold = undefined;
			return false;
		}
		enterHold.lastKeyAt = at;
		return keybindings().matches(data, "tui.input.submit");
	};

	/**
	 * Whether this key is the command's submit key typed again within `COMMAND_ENTER_HOLD_MS` of the command, with no
	 * other key between: any other key ends the hold, so an Enter that follows an answer (`2`, `8080`) confirms it.
	 */
	const repeatsCommand = (data: string, at: number): boolean => {
		if (commandAt === undefined) return false;
		if (at - commandAt < COMMAND_ENTER_HOLD_MS && keybindings().matches(data, "tui.input.submit")) return true;
		commandAt = undefined;
		return false;
	};

	return {
		capture(ui) {
			stopListening?.();
			stopListening = ui.onTerminalInput((data) => {
				const at = now();
				if (repeatsCommand(data, at)) return { consume: true };
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
		holdEnterWhileTyping(pauseMs) {
			enterHold = { pauseMs, lastKeyAt: now() };
		},
		commandRan() {
			commandAt = now();
		},
	};
}
