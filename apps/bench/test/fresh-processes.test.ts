/**
 * The suites that measure in fresh Node processes (pi's extension loader, core's cold import, memory), on tiny
 * sizes. Never asserts on a timing. In the slow tier: each process loads pi or core anew.
 */
import { describe, expect, it } from "vitest";
import { coldImportSuite } from "../src/suites/cold-import.ts";
import { loadSuite } from "../src/suites/load.ts";
import { mcpServerSuite } from "../src/suites/mcp-server.ts";
import { memorySuite } from "../src/suites/memory.ts";
import { evaluateTargets } from "../src/targets.ts";
import { quiet, TINY } from "./tiny.ts";

describe("suites in fresh processes", () => {
	it("load every extension in fresh processes, with jiti's cache cold and warm, and ask_user's first-call import", async () => {
		const results = await loadSuite(TINY, quiet);
		expect(results.map((result) => `${result.product}/${result.cache}/${result.runs}`)).toEqual([
			"ask_user/cold/1",
			"questionnaire/cold/1",
			"rpiv/cold/1",
			"ask_user/warm/1",
			"questionnaire/warm/1",
			"rpiv/warm/1",
		]);
		for (const result of results) expect(result.median).toBeGreaterThan(0);
		// ask_user's statechart and UI load on the first call; the peers' first calls are not timed.
		const firstCalls = results.map((result) => result.firstCall?.samples.length);
		expect(firstCalls).toEqual([1, undefined, undefined, 1, undefined, undefined]);
	}, 120_000); // six processes load pi with its extensions (jiti's cache cold, then warm)

	it("time the cold import of core's root, /contract, /schema and XState alone, each in fresh processes", async () => {
		const results = await coldImportSuite(TINY, quiet);
		expect(results.map((result) => `${result.entry}/${result.runs}`)).toEqual([
			"@ask-user/core/2",
			"@ask-user/core/contract/2",
			"@ask-user/core/schema/2",
			"xstate/2",
		]);
		for (const result of results) {
			expect(result.samples).toHaveLength(2);
			expect(result.median).toBeGreaterThan(0);
		}
		const targets = evaluateTargets({ keystrokes: [], firstFrame: [], coldImport: results });
		const coldImport = targets.filter((target) => target.target.startsWith("cold import"));
		expect(coldImport.map((target) => [target.target, target.limit, target.pass === undefined])).toEqual([
			["cold import of @ask-user/core (no TypeBox)", 30, false],
			["cold import of @ask-user/core/contract (no TypeBox)", 30, false],
		]);
	}, 60_000); // core is bundled, then eight processes import it

	it("start ask-user-mcp as it ships and time its start and its first form in both protocol generations", async () => {
		const results = await mcpServerSuite(TINY, quiet);
		expect(results.map((result) => `${result.measure}/${result.runs}`)).toEqual([
			"node alone/2",
			"start/2",
			"first elicitation (2025-11-25)/2",
			"first elicitation (2026-07-28)/2",
		]);
		for (const result of results) for (const sample of result.samples) expect(sample).toBeGreaterThan(0);
		const targets = evaluateTargets({ keystrokes: [], firstFrame: [], mcpServer: results });
		const mcp = targets.filter((target) => target.target.startsWith("ask-user-mcp"));
		expect(mcp.map((target) => [target.target, target.limit, target.pass === undefined])).toEqual([
			["ask-user-mcp start", 300, false],
			["ask-user-mcp first elicitation (2025-11-25)", 50, false],
			["ask-user-mcp first elicitation (2026-07-28)", 50, false],
		]);
	}, 60_000); // the server is bundled, then started six times (and twice more by the 2026-07-28 probe)

	it("measure memory per flow and check for leaks in a fresh process", async () => {
		const memory = await memorySuite(TINY, quiet);
		expect(memory.perFlow.map((result) => result.fixture)).toEqual([
			"small",
			"large",
			"preview",
			"huge",
			"10k-options",
		]);
		expect(memory.leaks.map((leak) => [leak.fixture, leak.flows])).toEqual([
			["small", TINY.leakFlows],
			["large", TINY.leakFlows],
		]);
		for (const leak of memory.leaks) expect(Number.isFinite(leak.heapTrend)).toBe(true);
		expect(memory.peaks.map((peak) => peak.fixture)).toEqual(["huge", "100k-options"]);
		for (const peak of memory.peaks) expect(peak.peakGrowth).toBeGreaterThan(0);
	}, 120_000); // a process opens hundreds of flows, with garbage collections
});
