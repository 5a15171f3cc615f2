/**
 * ask-user's settings, following pi's conventions: `ask-user.json` in pi's agent dir (`~/.pi/agent`, or
 * `PI_CODING_AGENT_DIR`) and in the project's `.pi/`, the project's fields overriding the global ones. Read on each
 * question (cheap, and edits apply without a restart). A field that is wrong is reported with its file and path,
 * and its default is used: a setting never stops a question.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { FORM_ACTIONS, type FormAction } from "@ask-user/render-tui";
import type { KeyId } from "@mariozechner/pi-tui";

export interface NotifySettings {
	/** The terminal bell when a form opens. */
	readonly bell: boolean;
	/** A desktop notification through the terminal, where it announces support. */
	readonly desktop: boolean;
	/** The terminal title says an answer is awaited until the form closes. */
	readonly title: boolean;
}

export interface AskUserSettings {
	/** Keys for the form's own actions; pi's `keybindings.json` covers the rest. */
	readonly keys: Partial<Record<FormAction, readonly KeyId[]>>;
	readonly notify: NotifySettings;
	/** Calls again (bell, desktop) after this many seconds without a key; off when undefined. */
	readonly remindAfterSeconds?: number;
	/** Ends an unanswered form after this many minutes (`cancelReason: "timeout"`); off when undefined. */
	readonly timeoutMinutes?: number;
}

export const DEFAULT_SETTINGS: AskUserSettings = { keys: {}, notify: { bell: true, desktop: true, title: true } };

/** One file's valid fields. */
interface PartialSettings {
	keys?: Partial<Record<FormAction, readonly KeyId[]>>;
	notify?: Partial<NotifySettings>;
	remindAfterSeconds?: number;
	timeoutMinutes?: number;
}

export interface ParsedSettings {
	readonly settings: PartialSettings;
	/** One message per invalid field, naming the file and the field. */
	readonly problems: readonly string[];
}

const MODIFIERS = new Set(["ctrl", "shift", "alt", "super"]);
const SPECIAL_KEYS = new Set(
	"escape esc enter return tab space backspace delete insert clear home end pageup pagedown up down left right".split(
		" ",
	),
);
const SYMBOLS = new Set("`-=[]\\;',./!@#$%^&*()_+|~{}:<>?");

/** A pi-tui key id: modifiers (each once) joined by `+` to a letter, digit, symbol, named key or F1..F12. */
export function isKeyId(value: string): value is KeyId {
	const parts = value.endsWith("++") ? [...value.slice(0, -2).split("+"), "+"] : value.split("+");
	const base = parts.pop() ?? "";
	const modifiers = new Set(parts);
	if (modifiers.size !== parts.length || !parts.every((part) => MODIFIERS.has(part))) return false;
	return (
		/^[a-z0-9]$/.test(base) ||
		SYMBOLS.has(base) ||
		SPECIAL_KEYS.has(base.toLowerCase()) ||
		/^f([1-9]|1[0-2])$/.test(base)
	);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === "object" && value !== null && !Array.isArray(value);

function parseKeys(raw: unknown, at: string, problems: string[]): PartialSettings["keys"] {
	if (!isRecord(raw)) {
		problems.push(`${at}: must be an object of action → key id or key ids`);
		return undefined;
	}
	const keys: Partial<Record<FormAction, readonly KeyId[]>> = {};
	for (const [name, value] of Object.entries(raw)) {
		const action = FORM_ACTIONS.find((known) => known === name);
		if (action === undefined) {
			problems.push(`${at}.${name}: unknown action (known: ${FORM_ACTIONS.join(", ")})`);
			continue;
		}
		const list = Array.isArray(value) ? value : [value];
		const bad = list.find((key) => typeof key !== "string" || !isKeyId(key));
		if (list.length === 0 || bad !== undefined) {
			const shown = list.length === 0 ? "[]" : JSON.stringify(bad);
			problems.push(`${at}.${name}: ${shown} is not a key id (e.g. "ctrl+q", "alt+n", "f2")`);
			continue;
		}
		keys[action] = list.filter((key): key is KeyId => typeof key === "string" && isKeyId(key));
	}
	return keys;
}

function parseNotify(raw: unknown, at: string, problems: string[]): Partial<NotifySettings> | undefined {
	if (!isRecord(raw)) {
		problems.push(`${at}: must be an object like { "bell": true, "desktop": true, "title": true }`);
		return undefined;
	}
	const notify: { -readonly [K in keyof NotifySettings]?: boolean } = {};
	for (const [name, value] of Object.entries(raw)) {
		if (name !== "bell" && name !== "desktop" && name !== "title") {
			problems.push(`${at}.${name}: unknown channel (known: bell, desktop, title)`);
		} else if (typeof value !== "boolean") {
			problems.push(`${at}.${name}: must be true or false, got ${JSON.stringify(value)}`);
		} else notify[name] = value;
	}
	return notify;
}

function parseNumber(raw: unknown, at: string, problems: string[], max: number): number | undefined {
	if (typeof raw === "number" && Number.isFinite(raw) && raw > 0 && raw <= max) return raw;
	problems.push(`${at}: must be a number of more than 0 and at most ${max}, got ${JSON.stringify(raw)}`);
	return undefined;
}

/** Reads one settings file's content; `file` names it in the problems. */
export function parseSettings(raw: unknown, file: string): ParsedSettings {
	const problems: string[] = [];
	if (!isRecord(raw)) return { settings: {}, problems: [`${file}: must hold a JSON object`] };
	const settings: PartialSettings = {};
	for (const [name, value] of Object.entries(raw)) {
		const at = `${file}: ${name}`;
		if (name === "keys") {
			const keys = parseKeys(value, at, problems);
			if (keys !== undefined) settings.keys = keys;
		} else if (name === "notify") {
			const notify = parseNotify(value, at, problems);
			if (notify !== undefined) settings.notify = notify;
		} else if (name === "remindAfterSeconds") {
			const seconds = parseNumber(value, at, problems, 86_400);
			if (seconds !== undefined) settings.remindAfterSeconds = seconds;
		} else if (name === "timeoutMinutes") {
			const minutes = parseNumber(value, at, problems, 10_080);
			if (minutes !== undefined) settings.timeoutMinutes = minutes;
		} else {
			problems.push(`${at}: unknown setting (known: keys, notify, remindAfterSeconds, timeoutMinutes)`);
		}
	}
	return { settings, problems };
}

/** The defaults, then each layer's fields in order (global, then project). */
export function mergeSettings(layers: readonly PartialSettings[]): AskUserSettings {
	return layers.reduce<AskUserSettings>(
		(merged, layer) => ({
			keys: { ...merged.keys, ...layer.keys },
			notify: { ...merged.notify, ...layer.notify },
			...(merged.remindAfterSeconds === undefined && layer.remindAfterSeconds === undefined
				? {}
				: { remindAfterSeconds: layer.remindAfterSeconds ?? merged.remindAfterSeconds }),
			...(merged.timeoutMinutes === undefined && layer.timeoutMinutes === undefined
				? {}
				: { timeoutMinutes: layer.timeoutMinutes ?? merged.timeoutMinutes }),
		}),
		DEFAULT_SETTINGS,
	);
}

async function readLayer(file: string): Promise<ParsedSettings> {
	let text: string;
	try {
		text = await readFile(file, "utf8");
	} catch (error) {
		const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
		return { settings: {}, problems: missing ? [] : [`${file}: cannot be read (${String(error)})`] };
	}
	try {
		return parseSettings(JSON.parse(text) as unknown, file);
	} catch (error) {
		return { settings: {}, problems: [`${file}: is not valid JSON (${error instanceof Error ? error.message : ""})`] };
	}
}

/** The settings of `agentDir/ask-user.json` overridden by `cwd/.pi/ask-user.json`, and every problem found. */
export async function loadSettings(
	agentDir: string,
	cwd: string,
): Promise<{ settings: AskUserSettings; problems: string[] }> {
	const layers = await Promise.all([
		readLayer(join(agentDir, "ask-user.json")),
		readLayer(join(cwd, ".pi", "ask-user.json")),
	]);
	return { settings: mergeSettings(layers.map((l) => l.settings)), problems: layers.flatMap((l) => l.problems) };
}

const reported = new Set<string>();

/** Tells the person about each problem once per pi process, so a wrong setting does not nag on every question. */
export function reportOnce(problems: readonly string[], notify: (message: string) => void): void {
	for (const problem of problems) {
		if (reported.has(problem)) continue;
		reported.add(problem);
		notify(`ask-user settings: ${problem}; the default is used`);
	}
}
