/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileTempDir } from "@ask-user/test-kit/temp-dir";
import { describe, expect, it } from "vitest";

/**
 * The README's renderer and MCP snippets, type-checked as a reader pastes them: each block's imports at the top,
 * the rest in a function that declares what the block takes as given (`view`, `actor`, `request`).
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(packageDir, "README.md"), "utf8");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const work = fileTempDir(".readme-snippets", join(packageDir, "test"));

/** The first `ts` block after `heading`. */
function block(heading: string, nth = 0): string {
	const section = readme.slice(readme.indexOf(heading));
	const found = [...section.matchAll(/```ts\n([\s\S]*?)```/g)][nth]?.[1];
	if (found === undefined) throw new Error(`no ts block under ${heading}`);
	return found;
}

function program(snippet: string, imports: string, given: string): string {
	const lines = snippet.split("\n");
	const own = lines.filter((line) => line.startsWith("import "));
	const body = lines.filter((line) => !line.startsWith("import "));
	return [...own, imports, `export async function snippet(${given}) {`, ...body, "}"].join("\n");
}

const SRC = "../../src";

describe("the core README's snippets type-check", () => {
	it("the complete renderer, narrowing the view, checking a submit, saving progress, model-based testing, and the MCP client loop", () => {
		const files = {
			"narrowing.ts": program(
				block("### Narrowing the view"),
				`import type { QuestionnaireView } from "${SRC}/index.ts";`,
				"view: QuestionnaireView",
			),
			"submit.ts": program(
				block("### Intents, events and suggested keys"),
				`import type { QuestionnaireView } from "${SRC}/index.ts";`,
				"view: QuestionnaireView",
			),
			"progress.ts": program(
				block("A snapshot read back from storage"),
				`import { createActor } from "xstate";
import { type QuestionnaireSnapshot, createQuestionnaireMachine, restoreProgress, saveProgress, type NormalizedPayload } from "${SRC}/index.ts";`,
				"actor: { getSnapshot(): QuestionnaireSnapshot }, checked: { payload: NormalizedPayload }",
			),
			"mcp-server.ts": program(
				block("Ask an `ask_user` payload through any MCP client"),
				`import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { NormalizedPayload } from "${SRC}/index.ts";`,
				"server: Server, checked: { payload: NormalizedPayload }",
			),
			"model-based.ts": program(block("## Model-based testing"), "", ""),
			"renderer.ts": block("### A complete renderer"),
			"mcp-client.ts": program(
				block("Render a server's elicitation with the questionnaire"),
				`import type { ElicitationRequestParams, ElicitationResult } from "${SRC}/elicitation.ts";
declare function ownFormFallback(params: ElicitationRequestParams): ElicitationResult;`,
				"request: { params: ElicitationRequestParams }",
			),
		};
		for (const [name, text] of Object.entries(files)) {
			writeFileSync(
				join(work(), name),
				text
					.replaceAll('"@ask-user/core/elicitation"', `"${SRC}/elicitation.ts"`)
					.replaceAll('"@ask-user/core"', `"${SRC}/index.ts"`),
			);
		}
		writeFileSync(
			join(work(), "tsconfig.json"),
			JSON.stringify({
				extends: "../../tsconfig.json",
				compilerOptions: { rootDir: "../..", noEmit: true },
				include: ["*.ts"],
			}),
		);
		let output = "";
		try {
			execFileSync(process.execPath, [tsc, "-p", join(work(), "tsconfig.json")], { encoding: "utf8" });
		} catch (error) {
			output = String((error as { stdout?: string }).stdout ?? error);
		}
		expect(output).toBe("");
	}, 120_000); // tsc type-checks the snippets with core's source
});
