import { describe, expect, it } from "vitest";
import { environmentLocale } from "../src/tool-text.ts";

describe("environmentLocale", () => {
	it("reads LC_ALL, then LC_MESSAGES, then LANG, skipping the empty ones", () => {
		const env = { LC_ALL: "de_DE.UTF-8", LC_MESSAGES: "fr_FR.UTF-8", LANG: "es_ES.UTF-8" };
		expect(environmentLocale(env)).toBe("de");
		expect(environmentLocale({ ...env, LC_ALL: "" })).toBe("fr");
		expect(environmentLocale({ LC_MESSAGES: undefined, LANG: "es_ES.UTF-8" })).toBe("es");
	});

	it("English when the first set names no shipped locale (no fall through to the next variable), or none is set", () => {
		expect(environmentLocale({ LC_ALL: "ja_JP.UTF-8", LANG: "de_DE.UTF-8" })).toBe("en");
		expect(environmentLocale({ LC_ALL: "C", LANG: "de_DE.UTF-8" })).toBe("en");
		expect(environmentLocale({})).toBe("en");
	});
});
