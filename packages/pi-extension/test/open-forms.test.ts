import { describe, expect, it } from "vitest";
import { createOpenForms } from "../src/startup/open-forms.ts";

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
	it("whenFree resolves at once with no form open, and once the open form closes otherwise", async () => {
		const forms = createOpenForms();
		expect(await forms.whenFree()).toBe(true);
		const close = forms.add(() => {});
		let freed: boolean | undefined;
		const waiting = forms.whenFree().then((value) => (freed = value));
		await Promise.resolve();
		expect(freed).toBeUndefined();
		close();
		await waiting;
		expect(freed).toBe(true);
	});

	it("whenFree is false when the waiting run is aborted first", async () => {
		const forms = createOpenForms();
		const close = forms.add(() => {});
		const abort = new AbortController();
		const waiting = forms.whenFree(abort.signal);
		abort.abort();
		expect(await waiting).toBe(false);
		close();
		expect(await forms.whenFree(abort.signal)).toBe(false);
	});
});
