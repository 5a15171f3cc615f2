/** Work run however pi ends: several pieces at once never keep a signal from ending the process. */
import { describe, expect, it, vi } from "vitest";
import { onProcessEnd } from "../src/process-end/process-end.ts";
import { fakeProcess } from "./support-unit/fake-process.ts";

describe("onProcessEnd", () => {
	it("two pieces of work (the title, the relay's directory) and a signal nothing else handles: both run, it goes on", () => {
		const { events, host, raised } = fakeProcess();
		const ran: string[] = [];
		onProcessEnd(() => ran.push("title"), host);
		onProcessEnd(() => ran.push("relay"), host);
		events.emit("SIGINT");
		expect(ran).toEqual(["title", "relay"]);
		// Raised again, once, with the listeners gone: the signal's default ends the process.
		expect(raised).toEqual(["SIGINT"]);
		expect(events.listenerCount("SIGINT")).toBe(0);
	});

	it("many pieces at once (a form per session) share one listener per event, gone when the last one stops", () => {
		const { events, host } = fakeProcess();
		const ran: number[] = [];
		const stops = Array.from({ length: 12 }, (_, index) => onProcessEnd(() => ran.push(index), host));
		for (const event of ["exit", "SIGINT", "SIGTERM"]) expect(events.listenerCount(event)).toBe(1);
		// Stopped twice, a piece's stop takes nothing else with it.
		for (const stop of stops.slice(0, 11)) {
			stop();
			stop();
		}
		expect(events.listenerCount("exit")).toBe(1);
		events.emit("exit", 0);
		expect(ran).toEqual([11]);
		expect(events.listenerCount("exit")).toBe(0);
		stops[11]?.();
		// A piece registered after the end's listeners came off listens again.
		onProcessEnd(() => ran.push(12), host);
		events.emit("exit", 0);
		expect(ran).toEqual([11, 12]);
	});

	it("two copies of this module (a bundle beside the sources, a loader's copy per session) share the listeners", async () => {
		const { events, host } = fakeProcess();
		vi.resetModules();
		const copy = await import("../src/process-end/process-end.ts");
		expect(copy.onProcessEnd).not.toBe(onProcessEnd);
		const ran: string[] = [];
		const stopOne = onProcessEnd(() => ran.push("one"), host);
		copy.onProcessEnd(() => ran.push("copy"), host);
		for (const event of ["exit", "SIGINT", "SIGTERM"]) expect(events.listenerCount(event)).toBe(1);
		stopOne();
		expect(events.listenerCount("exit")).toBe(1);
		events.emit("exit", 0);
		expect(ran).toEqual(["copy"]);
	});

	it("the same work registered twice is two pieces: one stop takes back one, the other still runs", () => {
		const { events, host } = fakeProcess();
		let runs = 0;
		const work = () => runs++;
		const stopFirst = onProcessEnd(work, host);
		onProcessEnd(work, host);
		stopFirst();
		events.emit("exit", 0);
		expect(runs).toBe(1);
	});

	it("a signal another listener handles (pi's own) is left to it: no work runs, nothing is raised", () => {
		const { events, host, raised } = fakeProcess();
		const ran: string[] = [];
		events.on("SIGTERM", () => ran.push("pi"));
		onProcessEnd(() => ran.push("title"), host);
		onProcessEnd(() => ran.push("relay"), host);
		events.emit("SIGTERM");
		expect(ran).toEqual(["pi"]);
		expect(raised).toEqual([]);
	});
});
