/**
 * The parent pi's end of the subagent relay: a Unix socket in a private directory (0700, the socket 0600) under
 * `$XDG_RUNTIME_DIR` or the OS temp dir, its path and a random secret put in `process.env` so the processes pi
 * starts (subagents) inherit them. Each connection carries one question: refused and closed at once without the
 * secret; else `ask` runs with a signal that aborts when the child goes away, and its result is sent back. The
 * directory goes with the session, or with pi however it ends (a closed terminal, a signal: `onProcessEnd`).
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onProcessEnd, type ProcessEndHost } from "../process-end/process-end.ts";
import type { AskUserToolResult } from "../tool/result.ts";
import {
	parseRequest,
	RELAY_ENV,
	RELAY_SECRET_ENV,
	type RelayRequest,
	readFirstLine,
	sameSecret,
} from "./relay-protocol.ts";

/** Shows a relayed question; `signal` aborts when the child closed its connection (aborted, killed). */
export type RelayAsk = (request: RelayRequest, signal: AbortSignal) => Promise<AskUserToolResult>;

export interface Relay {
	/** The socket's path. */
	readonly path: string;
	/** Resolves once the socket listens, its mode set. */
	readonly ready: Promise<void>;
	/** Stops listening, ends every connection (their children get a cancelled result), removes the directory. */
	close(): void;
}

function serve(socket: Socket, secret: string, ask: RelayAsk): void {
	const gone = new AbortController();
	socket.on("close", () => gone.abort());
	socket.on("error", () => socket.destroy());
	readFirstLine(socket, (line) => {
		const request = parseRequest(line);
		if (request === undefined || !sameSecret(request.secret, secret)) {
			socket.destroy();
			return;
		}
		void ask(request, gone.signal).then((result) => {
			if (!socket.destroyed) socket.end(`${JSON.stringify({ result })}\n`);
		});
	});
}

/**
 * Starts the relay and names it in `env` (pi's own `process.env` by default); `host`: the process whose end removes
 * the directory if the relay was not closed.
 */
export function startRelay(ask: RelayAsk, env: NodeJS.ProcessEnv = process.env, host?: ProcessEndHost): Relay {
	const base = env.XDG_RUNTIME_DIR?.trim() || tmpdir();
	const dir = mkdtempSync(join(base, "ask-user-relay-"));
	const removeDir = () => rmSync(dir, { recursive: true, force: true });
	const stopRemoveOnEnd = onProcessEnd(removeDir, host);
	chmodSync(dir, 0o700);
	const path = join(dir, "relay.sock");
	const secret = randomBytes(32).toString("hex");
	const sockets = new Set<Socket>();
	const server = createServer((socket) => {
		sockets.add(socket);
		socket.on("close", () => sockets.delete(socket));
		serve(socket, secret, ask);
	});
	const ready = new Promise<void>((resolve) => {
		server.on("error", () => resolve());
		server.listen(path, () => {
			chmodSync(path, 0o600);
			resolve();
		});
	});
	// The relay must not keep pi alive.
	server.unref();
	env[RELAY_ENV] = path;
	env[RELAY_SECRET_ENV] = secret;
	return {
		path,
		ready,
		close() {
			if (env[RELAY_ENV] === path) {
				delete env[RELAY_ENV];
				delete env[RELAY_SECRET_ENV];
			}
			server.close();
			for (const socket of sockets) socket.destroy();
			stopRemoveOnEnd();
			removeDir();
		},
	};
}
