/**
 * A preview paragraph whose emphasis delimiters would take Markdown's parser too long (`markdown-emphasis.ts`): more
 * than `MAX_EMPHASIS_DELIMITERS` in one paragraph, outside code, is found; emphasis in prose and code are not.
 */
import { describe, expect, it } from "vitest";
import { hasHeavyEmphasis, MAX_EMPHASIS_DELIMITERS } from "../src/contract.ts";

describe("hasHeavyEmphasis", () => {
	it("finds a paragraph of more delimiters than the cap, counted across its lines", () => {
		expect(hasHeavyEmphasis("*_a".repeat(7_000))).toBe(true);
		const half = "_a".repeat(MAX_EMPHASIS_DELIMITERS / 2 + 1);
		expect(hasHeavyEmphasis(`${half}\n${half}`)).toBe(true);
	});

	it("counts each paragraph apart: delimiters up to the cap in each are fine", () => {
		const full = "_a".repeat(MAX_EMPHASIS_DELIMITERS);
		expect(hasHeavyEmphasis(`${full}\n\n${full}\n  \n${full}`)).toBe(false);
		expect(hasHeavyEmphasis(`${full}_`)).toBe(true);
	});

	it("does not count fenced code, code spans or escaped delimiters", () => {
		const many = "*_".repeat(MAX_EMPHASIS_DELIMITERS);
		expect(hasHeavyEmphasis(`Text\n\n~~~\n${many}\n~~~\n\n> \`\`\`\n> ${many}\n> \`\`\``)).toBe(false);
		expect(hasHeavyEmphasis(`See \`${many}\` and \`\`${many}\`\`.`)).toBe(false);
		expect(hasHeavyEmphasis("\\*\\_".repeat(MAX_EMPHASIS_DELIMITERS))).toBe(false);
	});

	it("leaves prose with emphasis and snake_case names alone", () => {
		const prose = "Some **bold**, _em_ and `a*b` in snake_case_names. ".repeat(20);
		expect(hasHeavyEmphasis(prose)).toBe(false);
	});
});
