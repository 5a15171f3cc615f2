import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * What pi loads when it starts: the modules reached from the extension entry through static imports (`import type`
 * is erased; `import()` runs later). Only the registration's static data and the lazy-loading boundary, so pi starts
 * without the rest of the extension (D90, D96): a session that offers ask_user loads `session.ts` as it starts,
 * and the statechart and the component load on the first question.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const entry = join(packageDir, "src", "index.ts");

/** `from "…"` of every static import and re-export that is not type-only. */
const STATIC_IMPORT = /^(?:import|export)(?!\s+type\b)[^;]*?from\s+"([^"]+)";/gms;
const DYNAMIC_IMPORT = /\bimport\("([^"]+)"\)/g;

/** A workspace package's subpath, resolved through its `exports` map, or undefined for any other package. */
function resolveWorkspace(specifier: string, from: string): string | undefined {
	const match = /^(@ask-user\/[^/]+)(\/.+)?$/.exec(specifier);
	if (match === null) return undefined;
	const [, name = "", subpath = ""] = match;
	const dir = dirname(resolveFrom(from, join("node_modules", name, "package.json")));
	const exports: Record<string, string> = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).exports;
	const target = exports[`.${subpath}`];
	if (target === undefined) throw new Error(`${name} does not export .${subpath}`);
	return realpathSync(join(dir, target));
}

/** The first `relative` found walking up from the folder of `from`. */
function resolveFrom(from: string, relative: string): string {
	for (let dir = dirname(from); ; dir = dirname(dir)) {
		const candidate = join(dir, relative);
		try {
			readFileSync(candidate);
			return candidate;
		} catch {
			if (dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
		}
	}
}

interface LoadGraph {
	/** Source files reached. */
	readonly files: ReadonlySet<string>;
	/** Packages outside the workspace that are imported. */
	readonly packages: ReadonlySet<string>;
	/** `import()` targets met on the way, resolved. */
	readonly deferred: ReadonlySet<string>;
}

function loadGraph(start: string): LoadGraph {
	const files = new Set<string>();
	const packages = new Set<string>();
	const deferred = new Set<string>();
	const visit = (file: string) => {
		if (files.has(file)) return;
		files.add(file);
		const source = readFileSync(file, "utf8");
		for (const [, specifier = ""] of source.matchAll(DYNAMIC_IMPORT)) deferred.add(resolve(dirname(file), specifier));
		for (const [, specifier = ""] of source.matchAll(STATIC_IMPORT)) {
			if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
			else {
				const workspaceFile = resolveWorkspace(specifier, file);
				if (workspaceFile === undefined) packages.add(specifier);
				else visit(workspaceFile);
			}
		}
	};
	visit(start);
	return { files, packages, deferred };
}

const names = (files: Iterable<string>) => [...files].map((file) => file.split("/packages/")[1] ?? file);

/** Every source file of the package, named as `names` does. */
const sources = (dir = join(packageDir, "src")): string[] =>
	readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? sources(join(dir, entry.name)) : [join(dir, entry.name)],
	);

const own = (files: Iterable<string>) => names(files).filter((file) => file.startsWith("pi-extension/"));

/** Packages too heavy for pi's start: XState and the packages that draw the form. */
const HEAVY =
	/^(?:xstate|@ask-user\/render-tui|@ask-user\/render-web)(?:\/|$)|\/(?:render-tui|render-web)\/src\/|machine/;

describe("what pi loads at start", () => {
	const atStart = loadGraph(entry);
	const registration = readdirSync(join(packageDir, "src", "registration")).map(
		(file) => `pi-extension/src/registration/${file}`,
	);

	it("the registration's static data (core's schema, tool text and locale tags) and the boundary: no contract, no session, no XState, no component", () => {
		expect([...atStart.packages].sort()).toEqual([
			// pi's own packages: pi has loaded them already (the entry draws an empty Container before the session loads).
			"@mariozechner/pi-coding-agent",
			"@mariozechner/pi-tui",
			"node:fs",
			"node:path",
			"typebox",
		]);
		expect(names(atStart.files).sort()).toEqual(
			[
				"core/src/contract/locale-tag.ts",
				"core/src/contract/question-types.ts",
				"core/src/contract/schema.ts",
				"core/src/contract/tool-prompt.ts",
				"core/src/schema.ts",
				"core/src/tool-text.ts",
				"pi-extension/src/index.ts",
				"pi-extension/src/boundary.ts",
				...registration,
			].sort(),
		);
		expect(names([...atStart.files, ...atStart.packages]).filter((file) => HEAVY.test(file))).toEqual([]);
	});

	it("the lazy-loading boundary is one file: every import() of the package is in src/boundary.ts", () => {
		const importing = sources().filter((file) => /\bimport\(/.test(readFileSync(file, "utf8")));
		expect(names(importing)).toEqual(["pi-extension/src/boundary.ts"]);
		expect(names(atStart.deferred).sort()).toEqual([
			"pi-extension/src/answer/answer.ts",
			"pi-extension/src/form/ask.ts",
			"pi-extension/src/page/serve-open-form.ts",
			"pi-extension/src/session.ts",
		]);
		for (const file of atStart.deferred) expect(atStart.files.has(file)).toBe(false);
	});

	const session = loadGraph(join(packageDir, "src", "session.ts"));
	const sessionOwn = own(session.files).filter((file) => !atStart.files.has(join(packageDir, "..", file)));

	it("a session that offers ask_user loads its handlers, transcript, commands and relay, without XState or the component", () => {
		expect(sessionOwn.sort()).toEqual(SESSION_FILES);
		expect(names([...session.files, ...session.packages]).filter((file) => HEAVY.test(file))).toEqual([]);
		expect(names(session.files).filter((file) => /connect|component|render-tui\/src\/render\//.test(file))).toEqual([]);
	});

	it("the first question loads the UI, and it does bring XState and the component", () => {
		const onAsk = loadGraph(join(packageDir, "src", "form", "ask.ts"));
		expect(onAsk.packages).toContain("xstate");
		expect(names(onAsk.files)).toContain("render-tui/src/questionnaire.component.ts");
		expect(names(onAsk.files)).toContain("core/src/machine/questionnaire.machine.ts");
	});

	it("every source file is loaded at start, by the session, or behind the boundary's import()s", () => {
		const reached = new Set([
			...own(atStart.files),
			...own(session.files),
			...[...atStart.deferred].flatMap((file) => own(loadGraph(file).files)),
		]);
		expect(names(sources()).filter((file) => !reached.has(file))).toEqual([]);
	});
});

/** What the session loads beyond the start, reviewed: a file added here makes every session's start longer. */
const SESSION_FILES: readonly string[] = [
	"answer/answer-command.ts",
	"events/answer-desk.ts",
	// A subagent sends its agent's last message with its question (the relay's side of the session).
	"form/agent-message.ts",
	"form/autocomplete.ts",
	"form/form-queue.ts",
	"form/open-forms.ts",
	"form/terminal-pauses.ts",
	"form/typing-clock.ts",
	"form/unbracketed-paste.ts",
	"locale/locale.ts",
	"locale/messages.ts",
	"locale/notice-words.ts",
	"page/served-forms.ts",
	"page/web-command.ts",
	"process-end/process-end.ts",
	"relay/asker.ts",
	"relay/relay-client.ts",
	"relay/relay-host.ts",
	"relay/relay-protocol.ts",
	"relay/relay-server.ts",
	"session.ts",
	"settings/settings-ahead.ts",
	"settings/settings-file.ts",
	"settings/settings-locale.ts",
	"stored-forms/declined-offers.ts",
	"stored-forms/folded-forms.ts",
	"stored-forms/progress-patch.ts",
	"stored-forms/reopen-command.ts",
	"stored-forms/stored-forms.ts",
	"tool/ask-failure.ts",
	"tool/execute.ts",
	"tool/prepare-arguments.ts",
	"tool/result.ts",
	"tool/turn-declines.ts",
	"tool/without-ui.ts",
	"transcript/describe-error.ts",
	"transcript/fitted-lines.ts",
	"transcript/localized-row.ts",
	"transcript/read-details.ts",
	"transcript/render-call.ts",
	"transcript/render-result.ts",
	"transcript/stored-result.ts",
	"transcript/transcript-text.ts",
	"transcript/transcript-words.ts",
].map((file) => `pi-extension/src/${file}`);
