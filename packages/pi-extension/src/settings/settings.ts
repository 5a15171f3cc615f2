/**
 * ask-user's settings, following pi's conventions: `ask-user.json` in pi's agent dir (`~/.pi/agent`, or
 * `PI_CODING_AGENT_DIR`) and in the project's `.pi/`, the project's fields overriding the global ones. Read on each
 * question, or as the turn that asks it starts (`settings-ahead.ts`): edits apply without a restart. A field that is wrong is reported with its file and path,
 * and its default is used: a setting never stops a question.
 *
 * Both files are untrusted input (a project's comes with any cloned repository): read within bounds
 * (`settings-file.ts`), every text from them sanitized before it is shown, and a project file held to more limits
 * than the person's global one: no key that moves, confirms or types (`settings-keys.ts`), no time below a floor.
 */
import { isFields, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core/contract";
import { createKeymap, FORM_ACTIONS, type FormAction, type KeySources } from "@ask-user/render-tui";
import type { KeyId } from "@mariozechner/pi-tui";
import { type SettingsFilePair, settingsFiles } from "../registration/no-ui.ts";
import { displayLine } from "../transcript/transcript-text.ts";
import { whyNotJson } from "./json-place.ts";
import { nameOf, quote } from "./quote.ts";
import { type FileRead, readSettingsFile } from "./settings-file.ts";
import { isKeyId, keyRefusal, type SettingsScope } from "./settings-keys.ts";
import { settingLocale } from "./settings-locale.ts";
import { DEFAULT_WEB_SETTINGS, parseWeb, type WebSettings } from "./settings-web.ts";
import { type SettingsWords, settingsWords } from "./settings-words.ts";

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

/** Where a file's problems go, and the words they are told in. */
interface Problems {
	readonly list: string[];
	readonly words: SettingsWords;
}

function parseKeys(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	{ list: problems, words }: Problems,
): PartialSettings["keys"] {
	if (!isFields(raw)) {
		problems.push(words.keysShape(at));
		return undefined;
	}
	const keys: Partial<Record<FormAction, readonly KeyId[]>> = {};
	for (const [name, value] of Object.entries(raw)) {
		const renamed = Object.hasOwn(RENAMED_ACTIONS, name) ? RENAMED_ACTIONS[name] : undefined;
		if (renamed !== undefined) {
			const both = Object.hasOwn(raw, renamed);
			problems.push(words.renamed(`${at}.${name}`, renamed, both));
			if (both) continue;
		}
		const action = renamed ?? FORM_ACTIONS.find((known) => known === name);
		if (action === undefined) {
			problems.push(words.unknownAction(`${at}.${nameOf(name)}`, FORM_ACTIONS.join(", ")));
			continue;
		}
		const list: readonly unknown[] = Array.isArray(value) ? value : [value];
		const bad = list.find((key) => typeof key !== "string" || !isKeyId(key));
		if (list.length === 0 || bad !== undefined) {
			const shown = list.length === 0 ? "[]" : quote(bad);
			problems.push(words.notKeyId(`${at}.${name}`, shown));
			continue;
		}
		const valid = list.filter((key): key is KeyId => typeof key === "string" && isKeyId(key));
		const refused = valid.flatMap((key) => {
			const why = keyRefusal(key, scope);
			return why === undefined ? [] : [words.keyRefused(quote(key), why)];
		});
		if (refused.length > 0) problems.push(words.keysRefused(`${at}.${name}`, refused));
		else keys[action] = valid;
	}
	return keys;
}

/** The most arguments of `notify.command`, and the most characters of one. */
const MAX_COMMAND_ARGS = 64;
const MAX_COMMAND_ARG_UNITS = 4_096;

const isCommandArg = (arg: unknown): arg is string =>
	typeof arg === "string" && arg !== "" && arg.length <= MAX_COMMAND_ARG_UNITS && !arg.includes("\0");

function parseCommand(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	{ list: problems, words }: Problems,
): string[] | undefined {
	if (scope === "project") {
		problems.push(words.globalOnly(at, "command"));
		return undefined;
	}
	if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_COMMAND_ARGS) {
		problems.push(words.commandShape(at, MAX_COMMAND_ARGS));
		return undefined;
	}
	const bad = raw.findIndex((arg) => !isCommandArg(arg));
	if (bad >= 0) {
		problems.push(words.commandArgument(`${at}[${bad}]`, MAX_COMMAND_ARG_UNITS, quote(raw[bad])));
		return undefined;
	}
	return raw.filter(isCommandArg);
}

function parseNotify(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	problems: Problems,
): Partial<NotifySettings> | undefined {
	if (!isFields(raw)) {
		problems.list.push(problems.words.notifyShape(at));
		return undefined;
	}
	const notify: { -readonly [K in keyof NotifySettings]?: NotifySettings[K] } = {};
	for (const [name, value] of Object.entries(raw)) {
		if (name === "command") {
			const command = parseCommand(value, `${at}.command`, scope, problems);
			if (command !== undefined) notify.command = command;
		} else if (name !== "bell" && name !== "desktop" && name !== "title") {
			problems.list.push(problems.words.unknownChannel(`${at}.${nameOf(name)}`));
		} else if (typeof value !== "boolean") {
			problems.list.push(problems.words.notBoolean(`${at}.${name}`, quote(value)));
		} else notify[name] = value;
	}
	return notify;
}

/** The most characters of the path `scriptedAnswers` names. */
const MAX_PATH_UNITS = 4_096;

function parseScriptedAnswers(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	{ list: problems, words }: Problems,
): string | undefined {
	if (scope === "project") {
		problems.push(words.globalOnly(at, "scriptedAnswers"));
		return undefined;
	}
	if (typeof raw !== "string" || raw.trim() === "" || raw.length > MAX_PATH_UNITS || raw.includes("\0")) {
		problems.push(words.scriptPath(at, MAX_PATH_UNITS, quote(raw)));
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
	{ list: problems, words }: Problems,
	{ max, projectFloor }: NumberBounds,
): number | undefined {
	if (typeof raw !== "number" || !Number.isFinite(raw) || raw <= 0 || raw > max) {
		problems.push(words.numberRange(at, max, quote(raw)));
		return undefined;
	}
	if (scope === "project" && raw < projectFloor) {
		problems.push(words.belowFloor(at, raw, projectFloor));
		return undefined;
	}
	return raw;
}

/** At most `MAX_PROBLEMS_PER_FILE` problems, then one line that says how many more there were. */
function capped(problems: readonly string[], file: string, words: SettingsWords): string[] {
	if (problems.length <= MAX_PROBLEMS_PER_FILE) return [...problems];
	const more = problems.length - MAX_PROBLEMS_PER_FILE;
	return [...problems.slice(0, MAX_PROBLEMS_PER_FILE), words.moreProblems(file, more)];
}

/**
 * Reads one settings file's content; `file` names it in the problems (told in `words`, English by default), `scope`
 * says whether it is the person's global file or a project's (held to more limits).
 */
export function parseSettings(
	raw: unknown,
	file: string,
	scope: SettingsScope,
	words: SettingsWords = settingsWords("en"),
): ParsedSettings {
	const list: string[] = [];
	const problems: Problems = { list, words };
	if (!isFields(raw)) return { settings: {}, problems: [words.notObject(file)] };
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
			else list.push(words.notBoolean(at, quote(value)));
		} else if (name === "locale") {
			const locale = settingLocale(value);
			if (locale !== undefined) settings.locale = locale;
			else list.push(words.localeName(at, MESSAGE_LOCALES.join(", "), quote(value)));
		} else if (name === "web") {
			const web = parseWeb(value, at, scope, problems);
			if (web !== undefined) settings.web = web;
		} else if (name === "scriptedAnswers") {
			const path = parseScriptedAnswers(value, at, scope, problems);
			if (path !== undefined) settings.scriptedAnswers = path;
		} else {
			const known = "keys, notify, remindAfterSeconds, timeoutMinutes, offerWithoutUI, locale, web, scriptedAnswers";
			list.push(words.unknownSetting(at, known));
		}
	}
	return { settings, problems: capped(list, file, words) };
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

/** A file's text read before the form asked for it (`settings-ahead.ts`), or `undefined` to read it now. */
export type ReadAhead = (file: string) => FileRead | undefined;

/** One file as read: parsed (again) in the words asked for. */
type Layer = (words: SettingsWords) => ParsedSettings;

function layerOf(file: string, scope: SettingsScope, read: FileRead): Layer {
	if (read.kind === "missing" || read.kind === "aborted") return () => ({ settings: {}, problems: [] });
	if (read.kind === "refused") return (words) => ({ settings: {}, problems: [words.file(file, read.problem)] });
	let raw: unknown;
	try {
		raw = JSON.parse(read.text);
	} catch {
		const why = whyNotJson(read.text);
		return (words) => ({ settings: {}, problems: [words.notJson(file, why)] });
	}
	return (words) => parseSettings(raw, file, scope, words);
}

/**
 * The merged settings without the action keys the form's keymap refuses (another action, or a pi binding of
 * `keybindings` the form uses, has one of them: each such action keeps its own keys), and a problem for each, naming
 * the file that set it (`fileOf`).
 */
function withoutTakenKeys(
	settings: AskUserSettings,
	keybindings: KeySources["keybindings"],
	fileOf: (action: FormAction) => string,
	words: SettingsWords,
): { settings: AskUserSettings; problems: string[] } {
	const sources = keybindings === undefined ? {} : { keybindings };
	const refused = createKeymap({ ...sources, actionKeys: settings.keys }).refusedKeys;
	if (refused.length === 0) return { settings, problems: [] };
	const keys = { ...settings.keys };
	const problems = refused.map(({ action, taken, instead }) => {
		delete keys[action];
		const why = taken.map(({ key, by }) => words.keyRefused(quote(key), { kind: "taken", by }));
		return words.keysRefused(`${fileOf(action)}: keys.${action}`, [...why, words.keysInstead(action, instead)]);
	});
	return { settings: { ...settings, keys }, problems };
}

/** The settings files as read as the form opens: `readAhead`'s reads, the others read now (`readSettingsFile`). */
export function readSettingsFiles(
	files: SettingsFilePair,
	signal: AbortSignal | undefined,
	readAhead: ReadAhead = () => undefined,
): Promise<FileRead[]> {
	return Promise.all(files.map((file) => readAhead(file) ?? readSettingsFile(file, signal)));
}

/**
 * The settings of the global file (`files[0]`, read as `reads[0]`) overridden by the project's, and every problem
 * found, told in the language `localeOf` chooses from the settings' own `locale` (English by default). An action key
 * that another action or a pi binding of `keybindings` (pi-tui's defaults without) has is refused.
 */
export function settingsOfReads(
	files: SettingsFilePair,
	reads: readonly FileRead[],
	localeOf: (setting: MessageLocale | undefined) => MessageLocale = () => "en",
	keybindings?: KeySources["keybindings"],
): { settings: AskUserSettings; problems: string[] } {
	const [globalFile, projectFile] = files;
	const layers = [
		layerOf(globalFile, "global", reads[0] ?? { kind: "missing" }),
		layerOf(projectFile, "project", reads[1] ?? { kind: "missing" }),
	];
	const english = layers.map((layer) => layer(settingsWords("en")));
	const merged = mergeSettings(english.map((l) => l.settings));
	const locale = localeOf(merged.locale);
	// The locale is one of the settings: the files are parsed again to tell their problems in it (a few fields).
	const told = locale === "en" ? english : layers.map((layer) => layer(settingsWords(locale)));
	// The project's file wins where both set an action's keys.
	const fileOf = (action: FormAction) => (english[1]?.settings.keys?.[action] === undefined ? globalFile : projectFile);
	const { settings, problems } = withoutTakenKeys(merged, keybindings, fileOf, settingsWords(locale));
	return { settings, problems: [...told.flatMap((l) => l.problems), ...problems] };
}

/**
 * The settings of `agentDir/ask-user.json` overridden by `cwd/.pi/ask-user.json` (`settingsOfReads`). Returns as soon
 * as `signal` aborts (with what was read so far, which the caller does not use).
 */
export async function loadSettings(
	agentDir: string,
	cwd: string,
	signal?: AbortSignal,
	localeOf?: (setting: MessageLocale | undefined) => MessageLocale,
): Promise<{ settings: AskUserSettings; problems: string[] }> {
	const files = settingsFiles(agentDir, cwd);
	return settingsOfReads(files, await readSettingsFiles(files, signal), localeOf);
}

/**
 * Tells the person about each problem once (`reported` holds those told: the session keeps it, so once per session),
 * so a wrong setting does not nag on every question, in `words` (English by default). A problem quotes the file (its path and its fields), so it is sanitized and cut like
 * model text.
 */
export function reportOnce(
	problems: readonly string[],
	notify: (message: string) => void,
	reported: Set<string>,
	words: SettingsWords = settingsWords("en"),
): void {
	tellOnce(
		problems.map((problem) => words.ignored(problem)),
		notify,
		reported,
	);
}

/** Tells each of `lines` once a session (`reported` holds those told), sanitized and cut like model text. */
export function tellOnce(lines: readonly string[], notify: (message: string) => void, reported: Set<string>): void {
	for (const line of lines) {
		if (reported.has(line)) continue;
		reported.add(line);
		notify(displayLine(line));
	}
}
