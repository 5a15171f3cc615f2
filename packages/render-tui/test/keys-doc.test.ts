/** docs/contract.md lists the keys as render-tui's keymap binds them: one table, the docs generated from it. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createKeymap } from "../src/index.ts";
import { CONTRACT_PATH, keysSection, withKeysSection } from "./docs/keys-section.ts";

describe("the keys section of docs/contract.md", () => {
	it("is what the keymap's table writes (run `pnpm --filter @ask-user/render-tui keys-doc` after changing keys)", () => {
		const markdown = readFileSync(CONTRACT_PATH, "utf8");
		expect(markdown).toBe(withKeysSection(markdown));
	});

	it("names every bound key with the help's words, the review's digits included", () => {
		const section = keysSection();
		const { help, editing, filter } = createKeymap().keyHints;
		for (const hint of [...help.question, ...help.review, ...editing, ...filter]) {
			expect(section).toContain(`| \`${hint.keys}\` | ${hint.description} |`);
		}
		expect(section).toContain("| `1/2/3` | focus Submit/Cancel/Discuss first; the same digit again presses it |");
	});

	it("throws when the markers are gone, rather than writing the table somewhere", () => {
		expect(() => withKeysSection("# Contract\n")).toThrow(/markers are missing/);
	});
});
