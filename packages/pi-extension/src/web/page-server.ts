/**
 * The HTTP server of `/ask-user web`: one page (`/`), its updates as server-sent events (`/events`) and its actions
 * (`POST /action`). It answers only to its own name (421 otherwise: DNS rebinding), only to requests that carry
 * the page's cookie (403), and acts only on POSTs from its own page (Origin, 403). The cookie is had once, for a
 * one-time token in the printed address, and is HttpOnly and SameSite=Strict. Bodies are bounded
 * (`MAX_BODY_BYTES`, 413) and checked (`page-actions.ts`, 400 or 409). Nothing thrown reaches pi.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { describeError } from "../startup/describe-error.ts";
import { hostRefusal, originRefusal, refuse, TEXT_HEADERS } from "./own-pages-only.ts";
import { ActionError, type PageAction, parseAction } from "./page-actions.ts";
import { urlHost } from "./page-address.ts";
import { contentSecurityPolicy, pageHtml } from "./page-html.ts";

/** The largest action body taken, in bytes: a note or an answer of some 60,000 characters; longer in the terminal. */
export const MAX_BODY_BYTES = 64 * 1024;
/** The most pages following the form at once. */
export const MAX_PAGES = 16;
/** The most one-time addresses waiting to be opened; a new one retires the oldest. */
const MAX_WAITING_TOKENS = 8;
/**
 * Updates closer together than this are sent as one (a person typing in the terminal): a question of 300 options is
 * about 170 KB of HTML, sent whole.
 */
const UPDATE_PAUSE_MS = 50;

/** What the server serves: the form's HTML now, and what the page's actions do to the form. */
export interface PageSource {
	html(): string;
	/** Applies an action, or throws an `ActionError`. */
	act(action: PageAction): void;
}

/** A one-time address of the page. */
export interface PageAddress {
	readonly url: string;
	/** Resolves when a browser first opens it (trades its token for the cookie). */
	readonly opened: Promise<void>;
	/** Whether its token still opens the page: not yet opened, not retired by newer ones, the server still open. */
	waiting(): boolean;
}

/** A one-time token waiting to be opened, and what its first visit tells. */
interface WaitingToken {
	readonly token: string;
	readonly opened: () => void;
}

export interface PageServer {
	/** A new address of the page, with a one-time token that a first visit trades for the page's cookie. */
	newAddress(): PageAddress;
	/** Sends the form's HTML to every open page (bursts sent once). */
	changed(): void;
	/** Shows `html` on every open page as the form's end, then closes. */
	end(html: string): Promise<void>;
	/** Closes at once: the server stops listening and drops every connection. */
	close(): Promise<void>;
}

const COMMON_HEADERS = {
	"cache-control": "no-store",
	"x-content-type-options": "nosniff",
	"referrer-policy": "no-referrer",
	"x-frame-options": "DENY",
};

function plain(response: ServerResponse, status: number, text: string): void {
	response.writeHead(status, { ...COMMON_HEADERS, ...TEXT_HEADERS }).end(text);
}

function secret(bytes: number): string {
	return randomBytes(bytes).toString("base64url");
}

function sameSecret(given: string, expected: string): boolean {
	const a = Buffer.from(given);
	const b = Buffer.from(expected);
	return a.length === b.length && timingSafeEqual(a, b);
}

function cookieValue(request: IncomingMessage, name: string): string | undefined {
	for (const part of (request.headers.cookie ?? "").split(";")) {
		const [key, ...value] = part.trim().split("=");
		if (key === name) return value.join("=");
	}
	return undefined;
}

/** An SSE event of one line of JSON (JSON escapes every line break). */
function event(name: string, html: string): string {
	return `event: ${name}\ndata: ${JSON.stringify(html)}\n\n`;
}

/** Reads a body of at most `MAX_BODY_BYTES`; undefined (and a 413 sent) when it is larger. */
async function readBody(request: IncomingMessage, response: ServerResponse): Promise<string | undefined> {
	const tooLarge = () => {
		plain(response, 413, `the action must be at most ${MAX_BODY_BYTES} bytes; write longer text in the terminal`);
		request.resume();
	};
	if (Number(request.headers["content-length"] ?? 0) > MAX_BODY_BYTES) {
		tooLarge();
		return undefined;
	}
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of request) {
		const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
		size += buffer.length;
		if (size > MAX_BODY_BYTES) {
			tooLarge();
			return undefined;
		}
		chunks.push(buffer);
	}
	return Buffer.concat(chunks).toString("utf8");
}

/** Starts the page's server on `host` at a port the system picks. */
export async function startPageServer(source: PageSource, host: string): Promise<PageServer> {
	const session = secret(32);
	const tokens: WaitingToken[] = [];
	const pages = new Set<ServerResponse>();
	let cookie = "";
	let updateTimer: ReturnType<typeof setTimeout> | undefined;
	/** The HTML every open page shows: an update that would send it again is not sent. */
	let lastSent = "";
	let closed = false;

	const hasCookie = (request: IncomingMessage) => {
		const value = cookieValue(request, cookie);
		return value !== undefined && sameSecret(value, session);
	};
	const noPage = (response: ServerResponse) =>
		plain(response, 403, "open the address pi printed for this form; this browser has no access to it");

	const servePage = (request: IncomingMessage, response: ServerResponse, query: URLSearchParams) => {
		const token = query.get("token");
		if (token !== null) {
			const at = tokens.findIndex((waiting) => sameSecret(token, waiting.token));
			if (at < 0) {
				plain(response, 403, "this address was opened already (it opens once, in one browser) or is not this form's");
				return;
			}
			for (const used of tokens.splice(at, 1)) used.opened();
			response
				.writeHead(303, {
					...COMMON_HEADERS,
					location: "/",
					"set-cookie": `${cookie}=${session}; HttpOnly; SameSite=Strict; Path=/`,
				})
				.end();
			return;
		}
		if (!hasCookie(request)) return noPage(response);
		const nonce = secret(16);
		response
			.writeHead(200, {
				...COMMON_HEADERS,
				"content-type": "text/html; charset=utf-8",
				"content-security-policy": contentSecurityPolicy(nonce),
			})
			.end(pageHtml(source.html(), nonce));
	};

	const follow = (request: IncomingMessage, response: ServerResponse) => {
		if (!hasCookie(request)) return noPage(response);
		// A browser sends an Origin here only for another site's page; its own page sends none.
		const origin = request.headers.origin === undefined ? undefined : originRefusal(request, "the page's updates");
		if (origin !== undefined) return refuse(response, origin);
		if (pages.size >= MAX_PAGES) {
			plain(response, 503, `at most ${MAX_PAGES} pages follow the form at once; close one`);
			return;
		}
		response.writeHead(200, { ...COMMON_HEADERS, "content-type": "text/event-stream; charset=utf-8" });
		lastSent = source.html();
		for (const page of pages) page.write(event("view", lastSent));
		response.write(event("view", lastSent));
		pages.add(response);
		response.on("close", () => pages.delete(response));
	};

	const act = async (request: IncomingMessage, response: ServerResponse) => {
		const origin = originRefusal(request, "an action");
		if (origin !== undefined) return refuse(response, origin);
		if (!hasCookie(request)) return noPage(response);
		const body = await readBody(request, response);
		if (body === undefined) return;
		let raw: unknown;
		try {
			raw = JSON.parse(body);
		} catch (error) {
			plain(response, 400, `the action is not JSON (${describeError(error)})`);
			return;
		}
		try {
			source.act(parseAction(raw));
			response.writeHead(204, COMMON_HEADERS).end();
		} catch (error) {
			if (!(error instanceof ActionError)) throw error;
			plain(response, error.status, error.message);
		}
	};

	const handle = async (request: IncomingMessage, response: ServerResponse) => {
		const foreign = hostRefusal(request);
		if (foreign !== undefined) return refuse(response, foreign);
		const url = new URL(request.url ?? "/", "http://page");
		const route = `${request.method} ${url.pathname}`;
		if (route === "GET /") return servePage(request, response, url.searchParams);
		if (route === "GET /events") return follow(request, response);
		if (route === "POST /action") return act(request, response);
		const known = ["/", "/events", "/action"].includes(url.pathname);
		plain(response, known ? 405 : 404, known ? `${request.method} is not served at ${url.pathname}` : "not found");
	};

	const server = createServer((request, response) => {
		handle(request, response).catch((error: unknown) => {
			// Never pi's problem: the request fails alone.
			if (!response.headersSent) plain(response, 500, describeError(error));
			else response.destroy();
		});
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(0, host, () => {
			server.off("error", reject);
			resolve();
		});
	});
	// The page never keeps pi running, and a failure of its server after it started only closes it.
	server.unref();
	server.on("error", () => {
		void close();
	});
	const address = server.address();
	const port = typeof address === "object" && address !== null ? address.port : 0;
	cookie = `ask-user-${port}`;

	const close = () =>
		new Promise<void>((resolve) => {
			if (closed) return resolve();
			closed = true;
			clearTimeout(updateTimer);
			for (const page of pages) page.end();
			pages.clear();
			server.close(() => resolve());
			server.closeAllConnections();
		});
	return {
		newAddress() {
			let resolveOpened = () => {};
			const opened = new Promise<void>((resolve) => {
				resolveOpened = resolve;
			});
			const waiting: WaitingToken = { token: secret(24), opened: resolveOpened };
			tokens.push(waiting);
			if (tokens.length > MAX_WAITING_TOKENS) tokens.shift();
			return {
				url: `http://${urlHost(host, port)}/?token=${waiting.token}`,
				opened,
				waiting: () => !closed && tokens.includes(waiting),
			};
		},
		changed() {
			if (closed || updateTimer !== undefined) return;
			updateTimer = setTimeout(() => {
				updateTimer = undefined;
				const html = source.html();
				if (pages.size === 0 || html === lastSent) return;
				lastSent = html;
				const update = event("view", html);
				for (const page of pages) page.write(update);
			}, UPDATE_PAUSE_MS);
		},
		end(html) {
			if (!closed) for (const page of pages) page.write(event("ended", html));
			return close();
		},
		close,
	};
}
