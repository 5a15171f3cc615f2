/**
 * The seed of every fuzz test in the monorepo. Fixed, so a CI run is reproducible: on a failure fast-check prints
 * this seed with the counterexample and its shrink path. `FUZZ_SEED=<integer>` replays another run or explores new
 * inputs.
 */
export const DEFAULT_FUZZ_SEED = 20_250_607;

function readSeed(raw: string | undefined): number {
	if (raw === undefined || raw.trim() === "") return DEFAULT_FUZZ_SEED;
	const seed = Number(raw);
	if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${JSON.stringify(raw)}`);
	return seed;
}

export const FUZZ_SEED: number = readSeed(process.env.FUZZ_SEED);

/** fast-check parameters: the shared seed and `numRuns`. */
export function fuzzParameters(numRuns: number): { readonly seed: number; readonly numRuns: number } {
	return { seed: FUZZ_SEED, numRuns };
}
