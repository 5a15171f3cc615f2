/**
 * What `/ask-user web`'s server holds against a hostile neighbour: connections are capped and silent ones closed
 * (hundreds of idle connections held pi at its file limit); the cookie alone, which reaches every port of the host,
 * neither reads nor acts without the page's key; and a server on `::` answers at the address it prints.
 */
import { connect, type Socket } from "node:net";
import { minimal, tour } from "@ask-user/core/fixtures";
import { act, follow, openPage, request } from "@ask-user/test-kit/page-client";
import { afterEach, describe, expect, it } from "vitest";
import { startPageServer } from "../src/page-server.ts";
import { type ServedForm, servedForm } from "./support/followed-form.ts";

let served: ServedForm | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
	for (const socket of sockets.splice(0)) socket.destroy();
	served?.actor.stop();
	await served?.web.end({ cancelled: true, cancelReason: "aborted", questions: [], answers: {} });
	served = undefined;
});

/** A raw connection to `port`, once connected. */
function opened(port: number): Promise<Socket> {
	return new Promise((resolve, reject) => {
		const socket = connect(port, "127.0.0.1", () => resolve(socket));
		socket.on("error", reject);
		sockets.push(socket);
	});
}

/** What the server sent on `socket` until it closed the connection. */
function untilClosed(socket: Socket): Promise<string> {
	return new Promise((resolve) => {
		let received = "";
		socket.on("data", (chunk: Buffer) => {
			received += chunk.toString();
		});
		socket.on("close", () => resolve(received));
	});
}

const ASK = (port: number) => `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`;

/** A server of a trivial form, with small limits; its port. */
async function smallServer(limits: { maxConnections: number; idleMs: number }) {
	const server = await startPageServer(
		{ pieces: () => [{ html: "<h1>form</h1>" }], act: () => {}, preview: () => undefined },
		{ host: "127.0.0.1", limits },
	);
	const port = Number(new URL(server.newAddress().url).port);
	return { server, port };
}

describe("connections", () => {
	it("that send nothing are closed once idle", async () => {
		const { server, port } = await smallServer({ maxConnections: 8, idleMs: 50 });
		const silent = await opened(port);
		expect(await untilClosed(silent)).toBe("");
		await server.close();
	});

	it("over the cap are closed unanswered, and the cap holds answered keep-alive connections too", async () => {
		const { server, port } = await smallServer({ maxConnections: 2, idleMs: 60_000 });
		for (let i = 0; i < 2; i++) {
			const held = await opened(port);
			const answered = new Promise((resolve) => held.once("data", resolve));
			held.write(ASK(port));
			await answered;
		}
		const over = await opened(port);
		const received = untilClosed(over);
		over.write(ASK(port));
		expect(await received).toBe("");
		await server.close();
	});
});

describe("the page's cookie alone", () => {
	it("replayed from another port with the page's own Host and Origin reads nothing of the form and does nothing", async () => {
		served = servedForm(tour);
		const page = await openPage(await served.web.address());
		const own = { cookie: page.cookie, origin: page.origin };
		const frame = await request(page.base, { headers: own });
		expect(frame.body).not.toContain("Database");
		const events = await request(`${page.base}events`, { headers: own });
		expect(events.status).toBe(403);
		expect(events.body).not.toContain("Database");
		const cancel = await request(`${page.base}action`, {
			method: "POST",
			headers: { ...own, "content-type": "application/json" },
			body: JSON.stringify({ type: "cancel" }),
		});
		expect(cancel.status).toBe(403);
		expect(served.actor.getSnapshot().status).toBe("active");
		expect(served.actor.getSnapshot().hasTag("confirmingCancel")).toBe(false);
		// With the page's key, as its own script sends it, the same requests are the page's.
		expect((await act(page, { type: "tab.next" })).status).toBe(204);
		const followed = await follow(page);
		await expect.poll(() => followed.events.length).toBe(1);
		followed.close();
	});
});

describe("web.host ::", () => {
	it("answers at the address it prints", async () => {
		served = servedForm(minimal, "::");
		const address = await served.web.address();
		const page = await openPage(address);
		expect(page.key).not.toBe("");
		expect((await act(page, { type: "tab.next" })).status).toBe(204);
	});
});
