/**
 * Random keys and resizes over every fixture (see fuzz/): after every key and resize, no exception, no line wider
 * than the terminal, no more lines than the height budget, no control character in a line, the machine where a
 * reference model of the keyboard rules says; every flow's `details` obey the output rules and match the keys.
 * `pnpm fuzz` runs longer campaigns.
 */
import type { AskUserInput } from "@ask-user/core";
import { codePreviews, tour, unicode, validFixtures } from "@ask-user/core/fixtures";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { fuzzScript } from "@ask-user/test-kit/key-alphabet";
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { type AskTheme, fromPiTheme } from "../src/theme.ts";
import { detachedHost } from "./fuzz/detached-host.ts";
import { FuzzDriver, formatStats, newStats } from "./fuzz/fuzz-driver.ts";
import { normalize } from "./support/normalize.ts";

/** Per fixture, RUNS scripts of at least MIN_KEYS keys: the core fixtures alone make 8 × 12 × 250 = 24,000 keys. */
const RUNS = 12;
const MIN_KEYS = 250;
const MAX_KEYS = 350;
const REQUIRED_KEYS = 20_000;

interface Case {
	readonly name: string;
	readonly payload: AskUserInput;
}

const stats = newStats();
const started = performance.now();

function fuzz({ payload }: Case, runs: number, theme?: AskTheme): void {
	const normalized = normalize(payload);
	const markdownTheme = theme === undefined ? undefined : getMarkdownTheme();
	fc.assert(
		fc.property(fuzzScript({ minKeys: MIN_KEYS, maxKeys: MAX_KEYS }), (script) => {
			const host = detachedHost(script.columns, script.rows, theme, markdownTheme);
			new FuzzDriver(normalized, host, stats).play(script);
		}),
		fuzzParameters(runs),
	);
}

describe(`key fuzzing (seed ${FUZZ_SEED})`, () => {
	afterAll(() => {
		const seconds = ((performance.now() - started) / 1000).toFixed(1);
		console.info(`key fuzzing, seed ${FUZZ_SEED}, ${seconds} s: ${formatStats(stats)}`);
		expect(stats.keys).toBeGreaterThanOrEqual(REQUIRED_KEYS);
	});

	const cases: readonly Case[] = [
		...validFixtures,
		{ name: "the escape corpus in every field", payload: hostilePayload },
	];
	// 60 s: fast-check runs of up to hundreds of keys, every frame checked.
	it.each(cases)("$name", (fixture) => fuzz(fixture, RUNS), 60_000);

	const styled: readonly Case[] = [
		{ name: "tour", payload: tour },
		{ name: "unicode", payload: unicode },
		{ name: "code-previews", payload: codePreviews },
	];
	it.each(styled)(
		"$name, in pi's colours with its code highlighting",
		(fixture) => {
			fuzz(fixture, 2, fromPiTheme(builtInPiTheme("dark")));
		},
		60_000, // fast-check runs in pi's theme, every frame checked
	);
});
