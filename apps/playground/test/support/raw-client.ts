/**
 * Requests as another site's page would make them, with the Host and Origin a test chooses: plain node http and ws,
 * so that what the playground's servers refuse can be read (a browser hides it from the page).
 */
import { get } from "node:http";
import WebSocket, { type ClientOptions } from "ws";

export interface Answer {
	readonly status: number;
	readonly body: string;
}

/** GETs `url` with `host` as the Host header. */
export function getWithHost(url: string, host: string): Promise<Answer> {
	return new Promise((resolve, reject) => {
		get(url, { headers: { host } }, (response) => {
			let body = "";
			response.setEncoding("utf8");
			response.on("data", (chunk: string) => {
				body += chunk;
			});
			response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
		}).on("error", reject);
	});
}

/** An opened socket, with every message it received from the handshake on. */
export interface OpenSocket {
	readonly socket: WebSocket;
	readonly messages: string[];
}

/** Opens a WebSocket with `options` (`origin`, `headers.host`): the open socket, or the server's refusal. */
export function handshake(url: string, options: ClientOptions): Promise<OpenSocket | { readonly refused: Answer }> {
	const socket = new WebSocket(url, options);
	const messages: string[] = [];
	// The server may speak first, in the same packet as the handshake: listen before the socket opens.
	socket.on("message", (data) => messages.push(String(data)));
	return new Promise((resolve, reject) => {
		socket.on("unexpected-response", (_request, response) => {
			let body = "";
			response.setEncoding("utf8");
			response.on("data", (chunk: string) => {
				body += chunk;
			});
			response.on("end", () => {
				resolve({ refused: { status: response.statusCode ?? 0, body } });
				socket.terminate();
			});
		});
		socket.on("open", () => resolve({ socket, messages }));
		// After a refusal, `terminate` reports the handshake it cut short: the promise has settled by then.
		socket.on("error", reject);
	});
}

/** The origin of a server's URL, as its own page sends it. */
export function originOf(url: string): string {
	return new URL(url).origin;
}
