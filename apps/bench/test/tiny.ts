import { QUICK } from "../src/options.ts";

/** The bench's options at tiny sizes: every suite runs in seconds and reports figures of the right shape. */
export const TINY = {
	...QUICK,
	warmupKeys: 5,
	keys: 40,
	frames: 2,
	frameWarmup: 0,
	coldLoadRuns: 1,
	piStartRuns: 1,
	relayRuns: 2,
	playgroundRuns: 1,
	openFlows: 2,
	leakWarmup: 1,
	leakFlows: 4,
};
export const quiet = () => {};
