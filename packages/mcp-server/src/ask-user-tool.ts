import { randomUUID } from "node:crypto";
import {
	type AskUserDetails,
	buildResult,
	type CancelReason,
	cancelledDetails,
	formatIssues,
	headUnits,
	localeMessages,
	type MessageLocale,
	type Messages,
	type NormalizedPayload,
	readArguments,
	sanitizeLine,
} from "@ask-user/core/contract";
import type { AskUserElicitation, ElicitationResult } from "@ask-user/core/elicitation";
import {
	type CallToolResult,
	CLIENT_CAPABILITIES_META_KEY,
	type ClientCapabilities,
	type ElicitRequestFormParams,
	type InputRequiredResult,
	inputRequired,
	inputResponse,
	type McpServer,
	ProtocolError,
	SdkError,
	SdkErrorCode,
	type ServerContext,
} from "@modelcontextprotocol/server";
import { type ClientSupport, clientSupport } from "./client-support.ts";
import { readAnswer, sentForm } from "./form-fields.ts";
import { FormQueue } from "./form-queue.ts";
import { CLIENT_FORM_ERROR, SERVER_MESSAGES, UNREADABLE_ANSWER, UNREADABLE_ANSWER_ISSUES } from "./messages.ts";
import { openBrowser } from "./open-browser.ts";
import { type OpenForm, OpenRounds } from "./open-rounds.ts";
import { type PageAsk, servePageAsk } from "./page-ask.ts";
import type { AskUserServerOptions } from "./server-options.ts";
import { serverWords } from "./server-words.ts";
import { shownForm, shownMessage } from "./shown-form.ts";
import { TOOL_DESCRIPTION_MCP } from "./tool-description.ts";
import { ASK_USER_INPUT } from "./tool-schema.ts";
import { type CallProgress, callProgress, keepWaiting, telling, tellNewAddresses } from "./waiting.ts";
import { whyPage } from "./why-page.ts";

/** The tool's name, as the model calls it (hosts prefix it: `mcp__ask-user__ask_user`). */
export const TOOL_NAME = "ask_user";

/** The key of the form in an `input_required` round's `inputRequests`. */
const ANSWERS = "answers";

/** A person may take their time: without a time limit of the host's, a form waits a day before its call gives up. */
const DEFAULT_TIME_LIMIT_MS = 24 * 60 * 60 * 1000;

/**
 * Without a time limit, how long a form asked in an `input_required` round holds its turn when no retry comes (the
 * client gave up between rounds and cannot tell the server): the SDK's own per-round default for a person.
 */
const ROUND_LEASE_MS = 10 * 60 * 1000;

function toolResult(details: AskUserDetails, detail?: string, messages = SERVER_MESSAGES): CallToolResult {
	return { content: buildResult(details, detail, messages).content };
}

/**
 * Whether the form carries the payload faithfully: core's mapping succeeded, and it dropped nothing of the payload
 * (a recommendation or a `required` the form cannot enforce). Notes on single options are a way of answering the
 * form does not offer, not part of the payload: those alone do not stop it.
 */
function faithful(asked: AskUserElicitation): asked is Extract<AskUserElicitation, { ok: true }> {
	return asked.ok && asked.dropped.every((gap) => gap.path.endsWith(".options"));
}

/** The result for the client's answer to the form, read as untrusted data. */
function answered(payload: NormalizedPayload, answer: ElicitationResult): CallToolResult {
	const read = readAnswer(payload, answer);
	if (read.ok) return toolResult(read.details);
	// Listed as an invalid call's issues are (the first 20): a client's answer may have a field for anything.
	return toolResult(
		cancelledDetails("error", payload),
		`${UNREADABLE_ANSWER_ISSUES}\n${formatIssues(read.issues)}`,
		UNREADABLE_ANSWER,
	);
}

/** A client's error told to the model is cut to this many characters: it may list every field of a huge answer. */
const MAX_ERROR_DETAIL = 2_000;

/**
 * `error`'s message as one safe line of at most `MAX_ERROR_DETAIL` characters: the client's text (which may echo the
 * model's) carries no escape sequence into the result, and no line break that would pass for one of the result's lines.
 */
function errorDetail(error: unknown): string {
	const message = error instanceof Error ? error.message : String(error);
	const cut = message.length > MAX_ERROR_DETAIL;
	const line = sanitizeLine(cut ? headUnits(message, MAX_ERROR_DETAIL - 1) : message);
	return cut ? `${line}…` : line;
}

function failureReason(error: unknown, signal: AbortSignal): CancelReason {
	if (signal.aborted) return "aborted";
	return error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout ? "timeout" : "error";
}

/** How a client's refusal of the page's address ends the page's form. */
const REFUSED: Readonly<Record<"decline" | "cancel", CancelReason>> = { decline: "user", cancel: "dismissed" };

/**
 * The form sent for `payload`, its fields named after the questions' order (`sentForm`), in the SDK's type (an object
 * literal: the SDK's type has an index signature, core's not).
 */
function formParams(
	payload: NormalizedPayload,
	asked: Extract<AskUserElicitation, { ok: true }>,
): ElicitRequestFormParams {
	const params = sentForm(payload, asked.params);
	return { ...params, requestedSchema: { ...params.requestedSchema } };
}

/**
 * Registers `ask_user` on `server`. Each call asks in the best way the client declared: URL mode (the page, opened
 * by the client), else form mode when core's mapping carries the payload faithfully, else the page served while the
 * call waits (its address in a log message, progress notifications and stderr). 2025-11-25 connections get
 * `elicitation/create` requests; 2026-07-28 ones `input_required` rounds. One form at a time: calls queue behind
 * the form the server waits on (a page, a pushed form); a call the client abandons (cancelled, or its connection
 * closed) ends at once and gives its turn to the next.
 */
export function registerAskUser(
	server: McpServer,
	options: AskUserServerOptions & { readonly locale: MessageLocale },
): void {
	const { locale } = options;
	// The person's words: the form's (core's table), the server's own, the page's (render-web's, in `locale`).
	const formWords: Messages = localeMessages(locale);
	const words = serverWords(locale);
	const queue = new FormQueue();
	const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
	const rounds = new OpenRounds(options.timeLimitMs ?? ROUND_LEASE_MS);
	const host = options.host ?? "127.0.0.1";
	// The connection closed: no retry can come, so the forms waiting for one end now (in-flight calls end by their
	// requests' signals, which the SDK aborts right after).
	const closed = server.server.onclose;
	server.server.onclose = () => {
		closed?.();
		rounds.endAll();
	};
	const tell = options.tell ?? ((line: string) => process.stderr.write(`${line}\n`));

	const servePageFor = (payload: NormalizedPayload, signal: AbortSignal) =>
		servePageAsk(payload, { host, timeLimitMs, signal, locale });

	/** Waits for `page`'s form to end; `signal` (the request's) ends it as aborted. */
	async function pageResult(page: PageAsk, signal: AbortSignal): Promise<CallToolResult> {
		const abort = () => page.page.abort("aborted");
		signal.addEventListener("abort", abort, { once: true });
		try {
			return toolResult(await page.done);
		} finally {
			signal.removeEventListener("abort", abort);
		}
	}

	/** 2025-11-25 form mode: the server sends `elicitation/create` and the call waits for its answer. */
	async function formPushed(
		payload: NormalizedPayload,
		params: ElicitRequestFormParams,
		ctx: ServerContext,
		progress: CallProgress,
	) {
		const { signal } = ctx.mcpReq;
		progress.say(() => words.waitingForm);
		try {
			// Sent as it is, not through `elicitInput`: that checks the answer against the form's schema with a JSON
			// Schema validator and throws on what does not fit; `readAnswer` reads every field itself and names each
			// one that does not fit.
			const answer = await ctx.mcpReq.send({ method: "elicitation/create", params }, { timeout: timeLimitMs, signal });
			return answered(payload, answer);
		} catch (error) {
			// The client answered, with something no elicitation result is (the SDK's own check) or with an error: the
			// person may have answered.
			if (!signal.aborted && error instanceof SdkError && error.code === SdkErrorCode.InvalidResult)
				return toolResult(
					cancelledDetails("error", payload),
					`${UNREADABLE_ANSWER_ISSUES}\n${errorDetail(error)}`,
					UNREADABLE_ANSWER,
				);
			if (!signal.aborted && error instanceof ProtocolError)
				return toolResult(cancelledDetails("error", payload), errorDetail(error), CLIENT_FORM_ERROR);
			const reason = failureReason(error, signal);
			const detail = reason === "error" ? errorDetail(error) : undefined;
			return toolResult(cancelledDetails(reason, payload), detail);
		}
	}

	/**
	 * 2025-11-25 URL mode: the client opens the page's address; the call ends with the page's form, and the client
	 * is told so (`notifications/elicitation/complete`). A client that declines or dismisses the address ends the
	 * form as cancelled, with what was answered.
	 */
	async function urlPushed(
		payload: NormalizedPayload,
		ctx: ServerContext,
		progress: CallProgress,
	): Promise<CallToolResult> {
		const { signal } = ctx.mcpReq;
		const page = await servePageFor(payload, signal);
		const elicitationId = randomUUID();
		const complete = server.server.createElicitationCompletionNotifier(elicitationId, {
			relatedRequestId: ctx.mcpReq.id,
		});
		const address = page.page.shownAddress();
		const params = { mode: "url" as const, message: shownMessage(payload, formWords), url: address.url, elicitationId };
		tellNewAddresses(page.page, address, page.done, telling(ctx, tell), words);
		ctx.mcpReq.send({ method: "elicitation/create", params }, { timeout: timeLimitMs, signal }).then(
			(answer) => {
				if (answer.action !== "accept") page.page.abort(REFUSED[answer.action]);
			},
			// No answer (the client failed, or the call ended first): the page's own end decides.
			() => {},
		);
		progress.say(() => words.waitingUrl);
		const result = await pageResult(page, signal);
		await complete().catch(() => {});
		return result;
	}

	/** No elicitation: the page is served while the call waits; its address goes everywhere the person may look. */
	async function pageWaiting(
		payload: NormalizedPayload,
		ctx: ServerContext,
		why: string,
		progress: CallProgress,
	): Promise<CallToolResult> {
		const page = await servePageFor(payload, ctx.mcpReq.signal);
		keepWaiting(ctx, progress, page.page, page.done, why, tell, words);
		if (options.open === true) openBrowser(page.page.url, (why) => tell(`ask-user-mcp: ${words.openFailed(why)}`));
		return await pageResult(page, ctx.mcpReq.signal);
	}

	/** 2026-07-28: the form or the page's address goes back in an `input_required` round; the retry answers it. */
	function inRound(form: OpenForm): InputRequiredResult {
		return inputRequired({ inputRequests: { [ANSWERS]: form.request() }, requestState: rounds.open(form) });
	}

	async function retried(form: OpenForm, ctx: ServerContext): Promise<CallToolResult | InputRequiredResult> {
		const view = inputResponse(ctx.mcpReq.inputResponses, ANSWERS);
		// No answer in the retry (the client lost it): the same request again (a page still holding its turn).
		if (view.kind !== "elicit") return inRound(form);
		const progress = callProgress(ctx);
		try {
			if (form.page === undefined) {
				const { kind: _, ...answer } = view;
				// Unchecked by the SDK on this path: `readAnswer` reads every field as untrusted data.
				return answered(form.payload, answer as ElicitationResult);
			}
			if (view.action !== "accept") form.page.page.abort(REFUSED[view.action]);
			progress.say(() => words.waitingUrl);
			return await pageResult(form.page, ctx.mcpReq.signal);
		} finally {
			progress.stop();
			form.release();
		}
	}

	async function ask(
		payload: NormalizedPayload,
		support: ClientSupport,
		ctx: ServerContext,
		modern: boolean,
		release: () => void,
		progress: CallProgress,
	): Promise<CallToolResult | InputRequiredResult> {
		const asked = shownForm(payload, formWords, words);
		if (support.url && modern) {
			// The page outlives this round: the retry's request ends it when cancelled.
			const page = await servePageFor(payload, new AbortController().signal);
			tellNewAddresses(page.page, page.page.shownAddress(), page.done, telling(ctx, tell), words);
			const request = () =>
				inputRequired.elicitUrl({ message: shownMessage(payload, formWords), url: page.page.shownAddress().url });
			return inRound({ payload, request, page, release });
		}
		if (support.form && faithful(asked) && modern) {
			// The client shows its own form: the server waits on nothing it could end, and between rounds no request
			// is in flight to tell it the client moved on, so the form holds no turn (D106).
			release();
			const params = formParams(payload, asked);
			return inRound({ payload, request: () => inputRequired.elicit(params), release });
		}
		try {
			if (support.url) return await urlPushed(payload, ctx, progress);
			if (support.form && faithful(asked)) return await formPushed(payload, formParams(payload, asked), ctx, progress);
			return await pageWaiting(payload, ctx, whyPage(support, asked, words), progress);
		} finally {
			release();
		}
	}

	async function askUser(raw: unknown, ctx: ServerContext): Promise<CallToolResult | InputRequiredResult> {
		// Only 2026-07-28 requests carry the per-request envelope (the client's capabilities among its keys).
		const envelope: Record<string, unknown> | undefined = ctx.mcpReq.envelope;
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
		// Told while the call waits its turn too: a host's per-request timeout runs from the call's start.
		const progress = callProgress(ctx);
		if (queue.busy) progress.say(() => words.waitingTurn);
		const release = await queue.turn(ctx.mcpReq.signal);
		try {
			if (release === undefined) return toolResult(cancelledDetails("aborted", payload));
			return await ask(payload, clientSupport(capabilities), ctx, envelope !== undefined, release, progress);
		} catch (error) {
			release?.();
			return toolResult(cancelledDetails("error", payload), errorDetail(error));
		} finally {
			progress.stop();
		}
	}

	server.registerTool(
		TOOL_NAME,
		{ title: "Ask user", description: TOOL_DESCRIPTION_MCP, inputSchema: ASK_USER_INPUT },
		askUser,
	);
}
