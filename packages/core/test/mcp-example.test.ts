/// <reference types="node" />
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { toPromise } from "xstate";
import { type Answerer, callWithForms } from "../examples/mcp-client.ts";
import type { QuestionnaireActor } from "../examples/readline-renderer.ts";
import { connect } from "../src/index.ts";

/**
 * The MCP examples as a person and a server meet them: `examples/mcp-server.ts` runs in its own process and asks the
 * tour through `elicitation/create` over stdio; `examples/mcp-client.ts` answers with the questionnaire, driven
 * headlessly here (scripted intents) and, in a process of its own, on its readline terminal.
 */

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
/** Node options that run the examples' TypeScript in a plain `node`. */
const LOADER = ["--import", join(packageDir, "test", "support", "typescript-loader.mjs")];
const SERVER = { command: process.execPath, args: [...LOADER, join(packageDir, "examples", "mcp-server.ts")] };

/** An answerer that plays `script` on the questionnaire (through `connect`'s intents), then waits for its end. */
function scripted(script: (view: () => ReturnType<typeof connect>, actor: QuestionnaireActor) => void): Answerer {
	return async (actor) => {
		script(() => connect(actor.getSnapshot(), actor.send), actor);
		return toPromise(actor);
	};
}

const text = (result: Awaited<ReturnType<typeof callWithForms>>) =>
	result.content.flatMap((block) => (block.type === "text" ? [block.text] : [])).join("\n");

describe("examples/mcp-client.ts answers examples/mcp-server.ts over stdio", () => {
	it("the server receives the person's exact answers: choices, an own answer and a note, in their fields", async () => {
		const result = await callWithForms({
			server: SERVER,
			tool: "plan_service",
			answer: scripted((view, actor) => {
				view().openEditor("questionNote");
				actor.send({ type: "editor.save", text: "must run on ARM" });
				view().pick(4); // database: Type your own
				actor.send({ type: "editor.save", text: "CockroachDB" });
				view().pick(2); // features: Search
				view().pick(4); // features: Audit log
				view().nextTab();
				view().pick(2); // layout: By layer
				view().submit();
			}),
		});
		expect(result.isError).toBeFalsy();
		expect(result.structuredContent).toEqual({
			action: "accept",
			content: {
				database__custom: "CockroachDB",
				database__note: "must run on ARM",
				features: ["search", "audit"],
				layout: "by-layer",
			},
		});
		expect(text(result)).toBe(
			[
				'The user submitted "Set up the new service" (3 of 3 answered):',
				'- "Database" ["database"]: own answer: "CockroachDB"',
				'  note: "must run on ARM"',
				'- "Features" ["features"]: "Search" ["search"]; "Audit log" ["audit"]',
				'- "Layout" ["layout"]: "By layer" ["by-layer"]',
			].join("\n"),
		);
	}, 120_000);

	it("a cancel by the person declines, a dismissal cancels: the server reads each as such", async () => {
		const declined = await callWithForms({
			server: SERVER,
			tool: "plan_service",
			answer: scripted((view) => view().cancel()),
		});
		expect(declined.structuredContent).toEqual({ action: "decline", content: {} });
		expect(text(declined)).toContain("cancelled");
		const cancelled = await callWithForms({
			server: SERVER,
			tool: "plan_service",
			answer: scripted((view) => view().dismiss()),
		});
		expect(cancelled.structuredContent).toEqual({ action: "cancel", content: {} });
		expect(text(cancelled)).not.toBe(text(declined));
	}, 120_000);

	it("run as a program, the client asks on its terminal and prints what the server made of the answers", async () => {
		const child = spawn(process.execPath, [...LOADER, join(packageDir, "examples", "mcp-client.ts")], {
			stdio: ["pipe", "pipe", "inherit"],
		});
		let output = "";
		child.stdout.setEncoding("utf8");
		child.stdout.on("data", (chunk: string) => {
			output += chunk;
		});
		// Database: Type your own, then its text; a note on Features, Search; Layout: By layer; Enter submits.
		child.stdin.end(["4", "CockroachDB", "n first week", "2", ">", "2", ""].map((line) => `${line}\n`).join(""));
		const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
		expect(code).toBe(0);
		expect(output.slice(output.lastIndexOf("The user submitted"))).toBe(
			[
				'The user submitted "Set up the new service" (3 of 3 answered):',
				'- "Database" ["database"]: own answer: "CockroachDB"',
				'- "Features" ["features"]: "Search" ["search"]',
				'  note: "first week"',
				'- "Layout" ["layout"]: "By layer" ["by-layer"]\n',
			].join("\n"),
		);
	}, 120_000);
});
