/**
 * Garbage collection on demand, for leak tests: V8's `gc()`, exposed at run time so the tests need no
 * `--expose-gc` flag, and a helper that collects until WeakRefs and FinalizationRegistry callbacks are settled.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

function exposeGc(): () => void {
	setFlagsFromString("--expose-gc");
	const gc: unknown = runInNewContext("gc");
	if (typeof gc !== "function") throw new Error("V8 did not expose gc()");
	return () => {
		gc();
	};
}

const gc = exposeGc();

/**
 * Collects garbage a few times, yielding to the event loop in between: a WeakRef's target is kept until the job
 * that read it ends, and finalizers run from the event loop.
 */
export async function collectGarbage(): Promise<void> {
	for (let round = 0; round < 4; round++) {
		await new Promise((resolve) => setImmediate(resolve));
		gc();
	}
}

/** The heap in use after a full collection, in bytes. */
export async function heapAfterGc(): Promise<number> {
	await collectGarbage();
	return process.memoryUsage().heapUsed;
}

/** How many of `refs` still point at a live object. */
export function alive(refs: readonly WeakRef<object>[]): number {
	return refs.filter((ref) => ref.deref() !== undefined).length;
}
