import { cancelledDetails, validate } from "@ask-user/core";
import { invalidFixtures } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";

describe("execute: an invalid payload", () => {
	it.each(invalidFixtures.map((f) => [f.name, f.payload] as const))(
		"%s: lists every issue with its path and fix",
		async (_name, payload) => {
			const checked = validate(payload);
			if (checked.ok) throw new Error("fixture should be invalid");
			const result = await runTool(payload, fakeContext());
			const text = textOf(result);
			expect(text.startsWith("Invalid ask_user payload")).toBe(true);
			for (const issue of checked.issues) expect(text).toContain(`- ${issue.path} ${issue.message}`);
			expect(text).toMatch(/do not assume any answer/);
			expect(result.details).toEqual(cancelledDetails("invalid_input"));
			expect(result.details.cancelReason).toBe("invalid_input");
		},
	);

	it("reports several issues of one payload at once and never opens a UI", async () => {
		const payload = {
			questions: [
				{ id: "a", prompt: "", options: [] },
				{ id: "a", prompt: "Again?", options: [{ value: "x" }] },
			],
		};
		const result = await runTool(payload, fakeContext({ ui: {} }));
		const text = textOf(result);
		expect(text).toContain("- questions[0].prompt is blank");
		expect(text).toContain("- questions[0].options is empty");
		expect(text).toContain("- questions[1].options[0].label is missing");
	});
});
