// @ts-check
/**
 * One cold load of an extension in a fresh Node process, as pi loads it: pi's packages are already imported (they
 * are the alias targets), then, timed, jiti is created with pi's options (`moduleCache: false` and pi's alias map),
 * the entry is imported and its factory is called with a stand-in `pi`. Then, timed on its own, the module the
 * extension imports on its first call (`deferred`, when it has one). Plain JavaScript run by plain `node`, so no
 * TypeScript loader other than pi's jiti takes part. The job comes as JSON in `BENCH_LOAD_JOB`:
 * `{ entry, deferred?, loaderPath, jitiUrl, alias }` (see `suites/load.ts`); prints
 * `{ "ms": …, "deferredMs": …, "tools": … }`.
 */
import { pathToFileURL } from "node:url";

const job = JSON.parse(process.env.BENCH_LOAD_JOB ?? "null");
for (const target of new Set(Object.values(job.alias))) await import(pathToFileURL(target).href);
const { createJiti } = await import(job.jitiUrl);

const start = performance.now();
const jiti = createJiti(job.loaderPath, { moduleCache: false, alias: job.alias });
const factory = await jiti.import(job.entry, { default: true });
let tools = 0;
const pi = new Proxy(
	{},
	{
		get(_target, key) {
			if (key === "then") return undefined;
			if (key === "registerTool") return () => tools++;
			return () => {};
		},
	},
);
await factory(pi);
const ms = performance.now() - start;

let deferredMs = null;
if (typeof job.deferred === "string") {
	const deferredStart = performance.now();
	await jiti.import(job.deferred);
	deferredMs = performance.now() - deferredStart;
}

process.stdout.write(JSON.stringify({ ms, deferredMs, tools }));
