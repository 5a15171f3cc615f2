import { RAW_KEYS } from "./raw-keys.ts";

/**
 * Key scripts: what the playground's `--keys` replays and the benchmark types. Tokens are separated by whitespace
 * and named as tmux's `send-keys` names them, so a script can be tried by hand in tmux and replayed unchanged.
 */

/** One token of a script: as written (for frame headers) and the terminal input it sends. */
export interface KeyStep {
	readonly token: string;
	/** Input chunks sent one at a time: one for a key, one per character for `text:`. */
	readonly inputs: readonly string[];
}

const NAMED_KEYS: ReadonlyMap<string, string> = new Map([
	["Up", RAW_KEYS.up],
	["Down", RAW_KEYS.down],
	["Right", RAW_KEYS.right],
	["Left", RAW_KEYS.left],
	["Tab", RAW_KEYS.tab],
	["BTab", RAW_KEYS.shiftTab],
	["Enter", RAW_KEYS.enter],
	["Escape", RAW_KEYS.escape],
	["Space", RAW_KEYS.space],
	["BSpace", RAW_KEYS.backspace],
]);

const CONTROL_KEY = /^C-([a-z])$/;
const TEXT_PREFIX = "text:";

/** The key names, as tmux's `send-keys` spells them. */
export const KEY_NAMES: readonly string[] = [...NAMED_KEYS.keys()];

const KEY_SCRIPT_SYNTAX = `${KEY_NAMES.join(" ")} C-<letter> (C-c), a single character (n, N, 2), or text:<literal>`;

/** A token the script syntax does not know, named in the message. */
export class KeyScriptError extends Error {}

function decodeText(token: string): string {
	const encoded = token.slice(TEXT_PREFIX.length);
	if (encoded === "") throw new KeyScriptError(`"${token}" types nothing: write the text after "text:"`);
	try {
		return decodeURIComponent(encoded);
	} catch {
		throw new KeyScriptError(`"${token}" has a bad %-escape: write a space as %20 and a percent sign as %25`);
	}
}

function parseToken(token: string): KeyStep {
	if (token.startsWith(TEXT_PREFIX)) return { token, inputs: [...decodeText(token)] };
	const named = NAMED_KEYS.get(token);
	if (named !== undefined) return { token, inputs: [named] };
	const control = CONTROL_KEY.exec(token)?.[1];
	if (control !== undefined) return { token, inputs: [String.fromCharCode(control.charCodeAt(0) - 0x60)] };
	if ([...token].length === 1) return { token, inputs: [token] };
	throw new KeyScriptError(`unknown key "${token}" in the key script; use ${KEY_SCRIPT_SYNTAX}`);
}

/** Parses a key script such as `Down Space text:hello%20world Enter C-c`. Throws `KeyScriptError` on bad tokens. */
export function parseKeyScript(script: string): KeyStep[] {
	const tokens = script.split(/\s+/).filter((token) => token !== "");
	if (tokens.length === 0) throw new KeyScriptError("the key script is empty; give at least one key");
	return tokens.map(parseToken);
}
