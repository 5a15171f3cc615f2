import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { RELAY_HOST, type Relay, startRelay } from "../src/inspect/relay.ts";

const relays: Relay[] = [];
afterEach(() => {
	for (const relay of relays.splice(0)) relay.stop();
});

async function connect(relay: Relay): Promise<WebSocket> {
	const socket = new WebSocket(`ws://${RELAY_HOST}:${relay.port}`);
	await once(socket, "open");
	return socket;
}

describe("the inspector relay", () => {
	it("listens on 127.0.0.1 only", async () => {
		const relay = await startRelay();
		relays.push(relay);
		expect(relay.host).toBe("127.0.0.1");
		expect(relay.port).toBeGreaterThan(0);
	});

	it("serves the page that connects back to it", async () => {
		const relay = await startRelay();
		relays.push(relay);
		const page = await (await fetch(`http://${RELAY_HOST}:${relay.port}`)).text();
		expect(page).toContain(`new WebSocket("ws://127.0.0.1:${relay.port}")`);
		expect(page).toContain('src="https://stately.ai/inspect"');
	});

	it("forwards what one client sends to the others, and replays it to a late one", async () => {
		const relay = await startRelay();
		relays.push(relay);
		const page = await connect(relay);
		const flow = await connect(relay);
		const received = once(page, "message");
		flow.send('{"type":"@xstate.event"}');
		expect(String((await received)[0])).toBe('{"type":"@xstate.event"}');
		// The replay can arrive with the handshake: listen before the socket opens.
		const late = new WebSocket(`ws://${RELAY_HOST}:${relay.port}`);
		const [replayed] = await once(late, "message");
		expect(String(replayed)).toBe('{"type":"@xstate.event"}');
		for (const socket of [page, flow, late]) socket.close();
	});
});
