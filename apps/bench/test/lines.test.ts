/**
 * The side-by-side report of both pi lines: two results files read back and joined figure by figure; and the loader
 * telling the lines apart by the installed pi's package name. Never asserts on a measured timing.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { describe, expect, it } from "vitest";
import { piLoader, piReleaseOf } from "../src/pi/loader.ts";
import { formatLines } from "../src/report/lines.ts";
import { parseBenchResults, readBenchResults } from "../src/report/read-results.ts";
import { type BenchResults, METHODS } from "../src/results.ts";

function run(pi: BenchResults["meta"]["pi"], keyMedian: number, extra: Partial<BenchResults> = {}): BenchResults {
	const summary = { count: 10, median: keyMedian, p99: keyMedian * 2, mean: keyMedian, max: keyMedian * 3 };
	return {
		meta: {
			date: "2026-01-01T00:00:00.000Z",
			mode: "quick",
			node: pi.version.startsWith("1.") ? "22.19.0" : "20.20.2",
			pi,
			platform: "linux-x64",
			cpus: 2,
			cpuModel: "test CPU",
			screen: { columns: 120, rows: 40 },
			fixtures: [],
			durationMs: 0,
			methods: METHODS,
		},
		keystrokes: [{ fixture: "small", product: "ask_user", bytesPerKey: 100, ...summary }],
		firstFrame: [],
		hostilePreviews: [],
		bigAnswer: [],
		transcript: [],
		load: [],
		targets: [],
		...extra,
	};
}

const PI_0_73 = { name: "@mariozechner/pi-coding-agent", version: "0.73.1" };
const PI_1 = { name: "@earendil-works/pi-coding-agent", version: "1.6.0" };

describe("the report of both lines", () => {
	it("reads two results files and joins their figures by name, with the ratio to the first", async () => {
		const dir = tempDir("bench-lines");
		const [before, after] = [join(dir, "pi-0.73.json"), join(dir, "pi-1.json")];
		writeFileSync(before, JSON.stringify(run(PI_0_73, 0.5)));
		const load = [{ product: "ask_user" as const, cache: "warm" as const, runs: 1, median: 40, samples: [40] }];
		writeFileSync(after, JSON.stringify(run(PI_1, 1, { load })));
		const report = formatLines(await readBenchResults(before), await readBenchResults(after));
		expect(report).toContain("pi 0.73.1: @mariozechner/pi-coding-agent 0.73.1, Node 20.20.2");
		expect(report).toContain("pi 1.6.0: @earendil-works/pi-coding-agent 1.6.0, Node 22.19.0");
		expect(report).toMatch(/key small ask_user median +ms +0\.50 +1\.00 +2\.00×/);
		expect(report).toMatch(/key small ask_user p99 +ms +1\.00 +2\.00 +2\.00×/);
		// A figure only one run has: `–` for the other, and no ratio.
		expect(report).toMatch(/load ask_user \(warm cache\) median +ms +– +40\.00 +–/);
	});

	it("joins ask_user's split and its floor, pi-tui alone on the same frames, where a run has them", () => {
		const summary = (median: number) => ({ count: 10, median, p99: median * 2, mean: median, max: median * 3 });
		const floored = {
			fixture: "preview" as const,
			product: "ask_user" as const,
			bytesPerKey: 100,
			...summary(1),
			component: summary(0.4),
			piTui: summary(0.6),
			floor: { keys: summary(0.5), overhead: summary(0.5), bytesPerKey: 100 },
		};
		const report = formatLines(run(PI_0_73, 0.5), run(PI_1, 1, { keystrokes: [floored] }));
		expect(report).toMatch(/key preview ask_user own part p99 +ms +– +0\.80 +–/);
		expect(report).toMatch(/key preview ask_user pi-tui part median +ms +– +0\.60 +–/);
		expect(report).toMatch(/key preview pi-tui alone, ask_user's frames p99 +ms +– +1\.00 +–/);
		expect(report).toMatch(/key preview ask_user above pi-tui alone median +ms +– +0\.50 +–/);
	});

	it("sets ask_user against each line's own peers, measured in the same run, side by side", () => {
		const peer = (keyMedian: number): Partial<BenchResults> => {
			const base = run(PI_0_73, keyMedian).keystrokes[0];
			if (base === undefined) throw new Error("no keystroke result");
			return { keystrokes: [...run(PI_0_73, 0.5).keystrokes, { ...base, product: "questionnaire" }] };
		};
		const report = formatLines(run(PI_0_73, 0.5, peer(1)), run(PI_1, 0.5, peer(0.25)));
		expect(report).toMatch(/key small ask_user ÷ questionnaire median +× +0\.50 +2\.00 +4\.00×/);
		expect(report).toContain("ask_user ÷ a peer: ask_user's median over the peer's");
	});

	it("refuses runs of different machines or sizes, naming what differs", () => {
		const other = run(PI_1, 1);
		const elsewhere = { ...other, meta: { ...other.meta, cpus: 8, mode: "full" as const } };
		expect(() => formatLines(run(PI_0_73, 0.5), elsewhere)).toThrow(
			"the two runs are not comparable: meta.mode: quick and full; meta.cpus: 2 and 8",
		);
	});

	it("names the file and the field of results it cannot read", () => {
		const { pi: _pi, ...meta } = run(PI_0_73, 1).meta;
		const old = JSON.stringify({ ...run(PI_0_73, 1), meta, keystrokes: "fast" });
		expect(() => parseBenchResults(old, "old.json")).toThrow(
			"old.json: not bench results: meta.pi: no name and version (a run of a bench that did not record its pi); keystrokes: not a list",
		);
		expect(() => parseBenchResults("{", "cut.json")).toThrow(/^cut\.json: not JSON/);
		expect(() => parseBenchResults("[]", "list.json")).toThrow(
			"list.json: not bench results: the file holds no JSON object",
		);
	});
});

describe("the pi line", () => {
	it("is the installed pi's: 0.73.x's alias map and jiti/static, or 1.x's map of both scopes and lazy jiti", () => {
		const loader = piLoader();
		expect([PI_0_73.name, PI_1.name]).toContain(loader.pi.name);
		const names = Object.keys(loader.alias);
		expect(names).toContain("@mariozechner/pi-agent-core");
		for (const target of new Set([...Object.values(loader.alias), fileURLToPath(loader.jitiUrl)])) {
			expect(existsSync(target), target).toBe(true);
		}
		if (loader.pi.name === PI_0_73.name) {
			expect(loader.jitiUrl).toMatch(/\/jiti-static\.mjs$/);
			expect(names.filter((name) => name.startsWith("@earendil-works/"))).toEqual([]);
		} else {
			expect(loader.jitiUrl).toMatch(/\/jiti\.mjs$/);
			expect(loader.alias["@mariozechner/pi-ai"]).toMatch(/pi-ai-extension-view\.js$/);
			expect(loader.alias["@earendil-works/pi-tui"]).toBe(loader.alias["@mariozechner/pi-tui"]);
		}
	});

	it("tells 1.x by its @earendil-works name and refuses a package of neither line", () => {
		const dir = tempDir("bench-pi");
		writeFileSync(join(dir, "package.json"), JSON.stringify(PI_1));
		expect(piReleaseOf(dir)).toEqual(PI_1);
		writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "pi-fork", version: "2.0.0" }));
		expect(() => piReleaseOf(dir)).toThrow(
			`${dir}/package.json: expected @mariozechner/pi-coding-agent or @earendil-works/pi-coding-agent with a version, got pi-fork`,
		);
	});
});
