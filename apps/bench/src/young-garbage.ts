/**
 * A young-generation collection (a scavenge) on demand, run untimed before each portion of keys: the suites drive
 * several products in one process, and without it the first scavenges of one product's keys would also move what
 * the product before it left in the young generation. A scavenge, not a full collection: a full one shrinks the
 * young generation and throws compiled code away. Decision D54; figures in apps/bench/MEASUREMENTS.md, "keystrokes".
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = (options: { readonly type: "minor" | "major" }) => void;

/** V8's `gc` function, exposed for this process and fetched from a fresh context (the flag applies from then on). */
function exposedGc(): Collect {
	setFlagsFromString("--expose-gc");
	const gc: unknown = runInNewContext("gc");
	if (typeof gc !== "function") throw new Error("V8 did not expose gc(): the benchmark cannot isolate its cases");
	return (options) => Reflect.apply(gc, undefined, [options]);
}

const collect = exposedGc();

export function collectYoungGarbage(): void {
	collect({ type: "minor" });
}
