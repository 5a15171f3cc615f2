/**
 * `/ask-user web`'s page as plain node http reaches it, with the headers a test chooses, so that what the server
 * refuses can be read (a browser hides it from the page); and a form for it to serve, on core's actor.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import {
	connect,
	createQuestionnaireMachine,
	type NormalizedPayload,
	type QuestionnaireMachine,
	validate,
} from "@ask-user/core";
import { vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { KEY_HEADER } from "../../src/web/page-script.ts";
import { ENGLISH_PAGE_WORDS } from "../../src/web/page-words.ts";
import { type WebForm, webForm } from "../../src/web/web-form.ts";

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
		await vi.waitUntil(() => followed.events.length > 0);
		return String(followed.events[0]?.html);
	} finally {
		followed.close();
	}
}

/** A form on core's actor, registered as the terminal's form would be, served on `host`. */
export interface ServedForm {
	readonly actor: Actor<QuestionnaireMachine>;
	readonly web: WebForm;
	/** How often the page acted. */
	readonly acted: () => number;
}

export function servedForm(payload: unknown, host = "127.0.0.1"): ServedForm {
	const checked = validate(payload);
	if (!checked.ok) throw new Error("the test's payload is not valid");
	const input: NormalizedPayload = checked.payload;
	const actor = createActor(createQuestionnaireMachine(), { input }).start();
	let acted = 0;
	const web = webForm({
		view: () => connect(actor.getSnapshot(), actor.send.bind(actor)),
		acted: () => {
			acted += 1;
		},
		host,
		words: ENGLISH_PAGE_WORDS,
	});
	actor.subscribe(() => web.changed());
	return { actor, web, acted: () => acted };
}
