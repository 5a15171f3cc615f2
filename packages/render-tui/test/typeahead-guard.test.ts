import { describe, expect, it } from "vitest";
import { TYPEAHEAD_MS, TYPING_GAP_MS, TypeaheadGuard } from "../src/component/typeahead-guard.ts";

/** A clock the test moves by hand. */
function manualClock(start = 10_000) {
	let now = start;
	return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("TypeaheadGuard: keys typed on from before the form appeared are dropped", () => {
	it("nothing typed before: no key is dropped, not even one at the very moment the form appears", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, undefined);
		guard.appeared();
		expect([guard.drops(), guard.drops(), guard.drops()]).toEqual([false, false, false]);
	});

	it("typed, but longer ago than the typing gap: the person had stopped, no key is dropped", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, clock.now() - TYPING_GAP_MS);
		guard.appeared();
		expect(guard.drops()).toBe(false);
	});

	it("typing as the form appeared: keys right after are dropped, the first after a pause gets through", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, clock.now() - 80);
		guard.appeared();
		clock.advance(50);
		expect(guard.drops()).toBe(true);
		clock.advance(TYPEAHEAD_MS - 1); // still typing: each dropped key extends the guard
		expect(guard.drops()).toBe(true);
		clock.advance(TYPEAHEAD_MS - 1);
		expect(guard.drops()).toBe(true);
		clock.advance(TYPEAHEAD_MS); // a pause
		expect(guard.drops()).toBe(false);
		// The guard is over for good: a fast key after that is an answer.
		clock.advance(1);
		expect(guard.drops()).toBe(false);
	});

	it("the window starts when the form appears, once, not at construction or at a later render", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, clock.now() - 100);
		clock.advance(300); // the form took a while to appear: still within the typing gap
		guard.appeared();
		clock.advance(TYPEAHEAD_MS - 10);
		guard.appeared(); // a re-render does not move the window
		expect(guard.drops()).toBe(true);
	});

	it("a key before the first render counts from that key", () => {
		const clock = manualClock();
		const guard = new TypeaheadGuard(clock.now, clock.now() - 10);
		expect(guard.drops()).toBe(true);
		clock.advance(TYPEAHEAD_MS);
		expect(guard.drops()).toBe(false);
	});
});
