/** Fenced code blocks line by line (`markdown-fences.ts`), as both renderers' bounds read them. */
import { describe, expect, it } from "vitest";
import { fenceAfter } from "../src/contract.ts";

describe("fenceAfter", () => {
	it("opens on three or more backticks or tildes, after quotes and indentation, info string and all", () => {
		expect(fenceAfter("```ts", undefined)).toBe("```");
		expect(fenceAfter("> > ~~~~", undefined)).toBe("~~~~");
		expect(fenceAfter("    ```", undefined)).toBe("```");
		expect(fenceAfter("`` two", undefined)).toBeUndefined();
		expect(fenceAfter("text ```", undefined)).toBeUndefined();
	});

	it("closes on the same character at least as long with nothing after it, and not otherwise", () => {
		expect(fenceAfter("```", "```")).toBeUndefined();
		expect(fenceAfter("> `````  ", "```")).toBeUndefined();
		expect(fenceAfter("~~~", "```")).toBe("```");
		expect(fenceAfter("```", "````")).toBe("````");
		expect(fenceAfter("```ts", "```")).toBe("```");
		expect(fenceAfter("code", "```")).toBe("```");
	});
});
