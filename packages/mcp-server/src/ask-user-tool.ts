import {
	type AskUserDetails,
	buildResult,
	type CancelReason,
	cancelledDetails,
	echoed,
	listQuestions,
	type NormalizedPayload,
	readArguments,
	TOOL_DESCRIPTION,
	TOOL_GUIDELINES,
} from "@ask-user/core/contract";
import {
	type AskUserElicitation,
	detailsFromElicitation,
	type ElicitationResult,
	elicitationRequest,
} from "@ask-user/core/elicitation";
import {
	type CallToolResult,
	CLIENT_CAPABILITIES_META_KEY,
	type ClientCapabilities,
	type InputRequiredResult,
	inputRequired,
	inputResponse,
	type McpServer,
	SdkError,
	SdkErrorCode,
	type ServerContext,
} from "@modelcontextprotocol/server";
import { type ClientSupport, clientSupport } from "./client-support.ts";
import { FormQueue } from "./form-queue.ts";
import { SERVER_MESSAGES } from "./messages.ts";
import { type OpenForm, OpenRounds } from "./open-rounds.ts";
import type { AskUserServerOptions } from "./server-options.ts";
import { ASK_USER_INPUT } from "./tool-schema.ts";

/** The tool's name, as the model calls it (hosts prefix it: `mcp__ask-user__ask_user`). */
export const TOOL_NAME = "ask_user";

/** The key of the form in an `input_required` round's `inputRequests`. */
const ANSWERS = "answers";

/** The description the client gives the model: pi's, with pi's guidelines below it (MCP has no field for them). */
const DESCRIPTION = [TOOL_DESCRIPTION, "", ...TOOL_GUIDELINES.map((line) => `- ${line}`)].join("\n");

/** A person may take their time: without a time limit, a form waits a day before its call gives up. */
const NO_LIMIT_MS = 24 * 60 * 60 * 1000;

/**
 * Without a time limit, how long a form asked in an `input_required` round holds its turn when no retry comes (the
 * client gave up between rounds and cannot tell the server): the SDK's own per-round default for a person.
 */
const ROUND_LEASE_MS = 10 * 60 * 1000;

function toolResult(details: AskUserDetails, detail?: string): CallToolResult {
	return { content: buildResult(details, detail, SERVER_MESSAGES).content };
}

/** Whether the request came on a 2026-07-28 connection: only those carry the per-request envelope. */
function envelopeOf(ctx: ServerContext): Record<string, unknown> | undefined {
	return ctx.mcpReq.envelope;
}

/**
 * Whether the form carries the payload faithfully: core's mapping succeeded, and it dropped nothing of the payload
 * (a recommendation or a `required` the form cannot enforce). Notes on single options are a way of answering the
 * form does not offer, not part of the payload: those alone do not stop it.
 */
function faithful(asked: AskUserElicitation): asked is Extract<AskUserElicitation, { ok: true }> {
	return asked.ok && asked.dropped.every((gap) => gap.path.endsWith(".options"));
}

function whyNoForm(support: ClientSupport, asked: AskUserElicitation): string {
	if (!support.form) return "The client declared no form elicitation.";
	const issues = asked.ok ? asked.dropped.filter((gap) => !gap.path.endsWith(".options")) : asked.issues;
	return [
		"A form cannot carry these questions faithfully:",
		...issues.map((gap) => `- ${gap.path}: ${gap.message}`),
	].join("\n");
}

function unavailable(payload: NormalizedPayload, why: string): CallToolResult {
	const name = payload.title === undefined ? "" : ` (${JSON.stringify(echoed(payload.title))})`;
	const list = listQuestions(payload.questions, SERVER_MESSAGES);
	return toolResult(
		cancelledDetails("ui_unavailable", payload),
		`${why}\nAsk the user these questions another way${name}:\n${list}`,
	);
}

/** The result for the client's answer to the form, read as untrusted data. */
function answered(payload: NormalizedPayload, answer: ElicitationResult): CallToolResult {
	const read = detailsFromElicitation(payload, answer);
	if (read.ok) return toolResult(read.details);
	const lines = read.issues.map((issue) => `- ${issue.path}: ${issue.message}`);
	return toolResult(
		cancelledDetails("error", payload),
		["The client's answer does not fit the questions:", ...lines].join("\n"),
	);
}

function failureReason(error: unknown, signal: AbortSignal): CancelReason {
	if (signal.aborted) return "aborted";
	return error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout ? "timeout" : "error";
}

/** Registers `ask_user` on `server`. */
export function registerAskUser(server: McpServer, options: AskUserServerOptions = {}): void {
	const queue = new FormQueue();
	const timeLimitMs = options.timeLimitMs ?? NO_LIMIT_MS;
	const rounds = new OpenRounds(options.timeLimitMs ?? ROUND_LEASE_MS);

	/** 2025-11-25: the server sends `elicitation/create` and the call waits for its answer. */
	async function askPushed(form: OpenForm, ctx: ServerContext): Promise<CallToolResult> {
		const { signal } = ctx.mcpReq;
		try {
			// Sent as it is, not through `elicitInput`: that checks the answer against the form's schema with a JSON
			// Schema validator, which fails outright on field names it cannot read (an id with a `%` that is no URI
			// escape); `detailsFromElicitation` reads every field itself and names each one that does not fit.
			const answer = await ctx.mcpReq.send(
				{ method: "elicitation/create", params: form.params },
				{ timeout: timeLimitMs, signal },
			);
			return answered(form.payload, answer);
		} catch (error) {
			const reason = failureReason(error, signal);
			const detail = reason === "error" && error instanceof Error ? error.message : undefined;
			return toolResult(cancelledDetails(reason, form.payload), detail);
		} finally {
			form.release();
		}
	}

	/** 2026-07-28: the form goes back in an `input_required` round; the retry carries the answer. */
	function askInRound(form: OpenForm): InputRequiredResult {
		return inputRequired({
			inputRequests: { [ANSWERS]: inputRequired.elicit(form.params) },
			requestState: rounds.open(form),
		});
	}

	function retried(form: OpenForm, ctx: ServerContext): CallToolResult | InputRequiredResult {
		const view = inputResponse(ctx.mcpReq.inputResponses, ANSWERS);
		// No answer in the retry (the client lost it): the same form again, still holding its turn.
		if (view.kind !== "elicit") return askInRound(form);
		form.release();
		const { kind: _, ...answer } = view;
		// Unchecked by the SDK on this path: `detailsFromElicitation` reads every field as untrusted data.
		return answered(form.payload, answer as ElicitationResult);
	}

	async function askUser(raw: unknown, ctx: ServerContext): Promise<CallToolResult | InputRequiredResult> {
		const envelope = envelopeOf(ctx);
		if (envelope !== undefined) {
			const open = rounds.take(ctx.mcpReq.requestState());
			if (open !== undefined) return retried(open, ctx);
		}
		const read = readArguments(raw, SERVER_MESSAGES);
		if (!read.ok) return { isError: true, content: [{ type: "text", text: read.text }] };
		const { payload } = read;
		const capabilities =
			envelope === undefined
				? server.server.getClientCapabilities()
				: (envelope[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined);
		const support = clientSupport(capabilities);
		const asked = elicitationRequest(payload, { messages: SERVER_MESSAGES });
		if (!support.form || !faithful(asked)) return unavailable(payload, whyNoForm(support, asked));
		const release = await queue.turn(ctx.mcpReq.signal);
		if (release === undefined) return toolResult(cancelledDetails("aborted", payload));
		// Core's params in the SDK's type (an object literal: the SDK's type has an index signature, core's interface not).
		const params = { ...asked.params, requestedSchema: { ...asked.params.requestedSchema } };
		const form: OpenForm = { payload, params, release };
		return envelope === undefined ? askPushed(form, ctx) : askInRound(form);
	}

	server.registerTool(TOOL_NAME, { title: "Ask user", description: DESCRIPTION, inputSchema: ASK_USER_INPUT }, askUser);
}
