/**
 * A long key-fuzzing campaign (`pnpm fuzz`): the checks of fuzz-keys.test.ts, with longer scripts, in plain and in
 * pi's colours, round after round over every fixture until enough keys were sent.
 *
 *   pnpm fuzz [--seed N] [--keys N] [--fixture NAME]
 *
 * Round r over a fixture uses seed N + r, so a failure prints a command that replays exactly that round.
 */
import { parseArgs } from "node:util";
import { validFixtures } from "@ask-user/core/fixtures";
import { FUZZ_SEED } from "@ask-user/test-kit/fuzz-seed";
import { fuzzScript } from "@ask-user/test-kit/key-alphabet";
import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { getMarkdownTheme } from "@mariozechner/pi-coding-agent";
import type { MarkdownTheme } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { type AskTheme, fromPiTheme, identityTheme } from "../../src/theme.ts";
import { normalize } from "../support/normalize.ts";
import { detachedHost } from "./detached-host.ts";
import { FuzzDriver, formatStats, newStats } from "./fuzz-driver.ts";

const SCRIPTS_PER_ROUND = 10;

function readInteger(name: string, raw: string | undefined, fallback: number): number {
	if (raw === undefined) return fallback;
	const value = Number(raw);
	if (!Number.isSafeInteger(value)) throw new Error(`--${name} must be an integer, got ${JSON.stringify(raw)}`);
	return value;
}

const { values } = parseArgs({
	options: { seed: { type: "string" }, keys: { type: "string" }, fixture: { type: "string" } },
});
const seed = readInteger("seed", values.seed, FUZZ_SEED);
const target = readInteger("keys", values.keys, 200_000);
const fixtures = validFixtures.filter((fixture) => values.fixture === undefined || fixture.name === values.fixture);
if (fixtures.length === 0) throw new Error(`no fixture named ${JSON.stringify(values.fixture)}`);

const themes: readonly { readonly name: string; readonly theme: AskTheme; readonly markdownTheme?: MarkdownTheme }[] = [
	{ name: "plain", theme: identityTheme },
	{ name: "pi colours", theme: fromPiTheme(builtInPiTheme("dark")), markdownTheme: getMarkdownTheme() },
];

const stats = newStats();
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

console.info(`key fuzzing campaign: seed ${seed}, at least ${target} keys, ${fixtures.length} fixture(s)`);
for (let round = 0; stats.keys < target; round++) {
	const { name: themeName, theme, markdownTheme } = themes[round % themes.length] ?? themes[0]!;
	for (const fixture of fixtures) {
		const payload = normalize(fixture.payload);
		const result = fc.check(
			fc.property(fuzzScript({ minKeys: 300, maxKeys: 1_500, maxResizes: 60 }), (script) => {
				const host = detachedHost(script.columns, script.rows, theme, markdownTheme);
				new FuzzDriver(payload, host, stats).play(script);
			}),
			{ seed: seed + round, numRuns: SCRIPTS_PER_ROUND },
		);
		if (result.failed) {
			console.error(fc.defaultReportMessage(result));
			console.error(`\n${String(result.errorInstance)}`);
			console.error(`\nreplay: pnpm fuzz --seed ${seed + round} --fixture ${fixture.name}`);
			process.exit(1);
		}
		if (stats.keys >= target) break;
	}
	console.info(`round ${round + 1} (${themeName}): ${stats.keys} keys, ${stats.flows} flows, ${elapsed()}`);
}
console.info(`\ndone in ${elapsed()}, no failure: ${formatStats(stats)}`);
