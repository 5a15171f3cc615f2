import { SCHEMES, type Scheme } from "../protocol.ts";
import { fitsLimit, type Limit, TERMINAL_LIMITS } from "../terminal-limits.ts";

/** What a shared link reproduces: the payload as typed, the terminal's size, the theme and a key script. */
export interface SharedView {
	readonly payload?: string;
	readonly cols?: number;
	readonly rows?: number;
	readonly scheme?: Scheme;
	readonly keys?: string;
}

function toBase64Url(text: string): string {
	const bytes = new TextEncoder().encode(text);
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string | undefined {
	try {
		const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
		return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
	} catch {
		return undefined;
	}
}

function size(value: string | null, limit: Limit): number | undefined {
	const n = Number(value);
	return value !== null && fitsLimit(n, limit) ? n : undefined;
}

/** The URL hash for `view`: `#payload=<base64url>&cols=100&rows=30&scheme=dark&keys=Down%20Enter`. */
export function encodeView(view: SharedView): string {
	const params = new URLSearchParams();
	if (view.payload !== undefined) params.set("payload", toBase64Url(view.payload));
	if (view.cols !== undefined) params.set("cols", String(view.cols));
	if (view.rows !== undefined) params.set("rows", String(view.rows));
	if (view.scheme !== undefined) params.set("scheme", view.scheme);
	if (view.keys !== undefined && view.keys.trim() !== "") params.set("keys", view.keys);
	return `#${params}`;
}

/** Reads a hash written by `encodeView`; whatever is missing or malformed is left out. */
export function decodeView(hash: string): SharedView {
	const params = new URLSearchParams(hash.replace(/^#/, ""));
	const payload = params.get("payload");
	const scheme = SCHEMES.find((name) => name === params.get("scheme"));
	const decoded = payload === null ? undefined : fromBase64Url(payload);
	const cols = size(params.get("cols"), TERMINAL_LIMITS.cols);
	const rows = size(params.get("rows"), TERMINAL_LIMITS.rows);
	const keys = params.get("keys");
	return {
		...(decoded === undefined ? {} : { payload: decoded }),
		...(cols === undefined ? {} : { cols }),
		...(rows === undefined ? {} : { rows }),
		...(scheme === undefined ? {} : { scheme }),
		...(keys === null ? {} : { keys }),
	};
}
