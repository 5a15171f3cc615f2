/**
 * pi-tui measures a character that could be an emoji (U+2300–U+23FF, U+2600–U+27BF and others: the review's ✓, a
 * note's ✎, a model's ⚡) with a regular expression of every RGI emoji (`\p{RGI_Emoji}`, flag `v`). V8 compiles it on
 * its first use in a process and compiles it again to machine code on its second: about 29 and 6 ms on the bench's
 * machine (apps/bench/MEASUREMENTS.md, "keystrokes"). The first frame to show such a character would take that long:
 * a person's first visit to the review, their first note. So the first form of a process has pi-tui measure two
 * of the marks it draws on idle turns after its first frame, while the person reads it.
 */
import { visibleWidth } from "@mariozechner/pi-tui";

/** The review's mark of an answered question and the mark of a note: two strings, each measured (pi-tui caches). */
const MARKS = ["✓", "✎"] as const;

let warming = false;

/** Measures `MARKS` with pi-tui, one an idle turn (`later`), once per process: later calls do nothing. */
export function warmEmojiWidths(later: (run: () => void) => void = setImmediate): void {
	if (warming) return;
	warming = true;
	const [answered, noted] = MARKS;
	later(() => {
		visibleWidth(answered);
		later(() => visibleWidth(noted));
	});
}
