import { manualClock, manualLoop } from "@ask-user/test-kit/manual-loop";
import { describe, expect, it } from "vitest";
import { LONGEST_PAUSE_MS, PAUSE_MS, pauseAfter, TypeaheadGuard } from "../src/component/typeahead-guard.ts";
import { LOOK_EVERY_MS } from "../src/keys/pause-clock.ts";

/** The host's event loop, turned by hand: `turn()` runs what waited for the input pending at the first frame. */
function manualTurns() {
	let waiting: (() => void)[] = [];
	return {
		afterTurn: (run: () => void) => {
			waiting.push(run);
		},
		turn: () => {
			const due = waiting;
			waiting = [];
			for (const run of due) run();
		},
	};
}

/** A guard whose form appeared, and a turn of the host's event loop passed since (its pending input read). */
function shownGuard(clock: () => number, before: ConstructorParameters<typeof TypeaheadGuard>[1]) {
	const turns = manualTurns();
	const guard = new TypeaheadGuard(clock, before, turns.afterTurn);
	guard.appeared();
	turns.turn();
	return guard;
}

/** A guard with a loop watch whose form appeared while the person typed, a turn passed since. */
function watchedGuard() {
	const clock = manualClock();
	const loop = manualLoop(clock);
	const turns = manualTurns();
	const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 50 }, turns.afterTurn, loop.watch);
	guard.appeared();
	turns.turn();
	return { clock, loop, guard };
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
		const guard = shownGuard(clock.now, undefined);
		expect([guard.drops("a"), guard.drops("1"), guard.drops("\r")]).toEqual([false, false, false]);
		expect(guard.held()).toBe("");
	});

	it("typed, but a pause before the form appeared: the person had stopped, no key is dropped", () => {
		const clock = manualClock();
		const guard = shownGuard(clock.now, { lastTypedAt: clock.now() - PAUSE_MS });
		expect(guard.drops("n")).toBe(false);
	});

	it("typing as the form appeared: keys are held until a pause, then the first key acts and the guard is over", () => {
		const clock = manualClock();
		const guard = shownGuard(clock.now, { lastTypedAt: clock.now() - 80 });
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
			const guard = shownGuard(clock.now, { lastTypedAt: clock.now(), typicalGapMs: cadence });
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
		const guard = shownGuard(clock.now, { lastTypedAt: clock.now() });
		for (const key of ["a", "b", "\x7f", "\x1b[200~pasted 中 text\x1b[201~", "\x1b[99u", "\x1b[B"]) {
			clock.advance(100);
			expect(guard.drops(key)).toBe(true);
		}
		expect(guard.held()).toBe("apasted 中 textc");
	});

	it("the window is fixed when the form appears, once, not at construction or at a later render", () => {
		const clock = manualClock();
		const turns = manualTurns();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 100 }, turns.afterTurn);
		clock.advance(300); // the form took a while to appear: still within the pause
		guard.appeared();
		turns.turn();
		clock.advance(PAUSE_MS); // a re-render does not restart the window
		guard.appeared();
		turns.turn();
		expect(guard.drops("x")).toBe(false);
	});

	it("a key before the first render counts from pi's last typed key", () => {
		const clock = manualClock();
		const turns = manualTurns();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 10 }, turns.afterTurn);
		expect(guard.drops("x")).toBe(true);
		turns.turn();
		clock.advance(PAUSE_MS);
		expect(guard.drops("x")).toBe(false);
	});

	it("keys the host reads in the turn of the first frame were typed before it showed: held, though pi saw no typing", () => {
		// pi was busy as the form opened (its modules loading on a first question): the person's last keys reached pi's
		// listener long ago, the ones typed meanwhile arrive in one burst after the first frame.
		const clock = manualClock();
		const turns = manualTurns();
		const guard = new TypeaheadGuard(clock.now, { lastTypedAt: clock.now() - 3_000 }, turns.afterTurn);
		guard.appeared();
		const burst = [..."no 2 nor 1"].map((key) => {
			clock.advance(0.3);
			return guard.drops(key);
		});
		expect(burst.every(Boolean)).toBe(true);
		turns.turn(); // the form is on screen now; the person types on at their pace, and the guard stays up
		for (const key of " see") {
			clock.advance(120);
			expect(guard.drops(key)).toBe(true);
		}
		expect(guard.keptWhileUp()).toBe(14);
		clock.advance(PAUSE_MS); // they pause, read the form and answer
		expect(guard.drops("2")).toBe(false);
		expect(guard.held()).toBe("no 2 nor 1 see");
	});

	it("a stall of the host is no pause: keys typed during it reach the form together after it and are held (D139)", () => {
		const { loop, guard } = watchedGuard();
		loop.run(120);
		expect(guard.drops("n")).toBe(true);
		loop.run(100);
		loop.stall(900); // the host's loop is busy: the person's next keys wait in the terminal
		// Read as the stall ends, before any late look: the burst, then typing on at the person's pace.
		expect([..."o 2"].map((key) => guard.drops(key))).toEqual([true, true, true]);
		loop.run(120);
		expect(guard.drops(" ")).toBe(true);
		loop.run(PAUSE_MS); // a pause while the host runs: the first key after it acts
		expect(guard.drops("2")).toBe(false);
		expect(guard.held()).toBe("no 2 ");
	});

	it("a stall the guard saw at a late look before the keys came is no pause either", () => {
		const { loop, guard } = watchedGuard();
		loop.run(100);
		expect(guard.drops("n")).toBe(true);
		loop.run(300);
		loop.stall(700);
		loop.run(LOOK_EVERY_MS); // the late look comes first
		expect(guard.drops("o")).toBe(true);
		loop.run(PAUSE_MS - 1);
		expect(guard.drops("t")).toBe(true);
	});

	it("a host that runs, only late by less than a look's period, gets no time taken off the pause", () => {
		const { loop, guard } = watchedGuard();
		for (let at = 0; at < PAUSE_MS; at += 2 * LOOK_EVERY_MS - 1) {
			loop.lookAfter(2 * LOOK_EVERY_MS - 1); // each look 49 ms late: a busy host's jitter, not a stall
		}
		expect(guard.drops("2")).toBe(false);
	});

	it("the guard looks at the loop only while it holds typing: not before typing, not after the pause or the form", () => {
		const clock = manualClock();
		const idle = manualLoop(clock);
		const turns = manualTurns();
		const untyped = new TypeaheadGuard(clock.now, undefined, turns.afterTurn, idle.watch);
		untyped.appeared();
		turns.turn();
		expect(untyped.drops("2")).toBe(false);
		expect(idle.watching()).toEqual({ looking: false, started: 0, stopped: 0 });

		const paused = watchedGuard();
		expect(paused.loop.watching()).toEqual({ looking: true, started: 1, stopped: 0 });
		expect(paused.loop.interval()).toBe(LOOK_EVERY_MS);
		paused.loop.run(PAUSE_MS + LOOK_EVERY_MS); // the pause is long enough: nothing to look at any more
		expect(paused.loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });
		paused.loop.stall(1_000);
		expect(paused.guard.drops("2")).toBe(false); // no look missed counts once the guard stopped looking

		const closed = watchedGuard();
		closed.loop.run(100);
		expect(closed.guard.drops("n")).toBe(true);
		closed.guard.close(); // the form closed while typing was held
		expect(closed.loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });

		const answered = watchedGuard();
		answered.loop.run(100);
		expect(answered.guard.drops("n")).toBe(true);
		answered.loop.run(PAUSE_MS);
		expect(answered.guard.drops("2")).toBe(false); // the first key after a pause ends the guard and its looks
		expect(answered.loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });
	});

	it("nothing typed before and no key in the first frame's turn: the first key after it acts, however soon", () => {
		const clock = manualClock();
		const turns = manualTurns();
		const guard = new TypeaheadGuard(clock.now, undefined, turns.afterTurn);
		guard.appeared();
		turns.turn();
		clock.advance(1);
		expect(guard.drops("2")).toBe(false);
	});
});
