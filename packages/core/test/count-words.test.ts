/** Counts the person reads (the editor's limit, the filter's count) are written as the form's language writes them. */
import { describe, expect, it } from "vitest";
import { localeMessages } from "../src/index.ts";

describe("count: digits grouped as each locale groups them", () => {
	it.each([
		["en", "102,419", "1,000,000"],
		["de", "102.419", "1.000.000"],
		["es", "102.419", "1.000.000"],
		// A no-break space: a line never breaks inside the number.
		["fr", "102\u00a0419", "1\u00a0000\u00a0000"],
	] as const)("%s: 102419 is %s, a million %s, and a count below a thousand stays as it is", (locale, mid, big) => {
		const { count } = localeMessages(locale);
		expect(count(102_419)).toBe(mid);
		expect(count(1_000_000)).toBe(big);
		expect(count(999)).toBe("999");
		expect(count(0)).toBe("0");
	});

	it("the external editor's refusal writes its counts so too", () => {
		const problem = { kind: "tooLarge", amount: 120_000, unit: "characters", limit: 100_000 } as const;
		expect(localeMessages("de").externalEditorProblem(problem)).toContain(
			"120.000 Zeichen, eine Antwort höchstens 100.000",
		);
		expect(localeMessages("en").externalEditorProblem(problem)).toContain("120,000 characters");
	});
});
