/** The title is put back when pi exits or dies while a form has it marked, and left alone once the form closed. */
import { describe, expect, it } from "vitest";
import { titleSequence } from "../src/notifications/attention.ts";
import { restoreTitleOnExit } from "../src/notifications/exit-title.ts";
import { startWaitingCall } from "../src/notifications/waiting-call.ts";
import { fakeProcess } from "./support-unit/fake-process.ts";

describe("restoreTitleOnExit", () => {
	it("writes the title at once when the process exits (pi's shutdown, a fatal error), once", () => {
		const { events, host, written } = fakeProcess();
		restoreTitleOnExit("π - work - project", host);
		events.emit("exit", 0);
		events.emit("exit", 0);
		expect(written).toEqual(["\x1b]0;π - work - project\x07"]);
	});

	it("a signal nothing else handles: restores the title, then ends the process by that signal", () => {
		const { events, host, raised, written } = fakeProcess();
		restoreTitleOnExit("π - project", host);
		events.emit("SIGINT", "SIGINT");
		expect(written).toEqual([titleSequence("π - project")]);
		expect(raised).toEqual(["SIGINT"]);
		// Its listeners are gone, so the raised signal takes its default course.
		expect(events.listenerCount("SIGINT")).toBe(0);
		expect(events.listenerCount("exit")).toBe(0);
	});

	it("a signal another listener handles is left to it (pi exits through process.exit, or lives on)", () => {
		const { events, host, raised, written } = fakeProcess();
		events.on("SIGTERM", () => {});
		restoreTitleOnExit("π - project", host);
		events.emit("SIGTERM", "SIGTERM");
		expect(written).toEqual([]);
		expect(raised).toEqual([]);
		events.emit("exit", 143);
		expect(written).toEqual([titleSequence("π - project")]);
	});

	it("a signal that only deferring listeners (signal-exit's) also hear: restored and raised again, so they end it", () => {
		const { events, host, raised, written } = fakeProcess({ deferring: 1 });
		// signal-exit's listener: it ends the process only when it is the signal's only listener.
		const politeEnds: string[] = [];
		const polite = () => {
			if (events.listenerCount("SIGINT") === 1) politeEnds.push("SIGINT");
		};
		events.on("SIGINT", polite);
		restoreTitleOnExit("π - project", host);
		events.emit("SIGINT", "SIGINT");
		expect(politeEnds).toEqual([]);
		expect(written).toEqual([titleSequence("π - project")]);
		expect(raised).toEqual(["SIGINT"]);
		// The raised signal reaches the polite listener alone now.
		events.emit("SIGINT", "SIGINT");
		expect(politeEnds).toEqual(["SIGINT"]);
	});

	it("after the stop (the form closed and restored the title itself) nothing is written and nothing listens", () => {
		const { events, host, raised, written } = fakeProcess();
		const stop = restoreTitleOnExit("π - project", host);
		stop();
		expect(events.eventNames()).toEqual([]);
		events.emit("exit", 0);
		expect(written).toEqual([]);
		expect(raised).toEqual([]);
	});

	it("a terminal that is gone (the write fails) does not throw from the exit handler", () => {
		const { events, host } = fakeProcess({ writeFails: true });
		restoreTitleOnExit("π", host);
		expect(() => events.emit("exit", 129)).not.toThrow();
	});

	it("writes no control character a session name or a folder name could carry", () => {
		const sequence = titleSequence("π - a\x07b\x1b]0;evil\x07 - c\u009b\n");
		expect(sequence).toMatch(/^\x1b\]0;π - a.*c\x07$/);
		expect(sequence.slice(4, -1)).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
	});
});

describe("the waiting call", () => {
	const tui = { terminal: { write: () => {} }, addInputListener: () => () => {} } as never;

	it("restores the title if the process exits while the form is open, not after it closed", () => {
		const { events, host, written } = fakeProcess();
		const titles: string[] = [];
		const options = {
			tui,
			channels: { bell: false, desktop: undefined, title: true },
			title: "pi",
			body: "x",
			setTitle: (title: string) => void titles.push(title),
			markedTitle: "⏳ π - project",
			restoredTitle: "π - project",
			exitHost: host,
		};
		startWaitingCall(options);
		expect(titles).toEqual(["⏳ π - project"]);
		events.emit("exit", 0);
		expect(written).toEqual([titleSequence("π - project")]);

		const closed = fakeProcess();
		const end = startWaitingCall({ ...options, exitHost: closed.host });
		end();
		expect(closed.events.eventNames()).toEqual([]);
	});

	it("with the title channel off, listens to nothing", () => {
		const { events, host } = fakeProcess();
		const end = startWaitingCall({
			tui,
			channels: { bell: false, desktop: undefined, title: false },
			title: "pi",
			body: "x",
			setTitle: () => {},
			markedTitle: "⏳ π",
			restoredTitle: "π",
			exitHost: host,
		});
		expect(events.eventNames()).toEqual([]);
		end();
	});
});
