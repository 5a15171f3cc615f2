// @ts-check
/**
 * One cold load of an extension in a fresh Node process, as pi loads it: pi's packages are already imported (they
 * are the alias targets), then, timed, jiti is created with pi's options (`moduleCache: false` and pi's alias map),
 * the entry is imported and its factory is called with a stand-in `pi`. Then, timed on its own, the tool's first
 * call when the product loads part of itself then (`firstCall`, its params): `execute` with a context that has a
 * UI, aborted at the call's first update, which ask_user sends before it imports its statechart and UI; the call
 * then returns as aborted once they are loaded, without opening anything. Plain JavaScript run by plain `node`, so
 * no TypeScript loader other than pi's jiti takes part. The job comes as JSON in `BENCH_LOAD_JOB`:
 * `{ entry, firstCall?, loaderPath, jitiUrl, alias }` (see `suites/load.ts`); prints
 * `{ "ms": …, "firstCallMs": …, "tools": … }`.
 */
import { pathToFileURL } from "node:url";

const job = JSON.parse(process.env.BENCH_LOAD_JOB ?? "null");
for (const target of new Set(Object.values(job.alias))) await import(pathToFileURL(target).href);
const { createJiti } = await import(job.jitiUrl);
// pi's own event bus (`pi.events`), which an extension may subscribe to as it loads.
const { createEventBus } = await import(pathToFileURL(job.alias["@mariozechner/pi-coding-agent"]).href);
const events = createEventBus();

const start = performance.now();
const jiti = createJiti(job.loaderPath, { moduleCache: false, alias: job.alias });
const factory = await jiti.import(job.entry, { default: true });
/** @type {{ execute: Function }[]} */
const tools = [];
const pi = new Proxy(
	{},
	{
		get(_target, key) {
			if (key === "then") return undefined;
			if (key === "registerTool") return (/** @type {{ execute: Function }} */ tool) => tools.push(tool);
			if (key === "events") return events;
			return () => {};
		},
	},
);
await factory(pi);
const ms = performance.now() - start;

let firstCallMs = null;
const [tool] = tools;
if (job.firstCall !== undefined && tool !== undefined) {
	const controller = new AbortController();
	const callStart = performance.now();
	const result = await tool.execute("bench", job.firstCall, controller.signal, () => controller.abort(), {
		hasUI: true,
		cwd: process.cwd(),
	});
	firstCallMs = performance.now() - callStart;
	const reason = result?.details?.cancelReason;
	if (reason !== "aborted") throw new Error(`the first call ended with ${JSON.stringify(reason)}, not the abort`);
}

process.stdout.write(JSON.stringify({ ms, firstCallMs, tools: tools.length }));
