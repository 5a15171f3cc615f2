/**
 * Tool results with their structured `details`, which never reach the model (the model only gets the `content`
 * text). pi appends every message to the session JSONL synchronously as it ends, `details` verbatim, in every
 * mode (interactive, -p, json, rpc) unless `--no-session`; so reading the session files is the one way that works
 * everywhere without a test hook in the product. In json and rpc mode the `tool_execution_end` events carry the
 * same result (`toolResultsFromEvents`).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Fields, isFields } from "@ask-user/core/contract";
import { waitUntil } from "@ask-user/test-kit/wait-until";

export interface ToolResultRecord {
	toolCallId: string;
	toolName: string;
	/** The text parts joined with "\n": exactly what the openai-completions provider sends to the model. */
	content: string;
	details: unknown;
	isError: boolean;
}

function textOf(content: unknown): string {
	if (!Array.isArray(content)) return typeof content === "string" ? content : "";
	return content
		.filter((part: unknown): part is { type: "text"; text: string } => isFields(part) && part.type === "text")
		.map((part) => part.text)
		.join("\n");
}

function toRecord(message: Fields, fallbackName = ""): ToolResultRecord {
	return {
		toolCallId: typeof message.toolCallId === "string" ? message.toolCallId : "",
		toolName: typeof message.toolName === "string" ? message.toolName : fallbackName,
		content: textOf(message.content),
		details: message.details,
		isError: message.isError === true,
	};
}

/** The session files in `sessionDir` (pi writes `<timestamp>_<uuid>.jsonl` there), oldest first. */
async function listSessionFiles(sessionDir: string): Promise<string[]> {
	const names = await readdir(sessionDir).catch(() => [] as string[]);
	return names
		.filter((name) => name.endsWith(".jsonl"))
		.sort()
		.map((name) => join(sessionDir, name));
}

/** Parses a JSONL file, skipping a trailing partial line. */
async function readJsonl(file: string): Promise<unknown[]> {
	const entries: unknown[] = [];
	for (const line of (await readFile(file, "utf8")).split("\n")) {
		if (line.trim() === "") continue;
		try {
			entries.push(JSON.parse(line));
		} catch {
			// a line still being written
		}
	}
	return entries;
}

/**
 * Every `toolResult` message stored in the session files of `sessionDir` (all sessions, oldest first), optionally
 * only those of `toolName`.
 */
export async function readToolResults(sessionDir: string, toolName?: string): Promise<ToolResultRecord[]> {
	const results: ToolResultRecord[] = [];
	for (const file of await listSessionFiles(sessionDir)) {
		for (const entry of await readJsonl(file)) {
			if (!isFields(entry) || entry.type !== "message" || !isFields(entry.message)) continue;
			if (entry.message.role !== "toolResult") continue;
			const record = toRecord(entry.message);
			if (toolName === undefined || record.toolName === toolName) results.push(record);
		}
	}
	return results;
}

/** Polls `readToolResults` until at least `count` results exist. */
export async function waitForToolResultsInSession(
	sessionDir: string,
	count: number,
	options: { toolName?: string; timeoutMs?: number } = {},
): Promise<ToolResultRecord[]> {
	let results: ToolResultRecord[] = [];
	await waitUntil(
		async () => {
			results = await readToolResults(sessionDir, options.toolName);
			return results.length >= count;
		},
		options.timeoutMs ?? 10_000,
		() => `${results.length}/${count} tool results in ${sessionDir}`,
	);
	return results;
}

/** Tool results from `tool_execution_end` events of `--mode json` / `--mode rpc` output. */
export function toolResultsFromEvents(events: readonly unknown[], toolName?: string): ToolResultRecord[] {
	const results: ToolResultRecord[] = [];
	for (const event of events) {
		if (!isFields(event) || event.type !== "tool_execution_end" || !isFields(event.result)) continue;
		const name = typeof event.toolName === "string" ? event.toolName : "";
		if (toolName !== undefined && name !== toolName) continue;
		results.push({
			...toRecord(event.result, name),
			toolCallId: typeof event.toolCallId === "string" ? event.toolCallId : "",
			isError: event.isError === true,
		});
	}
	return results;
}
