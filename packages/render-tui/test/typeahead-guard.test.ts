import { describe, expect, it } from "vitest";
import { LONGEST_PAUSE_MS, PAUSE_MS, pauseAfter, TypeaheadGuard } from "../src/component/typeahead-guard.ts";

/** A clock the test moves by hand. */
function manualClock(start = 10_000) {
	let now = start;
	return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A seeded generator: the same jittered cadence on every run. */
function seeded(seed: number) {
	let state = seed >>> 0;
	return () => {
		state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
		return state / 2 ** 32;
	};
}

describe("TypeaheadGuard: keys typed on from before the form appeared do not act on it", () => {
	it("nothing typed before: no key is dropped, not even one at the very moment the form appears", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, undefined);
		guard.appeared();
		expect([guard.drops("a"), guard.drops("1"), guard.drops("\r")]).toEqual([false, false, false]);
		expect(guard.held()).toBe("");
	});

	it("typed, but a pause before the form appeared: the person had stopped, no key is dropped", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - PAUSE_MS });
		guard.appeared();
		expect(guard.drops("n")).toBe(false);
	});

	it("typing as the form appeared: keys are held until a pause, then the first key acts and the guard is over", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 80 });
		guard.appeared();
		clock.advance(50);
		expect(guard.drops("n")).toBe(true);
		clock.advance(PAUSE_MS - 1); // still typing: each held key extends the guard
		expect(guard.drops("o")).toBe(true);
		clock.advance(PAUSE_MS - 1);
		expect(guard.drops("\r")).toBe(true);
		clock.advance(PAUSE_MS); // a pause
		expect(guard.drops("2")).toBe(false);
		clock.advance(1); // the guard is over for good: a fast key after that is an answer
		expect(guard.drops("2")).toBe(false);
		expect(guard.held()).toBe("no"); // Enter types no text
	});

	it("at any human cadence (a key every 0.05 to 0.4 s, ±25 % jitter), no key typed on acts on the form", () => {
		for (const cadence of [50, 120, 200, 300, 400]) {
			const random = seeded(cadence);
			const clock = manualClock();
			// pi saw the person's pace before the form opened (the typing clock's median gap).
			const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now(), typicalGapMs: cadence });
			const sentence = "now use the staging database please";
			let reached = 0;
			for (const key of sentence) {
				clock.advance(cadence * (0.75 + random() * 0.5));
				if (!guard.drops(key)) reached += 1;
			}
			expect({ cadence, reached }).toEqual({ cadence, reached: 0 });
			expect(guard.held()).toBe(sentence);
			clock.advance(pauseAfter(cadence)); // then they stop, read the form and answer
			expect(guard.drops("2")).toBe(false);
		}
	});

	it("the pause that ends typing is half a second, longer for a slow typist, never past 0.9 s", () => {
		expect(pauseAfter(undefined)).toBe(PAUSE_MS);
		expect(pauseAfter(120)).toBe(PAUSE_MS);
		expect(pauseAfter(400)).toBe(640);
		expect(pauseAfter(2_000)).toBe(LONGEST_PAUSE_MS);
		expect(pauseAfter(Number.NaN)).toBe(PAUSE_MS);
	});

	it("Backspace takes back the last held character; a paste is held whole; a kitty key report as its text", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() });
		for (const key of ["a", "b", "\x7f", "\x1b[200~pasted 中 text\x1b[201~", "\x1b[99u", "\x1b[B"]) {
			clock.advance(100);
			expect(guard.drops(key)).toBe(true);
		}
		expect(guard.held()).toBe("apasted 中 textc");
	});

	it("the window is fixed when the form appears, once, not at construction or at a later render", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 100 });
		clock.advance(300); // the form took a while to appear: still within the pause
		guard.appeared();
		clock.advance(PAUSE_MS); // a re-render does not restart the window
		guard.appeared();
		expect(guard.drops("x")).toBe(false);
	});

	it("a key before the first render counts from pi's last typed key", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 10 });
		expect(guard.drops("x")).toBe(true);
		clock.advance(PAUSE_MS);
		expect(guard.drops("x")).toBe(false);
	});
});
