import { MAX_KEPT_ISSUES, readArguments } from "@ask-user/core/contract";
import { describe, expect, it } from "vitest";
import { checkPayload } from "../../src/web/payload-check.ts";

describe("checkPayload", () => {
	it("gives the editor each issue at its path, and says how many more there were past the ones validate keeps", () => {
		const options = Array.from({ length: MAX_KEPT_ISSUES + 6 }, (_, index) => ({ value: "x", label: `X ${index}` }));
		const check = checkPayload(JSON.stringify({ questions: [{ id: "q", prompt: "Which?", options }] }));
		if (check.ok) throw new Error("duplicate values were accepted");
		expect(check.issues).toHaveLength(MAX_KEPT_ISSUES + 1);
		expect(check.issues[0]).toEqual({
			path: "questions[0].options[1].value",
			text: '- questions[0].options[1].value "x" is already used by questions[0].options[0]; give each option a unique value',
		});
		expect(check.issues.at(-1)).toEqual({ path: "", text: "- and 5 more" });
	});

	it("says nothing more when every issue was kept", () => {
		const check = checkPayload(JSON.stringify({ questions: [{ id: "q", prompt: "?", options: [] }] }));
		expect(check).toEqual({
			ok: false,
			issues: [{ path: "questions[0].options", text: "- questions[0].options is empty: add at least one option" }],
		});
	});

	it("reads the shapes ask_user accepts from a model (core's readArguments): Claude's, string options, no value", () => {
		const claude = { questions: [{ question: "Which DB?", header: "DB", options: ["PostgreSQL", "SQLite"] }] };
		const noValue = { questions: [{ id: "db", prompt: "Which DB?", options: [{ label: "PostgreSQL" }] }] };
		for (const payload of [claude, noValue]) {
			const expected = readArguments(payload);
			if (!expected.ok) throw new Error("ask_user refuses the payload");
			expect(checkPayload(JSON.stringify(payload, undefined, 2))).toEqual({ ok: true, payload: expected.payload });
		}
	});

	it("keeps the precise issue of what is still invalid after that reading", () => {
		const check = checkPayload(JSON.stringify({ questions: [{ question: "Which DB?", header: "DB", options: [] }] }));
		expect(check).toEqual({
			ok: false,
			issues: [{ path: "questions[0].options", text: "- questions[0].options is empty: add at least one option" }],
		});
	});
});
