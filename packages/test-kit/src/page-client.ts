/**
 * The form's page (render-web's `servePage`, pi's `/ask-user web`) as plain node http reaches it, with the headers a
 * test chooses, so that what the server refuses can be read (a browser hides it from the page).
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { KEY_HEADER } from "@ask-user/render-web";

export interface Answer {
	readonly status: number;
	readonly headers: IncomingHttpHeaders;
	readonly body: string;
}

export interface RequestOptions {
	readonly method?: string;
	readonly headers?: Readonly<Record<string, string>>;
	readonly body?: string | Buffer;
}

/** One request; the answer's body whole. */
export function request(url: string, { method = "GET", headers = {}, body }: RequestOptions = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const sent = httpRequest(url, { method, headers, agent: false }, (response) => {
			const chunks: Buffer[] = [];
			response.on("data", (chunk: Buffer) => chunks.push(chunk));
			response.on("end", () =>
				resolve({
					status: response.statusCode ?? 0,
					headers: response.headers,
					body: Buffer.concat(chunks).toString(),
				}),
			);
		});
		sent.on("error", reject);
		sent.end(body);
	});
}

/**
 * A page that traded its one-time address for the cookie and the page's key: its base URL, the `cookie` header it
 * sends, and the key its script sends with every update and action.
 */
export interface OpenedPage {
	readonly base: string;
	readonly cookie: string;
	readonly key: string;
	/** The Origin its own page sends. */
	readonly origin: string;
}

export async function openPage(address: string): Promise<OpenedPage> {
	const answer = await request(address);
	if (answer.status !== 303) throw new Error(`the address answered ${answer.status}: ${answer.body}`);
	const cookie = (answer.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
	const key = /^\/#(.+)$/.exec(answer.headers.location ?? "")?.[1] ?? "";
	const url = new URL(address);
	return { base: `${url.origin}/`, cookie, key, origin: url.origin };
}

/** Posts an action as the page's own script does. */
export function act(page: OpenedPage, action: unknown): Promise<Answer> {
	return request(`${page.base}action`, {
		method: "POST",
		headers: { cookie: page.cookie, origin: page.origin, "content-type": "application/json", [KEY_HEADER]: page.key },
		body: JSON.stringify(action),
	});
}

export interface FollowedPage {
	/** Every event received: its name and its data (the HTML, or the changed pieces). */
	readonly events: { readonly name: string; readonly html: unknown }[];
	/** The bytes received so far. */
	readonly bytes: () => number;
	/** Resolves when the server ends the stream. */
	readonly closed: Promise<void>;
	close(): void;
}

/** Follows the page's server-sent events. */
export function follow(page: OpenedPage): Promise<FollowedPage> {
	return new Promise((resolve, reject) => {
		const events: { name: string; html: unknown }[] = [];
		let bytes = 0;
		const url = `${page.base}events?key=${encodeURIComponent(page.key)}`;
		const sent = httpRequest(url, { headers: { cookie: page.cookie }, agent: false }, (response) => {
			if (response.statusCode !== 200) return reject(new Error(`events answered ${response.statusCode}`));
			let buffer = "";
			response.setEncoding("utf8");
			response.on("data", (chunk: string) => {
				bytes += Buffer.byteLength(chunk);
				buffer += chunk;
				for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
					const block = buffer.slice(0, end);
					buffer = buffer.slice(end + 2);
					const name = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
					const data = /^data: (.*)$/m.exec(block)?.[1] ?? '""';
					events.push({ name, html: JSON.parse(data) });
				}
			});
			const closed = new Promise<void>((done) => response.on("close", () => done()));
			resolve({ events, bytes: () => bytes, closed, close: () => sent.destroy() });
		});
		sent.on("error", reject);
		sent.end();
	});
}

/** The form as the page first shows it: the first update's HTML (the page itself is only its frame). */
export async function firstView(page: OpenedPage): Promise<string> {
	const followed = await follow(page);
	try {
		for (let waited = 0; followed.events.length === 0; waited += 10) {
			if (waited > 5000) throw new Error("the page's first update did not come within 5 s");
			await sleep(10);
		}
		return String(followed.events[0]?.html);
	} finally {
		followed.close();
	}
}
