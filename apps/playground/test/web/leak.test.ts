/**
 * 200 pages open a flow, press a key and close, one after the other, as tabs come and go: every session is released
 * with its socket, and the server's heap does not grow with the number of pages.
 */
import { tour } from "@ask-user/core/fixtures";
import { alive, collectGarbage, heapAfterGc } from "@ask-user/test-kit/gc";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ClientMessage, ServerMessage } from "../../src/web/protocol.ts";
import type { WebSession } from "../../src/web/session.ts";
import { type Playground, startPlayground } from "./browser.ts";

const CYCLES = 200;
/** Far above what 200 closed pages may leave behind once collected, far below what a leaked TUI per page keeps. */
const MAX_GROWTH_BYTES = 4 * 1024 * 1024;
const PAYLOAD = JSON.stringify(tour);

let playground: Playground | undefined;
afterAll(() => playground?.server.close());

/** Opens a page's socket, starts the tour, presses Down, waits for the screen to change, and closes. */
async function cycle(url: string, origin: string): Promise<void> {
	const socket = new WebSocket(url, { origin });
	const send = (message: ClientMessage) => socket.send(JSON.stringify(message));
	const outputs: string[] = [];
	let steps = 0;
	await new Promise<void>((resolve, reject) => {
		socket.on("error", reject);
		socket.on("message", (data) => {
			const message: ServerMessage = JSON.parse(String(data));
			if (message.type === "hello") {
				send({ type: "resize", cols: 80, rows: 24 });
				send({ type: "payload", text: PAYLOAD });
			} else if (message.type === "output") outputs.push(message.data);
			else if (message.type === "step" && ++steps === 1) send({ type: "input", data: "\x1b[B" });
			else if (message.type === "step") resolve();
		});
	});
	expect(outputs.join("")).toContain("PostgreSQL");
	const closed = new Promise((resolve) => socket.on("close", resolve));
	socket.close();
	await closed;
}

describe("200 pages opened and closed", () => {
	it("releases every session and does not grow the heap", async () => {
		const refs: WeakRef<WebSession>[] = [];
		playground = await startPlayground((session) => refs.push(new WeakRef(session)));
		const { server } = playground;
		const url = `${server.url.replace(/^http/, "ws")}flow`;
		let baseline = 0;
		for (let index = 0; index < CYCLES; index++) {
			// Measured after a warm-up, so lazily built caches of pi-tui, xstate and ws are not counted.
			if (index === 20) baseline = await heapAfterGc();
			await cycle(url, new URL(server.url).origin);
			await expect.poll(() => refs.at(-1)?.deref()?.closed).toBe(true);
		}
		await expect.poll(() => server.sessions).toBe(0);
		const growth = (await heapAfterGc()) - baseline;
		console.info(
			`${CYCLES} pages: heap ${(growth / 1024).toFixed(0)} kB after the first 20, ${alive(refs)} sessions reachable`,
		);
		await collectGarbage();
		expect(refs).toHaveLength(CYCLES);
		expect(alive(refs)).toBe(0);
		expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
		expect(playground.notes).toEqual([]);
	}, 120_000); // many pages opened and closed, and garbage collections to read the heap
});
