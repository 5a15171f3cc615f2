// @ts-check
/**
 * One cold import in a fresh Node process: the ES module file in `BENCH_IMPORT_FILE` (an entry of core as a tarball
 * ships it, `suites/cold-import.ts`), timed from just before `import()` to its end, so Node's own start is not
 * counted. Prints `{ "ms": … }`.
 */
import { pathToFileURL } from "node:url";

const file = process.env.BENCH_IMPORT_FILE;
if (file === undefined) throw new Error("BENCH_IMPORT_FILE is not set");
const url = pathToFileURL(file).href;
const start = performance.now();
await import(url);
const ms = performance.now() - start;
process.stdout.write(JSON.stringify({ ms }));
