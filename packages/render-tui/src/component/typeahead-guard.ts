/**
 * Keys typed into pi just before the form opened are the tail of a sentence meant for pi, not answers: when the
 * person was typing as the form appeared, their keys do not act on the form until they pause. The text they type
 * meanwhile is held, to be given back to pi's editor when the form closes. A person or a script that was not
 * typing loses no key, however soon after the form appears the first one arrives.
 *
 * Keys the host reads before a turn of its event loop has passed since the form's first frame were typed before
 * anyone could see it: when the host was busy as the form opened (pi loading the form's modules on a first
 * question, a slow machine), the keys typed meanwhile arrive in one burst after the first frame, their own times
 * lost. They are typing on too.
 *
 * Later, while it holds typing, time the host could not run (its loop busy with other work, the process starved of
 * CPU) is not part of a pause (`PauseClock`), since the keys typed meanwhile wait in the terminal and arrive together
 * after it, their gaps lost (D139).
 */
import { type LoopWatch, PauseClock } from "../keys/pause-clock.ts";
import { typedText } from "../keys/typed-text.ts";
import { characterCount } from "../text/characters.ts";

/** The shortest pause that ends typing: the first key after it acts on the form. */
export const PAUSE_MS = 500;
/** The longest: a slow typist's pause is longer than their usual gap between keys, up to this. */
export const LONGEST_PAUSE_MS = 900;
/** How much longer than the person's usual gap between keys a pause must be. */
const PAUSE_PER_GAP = 1.6;

/** How long a gap between keys ends typing, for a person whose usual gap is `typicalGapMs` (unknown: the shortest). */
export function pauseAfter(typicalGapMs: number | undefined): number {
	if (typicalGapMs === undefined || !Number.isFinite(typicalGapMs)) return PAUSE_MS;
	return Math.min(LONGEST_PAUSE_MS, Math.max(PAUSE_MS, typicalGapMs * PAUSE_PER_GAP));
}

/** How the person was typing into pi before the form appeared, on the guard's clock. */
export interface TypingBefore {
	/** When pi last received typed text. */
	readonly lastTypedAt: number;
	/** The person's usual gap between two typed keys, when pi saw enough of them to tell. */
	readonly typicalGapMs?: number | undefined;
}

const BACKSPACE = new Set(["\x7f", "\b"]);

export class TypeaheadGuard {
	private readonly clock: () => number;
	private readonly before: TypingBefore | undefined;
	private readonly pauseMs: number;
	/** Whether keys count as typing on: from pi's last typed key, or a key read too early, to the first after a pause. */
	private up = false;
	/** The pause since the last key that counted as typing on. */
	private readonly pause: PauseClock;
	private shown = false;
	/** Whether a turn of the event loop passed after the first frame: a key read since could be an answer to it. */
	private seen = false;
	private heldText = "";
	private readonly afterTurn: (run: () => void) => void;

	/**
	 * `before`: undefined when nothing was typed into pi (or the host cannot tell). `afterTurn` runs its callback
	 * once the host has read the input waiting at the first frame (by default `setImmediate`: after Node's poll
	 * phase). `watch` looks at the host's loop on `clock`'s time line while typing is held; without it, every gap
	 * counts whole.
	 */
	constructor(
		clock: () => number,
		before: TypingBefore | undefined,
		afterTurn: ((run: () => void) => void) | undefined,
		watch?: LoopWatch,
	) {
		this.clock = clock;
		this.before = before;
		this.pauseMs = pauseAfter(before?.typicalGapMs);
		this.pause = new PauseClock(clock, this.pauseMs, watch);
		this.afterTurn = afterTurn ?? ((run) => setImmediate(run));
	}

	/** The form is on screen; only the first call counts. */
	appeared(): void {
		if (this.shown) return;
		this.shown = true;
		const at = this.before?.lastTypedAt;
		if (at !== undefined && this.clock() - at < this.pauseMs) this.typingOn(at);
		this.afterTurn(() => {
			this.seen = true;
		});
	}

	/**
	 * Whether a key arriving now is typeahead, kept from the form. Typing that goes on keeps the guard up (each held
	 * key extends it); the first key after a pause gets through and ends the guard for good. Held text is kept, and
	 * Backspace takes back the last held character, as it would have in pi's editor.
	 */
	drops(data: string): boolean {
		this.appeared();
		const now = this.clock();
		if (!this.seen) this.typingOn(now); // typed before the form could be seen
		if (!this.up) return false;
		if (this.pause.paused()) {
			this.up = false;
			this.close();
			return false;
		}
		this.typingOn(now);
		if (BACKSPACE.has(data)) this.heldText = Array.from(this.heldText).slice(0, -1).join("");
		else this.heldText += typedText(data) ?? "";
		return true;
	}

	/** Stops looking at the host's loop (the form closed). */
	close(): void {
		this.pause.stop();
	}

	/** Typing goes on from a key at `keyAt`: the next pause counts from it. */
	private typingOn(keyAt: number): void {
		this.up = true;
		this.pause.key(keyAt);
	}

	/** The text typed while the guard was up, for pi's editor. */
	held(): string {
		return this.heldText;
	}

	/**
	 * While the guard is up (until the first key after a pause acts on the form), the characters of text it holds:
	 * the form says they are kept, so typed keys never vanish unseen. 0 once it is down, and while it holds none.
	 */
	keptWhileUp(): number {
		return this.up ? characterCount(this.heldText) : 0;
	}
}
