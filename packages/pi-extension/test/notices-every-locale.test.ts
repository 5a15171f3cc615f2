/**
 * pi's own texts speak every shipped locale whole (D92): every notice the extension shows through `ctx.ui.notify`,
 * every title and entry of its dialogs (the RPC dialogs, the page's offer, `/ask-user list`, the interrupted form's
 * confirmation), the form's web page banner and the settings' warnings are written in English and in the locale, and
 * no word the English text adds to what it quotes shows in the locale's. And no call that shows text to the person
 * in the extension's source writes an English sentence of its own: each takes its words from these tables.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CANCEL_REASONS, MESSAGE_LOCALES, type MessageLocale } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import { type DialogWords, dialogWords } from "../src/dialogs/dialog-words.ts";
import { type CommandProblem, type FormState, type NoticeWords, noticeWords } from "../src/locale/notice-words.ts";
import {
	type FileProblem,
	type KeyRefusal,
	type SettingsWords,
	settingsWords,
} from "../src/settings/settings-words.ts";

/** Every text of a table: a function per field that writes each of its texts, with sample arguments. */
type Every<W> = { readonly [K in keyof W]: (words: W) => readonly string[] };

const STATES: readonly FormState[] = ["open", "interrupted", "answered", ...CANCEL_REASONS];
const COMMAND_PROBLEMS: readonly CommandProblem[] = [
	{ kind: "notRun", reason: "Error: ENOENT" },
	{ kind: "stopped", seconds: 10 },
	{ kind: "exitCode", code: 3 },
	{ kind: "signal", signal: "SIGTERM" },
];

const EVERY_NOTICE: Every<NoticeWords> = {
	formOpen: (w) => [w.formOpen],
	reopenFailed: (w) => [w.reopenFailed("Error: ENOENT")],
	nothingToReopen: (w) => [w.nothingToReopen],
	noForms: (w) => [w.noForms],
	listTitle: (w) => [w.listTitle],
	states: (w) => STATES.map((state) => w.states[state]),
	answeredAlready: (w) => [w.answeredAlready],
	theForm: (w) => [w.theForm],
	interruptedTitle: (w) => [w.interruptedTitle],
	interruptedBody: (w) => [w.interruptedBody('"Trip"', "/ask-user")],
	interruptedYes: (w) => [w.interruptedYes],
	interruptedNo: (w) => [w.interruptedNo],
	answerBusy: (w) => [w.answerBusy],
	answerFailed: (w) => [w.answerFailed("Error: ENOENT")],
	serveFailed: (w) => [w.serveFailed("Error: ENOENT")],
	servedAt: (w) => [w.servedAt],
	noFormToServe: (w) => [w.noFormToServe("web.auto")],
	listArgument: (w) => [w.listArgument],
	webArgument: (w) => [w.webArgument],
	pageHeading: (w) => [w.pageHeading],
	pageFailed: (w) => [w.pageFailed("Error: ENOENT")],
	waitsForOpenForm: (w) => [w.waitsForOpenForm],
	reopenHint: (w) => (["user", "dismissed", "timeout"] as const).map((end) => w.reopenHint(end, "/ask-user")),
	extensionAnswerRefused: (w) => [w.extensionAnswerRefused],
	progressNotStored: (w) => [w.progressNotStored("Error: ENOENT")],
	progressTooLarge: (w) => [w.progressTooLarge],
	storedInvalid: (w) => [w.storedInvalid],
	storedNotRestored: (w) => [w.storedNotRestored],
	andMore: (w) => [w.andMore(3)],
	awaited: (w) => [w.awaited],
	awaitingTitle: (w) => [w.awaitingTitle("π - x")],
	commandProblem: (w) => COMMAND_PROBLEMS.map((problem) => w.commandProblem('"notify-send"', problem)),
	noAgentMessage: (w) => [w.noAgentMessage],
	noQuestionAsked: (w) => [w.noQuestionAsked],
	needsModel: (w) => [w.needsModel],
	answerStopped: (w) => [w.answerStopped],
	modelNotAsked: (w) => [w.modelNotAsked("Error: ENOENT")],
	turning: (w) => [w.turning(undefined), w.turning("mock-model")],
	noQuestionFound: (w) => [w.noQuestionFound],
	modelFormInvalid: (w) => [w.modelFormInvalid("Error: ENOENT")],
	closedNothingSent: (w) => [w.closedNothingSent],
	scriptUnused: (w) => [w.scriptUnused("Error: ENOENT")],
	askedBySubagent: (w) => [w.askedBySubagent(undefined, undefined), w.askedBySubagent('"Trip"', "/x/y")],
};

const EVERY_DIALOG_TEXT: Every<DialogWords> = {
	back: (w) => [w.back],
	discuss: (w) => [w.discuss],
	done: (w) => [w.done],
	skip: (w) => [w.skip],
	addNote: (w) => [w.addNote],
	editNote: (w) => [w.editNote('"Trip"')],
	addFormNote: (w) => [w.addFormNote],
	editFormNote: (w) => [w.editFormNote('"Trip"')],
	showPreviews: (w) => [w.showPreviews],
	chooseAny: (w) => [w.chooseAny],
	recommended: (w) => [w.recommended],
	note: (w) => [w.note('"Trip"')],
	optionNote: (w) => [w.optionNote("Red", '"Trip"', true), w.optionNote("Red", '"Trip"', false)],
	ownAnswer: (w) => [w.ownAnswer('"Trip"')],
	unchosenRecommended: (w) => [w.unchosenRecommended("Red, Blue")],
	noAnswer: (w) => [w.noAnswer(true), w.noAnswer(false)],
	previewsTitle: (w) => [w.previewsTitle("Red")],
	previewTitle: (w) => [w.previewTitle("2. Red")],
	reviewTitle: (w) => [
		w.reviewTitle(undefined, 1, 3, 0),
		w.reviewTitle('"Trip"', 1, 4, 1),
		w.reviewTitle('"Trip"', 0, 4, 2),
	],
	change: (w) => [w.change(2, "Red", "Blue")],
	discardDetail: (w) => [w.discardDetail],
	howTitle: (w) => [w.howTitle],
	onPage: (w) => [w.onPage("http://127.0.0.1:4000/?token=abc")],
	stepByStep: (w) => [w.stepByStep],
	waitingTitle: (w) => [w.waitingTitle("http://127.0.0.1:4000/?token=abc")],
	stepByStepInstead: (w) => [w.stepByStepInstead],
	pageLeft: (w) => [w.pageLeft],
	labelled: (w) => [w.labelled("Red", '"Trip"')],
};

const FILE_PROBLEMS: readonly FileProblem[] = [
	{ kind: "unreadable", code: "EACCES" },
	...(["directory", "fifo", "device", "socket", "other"] as const).map((what) => ({
		kind: "notRegular" as const,
		what,
	})),
	{ kind: "tooLarge", bytes: 70000, max: 65536 },
	{ kind: "grew", max: 65536 },
	{ kind: "slow", seconds: 2 },
];
const KEY_REFUSALS: readonly KeyRefusal[] = [
	{ kind: "formKey" },
	{ kind: "readerKey" },
	{ kind: "types" },
	{ kind: "movesInAnswer" },
	{ kind: "editorKey", does: "Ctrl+A" },
	{ kind: "taken", by: { kind: "action", action: "help" } },
	{ kind: "taken", by: { kind: "pi", binding: "tui.select.up" } },
	{ kind: "taken", by: { kind: "form", action: "expand" } },
];
/** Where a problem is: the file and the field, as the settings name them. */
const AT = "p.json: keys.dismiss";

const EVERY_SETTINGS_TEXT: Every<SettingsWords> = {
	ignored: (w) => [w.ignored(AT)],
	file: (w) => FILE_PROBLEMS.map((problem) => w.file("p.json", problem)),
	notJson: (w) => [
		w.notJson("p.json", { line: 2, column: 14, unexpected: "character" }),
		w.notJson("p.json", { line: 4, column: 1, unexpected: "end" }),
	],
	notObject: (w) => [w.notObject("p.json")],
	moreProblems: (w) => [w.moreProblems("p.json", 3)],
	unknownSetting: (w) => [w.unknownSetting(AT, "keys, notify")],
	notBoolean: (w) => [w.notBoolean(AT, "7")],
	keysShape: (w) => [w.keysShape(AT)],
	renamed: (w) => [w.renamed(AT, "optionNote", true), w.renamed(AT, "optionNote", false)],
	unknownAction: (w) => [w.unknownAction(AT, "dismiss, help")],
	notKeyId: (w) => [w.notKeyId(AT, '"xx"')],
	keysRefused: (w) => [w.keysRefused(AT, ["a", "b"])],
	keyRefused: (w) => KEY_REFUSALS.map((why) => w.keyRefused('"down"', why)),
	keysInstead: (w) => [
		w.keysInstead("fold", { kind: "own", keys: "Ctrl+O" }),
		w.keysInstead("discuss", { kind: "none" }),
		w.keysInstead("help", { kind: "takenToo", keys: "?", by: [{ kind: "pi", binding: "tui.select.up" }] }),
	],
	globalOnly: (w) => (["command", "web", "scriptedAnswers"] as const).map((field) => w.globalOnly(AT, field)),
	commandShape: (w) => [w.commandShape(AT, 64)],
	commandArgument: (w) => [w.commandArgument(AT, 4096, '""')],
	notifyShape: (w) => [w.notifyShape(AT)],
	unknownChannel: (w) => [w.unknownChannel(AT)],
	scriptPath: (w) => [w.scriptPath(AT, 4096, '""')],
	numberRange: (w) => [w.numberRange(AT, 86400, "-1")],
	belowFloor: (w) => [w.belowFloor(AT, 2, 5)],
	localeName: (w) => [w.localeName(AT, "en, de, fr, es", '"tlh"')],
	webShape: (w) => [w.webShape(AT)],
	webHost: (w) => [w.webHost(AT, '"x"')],
	webUnknownField: (w) => [w.webUnknownField(AT)],
	keyless: (w) => [
		w.keyless({ action: "cancel", keys: "Tab", by: [{ kind: "form", action: "tab.next" }] }),
		w.keyless({ action: "optionNote", keys: "n", by: [{ kind: "pi", binding: "tui.select.down" }] }),
	],
};

function texts<W>(every: Every<W>, words: W): string[] {
	return (Object.keys(every) as (keyof W)[]).flatMap((field) => every[field](words).map((text) => text));
}

/** Every text of pi's own, in `locale`, one entry each, in the same order in every locale. */
function allIn(locale: MessageLocale): string[] {
	return [
		...texts(EVERY_NOTICE, noticeWords(locale)),
		...texts(EVERY_DIALOG_TEXT, dialogWords(locale)),
		...texts(EVERY_SETTINGS_TEXT, settingsWords(locale)),
	];
}

/**
 * Names no locale translates: the commands, the tool and the settings' fields and values as the file spells them
 * (`keys.dismiss`, `true`, `bell`), key names (`Ctrl`, `Tab`), `JSON` and `FIFO`, and the quoted samples.
 */
const NAMES = new Set([
	...["ask", "user", "answer", "model", "auto", "web", "notify", "command", "send", "json", "JSON", "keys"],
	...["dismiss", "help", "optionNote", "true", "false", "title", "host", "desktop", "bell", "tlh", "FIFO", "NUL"],
	...["Ctrl", "ctrl", "Alt", "alt", "Super", "Tab", "down"],
	...["tui", "select", "keybindings", "expand", "fold", "discuss", "cancel", "next", "tab"],
	...["Trip", "Red", "Blue", "http", "token", "abc", "Error", "ENOENT", "SIGTERM", "EACCES", "Unexpected", "mock"],
]);
/**
 * Words a language shares with English: `extension`, `interactive`, `questions`, `page`, `agent`, `terminal`,
 * `message`, `code`, `note`, `notes`, `session`, `global`, `socket`, `action`, `non`, `arguments` in French, `global`, `socket`, `bytes`,
 * `editor` in Spanish.
 */
const SHARED = new Set([
	...["extension", "interactive", "questions", "question", "page", "agent", "terminal", "message", "code", "note"],
	...["global", "socket", "action", "non", "arguments", "bytes", "editor", "notes", "session"],
]);

function words(text: string): string[] {
	return text.match(/\p{L}[\p{L}']{2,}/gu) ?? [];
}

describe("pi's own texts in every locale", () => {
	it.each(MESSAGE_LOCALES.filter((locale) => locale !== "en"))("%s: no English word of their own", (locale) => {
		const english = allIn("en");
		const translated = allIn(locale);
		expect(translated).toHaveLength(english.length);
		const leftEnglish = translated.flatMap((text, at) => {
			const own = new Set(words(english[at] ?? ""));
			return words(text)
				.filter((word) => own.has(word) && !NAMES.has(word) && !SHARED.has(word))
				.map((word) => `${english[at]} → ${word}`);
		});
		expect(leftEnglish).toEqual([]);
	});

	it("every text differs from the English one, apart from names", () => {
		for (const locale of MESSAGE_LOCALES.filter((locale) => locale !== "en")) {
			const english = allIn("en");
			const same = allIn(locale).filter((text, at) => text === english[at] && words(text).some((w) => !NAMES.has(w)));
			expect(same).toEqual([]);
		}
	});
});

/** The extension's source files. */
function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
	);
}

/**
 * The literal text a call that shows something to the person starts with (`notify("…`, `select(\`…`,
 * `confirm(displayLine("…`), without what it quotes (`${…}`) and the prefix `ask-user:`, which is a name.
 */
const SHOWN = /\b(?:notify|select|confirm|input|editor)\(\s*(?:displayLines?\()?\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/g;

describe("the extension's source", () => {
	it("writes no sentence of its own into notify, select, confirm, input or editor: the tables hold them", () => {
		const found = sources(join(import.meta.dirname, "../src")).flatMap((file) =>
			[...readFileSync(file, "utf8").matchAll(SHOWN)]
				.map((match) => (match[2] ?? "").replace(/\$\{[^}]*\}/g, " ").replace(/ask-user( settings)?:/g, " "))
				.filter((literal) => /\p{L}{2,}/u.test(literal))
				.map((literal) => `${file}: ${literal}`),
		);
		expect(found).toEqual([]);
	});
});
