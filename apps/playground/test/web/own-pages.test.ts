/**
 * The web playground serves its own pages only: another site (a foreign Origin, or its own name pointed at 127.0.0.1,
 * a foreign Host) gets neither the page nor a flow, and its own pages are held to bounded messages, terminal sizes,
 * pages at once and key scripts at once. Plain node http and ws, so that the refusals can be read.
 */
import { once } from "node:events";
import { minimal } from "@ask-user/core/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import type { ClientMessage, ServerMessage } from "../../src/web/protocol.ts";
import { MAX_MESSAGE_BYTES } from "../../src/web/protocol.ts";
import { MAX_PAGES } from "../../src/web/server.ts";
import { getWithHost, handshake, type OpenSocket, originOf } from "../support/raw-client.ts";
import { type Playground, startPlayground } from "./browser.ts";

let playground: Playground;
let url: string;
let port: string;
let flowUrl: string;

beforeAll(async () => {
	playground = await startPlayground();
	url = playground.server.url;
	port = new URL(url).port;
	flowUrl = `${url.replace(/^http/, "ws")}flow`;
});

afterAll(() => playground?.server.close());

/** A page of the playground's own, as a browser on this machine opens it. */
async function openPage(): Promise<OpenSocket> {
	const opened = await handshake(flowUrl, { origin: originOf(url) });
	if (!("socket" in opened)) throw new Error(`refused: ${opened.refused.body}`);
	return opened;
}

function send(socket: WebSocket, message: ClientMessage): void {
	socket.send(JSON.stringify(message));
}

function received(page: OpenSocket): ServerMessage[] {
	return page.messages.map((text): ServerMessage => JSON.parse(text));
}

/** The first message of `type` the page received, waiting for it. */
async function first<T extends ServerMessage["type"]>(
	page: OpenSocket,
	type: T,
): Promise<Extract<ServerMessage, { type: T }>> {
	const find = () =>
		received(page).find((message): message is Extract<ServerMessage, { type: T }> => message.type === type);
	await expect.poll(find, { timeout: 10_000 }).toBeDefined();
	const message = find();
	if (message === undefined) throw new Error(`no ${type} message`);
	return message;
}

async function close(page: OpenSocket): Promise<void> {
	const closed = once(page.socket, "close");
	page.socket.close();
	await closed;
}

describe("the page and its script", () => {
	it("are refused (421, saying why) to a request whose Host is another site's name for 127.0.0.1", async () => {
		for (const path of ["", "app.js"]) {
			const answer = await getWithHost(`${url}${path}`, `rebound.example:${port}`);
			expect(answer.status).toBe(421);
			expect(answer.body).toBe(
				`this server answers only to 127.0.0.1:${port} or localhost:${port}, and the request named Host "rebound.example:${port}"`,
			);
		}
		expect((await getWithHost(url, `127.0.0.1:${Number(port) + 1}`)).status).toBe(421);
	});

	it("are served under the names this machine gives the address", async () => {
		for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
			const answer = await getWithHost(url, host);
			expect(answer.status).toBe(200);
			expect(answer.body).toContain("<title>ask_user playground</title>");
		}
	});
});

describe("a flow's WebSocket", () => {
	it("is refused (403) to a page of another site, which learns nothing of the fixtures", async () => {
		const opened = await handshake(flowUrl, { origin: "https://attacker.example" });
		expect(opened).toEqual({
			refused: {
				status: 403,
				body: `a WebSocket here must come from this server's own page (http://127.0.0.1:${port}); it sent Origin "https://attacker.example"`,
			},
		});
		expect(playground.server.sessions).toBe(0);
	});

	it("is refused (421) when the Host is another site's name, even with that site's matching Origin", async () => {
		const host = `rebound.example:${port}`;
		const opened = await handshake(flowUrl, { origin: `http://${host}`, headers: { host } });
		expect(opened).toMatchObject({ refused: { status: 421 } });
	});

	it("is refused (403) without an Origin: browsers always send one", async () => {
		const opened = await handshake(flowUrl, {});
		expect(opened).toMatchObject({ refused: { status: 403, body: expect.stringContaining("it sent no Origin") } });
	});

	it("opens for the page's own origin, under either name", async () => {
		const page = await openPage();
		expect((await first(page, "hello")).initialFixture).toBe("tour");
		await close(page);
		const host = `localhost:${port}`;
		const opened = await handshake(flowUrl, { origin: `http://${host}`, headers: { host } });
		if (!("socket" in opened)) throw new Error(opened.refused.body);
		await first(opened, "hello");
		await close(opened);
	});
});

describe("an own page's messages", () => {
	it("close the connection (1009) past the size limit, and the server serves on", async () => {
		const page = await openPage();
		await first(page, "hello");
		const closed = once(page.socket, "close");
		send(page.socket, { type: "input", data: "x".repeat(MAX_MESSAGE_BYTES) });
		const [code] = await closed;
		expect(code).toBe(1009);
		expect(playground.notes.splice(0)).toEqual(["a page's connection failed: Max payload size exceeded"]);
		const next = await openPage();
		await first(next, "hello");
		await close(next);
	});

	it("take a text of 100,000 characters of any kind: four-byte ones, or ones JSON writes as six bytes", async () => {
		const page = await openPage();
		await first(page, "hello");
		for (const text of ["🙂".repeat(100_000), "\u0001".repeat(100_000)]) {
			send(page.socket, { type: "payload", text });
			await expect.poll(() => received(page).filter((message) => message.type === "issues").length).toBe(1);
			page.messages.length = 0;
		}
		expect(page.socket.readyState).toBe(page.socket.OPEN);
		await close(page);
	});

	it.each([
		[{ cols: 1000, rows: 1000 }, "cols must be a whole number from 20 to 500"],
		[{ cols: 500, rows: 201 }, "rows must be a whole number from 5 to 200"],
		[{ cols: 19, rows: 24 }, "cols must be a whole number from 20 to 500"],
		[{ cols: 80, rows: 4 }, "rows must be a whole number from 5 to 200"],
	])("refuse a resize to %o, telling the page which field", async (size, error) => {
		const page = await openPage();
		await first(page, "hello");
		send(page.socket, { type: "resize", ...size });
		expect(await first(page, "refused")).toEqual({ type: "refused", error: `"resize" message: ${error}` });
		expect(playground.notes.splice(0)).toEqual([`page sent a bad message: "resize" message: ${error}`]);
		await close(page);
	});

	it("resize up to 500×200", async () => {
		const page = await openPage();
		await first(page, "hello");
		send(page.socket, { type: "payload", text: JSON.stringify(minimal) });
		await first(page, "flow");
		const outputs = page.messages.length;
		send(page.socket, { type: "resize", cols: 500, rows: 200 });
		await expect.poll(() => page.messages.length, { timeout: 10_000 }).toBeGreaterThan(outputs);
		expect(received(page).filter((message) => message.type === "refused")).toEqual([]);
		await close(page);
	});

	it("replay one key script at a time", async () => {
		const page = await openPage();
		await first(page, "hello");
		send(page.socket, { type: "payload", text: JSON.stringify(minimal) });
		await first(page, "flow");
		send(page.socket, { type: "keys", script: "Down Up ".repeat(20) });
		send(page.socket, { type: "keys", script: "Down" });
		expect(await first(page, "keys")).toEqual({
			type: "keys",
			error: "a key script is still replaying: wait for it to end",
		});
		// The first script still ends, and then another may run.
		await expect
			.poll(() => received(page).filter((message) => message.type === "keys").length, { timeout: 10_000 })
			.toBe(2);
		expect(received(page).filter((message) => message.type === "keys")[1]).toEqual({ type: "keys", error: "" });
		await close(page);
	});
});

describe("pages at once", () => {
	it(`are at most ${MAX_PAGES}: the next is closed (1013) with the reason, and let in once one closes`, async () => {
		const warnings: string[] = [];
		const warned = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
		process.on("warning", warned);
		const pages = await Promise.all(Array.from({ length: MAX_PAGES }, () => openPage()));
		await Promise.all(pages.map((page) => first(page, "hello")));
		// Each page's TUI listens to the process's exit on pi 1.x: so many pages are no listener leak.
		await new Promise((resolve) => setImmediate(resolve));
		process.off("warning", warned);
		expect(warnings).toEqual([]);
		const extra = await openPage();
		const [code, reason] = await once(extra.socket, "close");
		expect(code).toBe(1013);
		expect(String(reason)).toBe(`${MAX_PAGES} pages are open already: close one, then reload this one`);
		expect(extra.messages).toEqual([]);
		expect(playground.server.sessions).toBe(MAX_PAGES);
		const [gone, ...rest] = pages;
		if (gone !== undefined) await close(gone);
		await expect.poll(() => playground.server.sessions).toBe(MAX_PAGES - 1);
		const again = await openPage();
		await first(again, "hello");
		await Promise.all([...rest, again].map(close));
		await expect.poll(() => playground.server.sessions).toBe(0);
	});
});
