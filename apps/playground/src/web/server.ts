import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { createQuestionnaireMachine } from "@ask-user/core";
import { invalidFixtures, validFixtures } from "@ask-user/core/fixtures";
import { AskUserInputSchema } from "@ask-user/core/schema";
import { refusedForeignHost } from "@ask-user/render-web";
import { KEY_NAMES, parseKeyScript } from "@ask-user/test-kit/key-script";
import { type WebSocket, WebSocketServer } from "ws";
import { messageOf } from "../errors.ts";
import type { Inspection } from "../inspect/inspection.ts";
import { verifyOwnPage } from "../own-pages-only.ts";
import { statechartDiagram } from "../statechart/diagram.ts";
import { bundleClient } from "./bundle.ts";
import { ClientMessageError, parseClientMessage } from "./client-message.ts";
import { schemaForPage } from "./json-schema.ts";
import { PAGE_HTML } from "./page.ts";
import { type Diagram, type FixtureEntry, MAX_MESSAGE_BYTES, type ServerMessage } from "./protocol.ts";
import { type SessionHost, WebSession } from "./session.ts";
import type { WebLooks } from "./web-look.ts";

/** Only this machine may open the page: it runs whatever payload it is sent. */
const HOST = "127.0.0.1";
/** Pages (flows) open at once: each holds a TUI and a component on the server. */
export const MAX_PAGES = 16;
/** The WebSocket close code for "try again later", with which a page past `MAX_PAGES` is turned away. */
const TRY_AGAIN_LATER = 1013;

export interface WebServerOptions {
	/** 0 picks a free port. */
	readonly port: number;
	readonly looks: WebLooks;
	/** What the page starts with, unless its link says otherwise: a fixture, or a payload read from a file. */
	readonly initial: { readonly name: string; readonly payload: unknown };
	/** A line for the person who started the server (inspector notes, errors inside the component). */
	readonly note: (line: string) => void;
	/** Told about each page's session as it opens: the leak test keeps weak references. */
	readonly onSession?: (session: WebSession) => void;
}

export interface WebServer {
	readonly url: string;
	/** Pages connected now. */
	readonly sessions: number;
	/** Closes every page's flow, the inspector relay if one was opened, and the server. */
	close(): Promise<void>;
}

const json = (payload: unknown) => JSON.stringify(payload, null, 2);

/**
 * Room on the process's events for every page's TUI: pi-tui 1.x listens to `exit` while a TUI runs (to give the
 * terminal back), so more pages than Node's default of 10 listeners would print a warning of a listener leak. Returns
 * what gives the room back (once); a process with no limit keeps none.
 */
function roomForPages(): () => void {
	if (process.getMaxListeners() === 0) return () => undefined;
	process.setMaxListeners(process.getMaxListeners() + MAX_PAGES);
	let given = false;
	return () => {
		const limit = process.getMaxListeners();
		if (given || limit === 0) return;
		given = true;
		process.setMaxListeners(Math.max(1, limit - MAX_PAGES));
	};
}

function fixtureEntries(initial: WebServerOptions["initial"]): FixtureEntry[] {
	const fixtures = [
		...validFixtures.map(({ name, description, payload }) => ({ name, description, json: json(payload) })),
		...invalidFixtures.map(({ name, description, payload }) => ({
			name: `invalid: ${name}`,
			description,
			json: json(payload),
		})),
	];
	if (fixtures.some((fixture) => fixture.name === initial.name)) return fixtures;
	return [{ name: initial.name, description: "from --fixture", json: json(initial.payload) }, ...fixtures];
}

async function assets(): Promise<Record<string, { readonly type: string; readonly body: string }>> {
	const require = createRequire(import.meta.url);
	const [script, css] = await Promise.all([
		bundleClient(),
		readFile(require.resolve("@xterm/xterm/css/xterm.css"), "utf8"),
	]);
	return {
		"/": { type: "text/html; charset=utf-8", body: PAGE_HTML },
		"/app.js": { type: "text/javascript; charset=utf-8", body: script },
		"/xterm.css": { type: "text/css; charset=utf-8", body: css },
	};
}

let statechart: Promise<Diagram> | undefined;

/**
 * The statechart laid out by ELK: a second or more of work, done once per process, when a page first asks or when
 * `pnpm playground --web` lays it out ahead, so that starting a server and the flows that draw no chart (scripts,
 * tests) never wait for it.
 */
export function laidOutStatechart(): Promise<Diagram> {
	statechart ??= statechartDiagram(createQuestionnaireMachine());
	return statechart;
}

/**
 * Starts the web playground on 127.0.0.1: the page, its script, and one flow per WebSocket connection, for its own
 * pages only (`own-pages-only.ts`), at most `MAX_PAGES` at once, with messages of at most `MAX_MESSAGE_BYTES`.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
	const files = await assets();
	const hello: ServerMessage = {
		type: "hello",
		fixtures: fixtureEntries(options.initial),
		initialFixture: options.initial.name,
		schema: schemaForPage(AskUserInputSchema),
		keys: KEY_NAMES.map((name) => ({ name, input: parseKeyScript(name)[0]?.inputs[0] ?? "" })),
	};
	const http = createServer((request: IncomingMessage, response: ServerResponse) => {
		if (refusedForeignHost(request, response)) return;
		const file = files[new URL(request.url ?? "/", "http://localhost").pathname];
		if (file === undefined || request.method !== "GET") {
			response.writeHead(404, { "content-type": "text/plain" }).end("not found");
			return;
		}
		response.writeHead(200, { "content-type": file.type, "cache-control": "no-store" }).end(file.body);
	});
	const sockets = new WebSocketServer({
		server: http,
		path: "/flow",
		verifyClient: verifyOwnPage,
		maxPayload: MAX_MESSAGE_BYTES,
	});
	const sessions = new Set<WebSession>();
	let inspection: Promise<Inspection & { readonly url: string }> | undefined;

	const openInspector: SessionHost["openInspector"] = async () => {
		inspection ??= (async () => {
			const { openInspection } = await import("../inspect/inspection.ts");
			let url = "";
			const opened = await openInspection(
				{ target: { kind: "relay" } },
				(line) => {
					url = /https?:\/\/\S+/.exec(line)?.[0] ?? url;
					options.note(line);
				},
				(line) => options.note(`warning: ${line}`),
			);
			return { ...opened, url };
		})();
		try {
			const { url, inspect } = await inspection;
			return { url, inspect };
		} catch (error) {
			inspection = undefined;
			return { error: messageOf(error) };
		}
	};

	sockets.on("connection", (socket: WebSocket) => {
		// A message over `maxPayload` closes the socket with 1009, and ws reports it here.
		socket.on("error", (error) => options.note(`a page's connection failed: ${error.message}`));
		if (sessions.size >= MAX_PAGES) {
			socket.close(TRY_AGAIN_LATER, `${MAX_PAGES} pages are open already: close one, then reload this one`);
			return;
		}
		const send = (message: ServerMessage) => {
			if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
		};
		const session = new WebSession({
			send,
			look: options.looks(),
			openInspector,
			onError: (error) => options.note(`error inside the component: ${messageOf(error)}`),
		});
		sessions.add(session);
		options.onSession?.(session);
		send(hello);
		socket.on("message", (data) => {
			try {
				const message = parseClientMessage(String(data));
				if (message.type !== "statechart") session.handle(message);
				else
					laidOutStatechart().then(
						(statechart) => send({ type: "statechart", statechart }),
						(error: unknown) => options.note(`the statechart could not be laid out: ${messageOf(error)}`),
					);
			} catch (error) {
				if (!(error instanceof ClientMessageError)) throw error;
				options.note(`page sent a bad message: ${error.message}`);
				send({ type: "refused", error: error.message });
			}
		});
		socket.on("close", () => {
			session.close();
			sessions.delete(session);
		});
	});

	const giveRoomBack = roomForPages();
	await new Promise<void>((resolve, reject) => {
		http.once("error", reject);
		http.listen(options.port, HOST, () => resolve());
	}).catch((error: unknown) => {
		giveRoomBack();
		throw error;
	});
	const address = http.address();
	const port = typeof address === "object" && address !== null ? address.port : options.port;
	return {
		url: `http://${HOST}:${port}/`,
		get sessions() {
			return sessions.size;
		},
		async close() {
			for (const socket of sockets.clients) socket.terminate();
			for (const session of sessions) session.close();
			sessions.clear();
			await new Promise<void>((resolve) => sockets.close(() => resolve()));
			http.closeAllConnections();
			await new Promise<void>((resolve) => http.close(() => resolve()));
			giveRoomBack();
			if (inspection !== undefined) await (await inspection.catch(() => undefined))?.close();
		},
	};
}
