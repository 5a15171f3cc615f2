import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { RELAY_HOST, type Relay, startRelay } from "../src/inspect/relay.ts";
import { webSocketSink } from "../src/inspect/sinks.ts";
import { getWithHost, handshake } from "./support/raw-client.ts";

const relays: Relay[] = [];
afterEach(() => {
	for (const relay of relays.splice(0)) relay.stop();
});

async function started(): Promise<Relay> {
	const relay = await startRelay();
	relays.push(relay);
	return relay;
}

function socketTo(relay: Relay): WebSocket {
	return new WebSocket(`ws://${RELAY_HOST}:${relay.port}`, { origin: relay.origin });
}

async function connect(relay: Relay): Promise<WebSocket> {
	const socket = socketTo(relay);
	await once(socket, "open");
	return socket;
}

describe("the inspector relay", () => {
	it("listens on 127.0.0.1 only", async () => {
		const relay = await started();
		expect(relay.host).toBe("127.0.0.1");
		expect(relay.port).toBeGreaterThan(0);
		expect(relay.origin).toBe(`http://127.0.0.1:${relay.port}`);
	});

	it("serves the page that connects back to where it was loaded from", async () => {
		const relay = await started();
		const page = await (await fetch(`http://${RELAY_HOST}:${relay.port}`)).text();
		expect(page).toContain('new WebSocket("ws://" + location.host)');
		expect(page).toContain('src="https://stately.ai/inspect"');
	});

	it("refuses its page (421) to a request whose Host is another site's name for 127.0.0.1", async () => {
		const relay = await started();
		const answer = await getWithHost(relay.origin, `rebound.example:${relay.port}`);
		expect(answer.status).toBe(421);
		expect(answer.body).toContain(`answers only to 127.0.0.1:${relay.port} or localhost:${relay.port}`);
		expect(answer.body).not.toContain("WebSocket");
	});

	it("refuses a WebSocket from another site (403), from a foreign Host (421) and without an Origin (403)", async () => {
		const relay = await started();
		const url = `ws://${RELAY_HOST}:${relay.port}`;
		const host = `rebound.example:${relay.port}`;
		for (const [options, status] of [
			[{ origin: "https://attacker.example" }, 403],
			[{ origin: `http://${host}`, headers: { host } }, 421],
			[{}, 403],
		] as const) {
			const opened = await handshake(url, options);
			expect(opened).toMatchObject({ refused: { status } });
		}
	});

	it("takes the events of a sink that sends the relay's own origin, as the playground's sink does", async () => {
		const relay = await started();
		const page = await connect(relay);
		const warnings: string[] = [];
		const sink = webSocketSink(`ws://${RELAY_HOST}:${relay.port}`, (line) => warnings.push(line), relay.origin);
		const received = once(page, "message");
		sink.send({
			type: "@xstate.event",
			sessionId: "s",
			event: { type: "x" },
			sourceId: undefined,
			_version: "1.0.0",
			createdAt: "0",
			id: "1",
			rootId: "s",
		});
		expect(JSON.parse(String((await received)[0]))).toMatchObject({ type: "@xstate.event", sessionId: "s" });
		await sink.close();
		expect(warnings).toEqual([]);
		page.close();
	});

	it("forwards what one client sends to the others, and replays it to a late one", async () => {
		const relay = await started();
		const page = await connect(relay);
		const flow = await connect(relay);
		const received = once(page, "message");
		flow.send('{"type":"@xstate.event"}');
		expect(String((await received)[0])).toBe('{"type":"@xstate.event"}');
		// The replay can arrive with the handshake: listen before the socket opens.
		const late = socketTo(relay);
		const [replayed] = await once(late, "message");
		expect(String(replayed)).toBe('{"type":"@xstate.event"}');
		for (const socket of [page, flow, late]) socket.close();
	});
});
