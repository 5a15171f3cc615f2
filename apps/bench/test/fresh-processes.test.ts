/**
 * The suites that measure in fresh Node processes (pi's extension loader, core's cold import, memory, the
 * playground's start), on tiny sizes. Never asserts on a timing. In the slow tier: each process loads pi or core anew.
 */

import { parseKeyScript } from "@ask-user/test-kit/key-script";
import { afterAll, describe, expect, it } from "vitest";
import { benchFixtures } from "../src/fixtures.ts";
import { lapScript, shapeOf } from "../src/key-sequence.ts";
import { removeBuiltBundle } from "../src/products.ts";
import { coldImportSuite } from "../src/suites/cold-import.ts";
import { firstFormSuite } from "../src/suites/first-form.ts";
import { loadedName, loadSuite } from "../src/suites/load.ts";
import { mcpServerSuite } from "../src/suites/mcp-server.ts";
import { memorySuite } from "../src/suites/memory.ts";
import { piStartSuite } from "../src/suites/pi-start.ts";
import { playgroundStartSuite } from "../src/suites/playground-start.ts";
import { relaySuite } from "../src/suites/relay.ts";
import { evaluateTargets } from "../src/targets.ts";
import { quiet, TINY } from "./tiny.ts";

const never = (): never => {
	throw new Error("no result");
};

afterAll(removeBuiltBundle);

describe("suites in fresh processes", () => {
	it("load every extension in fresh processes, with jiti's cache cold and warm, and ask_user's first-call import", async () => {
		const results = await loadSuite(TINY, quiet);
		expect(results.map((result) => `${loadedName(result)}/${result.cache}/${result.runs}`)).toEqual([
			"ask_user/cold/1",
			"ask_user (sources)/cold/1",
			"questionnaire/cold/1",
			"rpiv/cold/1",
			"ask_user/warm/1",
			"ask_user (sources)/warm/1",
			"questionnaire/warm/1",
			"rpiv/warm/1",
		]);
		for (const result of results) expect(result.median).toBeGreaterThan(0);
		// ask_user's statechart and UI load on the first call, bundled or not; the peers' first calls are not timed.
		const firstCalls = results.map((result) => result.firstCall?.samples.length);
		expect(firstCalls).toEqual([1, 1, undefined, undefined, 1, 1, undefined, undefined]);
	}, 160_000); // eight processes load pi with its extensions (jiti's cache cold, then warm)

	it("start pi against the mock model with and without ask_user, in pairs, for a target", async () => {
		const [result, ...more] = await piStartSuite(TINY, quiet);
		expect(more).toEqual([]);
		expect(result?.runs).toBe(1);
		expect(result?.without.samples).toHaveLength(1);
		expect(result?.with.samples).toHaveLength(1);
		expect(result?.added).toBe((result?.with.samples[0] ?? 0) - (result?.without.samples[0] ?? 0));
		expect(result?.emptyExtension?.samples).toHaveLength(1);
		expect(result?.addedByAny).toBe((result?.emptyExtension?.samples[0] ?? 0) - (result?.without.samples[0] ?? 0));
		expect(result?.aboveAny).toBe((result?.with.samples[0] ?? 0) - (result?.emptyExtension?.samples[0] ?? 0));
		const targets = evaluateTargets({ keystrokes: [], firstFrame: [], piStart: [result ?? never()] });
		expect(targets.find((target) => target.target.startsWith("pi's start"))?.limit).toBe(30);
	}, 120_000); // six pi processes, the first three fill jiti's cache

	it("relay questions from a subagent's registration to its parent's form, each opening there", async () => {
		const [result] = await relaySuite(TINY, quiet);
		expect(result?.samples).toHaveLength(TINY.relayRuns);
		for (const sample of result?.samples ?? []) expect(sample).toBeGreaterThan(0);
		expect(process.env.ASK_USER_RELAY).toBeUndefined();
	}, 60_000); // two registrations load the form's code on the first question

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

	it("start the playground as pnpm playground does, to the tour's form in a terminal and to the web address", async () => {
		const results = await playgroundStartSuite(TINY, quiet);
		expect(results.map((result) => `${result.measure}/${result.runs}`)).toEqual([
			"terminal, to the form's first frame/1",
			"--web, to the printed address/1",
		]);
		for (const result of results) for (const sample of result.samples) expect(sample).toBeGreaterThan(0);
		const targets = evaluateTargets({ keystrokes: [], firstFrame: [], playgroundStart: results });
		const playground = targets.filter((target) => target.target.startsWith("pnpm playground"));
		expect(playground.map((target) => target.limit)).toEqual([1000, 2000]);
	}, 120_000); // a build when the playground's is stale, then three starts that each load pi-coding-agent

	it("time every key of one lap of a process's first form, after a pause on the form, after one in pi and with none, a process a run", async () => {
		const results = await firstFormSuite(TINY, quiet);
		expect(results.map((result) => `${result.fixture}/${result.pause}/${result.runs}`)).toEqual([
			"small/reading/1",
			"small/waiting/1",
			"small/launched/1",
			"small/none/1",
			"preview/reading/1",
			"preview/waiting/1",
			"preview/launched/1",
			"preview/none/1",
		]);
		for (const result of results) {
			const fixture = benchFixtures().find((candidate) => candidate.name === result.fixture);
			const lap = parseKeyScript(lapScript(shapeOf(fixture?.input ?? never()))).flatMap((step) => step.inputs);
			expect(result.keysPerRun).toBe(lap.length);
			// One open a run, to its first frame: the statechart and the UI loaded first, so not a warm open's time.
			expect(result.opens).toHaveLength(1);
			expect(result.opens[0]).toBeGreaterThan(0);
			const [slowest, ...more] = result.slowest;
			expect(more).toEqual([]);
			expect(slowest?.ms).toBe(result.max);
			expect(slowest?.index).toBeGreaterThanOrEqual(0);
			expect(slowest?.index).toBeLessThan(lap.length);
			expect(result.median).toBeGreaterThan(0);
		}
		const targets = evaluateTargets({ keystrokes: [], firstFrame: [], firstForm: results });
		const firstForm = targets.filter((target) => target.target.includes("first form"));
		expect(firstForm.map((target) => [target.target, target.limit, target.pass === undefined])).toEqual([
			["slowest key of a process's first form, small, after 2.5 s reading", 16.7, false],
			["slowest key of a process's first form, small, after 2.5 s waiting for the model", 16.7, false],
			[
				"slowest key of a process's first form, small, after 2.5 s waiting for the model, pi started with the prompt",
				16.7,
				false,
			],
			["slowest key of a process's first form, small, no pause", 16.7, false],
			["slowest key of a process's first form, preview, after 2.5 s reading", 16.7, false],
			["slowest key of a process's first form, preview, after 2.5 s waiting for the model", 16.7, false],
			[
				"slowest key of a process's first form, preview, after 2.5 s waiting for the model, pi started with the prompt",
				16.7,
				false,
			],
			["slowest key of a process's first form, preview, no pause", 16.7, false],
		]);
	}, 120_000); // eight processes load ask_user and open a form, six of them after a pause of 2.5 s (two after a typed prompt)

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
