/**
 * What keeps a local server (`/ask-user web`'s page, the playground's page and inspector relay) to its own pages.
 * Listening on 127.0.0.1 keeps other machines out, not other sites: a page from anywhere may send requests to
 * 127.0.0.1, and a site may point its own name at 127.0.0.1 (DNS rebinding) to read the answers as its own. So every
 * request must name the server by the address it was reached at (Host: `127.0.0.1:PORT` or `localhost:PORT`), and
 * every request that acts (a POST, a WebSocket) must come from a page the server itself served (Origin: `http://`
 * and that Host). A missing Origin is refused as well: browsers always send one there, and the servers' own clients
 * without a browser (the relay's sink, the tests) send the page's.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export interface Refusal {
	/** 421 Misdirected Request for a foreign Host, 403 Forbidden for a foreign or missing Origin. */
	readonly status: 421 | 403;
	readonly reason: string;
}

export const TEXT_HEADERS = { "content-type": "text/plain; charset=utf-8" } as const;

/** The Host values that name the server `request` reached: the address it reached, or `localhost`. */
function ownHosts(request: IncomingMessage): string[] {
	const { localAddress = "", localPort } = request.socket;
	// A server listening on `::` reaches IPv4 clients at IPv4-mapped addresses (`::ffff:192.168.1.5`), named as IPv4.
	const local = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(localAddress) ? localAddress.slice("::ffff:".length) : localAddress;
	const address = local.includes(":") ? `[${local}]` : local;
	// A browser leaves out the port when it is http's own.
	const ports = localPort === 80 ? ["", ":80"] : [`:${localPort}`];
	return [address, "localhost"].flatMap((name) => ports.map((port) => `${name}${port}`));
}

/** 421 with the reason when the request's Host does not name this server. */
export function hostRefusal(request: IncomingMessage): Refusal | undefined {
	const hosts = ownHosts(request);
	const host = request.headers.host;
	if (host !== undefined && hosts.includes(host.toLowerCase())) return undefined;
	const sent = host === undefined ? "no Host" : `Host ${JSON.stringify(host)}`;
	return { status: 421, reason: `this server answers only to ${hosts.join(" or ")}, and the request named ${sent}` };
}

/** 403 with the reason when the request's Origin is not this server's own page (`what` names the request). */
export function originRefusal(request: IncomingMessage, what = "a WebSocket"): Refusal | undefined {
	const own = `http://${request.headers.host?.toLowerCase()}`;
	const origin = request.headers.origin;
	if (origin?.toLowerCase() === own) return undefined;
	const sent = origin === undefined ? "no Origin" : `Origin ${JSON.stringify(origin)}`;
	return { status: 403, reason: `${what} here must come from this server's own page (${own}); it sent ${sent}` };
}

/** Answers with the refusal's status and reason as plain text. */
export function refuse(response: ServerResponse, refusal: Refusal): void {
	response.writeHead(refusal.status, TEXT_HEADERS).end(refusal.reason);
}

/** Answers a request whose Host does not name this server with 421 and the reason; true when it did. */
export function refusedForeignHost(request: IncomingMessage, response: ServerResponse): boolean {
	const refusal = hostRefusal(request);
	if (refusal === undefined) return false;
	refuse(response, refusal);
	return true;
}
