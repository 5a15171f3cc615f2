/** `describeError`: the one way the extension writes a thrown value, whatever was thrown. */
import { describe, expect, it } from "vitest";
import { describeError } from "../src/transcript/describe-error.ts";
import { MAX_TEXT_UNITS } from "../src/transcript/transcript-text.ts";

describe("describeError", () => {
	it("names the error's kind and its message", () => {
		expect(describeError(new RangeError("the theme broke"))).toBe("RangeError: the theme broke");
		expect(describeError("client went away")).toBe("Error: client went away");
	});

	it("never throws on a hostile value: a throwing message getter, an object without a prototype", () => {
		const error = new Error("x");
		Object.defineProperty(error, "message", {
			get() {
				throw new Error("no");
			},
		});
		expect(describeError(error)).toBe("Error: (unreadable)");
		expect(describeError(Object.create(null))).toBe("Error: (unreadable)");
	});

	it("is never trusted to be small: a megabyte message is cut", () => {
		const text = describeError(new Error("x".repeat(1_000_000)));
		expect(text.length).toBeLessThanOrEqual(MAX_TEXT_UNITS + 1);
		expect(text.endsWith("…")).toBe(true);
	});
});
