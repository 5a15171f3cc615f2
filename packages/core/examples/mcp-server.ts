/**
 * An MCP server that asks the person through its client: its tool `plan_service` sends the `tour` questionnaire as
 * a form-mode `elicitation/create` (`elicitationRequest`) and returns what came back, read as untrusted data
 * (`detailsFromElicitation`): the answers as the model would read them (`buildContent`), and the form's result as
 * received (`structuredContent`). It speaks MCP on stdin and stdout; examples/mcp-client.ts starts it.
 */
import { buildContent, validate } from "@ask-user/core";
import { detailsFromElicitation, elicitationRequest } from "@ask-user/core/elicitation";
import { tour } from "@ask-user/core/fixtures";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const checked = validate(tour);
if (!checked.ok) throw new Error("the tour fixture is invalid");
const payload = checked.payload;

/** A tool result that tells the model why nothing was asked or read. */
function failed(what: string, issues: readonly { readonly path: string; readonly message: string }[]): CallToolResult {
	const lines = issues.map((issue) => `- ${issue.path}: ${issue.message}`);
	return { isError: true, content: [{ type: "text", text: [what, ...lines].join("\n") }] };
}

const server = new McpServer({ name: "ask-user-example-server", version: "1.0.0" });

server.registerTool(
	"plan_service",
	{ description: "Asks the person how to set up the new service: database, features, layout." },
	async (): Promise<CallToolResult> => {
		const asked = elicitationRequest(payload);
		if (!asked.ok) return failed("The questions do not fit a form:", asked.issues);
		// A person may take their time: no request timeout (the SDK's default is a minute).
		const result = await server.server.elicitInput(asked.params, { timeout: 24 * 60 * 60 * 1000 });
		const read = detailsFromElicitation(payload, result);
		if (!read.ok) return failed("The client's answers do not fit the questions:", read.issues);
		return {
			content: [{ type: "text", text: buildContent(read.details) }],
			structuredContent: { action: result.action, content: result.content ?? {} },
		};
	},
);

await server.connect(new StdioServerTransport());
