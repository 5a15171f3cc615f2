/**
 * ask-user's settings, following pi's conventions: `ask-user.json` in pi's agent dir (`~/.pi/agent`, or
 * `PI_CODING_AGENT_DIR`) and in the project's `.pi/`, the project's fields overriding the global ones. Read on each
 * question (cheap, and edits apply without a restart). A field that is wrong is reported with its file and path,
 * and its default is used: a setting never stops a question.
 *
 * Both files are untrusted input (a project's comes with any cloned repository): read within bounds
 * (`settings-file.ts`), every text from them sanitized before it is shown, and a project file held to more limits
 * than the person's global one: no key that moves, confirms or types (`settings-keys.ts`), no time below a floor.
 */
import { isFields, localeOf, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core/contract";
import { FORM_ACTIONS, type FormAction } from "@ask-user/render-tui";
import type { KeyId } from "@mariozechner/pi-tui";
import { settingsFiles } from "../registration/no-ui.ts";
import { displayLine } from "../startup/transcript-text.ts";
import { nameOf, quote } from "./quote.ts";
import { readSettingsFile } from "./settings-file.ts";
import { isKeyId, keyRefusal, type SettingsScope } from "./settings-keys.ts";
import { DEFAULT_WEB_SETTINGS, parseWeb, type WebSettings } from "./settings-web.ts";

export interface NotifySettings {
	/** The terminal bell when a form opens. */
	readonly bell: boolean;
	/** A desktop notification through the terminal, where it announces support. */
	readonly desktop: boolean;
	/** The terminal title says an answer is awaited until the form closes. */
	readonly title: boolean;
	/** A command run when a form opens (and on each reminder): its argv, from the global file only. */
	readonly command?: readonly string[];
}

export interface AskUserSettings {
	/** Keys for the form's own actions; pi's `keybindings.json` covers the rest. */
	readonly keys: Partial<Record<FormAction, readonly KeyId[]>>;
	readonly notify: NotifySettings;
	/** Calls again (bell, desktop) after this many seconds without a key; off when undefined. */
	readonly remindAfterSeconds?: number;
	/** Ends an unanswered form after this many minutes (`cancelReason: "timeout"`); off when undefined. */
	readonly timeoutMinutes?: number;
	/** `ask_user` stays offered to the model where no form can open (print mode). */
	readonly offerWithoutUI: boolean;
	/** The language of the form's own text; from the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`) when undefined. */
	readonly locale?: MessageLocale;
	/** `/ask-user web`'s page: served for every form (`auto`), and where it listens; from the global file only. */
	readonly web: WebSettings;
	/**
	 * A file of scripted answers used where no one can answer (`scripted-answers.ts`); from the global file only
	 * (a project's would answer for the person). `ASK_USER_ANSWERS` in the environment wins over it.
	 */
	readonly scriptedAnswers?: string;
}

export const DEFAULT_SETTINGS: AskUserSettings = {
	keys: {},
	notify: { bell: true, desktop: true, title: true },
	offerWithoutUI: false,
	web: DEFAULT_WEB_SETTINGS,
};

/** One file's valid fields. */
interface PartialSettings {
	keys?: Partial<Record<FormAction, readonly KeyId[]>>;
	notify?: Partial<NotifySettings>;
	remindAfterSeconds?: number;
	timeoutMinutes?: number;
	offerWithoutUI?: boolean;
	locale?: MessageLocale;
	web?: Partial<WebSettings>;
	scriptedAnswers?: string;
}

export interface ParsedSettings {
	readonly settings: PartialSettings;
	/** One message per invalid field, naming the file and the field. */
	readonly problems: readonly string[];
}

/** The most problems told per file: a file of a thousand wrong fields is not a thousand warnings. */
const MAX_PROBLEMS_PER_FILE = 10;

/** Action names the settings file had before each action took one spelling, the machine's: still read, with a notice. */
const RENAMED_ACTIONS: Readonly<Record<string, FormAction>> = {
	noteOption: "optionNote",
	noteQuestion: "questionNote",
};

function parseKeys(raw: unknown, at: string, scope: SettingsScope, problems: string[]): PartialSettings["keys"] {
	if (!isFields(raw)) {
		problems.push(`${at}: must be an object of action → key id or key ids`);
		return undefined;
	}
	const keys: Partial<Record<FormAction, readonly KeyId[]>> = {};
	for (const [name, value] of Object.entries(raw)) {
		const renamed = Object.hasOwn(RENAMED_ACTIONS, name) ? RENAMED_ACTIONS[name] : undefined;
		if (renamed !== undefined) {
			const both = Object.hasOwn(raw, renamed);
			problems.push(
				`${at}.${name}: renamed ${renamed}; ${both ? `ignored, ${renamed} is set` : "read as that for now"}`,
			);
			if (both) continue;
		}
		const action = renamed ?? FORM_ACTIONS.find((known) => known === name);
		if (action === undefined) {
			problems.push(`${at}.${nameOf(name)}: unknown action (known: ${FORM_ACTIONS.join(", ")})`);
			continue;
		}
		const list: readonly unknown[] = Array.isArray(value) ? value : [value];
		const bad = list.find((key) => typeof key !== "string" || !isKeyId(key));
		if (list.length === 0 || bad !== undefined) {
			const shown = list.length === 0 ? "[]" : quote(bad);
			problems.push(`${at}.${name}: ${shown} is not a key id (e.g. "ctrl+q", "alt+n", "f2")`);
			continue;
		}
		const valid = list.filter((key): key is KeyId => typeof key === "string" && isKeyId(key));
		const refused = valid.flatMap((key) => {
			const reason = keyRefusal(key, scope);
			return reason === undefined ? [] : [`${quote(key)} is refused: ${reason}`];
		});
		if (refused.length > 0) problems.push(`${at}.${name}: ${refused.join("; ")}`);
		else keys[action] = valid;
	}
	return keys;
}

/** The most arguments of `notify.command`, and the most characters of one. */
const MAX_COMMAND_ARGS = 64;
const MAX_COMMAND_ARG_UNITS = 4_096;

const isCommandArg = (arg: unknown): arg is string =>
	typeof arg === "string" && arg !== "" && arg.length <= MAX_COMMAND_ARG_UNITS && !arg.includes("\0");

function parseCommand(raw: unknown, at: string, scope: SettingsScope, problems: string[]): string[] | undefined {
	if (scope === "project") {
		problems.push(`${at}: only the global ask-user.json may set a command (a project file comes with any repository)`);
		return undefined;
	}
	const example = 'like ["notify-send", "pi waits"]';
	if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_COMMAND_ARGS) {
		problems.push(
			`${at}: must be a list of 1 to ${MAX_COMMAND_ARGS} strings, the program then its arguments, ${example}`,
		);
		return undefined;
	}
	const bad = raw.findIndex((arg) => !isCommandArg(arg));
	if (bad >= 0) {
		const rule = `a non-empty string of at most ${MAX_COMMAND_ARG_UNITS} characters, without NUL`;
		problems.push(`${at}[${bad}]: must be ${rule}, got ${quote(raw[bad])}`);
		return undefined;
	}
	return raw.filter(isCommandArg);
}

function parseNotify(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	problems: string[],
): Partial<NotifySettings> | undefined {
	if (!isFields(raw)) {
		problems.push(`${at}: must be an object like { "bell": true, "desktop": true, "title": true }`);
		return undefined;
	}
	const notify: { -readonly [K in keyof NotifySettings]?: NotifySettings[K] } = {};
	for (const [name, value] of Object.entries(raw)) {
		if (name === "command") {
			const command = parseCommand(value, `${at}.command`, scope, problems);
			if (command !== undefined) notify.command = command;
		} else if (name !== "bell" && name !== "desktop" && name !== "title") {
			problems.push(`${at}.${nameOf(name)}: unknown channel (known: bell, desktop, title, command)`);
		} else if (typeof value !== "boolean") {
			problems.push(`${at}.${name}: must be true or false, got ${quote(value)}`);
		} else notify[name] = value;
	}
	return notify;
}

/** The most characters of the path `scriptedAnswers` names. */
const MAX_PATH_UNITS = 4_096;

function parseScriptedAnswers(raw: unknown, at: string, scope: SettingsScope, problems: string[]): string | undefined {
	if (scope === "project") {
		problems.push(`${at}: only the global ask-user.json may name scripted answers (they answer for the person)`);
		return undefined;
	}
	if (typeof raw !== "string" || raw.trim() === "" || raw.length > MAX_PATH_UNITS || raw.includes("\0")) {
		problems.push(`${at}: must be the path of a JSON file (at most ${MAX_PATH_UNITS} characters), got ${quote(raw)}`);
		return undefined;
	}
	return raw;
}

/**
 * The bounds of a number setting: at most `max`; more than 0 in the global file, at least `projectFloor` in a
 * project's (a cloned repository must not end every form before the person can answer, nor ring without pause).
 */
interface NumberBounds {
	readonly max: number;
	readonly projectFloor: number;
}

const REMIND_BOUNDS: NumberBounds = { max: 86_400, projectFloor: 30 };
const TIMEOUT_BOUNDS: NumberBounds = { max: 10_080, projectFloor: 5 };

function parseNumber(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	problems: string[],
	{ max, projectFloor }: NumberBounds,
): number | undefined {
	if (typeof raw !== "number" || !Number.isFinite(raw) || raw <= 0 || raw > max) {
		problems.push(`${at}: must be a number of more than 0 and at most ${max}, got ${quote(raw)}`);
		return undefined;
	}
	if (scope === "project" && raw < projectFloor) {
		problems.push(
			`${at}: ${raw} is less than ${projectFloor}, the least a project file may set (the global ask-user.json may set less)`,
		);
		return undefined;
	}
	return raw;
}

/** At most `MAX_PROBLEMS_PER_FILE` problems, then one line that says how many more there were. */
function capped(problems: readonly string[], file: string): string[] {
	if (problems.length <= MAX_PROBLEMS_PER_FILE) return [...problems];
	const more = problems.length - MAX_PROBLEMS_PER_FILE;
	return [...problems.slice(0, MAX_PROBLEMS_PER_FILE), `${file}: and ${more} more problems`];
}

/**
 * Reads one settings file's content; `file` names it in the problems, `scope` says whether it is the person's
 * global file or a project's (held to more limits).
 */
export function parseSettings(raw: unknown, file: string, scope: SettingsScope): ParsedSettings {
	const problems: string[] = [];
	if (!isFields(raw)) return { settings: {}, problems: [`${file}: must hold a JSON object`] };
	const settings: PartialSettings = {};
	for (const [name, value] of Object.entries(raw)) {
		const at = `${file}: ${nameOf(name)}`;
		if (name === "keys") {
			const keys = parseKeys(value, at, scope, problems);
			if (keys !== undefined) settings.keys = keys;
		} else if (name === "notify") {
			const notify = parseNotify(value, at, scope, problems);
			if (notify !== undefined) settings.notify = notify;
		} else if (name === "remindAfterSeconds") {
			const seconds = parseNumber(value, at, scope, problems, REMIND_BOUNDS);
			if (seconds !== undefined) settings.remindAfterSeconds = seconds;
		} else if (name === "timeoutMinutes") {
			const minutes = parseNumber(value, at, scope, problems, TIMEOUT_BOUNDS);
			if (minutes !== undefined) settings.timeoutMinutes = minutes;
		} else if (name === "offerWithoutUI") {
			if (typeof value === "boolean") settings.offerWithoutUI = value;
			else problems.push(`${at}: must be true or false, got ${quote(value)}`);
		} else if (name === "locale") {
			const locale = typeof value === "string" ? localeOf(value) : undefined;
			if (locale !== undefined) settings.locale = locale;
			else
				problems.push(
					`${at}: must name one of ${MESSAGE_LOCALES.join(", ")} (e.g. "de" or "de-AT"), got ${quote(value)}`,
				);
		} else if (name === "web") {
			const web = parseWeb(value, at, scope, problems);
			if (web !== undefined) settings.web = web;
		} else if (name === "scriptedAnswers") {
			const path = parseScriptedAnswers(value, at, scope, problems);
			if (path !== undefined) settings.scriptedAnswers = path;
		} else {
			const known = "keys, notify, remindAfterSeconds, timeoutMinutes, offerWithoutUI, locale, web, scriptedAnswers";
			problems.push(`${at}: unknown setting (known: ${known})`);
		}
	}
	return { settings, problems: capped(problems, file) };
}

/** The defaults, then each layer's fields in order (global, then project). */
export function mergeSettings(layers: readonly PartialSettings[]): AskUserSettings {
	return layers.reduce<AskUserSettings>(
		(merged, layer) => ({
			keys: { ...merged.keys, ...layer.keys },
			notify: { ...merged.notify, ...layer.notify },
			web: { ...merged.web, ...layer.web },
			offerWithoutUI: layer.offerWithoutUI ?? merged.offerWithoutUI,
			...(merged.remindAfterSeconds === undefined && layer.remindAfterSeconds === undefined
				? {}
				: { remindAfterSeconds: layer.remindAfterSeconds ?? merged.remindAfterSeconds }),
			...(merged.timeoutMinutes === undefined && layer.timeoutMinutes === undefined
				? {}
				: { timeoutMinutes: layer.timeoutMinutes ?? merged.timeoutMinutes }),
			...(merged.locale === undefined && layer.locale === undefined ? {} : { locale: layer.locale ?? merged.locale }),
			...(merged.scriptedAnswers === undefined && layer.scriptedAnswers === undefined
				? {}
				: { scriptedAnswers: layer.scriptedAnswers ?? merged.scriptedAnswers }),
		}),
		DEFAULT_SETTINGS,
	);
}

async function readLayer(file: string, scope: SettingsScope, signal: AbortSignal | undefined): Promise<ParsedSettings> {
	const read = await readSettingsFile(file, signal);
	if (read.kind === "missing" || read.kind === "aborted") return { settings: {}, problems: [] };
	if (read.kind === "refused") return { settings: {}, problems: [`${file}: ${read.reason}`] };
	try {
		return parseSettings(JSON.parse(read.text) as unknown, file, scope);
	} catch (error) {
		return { settings: {}, problems: [`${file}: is not valid JSON (${error instanceof Error ? error.message : ""})`] };
	}
}

/**
 * The settings of `agentDir/ask-user.json` overridden by `cwd/.pi/ask-user.json`, and every problem found. Returns
 * as soon as `signal` aborts (with what was read so far, which the caller does not use).
 */
export async function loadSettings(
	agentDir: string,
	cwd: string,
	signal?: AbortSignal,
): Promise<{ settings: AskUserSettings; problems: string[] }> {
	const [globalFile, projectFile] = settingsFiles(agentDir, cwd);
	const layers = await Promise.all([
		readLayer(globalFile, "global", signal),
		readLayer(projectFile, "project", signal),
	]);
	return { settings: mergeSettings(layers.map((l) => l.settings)), problems: layers.flatMap((l) => l.problems) };
}

const reported = new Set<string>();

/**
 * Tells the person about each problem once per pi process, so a wrong setting does not nag on every question. A
 * problem quotes the file (its path and its fields), so it is sanitized and cut like model text.
 */
export function reportOnce(problems: readonly string[], notify: (message: string) => void): void {
	for (const problem of problems) {
		if (reported.has(problem)) continue;
		reported.add(problem);
		notify(displayLine(`ask-user settings: ${problem}; ignored`));
	}
}
