/// <reference types="node" />
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { retriedTimeout, withRegistryRetry } from "@ask-user/test-kit/registry-retry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The published package, as a stranger gets it: packed with pnpm (its `prepack` builds from a clean `dist`, and
 * `publishConfig` applies), installed with npm into empty folders next to the lowest XState the peer range allows and
 * the newest 5.x, then imported from plain Node ESM and CommonJS and type-checked by a strict TypeScript consumer.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoDir = dirname(dirname(packageDir));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const PNPM = ["-y", "pnpm@12.4.2"];
const execFileAsync = promisify(execFile);
const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const xstateRange: string = manifest.peerDependencies.xstate;
/** The floor of the peer range (`^5.20.0` → `5.20.0`) and the newest 5.x on the registry. */
const XSTATE_VERSIONS = { lowest: xstateRange.replace(/^\^/, ""), newest: "^5" } as const;
type XstateLabel = keyof typeof XSTATE_VERSIONS;

/** The README's "Use the core elsewhere" example, exactly as a reader copies it. */
function readmeExample(): string {
	const readme = readFileSync(join(repoDir, "README.md"), "utf8");
	const section = readme.slice(readme.indexOf("## Use the core elsewhere"));
	const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
	if (block === undefined) throw new Error('README.md has no ts block under "Use the core elsewhere"');
	return block;
}

const CONSUMER_SCRIPT = `
import { buildContent, connect, createQuestionnaireMachine, validate } from "@ask-user/core";
import { generatePayload, invalidFixtures, tour, validFixtures } from "@ask-user/core/fixtures";
import { createActor, toPromise } from "xstate";

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const actor = createActor(createQuestionnaireMachine(), { input: checked.payload }).start();
actor.send({ type: "option.pick", number: 2 });
actor.send({ type: "option.pick", number: 1 });
actor.send({ type: "option.pick", number: 5 });
actor.send({ type: "editor.save", text: "Webhooks" });
const view = connect(actor.getSnapshot(), actor.send);
view.pick(1);
connect(actor.getSnapshot(), actor.send).confirm();
const details = await toPromise(actor);
console.log(JSON.stringify({
	details,
	content: buildContent(details),
	fixtures: validFixtures.map((f) => f.name),
	invalid: invalidFixtures.every((f) => !validate(f.payload).ok),
	generated: validate(generatePayload({ questions: 2, options: 3 })).ok,
}));
`;

const CONTRACT_SCRIPT = `
import { buildContent, CANCEL_REASONS, cancelledDetails, validate } from "@ask-user/core/contract";
import { detailsFromElicitation, elicitationRequest } from "@ask-user/core/elicitation";
import { tour } from "@ask-user/core/fixtures";

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const invalid = validate({ questions: [] });
const asked = elicitationRequest(checked.payload);
if (!asked.ok) throw new Error("tour does not fit a form");
const declined = detailsFromElicitation(checked.payload, { action: "decline" });
console.log(JSON.stringify({
	valid: checked.ok,
	invalidPaths: invalid.ok ? [] : invalid.issues.map((issue) => issue.path),
	content: buildContent(cancelledDetails("aborted", checked.payload)),
	reasons: CANCEL_REASONS,
	fields: Object.keys(asked.params.requestedSchema.properties).length,
	declined: declined.ok ? declined.details.cancelReason : declined.issues,
}));
`;

/** CommonJS on Node >= 20.19: require() of the ESM build, through the `default` export condition. */
const COMMONJS_SCRIPT = `
const { connect, createQuestionnaireMachine, validate } = require("@ask-user/core");
const { tour } = require("@ask-user/core/fixtures");
const { AskUserInputSchema } = require("@ask-user/core/schema");
const { createActor } = require("xstate");

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const actor = createActor(createQuestionnaireMachine(), { input: checked.payload }).start();
actor.send({ type: "option.pick", number: 2 });
console.log(JSON.stringify({
	name: require("@ask-user/core/package.json").name,
	tab: connect(actor.getSnapshot(), actor.send).activeTab,
	database: actor.getSnapshot().context.states[0].selected,
	schema: Object.keys(AskUserInputSchema.properties),
}));
`;

/** The README example's module, run and printed. */
const README_RUNNER = `
const { details, content } = await import("./out/example.js");
console.log(JSON.stringify({ details, content }));
`;

const CONSUMER_TYPES = `
import { type AskUserDetails, type QuestionnaireView, connect, createQuestionnaireMachine, validate } from "@ask-user/core";
import { type ValidFixture, validFixtures } from "@ask-user/core/fixtures";
import { createActor } from "xstate";

const fixture: ValidFixture | undefined = validFixtures[0];
const checked = validate(fixture?.payload);
if (checked.ok) {
	const actor = createActor(createQuestionnaireMachine(), { input: checked.payload });
	const view: QuestionnaireView = connect(actor.getSnapshot(), actor.send);
	const output: AskUserDetails | undefined = actor.getSnapshot().output;
	// Probes that the types are real, not any from an unresolved declaration file:
	// @ts-expect-error mode is a string union
	const wrongMode: number = view.mode;
	// @ts-expect-error events are checked
	actor.send({ type: "option.pick", number: "1" });
	console.log(wrongMode, output?.cancelled);
}
`;

function run(command: string, args: readonly string[], cwd: string): string {
	return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** Runs tsc; on failure the error carries tsc's own report, not just an exit code. */
function typecheck(project: string, cwd: string): void {
	try {
		run(process.execPath, [tsc, "-p", project], cwd);
	} catch (error) {
		const output = error as { stdout?: string; stderr?: string };
		throw new Error(`tsc -p ${project} failed:\n${output.stdout ?? ""}${output.stderr ?? ""}`);
	}
}

function writeJson(path: string, value: unknown): void {
	writeFileSync(path, JSON.stringify(value, null, "\t"));
}

const STRICT = { strict: true, target: "ES2022", skipLibCheck: true, types: [] } as const;

let work = "";
let packed: Record<string, unknown> = {};
let packedFiles: string[] = [];
const consumers: Record<XstateLabel, string> = { lowest: "", newest: "" };

beforeAll(async () => {
	work = mkdtempSync(join(tmpdir(), "ask-user-core-pack-"));
	// A copy of the package in the repo's shape, so its real `prepack` runs without touching the working tree.
	const staged = join(work, "packages", "core");
	mkdirSync(staged, { recursive: true });
	for (const entry of ["package.json", "tsconfig.build.json", "src", "scripts", "README.md", "LICENSE"]) {
		cpSync(join(packageDir, entry), join(staged, entry), { recursive: true });
	}
	cpSync(join(repoDir, "tsconfig.base.json"), join(work, "tsconfig.base.json"));
	symlinkSync(join(packageDir, "node_modules"), join(staged, "node_modules"), "dir");
	// Left over from an earlier build: `prepack` must clean it away.
	mkdirSync(join(staged, "dist"));
	writeFileSync(join(staged, "dist", "stale.js"), "export const stale = true;\n");
	// `prepack` runs `tsc`: the repo's, whatever PATH the test itself was started with.
	const PATH = `${join(repoDir, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`;
	execFileSync("npx", [...PNPM, "pack", "--pack-destination", work], {
		cwd: staged,
		env: { ...process.env, PATH },
		stdio: ["ignore", "pipe", "pipe"],
	});
	const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
	if (tarball === undefined) throw new Error("pnpm pack wrote no tarball");
	packed = JSON.parse(run("tar", ["-xzOf", join(work, tarball), "package/package.json"], work));
	packedFiles = run("tar", ["-tzf", join(work, tarball)], work)
		.trim()
		.split("\n");
	for (const label of ["lowest", "newest"] as const) {
		const consumer = join(work, `consumer-${label}`);
		mkdirSync(consumer);
		writeJson(join(consumer, "package.json"), { name: "consumer", private: true, type: "module" });
		const install = [join(work, tarball), `xstate@${XSTATE_VERSIONS[label]}`];
		// From the registry: again after a pause when it fails on the registry's side (a proxy's certificate).
		const npmInstall = ["install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel=error", ...install];
		await withRegistryRetry(() => execFileAsync("npm", npmInstall, { cwd: consumer }));
		consumers[label] = consumer;
	}
}, retriedTimeout(150_000));

afterAll(() => {
	if (work !== "") rmSync(work, { recursive: true, force: true });
}, 60_000);

describe("@ask-user/core as a published package", () => {
	it("the packed package.json exports the compiled dist (import and require), not the TypeScript sources", () => {
		const entry = (name: string) => ({
			types: `./dist/${name}.d.ts`,
			import: `./dist/${name}.js`,
			default: `./dist/${name}.js`,
		});
		expect(packed.exports).toEqual({
			".": entry("index"),
			"./contract": entry("contract"),
			"./schema": entry("schema"),
			"./elicitation": entry("elicitation"),
			"./tool-text": entry("tool-text"),
			"./fixtures": entry("fixtures/index"),
			"./package.json": "./package.json",
		});
		expect(packed.dependencies).toEqual({ typebox: expect.stringMatching(/^\^1\./) });
		expect(packed.peerDependencies).toEqual({ xstate: expect.stringMatching(/^\^5\.\d+\.\d+$/) });
		expect(packed.engines).toEqual({ node: "^20.19.0 || >=22.12.0" });
		expect(JSON.stringify(packed)).not.toMatch(/workspace:/);
	});

	it("ships a fresh build with declaration maps into the shipped sources, its README and its LICENSE", () => {
		expect(packedFiles).toEqual(
			expect.arrayContaining([
				"package/README.md",
				"package/LICENSE",
				"package/dist/index.d.ts.map",
				"package/src/index.ts",
			]),
		);
		expect(packedFiles).not.toContain("package/dist/stale.js");
		const declarations = packedFiles.filter((file) => file.endsWith(".d.ts"));
		expect(declarations.length).toBeGreaterThan(10);
		for (const declaration of declarations) expect(packedFiles).toContain(`${declaration}.map`);
		const map = JSON.parse(
			readFileSync(join(consumers.newest, "node_modules/@ask-user/core/dist/index.d.ts.map"), "utf8"),
		);
		expect(map.sources).toEqual(["../src/index.ts"]);
	});

	it("installs with only xstate and typebox beside it, at the XState version asked for", () => {
		for (const label of ["lowest", "newest"] as const) {
			const installed = readdirSync(join(consumers[label], "node_modules")).filter((name) => !name.startsWith("."));
			expect(installed.sort()).toEqual(["@ask-user", "typebox", "xstate"]);
		}
		const version = (label: XstateLabel) =>
			JSON.parse(readFileSync(join(consumers[label], "node_modules/xstate/package.json"), "utf8")).version;
		expect(version("lowest")).toBe(XSTATE_VERSIONS.lowest);
		expect(version("newest")).toMatch(/^5\./);
	});

	for (const label of ["lowest", "newest"] as const) {
		it(`with the ${label} XState: the README example type-checks (node16 and bundler resolution) and runs`, () => {
			const consumer = consumers[label];
			writeFileSync(join(consumer, "example.ts"), readmeExample());
			writeFileSync(join(consumer, "types.ts"), CONSUMER_TYPES);
			const node16 = { ...STRICT, module: "node16", moduleResolution: "node16", outDir: "out" };
			writeJson(join(consumer, "tsconfig.node16.json"), { compilerOptions: node16, files: ["example.ts", "types.ts"] });
			const bundler = { ...STRICT, module: "preserve", moduleResolution: "bundler", noEmit: true };
			writeJson(join(consumer, "tsconfig.bundler.json"), {
				compilerOptions: bundler,
				files: ["example.ts", "types.ts"],
			});
			typecheck("tsconfig.node16.json", consumer);
			typecheck("tsconfig.bundler.json", consumer);
			writeFileSync(join(consumer, "readme.mjs"), README_RUNNER);
			const printed = JSON.parse(run(process.execPath, ["readme.mjs"], consumer));
			expect(printed.details.answers).toEqual({
				db: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
				extras: {
					values: ["ci", "a Makefile"],
					labels: ["CI workflow", "a Makefile"],
					indices: [2],
					customText: "a Makefile",
				},
			});
			expect(printed.content).toContain('- "Q2" ["extras"]: "CI workflow" ["ci"]; own answer: "a Makefile"');
		}, 60_000);
	}

	it("works from CommonJS: require() of the package, its subpaths and its package.json", () => {
		const consumer = consumers.lowest;
		writeFileSync(join(consumer, "main.cjs"), COMMONJS_SCRIPT);
		const printed = JSON.parse(run(process.execPath, ["main.cjs"], consumer));
		expect(printed).toEqual({ name: "@ask-user/core", tab: 1, database: [1], schema: ["title", "questions"] });
	}, 30_000);

	it("imports in a plain Node ESM script, drives the machine and prints the output", () => {
		const consumer = consumers.newest;
		writeFileSync(join(consumer, "main.mjs"), CONSUMER_SCRIPT);
		const printed = JSON.parse(run(process.execPath, ["main.mjs"], consumer));
		expect(printed.details).toEqual({
			title: "Set up the new service",
			cancelled: false,
			questions: [
				{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
				{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
				{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
			],
			answers: {
				database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
				features: {
					values: ["auth", "Webhooks"],
					labels: ["Authentication", "Webhooks"],
					indices: [1],
					customText: "Webhooks",
				},
				layout: { values: ["by-feature"], labels: ["By feature"], indices: [1] },
			},
		});
		expect(printed.content).toContain('- "Features" ["features"]: "Authentication" ["auth"]; own answer: "Webhooks"');
		expect(printed.fixtures).toContain("tour");
		expect(printed.invalid).toBe(true);
		expect(printed.generated).toBe(true);
	}, 30_000);

	it("its contract and elicitation entries import without XState", () => {
		const withoutXstate = join(work, "consumer-without-xstate");
		mkdirSync(join(withoutXstate, "node_modules"), { recursive: true });
		for (const name of ["@ask-user", "typebox"]) {
			const from = join(consumers.newest, "node_modules", name);
			cpSync(from, join(withoutXstate, "node_modules", name), { recursive: true });
		}
		writeFileSync(join(withoutXstate, "package.json"), JSON.stringify({ name: "consumer", type: "module" }));
		writeFileSync(join(withoutXstate, "main.mjs"), CONTRACT_SCRIPT);
		expect(() => run(process.execPath, ["-e", 'import("xstate")'], withoutXstate)).toThrow(/xstate/);
		const printed = JSON.parse(run(process.execPath, ["main.mjs"], withoutXstate));
		expect(printed).toEqual({
			valid: true,
			invalidPaths: ["questions"],
			content: expect.stringContaining("aborted"),
			reasons: ["user", "dismissed", "aborted", "ui_unavailable", "invalid_input", "error", "timeout", "discuss"],
			fields: 8,
			declined: "user",
		});
	}, 30_000);

	it("core's sources import nothing but xstate, typebox and each other (no node:*, no pi)", () => {
		const sources = readdirSync(join(packageDir, "src"), { recursive: true, encoding: "utf8" }).filter((f) =>
			f.endsWith(".ts"),
		);
		const imports = sources.flatMap((file) =>
			[...readFileSync(join(packageDir, "src", file), "utf8").matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) => m[1] ?? ""),
		);
		expect(
			imports.filter((specifier) => !specifier.startsWith(".") && !/^(xstate|typebox)(\/|$)/.test(specifier)),
		).toEqual([]);
	});
});
