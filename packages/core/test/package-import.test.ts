/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The published package, as a stranger gets it: compiled, packed with pnpm (so `publishConfig` applies), installed
 * with npm into an empty folder next to nothing but its own dependencies, and imported from plain Node ESM.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const PNPM = ["-y", "pnpm@12.4.2"];

const CONSUMER_SCRIPT = `
import { buildContent, connect, questionnaireMachine, validate } from "@ask-user/core";
import { generatePayload, invalidFixtures, tour, validFixtures } from "@ask-user/core/fixtures";
import { createActor, toPromise } from "xstate";

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const actor = createActor(questionnaireMachine, { input: checked.payload }).start();
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
import { buildContent, cancelledDetails, validate } from "@ask-user/core/contract";
import { tour } from "@ask-user/core/fixtures";

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const invalid = validate({ questions: [] });
console.log(JSON.stringify({
	valid: checked.ok,
	invalidPaths: invalid.ok ? [] : invalid.issues.map((issue) => issue.path),
	content: buildContent(cancelledDetails("aborted", checked.payload)),
}));
`;

const CONSUMER_TYPES = `
import { type AskUserDetails, type QuestionnaireView, connect, questionnaireMachine, validate } from "@ask-user/core";
import { type ValidFixture, validFixtures } from "@ask-user/core/fixtures";
import { createActor } from "xstate";

const fixture: ValidFixture | undefined = validFixtures[0];
const checked = validate(fixture?.payload);
if (checked.ok) {
	const actor = createActor(questionnaireMachine, { input: checked.payload });
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

let work = "";
let packed: Record<string, unknown> = {};
let consumer = "";

beforeAll(() => {
	work = mkdtempSync(join(tmpdir(), "ask-user-core-pack-"));
	const staged = join(work, "package");
	mkdirSync(staged);
	// The staged copy is built below, so its own `prepack` build (which needs the tsconfig files) is dropped.
	const { scripts: _scripts, ...manifest } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
	writeFileSync(join(staged, "package.json"), JSON.stringify(manifest));
	cpSync(join(packageDir, "src"), join(staged, "src"), { recursive: true });
	run(
		process.execPath,
		[tsc, "-p", join(packageDir, "tsconfig.build.json"), "--outDir", join(staged, "dist")],
		packageDir,
	);
	run("npx", [...PNPM, "pack", "--pack-destination", work], staged);
	const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
	if (tarball === undefined) throw new Error("pnpm pack wrote no tarball");
	packed = JSON.parse(run("tar", ["-xzOf", join(work, tarball), "package/package.json"], work));
	consumer = join(work, "consumer");
	mkdirSync(consumer);
	writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
	run(
		"npm",
		["install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel=error", join(work, tarball)],
		consumer,
	);
}, 120_000);

afterAll(() => {
	if (work !== "") rmSync(work, { recursive: true, force: true });
});

describe("@ask-user/core as a published package", () => {
	it("the packed package.json exports the compiled dist, not the TypeScript sources", () => {
		expect(packed.exports).toEqual({
			".": { types: "./dist/index.d.ts", import: "./dist/index.js" },
			"./contract": { types: "./dist/contract.d.ts", import: "./dist/contract.js" },
			"./fixtures": { types: "./dist/fixtures/index.d.ts", import: "./dist/fixtures/index.js" },
		});
		expect(packed.dependencies).toEqual({ typebox: expect.any(String), xstate: expect.any(String) });
		expect(JSON.stringify(packed)).not.toMatch(/workspace:/);
	});

	it("installs with only xstate and typebox beside it", () => {
		const installed = readdirSync(join(consumer, "node_modules")).filter((name) => !name.startsWith("."));
		expect(installed.sort()).toEqual(["@ask-user", "typebox", "xstate"]);
	});

	it("imports in a plain Node ESM script, drives the machine and prints the output", () => {
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

	it("its contract entry imports without XState: validation and result builders only", () => {
		const withoutXstate = join(work, "consumer-without-xstate");
		mkdirSync(join(withoutXstate, "node_modules"), { recursive: true });
		for (const name of ["@ask-user", "typebox"]) {
			cpSync(join(consumer, "node_modules", name), join(withoutXstate, "node_modules", name), { recursive: true });
		}
		writeFileSync(join(withoutXstate, "package.json"), JSON.stringify({ name: "consumer", type: "module" }));
		writeFileSync(join(withoutXstate, "main.mjs"), CONTRACT_SCRIPT);
		expect(() => run(process.execPath, ["-e", 'import("xstate")'], withoutXstate)).toThrow(/xstate/);
		const printed = JSON.parse(run(process.execPath, ["main.mjs"], withoutXstate));
		expect(printed).toEqual({ valid: true, invalidPaths: ["questions"], content: expect.stringContaining("aborted") });
	}, 30_000);

	it("its types resolve for a strict TypeScript consumer", () => {
		writeFileSync(join(consumer, "main.ts"), CONSUMER_TYPES);
		const tsconfig = {
			compilerOptions: {
				strict: true,
				module: "NodeNext",
				moduleResolution: "NodeNext",
				target: "ES2022",
				noEmit: true,
				skipLibCheck: true,
				types: [],
			},
			files: ["main.ts"],
		};
		writeFileSync(join(consumer, "tsconfig.json"), JSON.stringify(tsconfig));
		expect(() => run(process.execPath, [tsc, "-p", "."], consumer)).not.toThrow();
	}, 60_000);

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
