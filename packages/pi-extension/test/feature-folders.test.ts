import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * pi-extension's `src` is laid out by feature (D96): each folder owns its files, and a file outside a folder (in a
 * sibling folder, or `index.ts`, `boundary.ts` and `session.ts` beside them) imports only the files the folder names
 * as its face below (an `import type` too, and the boundary's `import()`). A face is what a reader of another feature
 * needs; the rest of a folder can change without a look outside it. A folder may name several files as its face
 * rather than one barrel: a barrel would load every file it re-exports with the first that needs one, and the
 * folders that the session loads at its start also hold what the first question loads (D90).
 *
 * And no module keeps state at module level (two extensions in one process, or two sessions, would share it): no
 * top-level `let` or `var`, and no top-level `const` made by `new Map`/`Set`/`WeakMap`/`WeakSet`/`Array` or an array
 * or object literal that the file changes (`.set(`, `.add(`, `.delete(`, `.clear(`, `.push(`, `.pop(`, `.shift(`,
 * `.unshift(`, `.splice(`, `.sort(`, `.reverse(`, `.fill(`, `.copyWithin(`, or an assignment to one of its
 * properties or entries). A closure that a top-level function returns holds per-call state and is not flagged.
 */

const srcDir = join(dirname(dirname(fileURLToPath(import.meta.url))), "src");

/** Each folder's face: the files other folders may import, each with what it is for. */
const FACES: Readonly<Record<string, readonly string[]>> = {
	// `/answer`: the command (with the session), the form from the agent's last message (the boundary imports it).
	answer: ["answer-command.ts", "answer.ts"],
	// pi's RPC dialogs: the dialogs' form, and their words (the page's offer speaks them too).
	dialogs: ["ask-with-dialogs.ts", "dialog-words.ts"],
	// `pi.events`: the desk that replies to other extensions, the events a form sends and follows, scripted answers.
	events: ["answer-desk.ts", "events.ts", "outside-end.ts", "scripted-answers.ts"],
	// The form: asking (the boundary imports it), in the terminal (pi's pauses, typing and unbracketed pastes), and what
	// the session keeps for forms.
	form: [
		"abort.ts",
		"agent-message.ts",
		"ask-in-terminal.ts",
		"ask.ts",
		"autocomplete.ts",
		"form-queue.ts",
		"open-forms.ts",
		"terminal-pauses.ts",
		"typing-clock.ts",
		"unbracketed-paste.ts",
	],
	// pi's words: the locale, the notices, the form's messages with pi's keys.
	locale: ["locale.ts", "messages.ts", "notice-words.ts"],
	// What calls the person while a form waits.
	notifications: ["form-companion.ts"],
	// The form's web page: the forms served, `/ask-user web` (the boundary imports `serve-open-form.ts`), the page
	// beside a terminal form and in RPC mode.
	page: ["page-offer.ts", "serve-open-form.ts", "served-forms.ts", "web-command.ts", "web-companion.ts"],
	// What pi loads at start: static data every feature may read (the environment's language is core's `environmentLocale`).
	registration: ["commands.ts", "desk-events.ts", "no-ui.ts", "tool.ts"],
	// Work that must run however pi ends (the title restored, the relay's directory removed).
	"process-end": ["process-end.ts"],
	// The subagent relay: its client (a child pi asks through it), its host (the session runs it), and who asked (a
	// reopened relayed form is titled and sent as the relay did).
	relay: ["asker.ts", "relay-client.ts", "relay-host.ts"],
	// `ask-user.json`: the settings, as the form reads them, read ahead as a turn starts, the file reader, its words,
	// quoting, where a file is not JSON (scripted answers say it too), the page's settings.
	settings: [
		"form-settings.ts",
		"json-place.ts",
		"quote.ts",
		"settings-ahead.ts",
		"settings-file.ts",
		"settings-web.ts",
		"settings-words.ts",
		"settings.ts",
	],
	// The session's stored forms, storing a form's progress, `/ask-user` reopening one, a declined offer to reopen.
	"stored-forms": ["declined-offers.ts", "form-store.ts", "reopen-command.ts", "stored-forms.ts"],
	// The tool's handlers and its result.
	tool: ["ask-failure.ts", "execute.ts", "prepare-arguments.ts", "result.ts", "turn-declines.ts", "without-ui.ts"],
	// The transcript: the call and the result drawn (in the locale a frame finds), and text as pi shows it (cut,
	// sanitized; errors described).
	transcript: ["describe-error.ts", "localized-row.ts", "render-call.ts", "render-result.ts", "transcript-text.ts"],
};

/** Every source file, relative to `src`. */
const sources = (dir = srcDir): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? sources(join(dir, entry.name)) : [relative(srcDir, join(dir, entry.name))],
	);

const folderOf = (file: string) => (file.includes("/") ? file.slice(0, file.indexOf("/")) : undefined);

/** Relative imports of a file (static, type-only and `import()`), as files relative to `src`. */
function importsOf(file: string): string[] {
	const source = readFileSync(join(srcDir, file), "utf8");
	const specifiers = [...source.matchAll(/(?:\bfrom\s+|\bimport\()"(\.[^"]+)"/g)].map(
		([, specifier = ""]) => specifier,
	);
	return specifiers.map((specifier) => relative(srcDir, resolve(dirname(join(srcDir, file)), specifier)));
}

const files = sources();
const crossing = files.flatMap((file) =>
	importsOf(file)
		.filter((target) => folderOf(target) !== undefined && folderOf(target) !== folderOf(file))
		.map((target) => ({ file, target })),
);

describe("pi-extension laid out by feature", () => {
	it("every file of src is in a feature folder, beside the entry, the boundary and the session", () => {
		expect(files.filter((file) => folderOf(file) === undefined).sort()).toEqual([
			"boundary.ts",
			"index.ts",
			"session.ts",
		]);
		expect(Object.keys(FACES).sort()).toEqual([...new Set(files.flatMap((file) => folderOf(file) ?? []))].sort());
	});

	it("no file imports another folder's file that is not in that folder's face", () => {
		const internal = crossing.filter(
			({ target }) => !FACES[folderOf(target) ?? ""]?.includes(target.split("/")[1] ?? ""),
		);
		expect(internal.map(({ file, target }) => `${file} imports ${target}`)).toEqual([]);
	});

	it("each face is imported from outside its folder (the faces name no internal file)", () => {
		const imported = new Set(crossing.map(({ target }) => target));
		const unused = Object.entries(FACES).flatMap(([folder, face]) =>
			face.map((file) => `${folder}/${file}`).filter((file) => !imported.has(file)),
		);
		expect(unused).toEqual([]);
	});
});

/** Methods that change a Map, a Set or an array. */
const MUTATORS = /\.(?:set|add|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill|copyWithin)\(/;

/** Top-level `let`/`var`, and top-level containers the file changes: `file: line`. */
function moduleState(name: string, source: string): string[] {
	const found: string[] = [];
	for (const match of source.matchAll(/^(?:export\s+)?(let|var)\s+(\w+)/gm))
		found.push(`${name}: top-level ${match[1]} ${match[2]}`);
	const containers = source.matchAll(
		/^(?:export\s+)?const\s+(\w+)\s*(?::[^=]+)?=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet|Array)\b|\[|\{)/gm,
	);
	for (const [, constant = ""] of containers) {
		const changed = new RegExp(
			`\\b${constant}(?:${MUTATORS.source}|(?:\\.\\w+|\\[[^\\]]*\\])\\s*(?:=(?!=)|\\+=|-=|\\+\\+|--))`,
		);
		if (changed.test(source)) found.push(`${name}: top-level ${constant} is changed`);
	}
	return found;
}

describe("no module-level mutable state", () => {
	it("no src module has a top-level let or var, or a top-level container it changes", () => {
		// The locale the last form spoke is the session's (`LocaleMemory`, D97). The boundary's loaders (`boundary.ts`)
		// hold what an `import()` gave, the same module for every session, as node's module registry does.
		expect(files.flatMap((file) => moduleState(file, readFileSync(join(srcDir, file), "utf8")))).toEqual([]);
	});

	it("the check finds each kind it looks for, and passes frozen tables and per-call state", () => {
		expect(moduleState("a.ts", "let count = 0;\nexport var name = '';\n")).toEqual([
			"a.ts: top-level let count",
			"a.ts: top-level var name",
		]);
		expect(
			moduleState("b.ts", "const seen = new Set<string>();\nfunction f(x: string) {\n\tseen.add(x);\n}\n"),
		).toEqual(["b.ts: top-level seen is changed"]);
		expect(
			moduleState("c.ts", 'const cache: Record<string, number> = {};\nexport function f() {\n\tcache["a"] = 1;\n}\n'),
		).toEqual(["c.ts: top-level cache is changed"]);
		expect(moduleState("d.ts", "const list = [1];\nexport const g = () => list.push(2);\n")).toEqual([
			"d.ts: top-level list is changed",
		]);
		expect(
			moduleState(
				"e.ts",
				'const KEYS: ReadonlySet<string> = new Set(["a"]);\nconst WORDS = { en: "hi" };\nexport function make() {\n\tlet n = 0;\n\tconst seen = new Set();\n\tseen.add(n++);\n\treturn KEYS.has(WORDS.en);\n}\n',
			),
		).toEqual([]);
	});
});
