import { once } from "node:events";
import { open } from "node:fs/promises";
import type { StatelyInspectionEvent } from "@statelyai/inspect";
import WebSocket from "ws";
import { messageOf, UsageError } from "../errors.ts";
import { startRelay } from "./relay.ts";

/** Where inspection events go. `close` sends what is queued and releases everything the sink holds. */
export interface Sink {
	send(event: StatelyInspectionEvent): void;
	close(): Promise<void>;
}

/** Reports a problem without stopping the flow. */
export type Warn = (line: string) => void;

const HANDSHAKE_TIMEOUT_MS = 3000;
const CLOSE_TIMEOUT_MS = 1000;

/** `--inspect-log`: one JSON line per event. The file is opened up front, so a bad path fails before the flow. */
export async function fileSink(path: string): Promise<Sink> {
	const handle = await open(path, "w").catch((error: unknown) => {
		throw new UsageError(`--inspect-log: cannot write ${path}: ${messageOf(error)}`);
	});
	const stream = handle.createWriteStream();
	return {
		send: (event) => void stream.write(`${JSON.stringify(event)}\n`),
		close: () => new Promise((resolve) => stream.end(resolve)),
	};
}

/**
 * Streams events to a WebSocket inspector. Events wait in a queue until the socket opens. Unlike
 * `createWebSocketInspector`, whose client retries every 5 s forever (even after `stop()` when the first connection
 * failed), this connects once: when nothing listens, it warns and drops the events. `origin` is sent as the
 * handshake's Origin (the relay accepts its own page's only).
 */
export function webSocketSink(url: string, warn: Warn, origin?: string): Sink {
	const socket = new WebSocket(url, {
		handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
		...(origin === undefined ? {} : { origin }),
	});
	const queue: string[] = [];
	let failed = false;
	const settled = new Promise<void>((resolve) => {
		socket.on("open", () => {
			for (const message of queue.splice(0)) socket.send(message);
			resolve();
		});
		socket.on("error", (error) => {
			if (!failed) warn(`inspector at ${url}: ${messageOf(error)}; inspection events are dropped`);
			failed = true;
			queue.length = 0;
			resolve();
		});
	});
	return {
		send(event) {
			const message = JSON.stringify(event);
			if (socket.readyState === WebSocket.OPEN) socket.send(message);
			else if (!failed) queue.push(message);
		},
		async close() {
			await settled;
			if (socket.readyState === WebSocket.CLOSED) return;
			const closed = once(socket, "close");
			socket.close();
			const timer = setTimeout(() => socket.terminate(), CLOSE_TIMEOUT_MS);
			await closed;
			clearTimeout(timer);
		},
	};
}

/** How long a browser tab still connected to the stopped relay may hold the process before it exits anyway. */
const RELAY_EXIT_GRACE_MS = 200;

/**
 * `--inspect`: starts the relay (a page that embeds the Stately inspector, and a WebSocket server that forwards
 * events to it) on a free port of 127.0.0.1, and streams to it.
 */
export async function relaySink(say: (line: string) => void, warn: Warn): Promise<Sink> {
	const relay = await startRelay();
	say(`Stately inspector: open ${relay.origin} in a browser (the page loads stately.ai/inspect: needs internet)`);
	const sink = webSocketSink(`ws://${relay.host}:${relay.port}`, warn, relay.origin);
	return {
		send: (event) => sink.send(event),
		async close() {
			await sink.close();
			relay.stop();
			// The relay keeps no handle to its browser connections, and an open tab would keep this process alive:
			// exit if that is all that is left (the unref'd timer never fires when nothing else is pending).
			setTimeout(() => process.exit(), RELAY_EXIT_GRACE_MS).unref();
		},
	};
}
