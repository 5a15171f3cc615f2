import { type AskUserDetails, buildResult } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { formatResult } from "../src/print-result.ts";

const HOSTILE = "Post\x1b[2Jgres\x9b31m\u202egnp.exe\x07";

const details: AskUserDetails = {
	cancelled: false,
	questions: [{ id: "db", label: "DB", prompt: "Which?", type: "single" }],
	answers: { db: { values: ["pg"], labels: [HOSTILE], indices: [1] } },
};

/** ESC, BEL, 8-bit CSI, bidi override: none may reach the terminal raw. */
const TERMINAL_CONTROLS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;

describe("printing a result", () => {
	it("prints JSON with every terminal control escaped, parsing back to the same result", () => {
		const printed = formatResult(details, true);
		expect(printed).not.toMatch(TERMINAL_CONTROLS);
		expect(printed).toContain("\\u009b31m\\u202egnp.exe");
		expect(JSON.parse(printed)).toEqual(buildResult(details));
	});

	it("prints the content text sanitized, and the details as escaped JSON", () => {
		const printed = formatResult(details, false);
		expect(printed).not.toMatch(TERMINAL_CONTROLS);
		expect(printed).toContain(
			"── content (what the model reads) ──\nThe user submitted the questionnaire (1 of 1 answered):",
		);
		// The content quotes the label sanitized (core, D98), as a JSON string.
		expect(printed).toContain('- "DB" ["db"]: "Postgresgnp.exe" ["pg"]');
		expect(printed).toContain("── details ──\n{");
	});
});
