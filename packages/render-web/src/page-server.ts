/**
 * The HTTP server of the form's page (pi's `/ask-user web`, any host's `servePage`): one page (`/`), its updates as
 * server-sent events (`/events`), its actions (`POST /action`) and its previews rendered as they are opened
 * (`/preview`). It answers only to its own name (421 otherwise: DNS rebinding), only to requests that carry
 * the page's cookie (403), and acts only on POSTs from its own page (Origin, 403). The cookie is had once, for a
 * one-time token in the printed address, and is HttpOnly and SameSite=Strict. A cookie reaches every server of its
 * host whatever the port, so the form is read (`/events`) and acted on only with the page's key as well: the token's
 * redirect gives it in the address's fragment (never sent to a server), the page's script keeps it in the tab's
 * session storage (kept apart by port) and sends it with every request. Bodies are bounded (`MAX_BODY_BYTES`, 413)
 * and checked (`page-actions.ts`, 400 or 409). At most `MAX_CONNECTIONS` connections are held, and one that stays
 * silent for `IDLE_MS` (but a page following the form) is closed. Nothing thrown reaches the host.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { joined, type Piece } from "./form-html.ts";
import { hostRefusal, originRefusal, refuse, TEXT_HEADERS } from "./own-pages-only.ts";
import { ActionError, MAX_BODY_BYTES, type PageAction, parseAction, type Typing } from "./page-actions.ts";
import { urlHost } from "./page-address.ts";
import { contentSecurityPolicy, pageHtml } from "./page-html.ts";
import { KEY_HEADER } from "./page-script.ts";
import { ENGLISH_PAGE_WORDS, type PageWords } from "./page-words.ts";

/** The most pages following the form at once. */
export const MAX_PAGES = 16;
/** The most one-time addresses waiting to be opened; a new one retires the oldest. */
const MAX_WAITING_TOKENS = 8;
/** The most tokens remembered as opened or retired, to say so when one comes again. */
const MAX_SPENT_TOKENS = 64;
/** The most connections held at once (pages, their actions, and whoever else connects); more are closed at once. */
const MAX_CONNECTIONS = 64;
/** A connection silent this long is closed (a page following the form excepted). */
const IDLE_MS = 10_000;
/**
 * Updates closer together than this are sent as one (a person typing in the terminal); each sends the pieces of the
 * form that changed since the last.
 */
const UPDATE_PAUSE_MS = 50;

/** What the server serves: the form's HTML now (in pieces), and what the page's actions do to the form. */
export interface PageSource {
	pieces(): readonly Piece[];
	/** The words the person reads: the page's, its script's and the server's refusals (English when absent). */
	readonly words?: PageWords;
	/** Applies an action (or keeps the texts the page tells as typed), or throws an `ActionError`. */
	act(action: PageAction | Typing): void;
	/** The preview of row `index` of question `question`, as the page shows it opened; undefined when there is none. */
	preview(question: number, index: number): string | undefined;
}

/** A one-time address of the page. */
export interface PageAddress {
	readonly url: string;
	/** Resolves when a browser first opens it (trades its token for the cookie). */
	readonly opened: Promise<void>;
	/** Whether its token still opens the page: not yet opened, not retired by newer ones, the server still open. */
	waiting(): boolean;
}

/** How the server is held in: its defaults, smaller in tests. */
export interface ServerLimits {
	readonly maxConnections: number;
	readonly idleMs: number;
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
	/**
	 * Tells every open page at once, ahead of the update of the action that settled them, the texts told as typed that
	 * the form no longer needs it to keep: a page forgets each it still holds as it told it.
	 */
	settled(texts: readonly SettledText[]): void;
	/** Shows `html` on every open page as the form's end, then closes. */
	end(html: string): Promise<void>;
	/** Closes at once: the server stops listening and drops every connection (an action's once it is answered). */
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

/**
 * An SSE event of one line of JSON (JSON escapes every line break), encoded once for every page: the JSON is written
 * into the bytes as it is, not joined with the event's lines into one more string of its size first.
 */
function event(name: string, data: string | readonly PartChange[] | readonly SettledText[]): Buffer {
	const head = `event: ${name}\ndata: `;
	const json = JSON.stringify(data);
	const headBytes = Buffer.byteLength(head);
	const jsonBytes = Buffer.byteLength(json);
	const bytes = Buffer.allocUnsafe(headBytes + jsonBytes + 2);
	bytes.write(head, 0);
	bytes.write(json, headBytes);
	bytes.write("\n\n", headBytes + jsonBytes);
	return bytes;
}

/**
 * A changed part as the page receives it: its new HTML, or for a row whose pick alone changed, whether it is picked
 * now (the page sets the pick on the row it shows).
 */
type PartChange = readonly [part: string, change: string | boolean];

/** A text a page told as typed, in its box's field, that the form no longer needs the pages to keep. */
type SettledText = readonly [field: string, text: string];

/**
 * The update from `last` to `now`: the pieces that changed (`parts`) when the frame around them is the same, else
 * the whole form (`view`); nothing when nothing changed. Unchanged pieces are the very strings of the last render,
 * so comparing them costs nothing; a row whose pick alone changed since what the page shows is sent as its pick.
 */
function update(last: readonly Piece[], now: readonly Piece[]): Buffer | undefined {
	const whole = () => event("view", joined(now));
	if (last.length !== now.length) return whole();
	const parts: PartChange[] = [];
	for (const [at, piece] of now.entries()) {
		const before = last[at];
		if (before === undefined || before.part !== piece.part) return whole();
		// Most often the very string the page was sent: no text is compared.
		if (piece.part !== undefined && piece.picked?.was === before.html) {
			parts.push([piece.part, piece.picked.selected]);
			continue;
		}
		if (before.html === piece.html) continue;
		if (piece.part === undefined) return whole();
		parts.push([piece.part, piece.html]);
	}
	return parts.length === 0 ? undefined : event("parts", parts);
}

/** Reads a body of at most `MAX_BODY_BYTES`; undefined (and a 413 sent, saying `refusal`) when it is larger. */
async function readBody(
	request: IncomingMessage,
	response: ServerResponse,
	refusal: string,
): Promise<string | undefined> {
	const tooLarge = () => {
		plain(response, 413, refusal);
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

/** Where the server listens: `host`, and `port` (0 or left out: one the system picks); `limits` smaller in tests. */
export interface ListenOptions {
	readonly host: string;
	readonly port?: number;
	readonly limits?: ServerLimits;
	/** Whether the server keeps the process running while it listens (a host that waits on the page's form alone). */
	readonly holdsProcess?: boolean;
}

/** Starts the page's server. */
export async function startPageServer(
	source: PageSource,
	{
		host,
		port: wanted = 0,
		limits = { maxConnections: MAX_CONNECTIONS, idleMs: IDLE_MS },
		holdsProcess = false,
	}: ListenOptions,
): Promise<PageServer> {
	const session = secret(32);
	const key = secret(24);
	const tokens: WaitingToken[] = [];
	/** Tokens opened or retired, newest last, and which. */
	const spent: { readonly token: string; readonly how: "opened" | "retired" }[] = [];
	const pages = new Set<ServerResponse>();
	let cookie = "";
	let updateTimer: ReturnType<typeof setTimeout> | undefined;
	/** The pieces every open page shows: an update sends what changed since. */
	let lastSent: readonly Piece[] = [];
	let closed = false;
	/** The actions being answered: the server drops its connections once they are. */
	const answering = new Set<ServerResponse>();

	const spend = (waiting: WaitingToken, how: "opened" | "retired") => {
		spent.push({ token: waiting.token, how });
		if (spent.length > MAX_SPENT_TOKENS) spent.shift();
	};
	const hasCookie = (request: IncomingMessage) => {
		const value = cookieValue(request, cookie);
		return value !== undefined && sameSecret(value, session);
	};
	/** The cookie and the page's key (`given`): what only the page's own tab has. */
	const isPage = (request: IncomingMessage, given: unknown) =>
		hasCookie(request) && typeof given === "string" && sameSecret(given, key);
	const words = source.words ?? ENGLISH_PAGE_WORDS;
	const noPage = (response: ServerResponse) => plain(response, 403, words.notThisBrowser);

	const trade = (response: ServerResponse, token: string) => {
		const at = tokens.findIndex((waiting) => sameSecret(token, waiting.token));
		if (at < 0) {
			const how = spent.find((used) => sameSecret(token, used.token))?.how;
			plain(
				response,
				403,
				how === "opened" ? words.openedAlready : how === "retired" ? words.replacedAddress : words.wrongToken,
			);
			return;
		}
		for (const used of tokens.splice(at, 1)) {
			spend(used, "opened");
			used.opened();
		}
		response
			.writeHead(303, {
				...COMMON_HEADERS,
				// The fragment reaches the page's script alone: no server, log or Referer sees it.
				location: `/#${key}`,
				"set-cookie": `${cookie}=${session}; HttpOnly; SameSite=Strict; Path=/`,
			})
			.end();
	};

	/** The page's frame: the form comes with its first update, for the page's key. */
	const servePage = (request: IncomingMessage, response: ServerResponse, query: URLSearchParams) => {
		const token = query.get("token");
		if (token !== null) return trade(response, token);
		if (!hasCookie(request)) return noPage(response);
		const nonce = secret(16);
		response
			.writeHead(200, {
				...COMMON_HEADERS,
				"content-type": "text/html; charset=utf-8",
				"content-security-policy": contentSecurityPolicy(nonce),
			})
			.end(pageHtml(nonce, words));
	};

	const follow = (request: IncomingMessage, response: ServerResponse, query: URLSearchParams) => {
		if (!isPage(request, query.get("key"))) return noPage(response);
		// A browser sends an Origin here only for another site's page; its own page sends none.
		const origin = request.headers.origin === undefined ? undefined : originRefusal(request, "the page's updates");
		if (origin !== undefined) return refuse(response, origin);
		if (pages.size >= MAX_PAGES) {
			plain(response, 503, `at most ${MAX_PAGES} pages follow the form at once; close one`);
			return;
		}
		// The page's updates may be minutes apart: its connection is not idle.
		request.socket.setTimeout(0);
		response.writeHead(200, { ...COMMON_HEADERS, "content-type": "text/event-stream; charset=utf-8" });
		const now = source.pieces();
		const changed = pages.size === 0 ? undefined : update(lastSent, now);
		lastSent = now;
		if (changed !== undefined) for (const page of pages) page.write(changed);
		response.write(event("view", joined(now)));
		pages.add(response);
		response.on("close", () => pages.delete(response));
	};

	/** A preview opened on the page (`?question=&index=`), rendered when first asked for (`preview-markdown.ts`). */
	const preview = (request: IncomingMessage, response: ServerResponse, query: URLSearchParams) => {
		if (!isPage(request, request.headers[KEY_HEADER])) return noPage(response);
		const [question, index] = ["question", "index"].map((name) => /^\d{1,6}$/.exec(query.get(name) ?? "")?.[0]);
		const html =
			question === undefined || index === undefined ? undefined : source.preview(Number(question), Number(index));
		if (html === undefined) return plain(response, 404, "the form has no such preview");
		response.writeHead(200, { ...COMMON_HEADERS, "content-type": "text/html; charset=utf-8" }).end(html);
	};

	const act = async (request: IncomingMessage, response: ServerResponse) => {
		const origin = originRefusal(request, "an action");
		if (origin !== undefined) return refuse(response, origin);
		if (!isPage(request, request.headers[KEY_HEADER])) return noPage(response);
		const body = await readBody(request, response, words.tooLarge(Math.round(MAX_BODY_BYTES / 1_000_000)));
		if (body === undefined) return;
		let raw: unknown;
		try {
			raw = JSON.parse(body);
		} catch (error) {
			// JSON.parse of a string throws a SyntaxError alone, whose message says where.
			plain(response, 400, `the action is not JSON (${error instanceof SyntaxError ? error.message : "unreadable"})`);
			return;
		}
		answering.add(response);
		response.on("close", () => {
			answering.delete(response);
			if (closed && answering.size === 0) server.closeAllConnections();
		});
		try {
			source.act(parseAction(raw));
			// An action that ended the form (Submit) is answered before the server closes, and its connection closed
			// after it: a connection dropped before its answer is one the browser sends the action again on, to a
			// closed port.
			response.writeHead(204, closed ? { ...COMMON_HEADERS, connection: "close" } : COMMON_HEADERS).end();
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
		if (route === "GET /events") return follow(request, response, url.searchParams);
		if (route === "POST /action") return act(request, response);
		if (route === "GET /preview") return preview(request, response, url.searchParams);
		const known = ["/", "/events", "/action", "/preview"].includes(url.pathname);
		plain(response, known ? 405 : 404, known ? `${request.method} is not served at ${url.pathname}` : "not found");
	};

	const server = createServer((request, response) => {
		handle(request, response).catch(() => {
			// Never the host's problem: the request fails alone, and what failed stays in the server.
			if (!response.headersSent) plain(response, 500, "the page's server failed on this request");
			else response.destroy();
		});
	});
	server.maxConnections = limits.maxConnections;
	// A silent connection is closed (node destroys it when the server has no `timeout` listener).
	server.timeout = limits.idleMs;
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(wanted, host, () => {
			server.off("error", reject);
			resolve();
		});
	});
	// A page that follows a host's form never keeps the host running; a failure of the server after it started only
	// closes it.
	if (!holdsProcess) server.unref();
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
			if (answering.size === 0) server.closeAllConnections();
			else server.closeIdleConnections();
		});
	return {
		newAddress() {
			let resolveOpened = () => {};
			const opened = new Promise<void>((resolve) => {
				resolveOpened = resolve;
			});
			const waiting: WaitingToken = { token: secret(24), opened: resolveOpened };
			tokens.push(waiting);
			const retired = tokens.length > MAX_WAITING_TOKENS ? tokens.shift() : undefined;
			if (retired !== undefined) spend(retired, "retired");
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
				if (pages.size === 0) return;
				const now = source.pieces();
				const changed = update(lastSent, now);
				lastSent = now;
				if (changed !== undefined) for (const page of pages) page.write(changed);
			}, UPDATE_PAUSE_MS);
		},
		settled(texts) {
			if (closed || texts.length === 0 || pages.size === 0) return;
			const told = event("settled", texts);
			for (const page of pages) page.write(told);
		},
		end(html) {
			if (!closed) for (const page of pages) page.write(event("ended", html));
			return close();
		},
		close,
	};
}
