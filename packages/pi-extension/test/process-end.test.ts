/** Work run however pi ends: several pieces at once never keep a signal from ending the process. */
import { describe, expect, it } from "vitest";
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
		// Raised again once the listeners are gone: the signal's default ends the process.
		expect(raised.length).toBeGreaterThan(0);
		expect(new Set(raised)).toEqual(new Set(["SIGINT"]));
		expect(events.listenerCount("SIGINT")).toBe(0);
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
