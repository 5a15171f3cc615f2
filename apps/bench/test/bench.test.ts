/**
 * The benchmark harness on tiny sizes: every suite runs and reports figures of the right shape. Never asserts on
 * a timing: figures on a shared machine say nothing about correctness.
 */
import { adversarialShapes } from "@ask-user/test-kit/adversarial-arguments";
import { type HostilePreview, hostilePreviews } from "@ask-user/test-kit/hostile-previews";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BenchContext, closeOnScreen, createContext, openOnScreen } from "../src/context.ts";
import { keyLaps, lapScript } from "../src/key-sequence.ts";
import { BenchUsageError, parseBenchArgs } from "../src/options.ts";
import { endSessions } from "../src/pi/load-extension.ts";
import { removeBuiltBundle } from "../src/products.ts";
import { formatReport } from "../src/report/tables.ts";
import { type BenchResults, METHODS } from "../src/results.ts";
import { slope, summarize } from "../src/stats.ts";
import { ARGUMENT_SIZES, argumentsSuite } from "../src/suites/arguments.ts";
import { elicitationSuite } from "../src/suites/elicitation.ts";
import { filterSuite } from "../src/suites/filter.ts";
import { firstFrameSuite } from "../src/suites/first-frame.ts";
import { measureHostilePreview } from "../src/suites/hostile-previews.ts";
import { keystrokeSuite } from "../src/suites/keystrokes.ts";
import { TRANSCRIPT_WIDTHS, transcriptSuite } from "../src/suites/transcript.ts";
import { evaluateTargets, keyP99Target } from "../src/targets.ts";
import { quiet, TINY } from "./tiny.ts";

function disguisedLink(): HostilePreview {
	const preview = hostilePreviews.find((candidate) => candidate.name === "disguised link");
	if (preview === undefined) throw new Error("the test kit has no disguised link preview");
	return preview;
}

let context: BenchContext;

// pi ends its sessions as it quits: ask_user's subagent relay closes (no listener is left on the process).
afterAll(async () => {
	await endSessions();
	removeBuiltBundle();
});

beforeAll(async () => {
	const full = await createContext(TINY);
	context = { ...full, fixtures: full.fixtures.filter((fixture) => fixture.name === "small") };
}, 60_000); // loads the three products' extensions through jiti, transpiling them

describe("key sequences", () => {
	it("walk every question of a lap and end on the review tab", () => {
		const shape = [
			{ options: 4, custom: true, multi: false },
			{ options: 10, custom: false, multi: false },
		];
		const script = lapScript(shape);
		expect(script.startsWith("Tab BTab Down")).toBe(true);
		expect(script).toContain("text:prefer%20the%20read%20replica");
		expect(script.endsWith("Down Up Down Up BTab Tab")).toBe(true);
	});

	it("follow rpiv's keys: typing straight into the free-text row, Tab after a multi toggle, no submitting Enter", () => {
		const keys = context.products.rpiv.keys;
		const shape = [
			{ options: 4, custom: true, multi: false },
			{ options: 4, custom: true, multi: true },
		];
		const script = lapScript(shape, keys);
		expect(script).toContain("Down Down Down Down text:prefer");
		expect(script).toContain("Space Tab");
		expect(lapScript([{ options: 4, custom: true, multi: false }], keys)).not.toContain("Enter");
	});

	it("cut laps to the total number of keys", () => {
		const laps = keyLaps([{ options: 4, custom: true, multi: false }], 100);
		expect(laps.flat()).toHaveLength(100);
		expect(laps.every((lap) => lap.length > 0)).toBe(true);
	});

	it("keep every product's flow open for a whole lap that ends on the review with the typed answer", async () => {
		const fixture = context.fixtures[0];
		if (fixture === undefined) throw new Error("no small fixture");
		for (const product of Object.values(context.products)) {
			const [lap] = keyLaps(product.shape(fixture), 1000, product.keys);
			const screen = await openOnScreen(context, product, fixture);
			for (const key of lap ?? []) screen.host.press(key);
			expect(screen.flow.ended, product.id).toBe(false);
			await screen.host.terminal.flush();
			expect(screen.host.terminal.screen().join("\n"), product.id).toContain("prefer the read replica");
			await closeOnScreen(screen);
			expect(screen.flow.ended, product.id).toBe(true);
		}
		// The first open of each product loads its modules through pi's loader: seconds on a loaded machine.
	}, 60_000);
});

describe("statistics", () => {
	it("summarize with nearest-rank percentiles", () => {
		const summary = summarize(Array.from({ length: 100 }, (_, i) => i + 1));
		expect(summary).toEqual({ count: 100, median: 50, p99: 99, mean: 50.5, max: 100 });
	});

	it("slope: least squares; one swing amid steady readings is no trend; NaN without spread", () => {
		expect(slope([0, 1, 2, 3], [1, 3, 5, 7])).toBe(2);
		const flows = Array.from({ length: 11 }, (_, i) => i * 50);
		const flat = flows.map((_, i) => (i === 5 ? 300 : 0));
		expect(Math.abs(slope(flows, flat) * 500)).toBeLessThan(1);
		expect(slope([4, 4], [1, 2])).toBeNaN();
	});
});

describe("options", () => {
	it("parse --quick, --only and --out", () => {
		const options = parseBenchArgs(["--quick", "--only", "keystrokes,load", "--out", "/tmp/x.json"]);
		expect(options.quick).toBe(true);
		expect([...options.suites]).toEqual(["keystrokes", "load"]);
		expect(options.out).toBe("/tmp/x.json");
		expect(options.help).toBe(false);
		expect(() => parseBenchArgs(["--only", "nothing"])).toThrow(/--only: no suite named nothing; it takes keystrokes/);
		expect(() => parseBenchArgs(["--only", ","])).toThrow(BenchUsageError);
		expect(() => parseBenchArgs(["--bogus"])).toThrow(/unknown option --bogus\nusage: /);
		expect(parseBenchArgs(["--help"]).help).toBe(true);
		expect(parseBenchArgs(["-h"]).help).toBe(true);
	});
});

describe("suites", () => {
	it("measure keystrokes for every product", async () => {
		const results = await keystrokeSuite(context, quiet);
		expect(results.map((result) => `${result.fixture}/${result.product}`)).toEqual([
			"small/ask_user",
			"small/questionnaire",
			"small/rpiv",
		]);
		for (const result of results) {
			expect(result.count).toBe(TINY.keys);
			expect(result.p99).toBeGreaterThanOrEqual(result.median);
			expect(result.bytesPerKey).toBeGreaterThan(0);
			// Every timed key split into the component's part and pi-tui's.
			expect([result.component?.count, result.piTui?.count]).toEqual([TINY.keys, TINY.keys]);
		}
		const [ours, ...peers] = results;
		expect(peers.map((peer) => peer.floor)).toEqual([undefined, undefined]);
		// The floor replayed every timed key of ask_user's and, given the same frames, pi-tui wrote the same bytes.
		expect([ours?.floor?.keys.count, ours?.floor?.overhead.count]).toEqual([TINY.keys, TINY.keys]);
		expect(ours?.floor?.bytesPerKey).toBe(ours?.bytesPerKey);
	});

	it("measure the first frame from execute and from the factory", async () => {
		const [ours, theirs, rpiv] = await firstFrameSuite(context, quiet);
		expect(ours?.product).toBe("ask_user");
		expect(theirs?.product).toBe("questionnaire");
		expect(rpiv?.product).toBe("rpiv");
		// Taking turns, every product opens the fixture as often as the sizes ask.
		for (const result of [ours, theirs, rpiv]) expect(result?.fromExecute.count).toBeGreaterThanOrEqual(TINY.frames);
		expect(ours?.fromExecute.median).toBeGreaterThanOrEqual(ours?.fromFactory.median ?? Number.NaN);
	});

	it("measure the first view of a hostile preview at a given width", async () => {
		const result = await measureHostilePreview(context, disguisedLink(), 20);
		expect(result).toMatchObject({ preview: "disguised link", width: 20 });
		expect(result.firstView.count).toBeGreaterThanOrEqual(1);
		expect(result.firstView.max).toBeGreaterThanOrEqual(result.firstView.median);
	});
});

describe("transcript", () => {
	it("renders the 50,000-question result collapsed and expanded at every width, a bounded number of lines", () => {
		const results = transcriptSuite(context, quiet);
		expect(results.map((result) => [result.view, result.width])).toEqual(
			["collapsed", "expanded"].flatMap((view) => TRANSCRIPT_WIDTHS.map((width) => [view, width])),
		);
		for (const result of results) {
			expect(result.render.count).toBeGreaterThan(0);
			expect(result.resize.count).toBe(result.render.count);
			expect(result.lines).toBeGreaterThan(1);
			expect(result.lines).toBeLessThan(5_000);
		}
	});
});

describe("report", () => {
	it("prints every section and a result for each target", async () => {
		const keystrokes = await keystrokeSuite(context, quiet);
		const hostilePreviews = [await measureHostilePreview(context, disguisedLink(), 20)];
		const measured = { keystrokes, firstFrame: [], hostilePreviews };
		const results: BenchResults = {
			meta: {
				date: "2026-01-01T00:00:00.000Z",
				mode: "quick",
				node: process.versions.node,
				pi: { name: "@mariozechner/pi-coding-agent", version: "0.73.1" },
				platform: "test",
				cpus: 1,
				cpuModel: "test",
				screen: { columns: 120, rows: 40 },
				fixtures: [],
				durationMs: 0,
				methods: METHODS,
			},
			...measured,
			bigAnswer: [],
			transcript: [],
			load: [],
			targets: evaluateTargets(measured),
		};
		const report = formatReport(results);
		expect(report).toContain("@mariozechner/pi-coding-agent 0.73.1");
		expect(report).toContain("Keystroke latency");
		expect(report).toContain("ask_user's keys against pi-tui alone rendering the same frames");
		expect(report).toContain("Hostile previews, first view");
		expect(report).toContain("Targets");
		const verdicts = results.targets.map((target) => (target.pass === undefined ? "n/a" : "measured"));
		const measuredOnes = results.targets.filter((target) => target.pass !== undefined).map((target) => target.target);
		expect(measuredOnes).toEqual([
			"per-key median vs pi's questionnaire, small",
			"per-key median vs rpiv-ask-user-question, small",
			"slowest key (of every key timed), small",
			// Which p99 depends on how fast pi-tui alone replayed the keys on this machine (D112).
			keyP99Target("small", keystrokes[0]).target,
			"slowest hostile preview first view, widths 20–300",
		]);
		expect(verdicts.filter((verdict) => verdict === "n/a").length).toBeGreaterThan(0);
		expect(report).toMatch(/per-key median vs rpiv-ask-user-question, small .* (PASS|MISS)/);
	});
});

describe("first frame against the peers", () => {
	it("holds ask_user's first frame to each peer's on every fixture both opened in the run", () => {
		const opened = (fixture: "small" | "huge", product: "ask_user" | "questionnaire" | "rpiv", ms: number) => ({
			fixture,
			product,
			fromExecute: summarize([ms]),
			fromFactory: summarize([ms]),
		});
		const targets = evaluateTargets({
			keystrokes: [],
			firstFrame: [
				opened("small", "ask_user", 0.8),
				opened("small", "questionnaire", 0.9),
				opened("small", "rpiv", 0.4),
				opened("huge", "ask_user", 12),
			],
		});
		const versus = targets.filter((target) => target.target.startsWith("first frame vs"));
		expect(versus.map((target) => [target.target, target.value?.toFixed(2), target.pass])).toEqual([
			["first frame vs pi's questionnaire, small", "0.89", true],
			["first frame vs rpiv-ask-user-question, small", "2.00", false],
		]);
	});
});

describe("arguments", () => {
	it("reads adversarial shapes at full size through prepareArguments, then validate, for a target", async () => {
		const shapes = adversarialShapes.filter(
			({ name }) => name.startsWith("options that") || name.startsWith("id-less"),
		);
		const results = await argumentsSuite(context, quiet, shapes);
		expect(results.map((result) => [result.shape, result.size, result.valid])).toEqual(
			shapes.map((shape) => [shape.name, ARGUMENT_SIZES[shape.counts], shape.valid]),
		);
		for (const result of results) {
			expect(result.total.count).toBeGreaterThan(0);
			expect(result.total.median).toBeGreaterThanOrEqual(result.prepare.median);
		}
		const measured = evaluateTargets({ keystrokes: [], firstFrame: [], arguments: results }).filter(
			(candidate) => candidate.pass !== undefined,
		);
		expect(measured.map((target) => target.target)).toEqual(
			shapes.map((shape) => `prepareArguments + validate, ${shape.name}`),
		);
	});
});

describe("the / filter and MCP forms", () => {
	it("times the filter's keys at a typist's pace, its first key, and / with its first key at once, for a target", async () => {
		const full = await createContext({ ...TINY, filterLaps: 1 });
		const tenThousand = { ...full, fixtures: full.fixtures.filter((fixture) => fixture.name === "10k-options") };
		const result = await filterSuite(tenThousand, quiet, "10k-options");
		expect(result.options).toBe(10_000);
		// `/`, the typed text, Backspaces, a letter that finds nothing and Esc.
		expect(result.keys.count).toBe(16);
		expect([result.firstKey.count, result.atOnce.count]).toEqual([1, 1]);
		const target = evaluateTargets({ keystrokes: [], firstFrame: [], filter: result }).find(
			(candidate) => candidate.pass !== undefined,
		);
		expect(target?.target).toBe("the / filter's slowest key on 100,000 options");
	}, 60_000);

	it("maps a form of required fields and a full multi default, and the answers back, for a target", () => {
		const results = elicitationSuite(context, quiet, 1_000);
		expect(results.map((result) => [result.shape, result.size])).toEqual([
			["required string fields", 1_000],
			["one multi enum whose default is every value", 1_000],
		]);
		for (const result of results) expect(result.total.median).toBeGreaterThanOrEqual(result.mapping.median);
		const measured = evaluateTargets({ keystrokes: [], firstFrame: [], elicitation: results }).filter(
			(candidate) => candidate.pass !== undefined,
		);
		expect(measured.map((target) => target.target)).toEqual([
			"payloadFromElicitation + elicitationResult, 1,000 required string fields",
		]);
	});
});
