/**
 * Rules written in several places drift apart, so each has one home and this test fails when a copy appears again in
 * the published packages' sources (for the plain-record guard, the apps' sources, the test kit's and the packages' test
 * helpers too): the plain-record guard (core's `isFields`), the error text (pi-extension's
 * `describeError`), the questionnaire's actor (core's `QuestionnaireFlow`), what a cancel discards (core's
 * `progressOf`, read through the view's `getDiscard`), the active question (core's `activeQuestion`), the words of
 * pi's RPC dialogs (core's messages table) and what each key does (render-tui's keymap table).
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder, ROOT } from "./support/repository-files.ts";

const PACKAGES = ["core", "render-tui", "render-web", "pi-extension", "mcp-server"] as const;

/** `source` without its comments, which may name a rule's home (`createActor` in a doc comment) without copying it. */
function withoutComments(source: string): string {
	return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** Every source file of the published packages, by its path from the repository's root, without its comments. */
const sources: ReadonlyMap<string, string> = new Map(
	PACKAGES.flatMap((name) =>
		filesUnder(join(ROOT, "packages", name, "src"), (file) => file.endsWith(".ts")).map((path): [string, string] => [
			relative(ROOT, path),
			withoutComments(readFileSync(path, "utf8")),
		]),
	),
);

/** The files whose text matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
	return [...sources].filter(([, text]) => pattern.test(text)).map(([path]) => path);
}

/** `typeof x === "object" && x !== null && !Array.isArray(x)`, or its negation: the plain-record check written out. */
const PLAIN_RECORD_CHECK = new RegExp(
	[
		String.raw`typeof\s+([\w.]+)\s*===\s*["']object["']\s*&&\s*\1\s*!==\s*null\s*&&\s*!Array\.isArray\(\1\)`,
		String.raw`typeof\s+([\w.]+)\s*!==\s*["']object["']\s*\|\|\s*\2\s*===\s*null\s*\|\|\s*Array\.isArray\(\2\)`,
	].join("|"),
);

/** Each rule's function and its home; `undefined`: no function of that name (the rule has another name now). */
const HOMES: Readonly<Record<string, string | undefined>> = {
	isFields: "packages/core/src/contract/fields.ts",
	isRecord: undefined,
	isPlainObject: undefined,
	describeError: "packages/pi-extension/src/transcript/describe-error.ts",
	activeQuestion: "packages/core/src/machine/question-state.ts",
	active: undefined,
	progressOf: "packages/core/src/machine/question-state.ts",
	keptCount: undefined,
};

describe("each rule has one home", () => {
	it.each(Object.entries(HOMES))("%s is defined in its home only", (name, home) => {
		// `function name(` or `const name = (…) =>`, `= x =>`, `= function`: a definition, not a variable of that name.
		const definition = new RegExp(
			`\\bfunction\\*?\\s+${name}\\s*[(<]|\\b(?:const|let|var)\\s+${name}\\s*(?::[^=]*)?=\\s*(?:async\\s*)?(?:\\(|\\w+\\s*=>|function)`,
		);
		expect(filesMatching(definition)).toEqual(home === undefined ? [] : [home]);
	});

	it("the plain-record check is written once, in core's isFields, and the apps and test helpers use it too", () => {
		expect(filesMatching(PLAIN_RECORD_CHECK)).toEqual(["packages/core/src/contract/fields.ts"]);
		// The apps' sources (the playground's page script too: esbuild keeps only what it imports of core), the test kit
		// and each package's tests: a copy there drifts as surely.
		const others = [
			...["playground", "bench"].map((name) => join(ROOT, "apps", name, "src")),
			join(ROOT, "packages", "test-kit", "src"),
			...PACKAGES.map((name) => join(ROOT, "packages", name, "test")),
		].flatMap((dir) =>
			filesUnder(dir, (file) => file.endsWith(".ts"))
				.filter((path) => PLAIN_RECORD_CHECK.test(withoutComments(readFileSync(path, "utf8"))))
				.map((path) => relative(ROOT, path)),
		);
		expect(others).toEqual([]);
	});

	it("the plain-record check is seen written either way round", () => {
		for (const copy of [
			'const isRecord = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);',
			'if (typeof json !== "object" || json === null || Array.isArray(json)) return json;',
		])
			expect(PLAIN_RECORD_CHECK.test(copy), copy).toBe(true);
		expect(PLAIN_RECORD_CHECK.test('typeof v === "object" && v !== null')).toBe(false);
	});

	it("pi-extension's end-to-end tests read pi's session files with core's isFields, not a copy", () => {
		const reader = withoutComments(
			readFileSync(join(ROOT, "packages/pi-extension/test/e2e/support/read-tool-results.ts"), "utf8"),
		);
		expect(reader).toMatch(/\bisFields\(/);
		expect(reader).not.toMatch(/typeof\s+[\w.]+\s*===\s*["']object["']/);
		expect(reader).not.toMatch(/\b(?:function|const)\s+is(?:Record|PlainObject)\b/);
	});

	it("no renderer creates an actor: the terminal and the dialogs run the form through QuestionnaireFlow", () => {
		const creating = filesMatching(/\bcreateActor\s*\(/);
		expect(creating.filter((path) => !path.startsWith("packages/core/"))).toEqual([]);
		expect(creating).toContain("packages/core/src/connect/questionnaire.flow.ts");
	});

	it("a cancel's discard is counted by core alone: renderers ask the view (getDiscard)", () => {
		const counting = /\bprogressOf\s*\(/;
		expect(filesMatching(counting).filter((path) => !path.startsWith("packages/core/"))).toEqual([]);
	});

	it("a key's footer wording is written in core's table of the form's words only (its English, D83)", async () => {
		const { createKeymap } = await import("@ask-user/render-tui");
		const { main, editing, filter, help } = createKeymap().keyHints;
		const wordings = new Set(
			[...main, ...editing, ...filter, ...help.question, ...help.review]
				.map((hint) => hint.description)
				.filter((description) => description.includes(" ")),
		);
		const copies = [...wordings].flatMap((wording) =>
			filesMatching(new RegExp(`["'\`]${wording.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["'\`]`))
				.filter((path) => path !== "packages/core/src/contract/form-words.ts")
				.map((path) => `${path}: "${wording}"`),
		);
		expect(copies).toEqual([]);
	});
});

/** The dialogs' files: every word the person reads comes from core's messages table. */
const DIALOG_FILES = [
	"packages/pi-extension/src/dialogs/ask-with-dialogs.ts",
	"packages/pi-extension/src/dialogs/dialog-steps.ts",
];

/**
 * The text of `source`'s string literals (a template's text outside `${…}`), leaving out what no person reads: import
 * specifiers, an `Error`'s message (for the log and the model's error text), and words written like identifiers
 * (`"row"`, `"questionNote"`, `"editing"`: kinds, events and states).
 */
function personText(source: string): string[] {
	const code = source
		.replace(/\/\*[\s\S]*?\*\//g, "")
		.replace(/^\s*\/\/.*$/gm, "")
		.replace(/^import[\s\S]*?from\s*["'][^"']*["'];/gm, "")
		.replace(/new Error\((?:"[^"]*"|`[^`]*`)\)/g, "");
	const literals = [...code.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) =>
		(match[1] ?? match[2] ?? match[3] ?? "").replace(/\$\{[^}]*\}/g, " "),
	);
	return literals.filter((text) => /\p{L}/u.test(text) && !/^\s*[a-z][\w.]*\s*$/.test(text));
}

describe("pi's RPC dialogs write no text of their own", () => {
	it.each(DIALOG_FILES)("%s", (path) => {
		const source = sources.get(path);
		expect(source, path).toBeDefined();
		expect(personText(source ?? "")).toEqual([]);
	});

	it("the check sees a sentence, a capitalized word and a template's words", () => {
		// A template's placeholder, written so it stays text here.
		const template = `const b = \`Note on $\{label}\`;`;
		expect(personText(`const a = "Add a note…";\n${template}\nconst c = "Skip";`)).toEqual([
			"Add a note…",
			"Note on  ",
			"Skip",
		]);
		expect(personText('const kind = "row";\nthrow new Error("no dialog");\nimport { x } from "./x.ts";')).toEqual([]);
	});
});
