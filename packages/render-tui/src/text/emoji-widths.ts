/**
 * pi-tui measures a character that could be an emoji (U+2300–U+23FF, U+2600–U+27BF and others: the review's ✓, a
 * note's ✎, a model's ⚡) with a regular expression of every RGI emoji (`\p{RGI_Emoji}`, flag `v`). V8 compiles it on
 * its first use in a process and compiles it again to machine code on its second: about 29 and 6 ms on the bench's
 * machine (apps/bench/MEASUREMENTS.md, "keystrokes"). The first frame to show such a character would take that long:
 * a person's first visit to the review, their first note. So a form has pi-tui measure the marks it draws while the
 * person leaves it alone, one mark a pause, once per process: never while they type (a stall then stretches the gap
 * between two of their keys, which the typeahead guard reads), never in the turn of a frame.
 */
import { visibleWidth } from "@mariozechner/pi-tui";

/** How long the form must go without a key before a mark is measured. */
export const IDLE_MS = 1000;

/** The review's mark of an answered question and the mark of a note, in the order they are measured. */
const MARKS = ["✓", "✎"] as const;

/** How many of `MARKS` this process has measured (pi-tui caches each width; its expression stays compiled). */
let measured = 0;

/** One form's wait for a pause in the person's keys. */
export class EmojiWarmup {
	private timer: ReturnType<typeof setTimeout> | undefined;
	/** Not yet on screen, on screen (waiting for pauses), or closed for good. */
	private state: "hidden" | "shown" | "closed" = "hidden";

	/** The form is on screen: the wait starts (only the first call counts). */
	appeared(): void {
		if (this.state !== "hidden") return;
		this.state = "shown";
		this.wait();
	}

	/** A key arrived: the pause starts again. */
	keyArrived(): void {
		if (this.state === "shown") this.wait();
	}

	/** The form closed: nothing more is measured for it, whatever is called after. */
	stop(): void {
		this.state = "closed";
		clearTimeout(this.timer);
	}

	private wait(): void {
		clearTimeout(this.timer);
		if (measured >= MARKS.length) return;
		// Unref'd: a form left open in a process that is otherwise done (a test, a script) does not keep it alive.
		this.timer = setTimeout(() => {
			const mark = MARKS[measured];
			measured++;
			if (mark !== undefined) visibleWidth(mark);
			this.wait();
		}, IDLE_MS).unref();
	}
}
