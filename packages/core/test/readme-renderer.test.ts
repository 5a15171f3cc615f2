/// <reference types="node" />
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileTempDir } from "@ask-user/test-kit/temp-dir";
import { describe, expect, it } from "vitest";

/**
 * The README's complete renderer run as a reader would run it: the block pasted into a file, asked a two-question
 * form in a process of its own, each command line typed after its prompt shows.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(packageDir, "README.md"), "utf8");
const work = fileTempDir(".readme-renderer", join(packageDir, "test"));
const LOADER = ["--import", join(packageDir, "test", "support", "typescript-loader.mjs")];

const section = readme.slice(readme.indexOf("### A complete renderer"));
const renderer = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? "";

const PAYLOAD = {
	questions: [
		{
			id: "db",
			label: "Database",
			prompt: "Which database?\u001b[31m",
			options: [
				{ value: "postgres", label: "Postgres" },
				{ value: "sqlite", label: "SQLite" },
			],
		},
		{
			id: "extras",
			label: "Extras",
			prompt: "Which extras?",
			type: "multi",
			options: [
				{ value: "auth", label: "Auth" },
				{ value: "cache", label: "Cache" },
				{ value: "queue", label: "Queue" },
			],
		},
	],
};

/**
 * Runs the README's renderer on PAYLOAD with `lines` piped in at once (as `printf '2\n1\n' | node main.ts` does),
 * then the end of the input; resolves with its output.
 */
function run(lines: readonly string[], payload: unknown = PAYLOAD): Promise<{ details: unknown; screen: string }> {
	writeFileSync(join(work(), "renderer.ts"), renderer.replaceAll('"@ask-user/core"', '"../../src/index.ts"'));
	writeFileSync(
		join(work(), "main.ts"),
		[
			'import { validate } from "../../src/index.ts";',
			'import { askOnLines } from "./renderer.ts";',
			`const checked = validate(${JSON.stringify(payload)});`,
			"if (!checked.ok) throw new Error(JSON.stringify(checked.issues));",
			"const details = await askOnLines(checked.payload);",
			"process.stderr.write(JSON.stringify(details));",
		].join("\n"),
	);
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [...LOADER, join(work(), "main.ts")], { stdio: "pipe" });
		let screen = "";
		let err = "";
		child.stdout.on("data", (chunk: Buffer) => {
			screen += chunk.toString();
		});
		child.stderr.on("data", (chunk: Buffer) => {
			err += chunk.toString();
		});
		child.on("error", reject);
		child.on("close", (code) => {
			if (code !== 0) reject(new Error(`exit ${code}: ${err}`));
			else resolve({ details: JSON.parse(err), screen });
		});
		child.stdin.end(lines.map((line) => `${line}\n`).join(""));
	});
}

describe("the core README's complete renderer, on piped input", () => {
	it("a pick moves on; a multi question ticks two rows; the review lists both and s submits", async () => {
		const { details, screen } = await run(["2", "1", "3", ">", "s"]);
		expect(details).toMatchObject({
			cancelled: false,
			answers: { db: { values: ["sqlite"] }, extras: { values: ["auth", "queue"] } },
		});
		expect(screen).toContain("[x] 1. Auth\n[ ] 2. Cache\n[x] 3. Queue");
		expect(screen).toContain("Database: SQLite\nExtras: Auth, Queue\n");
		expect(screen).not.toContain("\u001b"); // the model's escape is printed as a space
	});

	it("q cancels: with an answer it asks first, another line keeps answering, q again discards", async () => {
		const { details, screen } = await run(["1", "q", ">", "q", "q"]);
		expect(details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		expect(screen).toContain("Discard 1 answer? q: yes");
	});

	it("model text loses bidi and invisible characters, and each line is cut to 80 columns in a pipe", async () => {
		const label = `abc\u202efed \u2066iso\u2069 zw\u200bsp ${"\u{1F600}".repeat(100)}`;
		const prompt = `Pick\u2028Fake \u202eline\u202c${"A".repeat(1_000_000)}`;
		const { screen } = await run([], { questions: [{ id: "q", prompt, options: [{ value: "a", label }] }] });
		const lines = screen.split("\n");
		expect(lines[0]).toBe(`Q1: Pick Fake line${"A".repeat(80 - 19)}…`);
		expect(lines[1]).toMatch(/^\[ \] 1\. abcfed iso zwsp (\u{1F600})+…$/u);
		expect(lines.every((line) => line.length <= 80)).toBe(true);
		expect(screen).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]|\p{Surrogate}/u);
	});

	it("the end of the input closes the form: dismissed, nothing submitted", async () => {
		const { details } = await run(["1"]);
		expect(details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
	});
}, 60_000); // each case starts Node with a TypeScript loader
