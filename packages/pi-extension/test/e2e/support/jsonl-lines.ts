/**
 * Splits a byte stream into JSONL records on LF only (pi's RPC framing: Node's readline would also split on
 * U+2028/U+2029, which are legal inside JSON strings), stripping a trailing CR.
 */

import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { isFields } from "@ask-user/core/contract";

export function onJsonlLines(stream: Readable, onLine: (line: string) => void): void {
	const decoder = new StringDecoder("utf8");
	let buffer = "";
	const emit = (line: string) => {
		const clean = line.endsWith("\r") ? line.slice(0, -1) : line;
		if (clean.length > 0) onLine(clean);
	};
	stream.on("data", (chunk: Buffer | string) => {
		buffer += typeof chunk === "string" ? chunk : decoder.write(chunk);
		for (let newline = buffer.indexOf("\n"); newline !== -1; newline = buffer.indexOf("\n")) {
			emit(buffer.slice(0, newline));
			buffer = buffer.slice(newline + 1);
		}
	});
	stream.on("end", () => {
		buffer += decoder.end();
		if (buffer.length > 0) emit(buffer);
		buffer = "";
	});
}

/** Parses a line as a JSON object with a string `type`, or returns undefined (non-JSON output). */
export function parseTypedLine(line: string): { type: string; [key: string]: unknown } | undefined {
	try {
		const value: unknown = JSON.parse(line);
		if (isFields(value) && typeof value.type === "string") return { ...value, type: value.type };
	} catch {
		// not JSON
	}
	return undefined;
}
