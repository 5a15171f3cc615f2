import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { tempDir } from "../src/temp-dir.ts";

describe("tempDir", () => {
	const made: string[] = [];
	let fromHook = "";
	beforeEach(() => {
		fromHook = tempDir("ask-user-temp-dir-test");
	});

	it("makes a new directory under the OS temp dir, named with the prefix", () => {
		const dir = tempDir("ask-user-temp-dir-test");
		made.push(dir, fromHook);
		expect(dirname(dir)).toBe(tmpdir());
		expect(basename(dir)).toMatch(/^ask-user-temp-dir-test-.{6}$/);
		expect(dir).not.toBe(fromHook);
		writeFileSync(join(dir, "file.txt"), "kept until the test ends");
		expect(existsSync(join(dir, "file.txt"))).toBe(true);
		expect(existsSync(fromHook)).toBe(true);
	});

	it("removed it, the beforeEach's one too and what was written in it, once that test finished", () => {
		expect(made).toHaveLength(2);
		for (const dir of made) expect(existsSync(dir)).toBe(false);
		expect(existsSync(fromHook)).toBe(true);
	});
});
