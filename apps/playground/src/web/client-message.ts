import { type Fields, isFields } from "@ask-user/core/contract";
import { type ClientMessage, SCHEMES, type Scheme } from "./protocol.ts";
import { fitsLimit, TERMINAL_LIMITS } from "./terminal-limits.ts";

/** A message from the page that is not one of `ClientMessage`; the text names the field. */
export class ClientMessageError extends Error {}

function string(fields: Fields, name: string): string {
	const value = fields[name];
	if (typeof value !== "string") throw new ClientMessageError(`"${fields.type}" message: ${name} must be a string`);
	return value;
}

function size(fields: Fields, name: keyof typeof TERMINAL_LIMITS): number {
	const value = fields[name];
	const limit = TERMINAL_LIMITS[name];
	if (!fitsLimit(value, limit))
		throw new ClientMessageError(
			`"${fields.type}" message: ${name} must be a whole number from ${limit.min} to ${limit.max}`,
		);
	return value;
}

function scheme(fields: Fields): Scheme {
	const value = fields.scheme;
	const found = SCHEMES.find((name) => name === value);
	if (found === undefined)
		throw new ClientMessageError(`"scheme" message: scheme must be one of ${SCHEMES.join(", ")}`);
	return found;
}

/** Reads one WebSocket message from the page; throws `ClientMessageError` naming what is wrong. */
export function parseClientMessage(text: string): ClientMessage {
	let parsed: unknown;
	try {
		parsed = JSON.parse(text);
	} catch {
		throw new ClientMessageError("a message must be JSON");
	}
	if (!isFields(parsed)) throw new ClientMessageError("a message must be a JSON object");
	const fields = parsed;
	switch (fields.type) {
		case "payload":
			return { type: "payload", text: string(fields, "text") };
		case "input":
			return { type: "input", data: string(fields, "data") };
		case "resize":
			return { type: "resize", cols: size(fields, "cols"), rows: size(fields, "rows") };
		case "scheme":
			return { type: "scheme", scheme: scheme(fields) };
		case "keys":
			return { type: "keys", script: string(fields, "script") };
		case "restart":
		case "inspector":
		case "statechart":
			return { type: fields.type };
		default:
			throw new ClientMessageError(`unknown message type ${JSON.stringify(fields.type)}`);
	}
}
