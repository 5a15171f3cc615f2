/**
 * pi-tui measures a character that could be an emoji (U+2300–U+23FF, U+2600–U+27BF and others: the review's ✓, a
 * note's ✎, a model's ⚡) with a regular expression of every RGI emoji (`\p{RGI_Emoji}`, flag `v`). V8 compiles it on
 * its first use in a process and compiles it again to machine code on its second: about 29 and 6 ms on the bench's
 * machine (apps/bench/MEASUREMENTS.md, "keystrokes"). The first frame to show such a character would take that long:
 * a person's first visit to the review, their first note. So a host's own terminal (pi's) has pi-tui measure the marks
 * while the person leaves it alone, one mark a pause, once per process: never while they type (a stall then stretches
 * the gap between two of their keys, which the typeahead guard reads). A form that opens before both are measured
 * measures the rest before its first frame (D127): that frame's turn already holds the form's start, and a key read
 * in it counts as typed before the form could be seen, whereas a key of the person's would meet the stall.
 */
import { visibleWidth } from "@mariozechner/pi-tui";

/** How long the terminal must go without a key before a mark is measured. */
export const IDLE_MS = 1000;

/** The review's mark of an answered question and the mark of a note, in the order they are measured. */
const MARKS = ["✓", "✎"] as const;

/** How many of `MARKS` this process has measured (pi-tui caches each width; its expression stays compiled). */
let measured = 0;
/** The process's one wait for a pause, shared by the watchers on screen. */
let timer: ReturnType<typeof setTimeout> | undefined;
/** The watchers on screen: while there is none, nothing is measured. */
const watching = new Set<EmojiWarmup>();

/** Starts the wait again, while a mark is left to measure and a watcher is on screen. */
function waitForPause(): void {
	clearTimeout(timer);
	if (measured >= MARKS.length || watching.size === 0) return;
	// Unref'd: a form left open in a process that is otherwise done (a test, a script) does not keep it alive.
	timer = setTimeout(() => {
		const mark = MARKS[measured];
		measured++;
		if (mark !== undefined) visibleWidth(mark);
		waitForPause();
	}, IDLE_MS).unref();
}

/**
 * Measures every mark not measured yet, at once: a form calls it before its first frame (a no-op once both are). The
 * watchers' wait has nothing left to wait for.
 */
export function measureMarks(): void {
	if (measured >= MARKS.length) return;
	for (const mark of MARKS.slice(measured)) visibleWidth(mark);
	measured = MARKS.length;
	clearTimeout(timer);
}

/** One watcher of the person's keys: a host's terminal (pi's). */
export class EmojiWarmup {
	/** Not yet on screen, on screen (its keys restart the wait), or closed for good. */
	private state: "hidden" | "shown" | "closed" = "hidden";

	/** The terminal is on screen: the wait starts (only the first call counts). */
	appeared(): void {
		if (this.state !== "hidden") return;
		this.state = "shown";
		watching.add(this);
		waitForPause();
	}

	/** A key arrived: the pause starts again. */
	keyArrived(): void {
		if (this.state === "shown") waitForPause();
	}

	/** The terminal is left: its keys no longer count, whatever is called after; the last one left ends the wait. */
	stop(): void {
		this.state = "closed";
		watching.delete(this);
		if (watching.size === 0) clearTimeout(timer);
	}
}
