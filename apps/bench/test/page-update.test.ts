/**
 * The page-update suite on tiny sizes: it reports each kind of key, and counts what the page received (never asserts
 * on a timing): a focus move sends nothing, a pick and a typed character send a sliver of the 20 MB first view.
 */
import { describe, expect, it } from "vitest";
import { pageUpdateSuite } from "../src/suites/page-update.ts";
import { quiet, TINY } from "./tiny.ts";

describe("page-update", () => {
	it("measures a focus move, a pick and note typing, each sending what it changed", async () => {
		const results = await pageUpdateSuite(TINY, quiet);
		expect(results.map((result) => result.key)).toEqual(["focus move", "pick", "note typing"]);
		const [focus, pick, typing] = results;
		expect(focus?.firstViewBytes).toBeGreaterThan(20_000_000);
		expect(focus?.bytes.max).toBe(0);
		for (const result of [pick, typing]) {
			expect(result?.bytes.median).toBeGreaterThan(0);
			expect(result?.bytes.max).toBeLessThan((result?.firstViewBytes ?? 0) / 100);
		}
		for (const result of results) expect(result.update.p99).toBeGreaterThanOrEqual(result.update.median);
	}, 60_000); // builds and sends the 30 MB question once: seconds on a shared machine
});
