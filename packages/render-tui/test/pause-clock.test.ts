import { manualClock, manualLoop } from "@ask-user/test-kit/manual-loop";
import { describe, expect, it } from "vitest";
import { LOOK_EVERY_MS, PauseClock } from "../src/keys/pause-clock.ts";

/** A 500 ms pause clock on a hand-turned clock and loop, its first key now. */
function watched() {
	const clock = manualClock();
	const loop = manualLoop(clock);
	const pause = new PauseClock(clock.now, 500, loop.watch);
	pause.key(clock.now());
	return { clock, loop, pause };
}

describe("PauseClock: the pause since the last key, without the time the host could not run", () => {
	it("is a pause before any key, looks at nothing until one, and a gap as long as the pause is one", () => {
		const clock = manualClock();
		const loop = manualLoop(clock);
		const pause = new PauseClock(clock.now, 500, loop.watch);
		expect(pause.paused()).toBe(true);
		expect(loop.watching().started).toBe(0);
		pause.key(clock.now());
		expect(loop.interval()).toBe(LOOK_EVERY_MS);
		loop.run(499);
		expect(pause.paused()).toBe(false);
		loop.run(1);
		expect(pause.paused()).toBe(true);
	});

	it("a stall the clock sees at a late look, or reads while a look is late, is taken off the gap", () => {
		const seen = watched();
		seen.loop.run(100);
		seen.loop.lookAfter(900); // 850 ms later than due
		expect(seen.pause.paused()).toBe(false); // 1,000 ms since the key, 150 of them with the host running
		seen.loop.run(350);
		expect(seen.pause.paused()).toBe(true);

		const read = watched();
		read.loop.run(100);
		read.loop.stall(900); // no look yet: the key is read first
		expect(read.pause.paused()).toBe(false); // 1,000 ms since the key, 850 of them a stall
		read.loop.run(400); // its first look, 900 ms late, takes the stall off; the host runs after it
		expect(read.pause.paused()).toBe(true);
	});

	it("a busy host's usual lateness, under 50 ms a look, is still pause", () => {
		const { loop, pause } = watched();
		for (let look = 0; look < 6; look++) loop.lookAfter(LOOK_EVERY_MS + 40);
		expect(pause.paused()).toBe(true); // 540 ms since the key, none of them a stall
	});

	it("stops looking once the pause is long enough, keeps it after, and on stop; a key starts looking again", () => {
		const { clock, loop, pause } = watched();
		loop.run(500);
		expect(loop.watching()).toEqual({ looking: false, started: 1, stopped: 1 });
		loop.stall(2_000);
		expect(pause.paused()).toBe(true);
		pause.key(clock.now());
		expect(loop.watching()).toEqual({ looking: true, started: 2, stopped: 1 });
		pause.stop();
		pause.stop();
		expect(loop.watching()).toEqual({ looking: false, started: 2, stopped: 2 });
	});

	it("without a watch every gap counts whole", () => {
		const clock = manualClock();
		const pause = new PauseClock(clock.now, 500, undefined);
		pause.key(clock.now());
		clock.advance(900);
		expect(pause.paused()).toBe(true);
	});
});
