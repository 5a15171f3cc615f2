/** Waiting out a product's background start-up: never before the time given, and never inside a busy stretch. */
import { describe, expect, it } from "vitest";
import { quietLoop } from "../src/quiet-loop.ts";

/** Holds the event loop for `ms`, as a module load does. */
function busy(ms: number): void {
	const end = performance.now() + ms;
	while (performance.now() < end) {
		// spinning
	}
}

describe("quietLoop", () => {
	it("resolves only once the time given has passed and the loop stayed quiet after it", async () => {
		const started = performance.now();
		await quietLoop(started + 100);
		expect(performance.now() - started).toBeGreaterThanOrEqual(100 + 400);
	});

	it("waits for the loop to stay quiet again after a long turn", async () => {
		const started = performance.now();
		const waiting = quietLoop(started);
		let busyEnded = 0;
		setTimeout(() => {
			busy(60);
			busyEnded = performance.now();
		}, 200);
		await waiting;
		expect(busyEnded).toBeGreaterThan(0);
		expect(performance.now() - busyEnded).toBeGreaterThanOrEqual(400);
	});
});
