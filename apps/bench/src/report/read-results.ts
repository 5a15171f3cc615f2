/**
 * A results file of `pnpm bench` read back (for the side-by-side report of both pi lines): its meta and every suite's
 * list checked for the shape the report reads, and a precise error naming the file and field otherwise.
 */
import { readFile } from "node:fs/promises";
import { isFields } from "@ask-user/core/contract";
import type { BenchResults } from "../results.ts";

const LISTS = ["keystrokes", "firstFrame", "hostilePreviews", "bigAnswer", "transcript", "load"] as const;
const OPTIONAL_LISTS = [
	"firstForm",
	"arguments",
	"elicitation",
	"resize",
	"coldImport",
	"mcpServer",
	"piStart",
	"relay",
	"playgroundStart",
	"pagePreviews",
] as const;
const META_TEXT = ["date", "mode", "node", "platform", "cpuModel"] as const;

/** The problems of `value` as bench results, each naming its field; empty when the report can read it. */
function problemsOf(value: unknown): string[] {
	if (!isFields(value)) return ["the file holds no JSON object"];
	const { meta } = value;
	if (!isFields(meta)) return ["meta: missing"];
	const problems = META_TEXT.filter((field) => typeof meta[field] !== "string").map(
		(field) => `meta.${field}: not a string`,
	);
	if (typeof meta.cpus !== "number") problems.push("meta.cpus: not a number");
	const pi = meta.pi;
	if (!isFields(pi) || typeof pi.name !== "string" || typeof pi.version !== "string") {
		problems.push("meta.pi: no name and version (a run of a bench that did not record its pi)");
	}
	for (const list of [...LISTS, ...OPTIONAL_LISTS]) {
		const items = value[list];
		if (items === undefined && (OPTIONAL_LISTS as readonly string[]).includes(list)) continue;
		if (!Array.isArray(items)) problems.push(`${list}: not a list`);
		else if (!items.every(isFields)) problems.push(`${list}: an entry is not an object`);
	}
	if (value.memory !== undefined && !isFields(value.memory)) problems.push("memory: not an object");
	return problems;
}

export function parseBenchResults(text: string, file: string): BenchResults {
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch (error) {
		throw new Error(`${file}: not JSON (${error instanceof Error ? error.message : String(error)})`);
	}
	const problems = problemsOf(value);
	if (problems.length > 0) throw new Error(`${file}: not bench results: ${problems.join("; ")}`);
	return value as BenchResults;
}

export async function readBenchResults(file: string): Promise<BenchResults> {
	return parseBenchResults(await readFile(file, "utf8"), file);
}
