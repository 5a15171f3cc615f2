import { describe, expect, it } from "vitest";
import { createOpenForms } from "../src/form/open-forms.ts";
import { fakeProcess } from "./support-unit/fake-process.ts";

describe("open forms", () => {
	it("listen to the process's end only while a form is open, and store every open form there", () => {
		const { events, host } = fakeProcess();
		const forms = createOpenForms(host);
		const flushed: string[] = [];
		const closeFirst = forms.add(() => flushed.push("first"));
		const closeSecond = forms.add(() => flushed.push("second"));
		expect(events.listenerCount("exit")).toBe(1);
		expect(forms.isOpen).toBe(true);
		closeFirst();
		expect(events.listenerCount("exit")).toBe(1);
		events.emit("exit", 129);
		expect(flushed).toEqual(["second"]);
		closeSecond();
		expect(forms.isOpen).toBe(false);
		for (const event of ["exit", "SIGTERM", "SIGHUP", "SIGINT"]) expect(events.listenerCount(event)).toBe(0);
	});

	it("a SIGTERM that ends pi before its shutdown stores the open form's progress, and still ends pi", () => {
		// pi's own SIGTERM handler takes itself off as its shutdown starts; signal-exit's (deferring) is left, and it
		// raises the signal again before pi's shutdown gets to session_shutdown or process.exit.
		const { events, host, raised } = fakeProcess({ deferring: 1 });
		events.on("SIGTERM", () => {});
		const forms = createOpenForms(host);
		const flushed: string[] = [];
		forms.add(() => flushed.push("form"));
		events.emit("SIGTERM");
		expect(flushed).toEqual(["form"]);
		expect(raised).toEqual(["SIGTERM"]);
	});

	it("a signal pi handles and lives on (or exits from by itself) is left to pi", () => {
		const { events, host, raised } = fakeProcess({ deferring: 1 });
		events.on("SIGTERM", () => {}); // signal-exit
		events.on("SIGTERM", () => {}); // pi's own handler, still there
		const forms = createOpenForms(host);
		const flushed: string[] = [];
		forms.add(() => flushed.push("form"));
		events.emit("SIGTERM");
		expect(flushed).toEqual([]);
		expect(raised).toEqual([]);
		events.emit("exit", 0);
		expect(flushed).toEqual(["form"]);
	});
});

describe("one form at a time", () => {
	it("whenReopenedClosed resolves at once with no reopened form open, and once it closes otherwise", async () => {
		const forms = createOpenForms();
		const agents = forms.add(() => {}); // the agent's own form: nothing waits for it (pi runs ask_user in turn)
		expect(await forms.whenReopenedClosed()).toBe(true);
		agents();
		const close = forms.add(() => {}, true);
		expect(forms.reopenedIsOpen).toBe(true);
		let freed: boolean | undefined;
		const waiting = forms.whenReopenedClosed().then((value) => (freed = value));
		await Promise.resolve();
		expect(freed).toBeUndefined();
		close();
		await waiting;
		expect(freed).toBe(true);
	});

	it("whenReopenedClosed is false when the waiting run is aborted first", async () => {
		const forms = createOpenForms();
		const close = forms.add(() => {}, true);
		const abort = new AbortController();
		const waiting = forms.whenReopenedClosed(abort.signal);
		abort.abort();
		expect(await waiting).toBe(false);
		close();
		expect(forms.reopenedIsOpen).toBe(false);
		expect(await forms.whenReopenedClosed(abort.signal)).toBe(false);
	});
});
