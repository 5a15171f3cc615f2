/**
 * Checks every published package as npm would get it (`pnpm pack`: core's prepack builds `dist`; publishConfig
 * applies, through pnpm and the root `.pnpmfile.mjs`): publint and attw (`--profile esm-only`: the packages are ESM only) on the tarball, then an api-extractor
 * report per entry point, compared with the reviewed one checked in as `packages/<name>/etc/<name>[-<entry>].api.md`.
 *
 *   node scripts/check-published.mjs            fails on a packaging problem or an API change not yet reviewed
 *   node scripts/check-published.mjs --update   writes the reports anew (review and commit their diff)
 *
 * Entry points whose types are built `.d.ts` (core's `dist`, pi-extension's bundle) are read from the tarball; those
 * that ship TypeScript source (render-tui) get their declarations from `tsc`. The work happens in `packages/<name>/.api/`
 * (ignored by git and Biome), inside the package so that its dependencies resolve.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";
import { publint } from "publint";
import { formatMessage } from "publint/utils";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const update = process.argv.includes("--update");
const require = createRequire(import.meta.url);
const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const PNPM = ["-y", readJson(join(ROOT, "package.json")).packageManager];
const TSC = require.resolve("typescript/bin/tsc");
const ATTW = join(dirname(require.resolve("@arethetypeswrong/cli/package.json")), "dist", "index.js");

/** Runs a command, printing its output only when it fails. */
function run(command, args, cwd) {
	try {
		return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
	} catch (error) {
		throw new Error(
			`${command} ${args.join(" ")} failed in ${relative(ROOT, cwd) || "."}:\n${error.stdout}${error.stderr}`,
		);
	}
}

function publishedPackages() {
	return readdirSync(join(ROOT, "packages"))
		.map((name) => join(ROOT, "packages", name))
		.filter((dir) => existsSync(join(dir, "package.json")) && readJson(join(dir, "package.json")).private !== true);
}

/** Packs `dir` into `work` and unpacks it to `work/package`; returns the tarball's path. */
function pack(dir, work) {
	run("npx", [...PNPM, "pack", "--pack-destination", work], dir);
	const tarball = readdirSync(work).find((file) => file.endsWith(".tgz"));
	if (tarball === undefined) throw new Error(`pnpm pack wrote no tarball for ${relative(ROOT, dir)}`);
	run("tar", ["-xzf", tarball], work);
	return join(work, tarball);
}

async function lint(tarball, manifest) {
	const { messages } = await publint({
		pack: { tarball: readFileSync(tarball).buffer },
		level: "suggestion",
		strict: true,
	});
	const problems = messages.map((message) => `publint: ${formatMessage(message, manifest)}`);
	try {
		run(process.execPath, [ATTW, tarball, "--profile", "esm-only", "--no-definitely-typed", "--format", "ascii"], ROOT);
	} catch (error) {
		problems.push(`attw: ${error.message}`);
	}
	return problems;
}

/** Each entry point but `./package.json`, with the file that holds its types in the unpacked package. */
function entryPoints(manifest) {
	return Object.entries(manifest.exports)
		.filter(([subpath]) => subpath !== "./package.json")
		.map(([subpath, target]) => ({ subpath, types: typeof target === "string" ? target : target.types }));
}

/** The `.d.ts` of every entry: the shipped one, or one `tsc` declares from the shipped source. */
function declarations(dir, work, entries) {
	const sources = entries.filter((entry) => !entry.types.endsWith(".d.ts"));
	if (sources.length > 0) {
		const tsconfig = join(work, "tsconfig.json");
		writeFileSync(
			tsconfig,
			JSON.stringify({
				extends: relative(work, join(dir, "tsconfig.json")),
				compilerOptions: {
					noEmit: false,
					declaration: true,
					emitDeclarationOnly: true,
					declarationMap: false,
					rootDir: "package",
					outDir: "dts",
				},
				include: [],
				files: sources.map((entry) => join("package", entry.types)),
			}),
		);
		run(process.execPath, [TSC, "-p", tsconfig], work);
	}
	return entries.map((entry) => ({
		...entry,
		dts: entry.types.endsWith(".d.ts")
			? join(work, "package", entry.types)
			: join(work, "dts", entry.types.replace(/\.ts$/, ".d.ts")),
	}));
}

const reportName = (unscoped, subpath) =>
	`${unscoped}${subpath === "." ? "" : `-${subpath.slice(2).replaceAll("/", "-")}`}.api.md`;

/** Runs api-extractor on one entry, writing its report or comparing it with the checked-in one; returns a failure. */
function report(dir, work, manifest, entry) {
	const reportFileName = reportName(manifest.name.split("/").pop(), entry.subpath);
	const config = ExtractorConfig.prepare({
		configObject: {
			projectFolder: dir,
			mainEntryPointFilePath: entry.dts,
			bundledPackages: [],
			newlineKind: "lf",
			compiler: {
				overrideTsconfig: {
					compilerOptions: {
						target: "ES2022",
						module: "NodeNext",
						moduleResolution: "NodeNext",
						lib: ["ES2023"],
						types: ["node"],
						strict: true,
						exactOptionalPropertyTypes: true,
						allowImportingTsExtensions: true,
						noEmit: true,
						skipLibCheck: true,
					},
					files: [entry.dts],
				},
			},
			apiReport: {
				enabled: true,
				reportFileName,
				reportFolder: join(dir, "etc"),
				reportTempFolder: join(work, "reports"),
			},
			docModel: { enabled: false },
			dtsRollup: { enabled: false },
			tsdocMetadata: { enabled: false },
			messages: {
				compilerMessageReporting: { default: { logLevel: "error" } },
				// Kept in the report, so a reviewer sees them: an exported type that names an unexported one.
				extractorMessageReporting: {
					default: { logLevel: "none", addToApiReportFile: true },
					"ae-missing-release-tag": { logLevel: "none", addToApiReportFile: false },
					"ae-undocumented": { logLevel: "none", addToApiReportFile: false },
					// A workspace package's source (core's `.ts`, which render-tui's declarations import) read where a
					// published one has `.d.ts`; the warning names the checkout's absolute path, so it is left out.
					"ae-wrong-input-file-type": { logLevel: "none", addToApiReportFile: false },
				},
				tsdocMessageReporting: { default: { logLevel: "none" } },
			},
		},
		configObjectFullPath: undefined,
		packageJsonFullPath: join(work, "package", "package.json"),
	});
	if (update) mkdirSync(join(dir, "etc"), { recursive: true });
	const result = Extractor.invoke(config, {
		localBuild: update,
		messageCallback: (message) => {
			// "Analysis will use the bundled TypeScript version" and the like; a changed report is said below, with
			// this repository's command.
			const quiet = message.logLevel === "info" || message.logLevel === "verbose";
			if (quiet || message.messageId.startsWith("console-api-report-")) message.handled = true;
		},
	});
	if (!update && result.apiReportChanged)
		return `etc/${reportFileName} differs from the API (pnpm api:update, then review)`;
	return result.succeeded ? undefined : `api-extractor failed on ${entry.subpath} (above)`;
}

const failures = [];
for (const dir of publishedPackages()) {
	const work = join(dir, ".api");
	rmSync(work, { recursive: true, force: true });
	mkdirSync(work, { recursive: true });
	const tarball = pack(dir, work);
	const manifest = readJson(join(work, "package", "package.json"));
	failures.push(...(await lint(tarball, manifest)).map((problem) => `${manifest.name}: ${problem}`));
	const entries = declarations(dir, work, entryPoints(manifest));
	for (const entry of entries) {
		const failure = report(dir, work, manifest, entry);
		if (failure !== undefined) failures.push(`${manifest.name}: ${failure}`);
	}
	const unscoped = manifest.name.split("/").pop();
	const expected = new Set(entries.map((entry) => reportName(unscoped, entry.subpath)));
	const etc = join(dir, "etc");
	for (const stale of existsSync(etc) ? readdirSync(etc).filter((file) => file.endsWith(".api.md")) : []) {
		if (expected.has(stale)) continue;
		if (update) rmSync(join(etc, stale));
		else failures.push(`${manifest.name}: etc/${stale} reports an entry point the package no longer has`);
	}
	rmSync(work, { recursive: true, force: true });
	console.log(`${manifest.name}: publint, attw, ${entries.length} API reports ${update ? "written" : "checked"}`);
}
if (failures.length > 0) {
	console.error(failures.join("\n"));
	process.exit(1);
}
