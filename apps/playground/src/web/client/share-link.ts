import { SCHEMES, type Scheme } from "../protocol.ts";
import { fitsLimit, type Limit, TERMINAL_LIMITS } from "../terminal-limits.ts";

/** What a shared link reproduces: the payload as typed, the terminal's size, the theme and the keys typed. */
export interface SharedView {
	readonly payload?: string;
	readonly cols?: number;
	readonly rows?: number;
	readonly scheme?: Scheme;
	readonly keys?: string;
}

/**
 * The longest key script a link carries, in characters: a link past it is too long to paste into most places, and
 * its replay (20 ms a key) too slow to wait for.
 */
export const MAX_LINK_KEYS = 4000;

/**
 * The keys a link carries of `script`, the keys typed since the flow started (of which `unnamed` had no name in the
 * script syntax), and what to tell the user about keys the link leaves out ("" when it carries them all).
 */
export function linkKeys(script: string, unnamed: number): { readonly keys?: string; readonly note: string } {
	if (script.length > MAX_LINK_KEYS)
		return {
			note: `the keys typed are too many for a link (${script.length} characters as a key script, at most ${MAX_LINK_KEYS}): the link opens the flow at its start; "Test fixture" keeps them`,
		};
	return {
		keys: script,
		note: unnamed === 0 ? "" : `${unnamed} key(s) the script syntax has no name for were left out of the link`,
	};
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
