/**
 * A standalone MCP client whose person answers a server's forms with the ask_user questionnaire, on the public API:
 * it advertises form elicitation, starts an MCP server over stdio, calls one of its tools, and answers each
 * `elicitation/create` the server sends meanwhile: the request read as untrusted data (`payloadFromElicitation`),
 * asked with the questionnaire, and answered with `elicitationResult`; when the server's rules would refuse an
 * answer, the person is asked again on that question with every answer kept. A form the questionnaire cannot ask
 * is cancelled. (pi cannot do this yet: docs/pi-platform.md, "MCP servers asking the person".)
 *
 *   npx tsx packages/core/examples/mcp-client.ts    the tour, asked by examples/mcp-server.ts, on this terminal
 */
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type AskUserDetails, createQuestionnaireMachine, restoreProgress, saveProgress } from "@ask-user/core";
import { elicitationResult, payloadFromElicitation } from "@ask-user/core/elicitation";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import {
	type CallToolResult,
	CallToolResultSchema,
	type ElicitRequestFormParams,
	ElicitRequestSchema,
	type ElicitResult,
} from "@modelcontextprotocol/sdk/types.js";
import { createActor } from "xstate";
import { answerOnReadline, type QuestionnaireActor } from "./readline-renderer.ts";

/** How the person answers: runs a started questionnaire (fresh, or restored on a question) until it ends. */
export type Answerer = (actor: QuestionnaireActor) => Promise<AskUserDetails>;

/** What the client shows between two rounds of a form: the answers the server would refuse. */
export type IssueReporter = (lines: readonly string[]) => void;

/**
 * The result for one form-mode `elicitation/create`: the person's answers as content the server accepts, `decline`
 * when they cancelled, `cancel` when they dismissed it or the questionnaire cannot ask it.
 */
export async function answerElicitation(
	params: ElicitRequestFormParams,
	answer: Answerer,
	report: IssueReporter = () => {},
): Promise<ElicitResult> {
	const mapped = payloadFromElicitation(params);
	if (!mapped.ok) return { action: "cancel" };
	const machine = createQuestionnaireMachine();
	let actor: QuestionnaireActor = createActor(machine, { input: mapped.payload }).start();
	for (;;) {
		const details = await answer(actor);
		const answered = elicitationResult(details, params.requestedSchema);
		if (answered.ok) return answered.result;
		report(answered.issues.map((issue) => `${issue.path}: ${issue.message}`));
		const saved = { ...saveProgress(actor.getSnapshot()), current: answered.issues[0]?.question };
		const restored = restoreProgress(mapped.payload, saved);
		if (!restored.ok) return { action: "cancel" };
		actor = createActor(machine, { input: mapped.payload, snapshot: restored.snapshot }).start();
	}
}

export interface ExampleClientOptions {
	/** The server to start: a command and its arguments. */
	readonly server: { readonly command: string; readonly args: readonly string[] };
	/** The tool to call. */
	readonly tool: string;
	readonly answer: Answerer;
	readonly report?: IssueReporter;
}

/** Starts the server, calls `tool` (answering its forms with the questionnaire), closes, and returns the result. */
export async function callWithForms(options: ExampleClientOptions): Promise<CallToolResult> {
	const client = new Client(
		{ name: "ask-user-example-client", version: "1.0.0" },
		{ capabilities: { elicitation: { form: {} } } },
	);
	client.setRequestHandler(ElicitRequestSchema, async (request) => {
		const params = request.params;
		// A URL-mode request sends the person to a page: not a form the questionnaire asks.
		if (params.mode === "url") return { action: "decline" };
		return answerElicitation(params, options.answer, options.report);
	});
	const transport = new StdioClientTransport({
		command: options.server.command,
		args: [...options.server.args],
		stderr: "inherit",
	});
	await client.connect(transport);
	try {
		// No timeout: the person may take their time. Parsed again, as the SDK also types a pre-2024 result shape.
		const result = await client.callTool({ name: options.tool }, CallToolResultSchema, {
			timeout: 24 * 60 * 60 * 1000,
		});
		return CallToolResultSchema.parse(result);
	} finally {
		await client.close();
	}
}

// Run directly: examples/mcp-server.ts's tool, answered on this terminal; the tool's text is printed at the end.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
	const streams = { input: process.stdin, output: process.stdout };
	const result = await callWithForms({
		// The server runs with the same Node options as this client (a TypeScript loader, for one).
		server: {
			command: process.execPath,
			args: [...process.execArgv, join(dirname(fileURLToPath(import.meta.url)), "mcp-server.ts")],
		},
		tool: "plan_service",
		answer: (actor) => answerOnReadline(actor, streams),
		report: (lines) => process.stdout.write(`The server would refuse:\n${lines.join("\n")}\n`),
	});
	const texts = result.content.flatMap((block) => (block.type === "text" ? [block.text] : []));
	process.stdout.write(`\n${texts.join("\n")}\n`);
	process.stdin.pause();
}
