import { describe, expect, it } from "vitest";
import { createOpenForms } from "../src/form/open-forms.ts";

describe("open forms", () => {
	it("listen to the process's exit only while a form is open, and store every open form there", () => {
		const before = process.listeners("exit");
		const forms = createOpenForms();
		const flushed: string[] = [];
		const closeFirst = forms.add(() => flushed.push("first"));
		const closeSecond = forms.add(() => flushed.push("second"));
		const added = process.listeners("exit").filter((listener) => !before.includes(listener));
		expect(added).toHaveLength(1);
		expect(forms.isOpen).toBe(true);
		for (const listener of added) listener(129);
		expect(flushed).toEqual(["first", "second"]);
		closeFirst();
		expect(process.listeners("exit")).toHaveLength(before.length + 1);
		closeSecond();
		expect(forms.isOpen).toBe(false);
		expect(process.listeners("exit")).toEqual(before);
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
