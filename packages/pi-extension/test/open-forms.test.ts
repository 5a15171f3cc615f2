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
