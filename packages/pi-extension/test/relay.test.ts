import { existsSync, statSync } from "node:fs";
import { connect } from "node:net";
import { dirname } from "node:path";
import { type NormalizedPayload, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it } from "vitest";
import { createFormQueue } from "../src/form/form-queue.ts";
import { noticeWords } from "../src/locale/notice-words.ts";
import { askThroughRelay, RELAY_CLOSED } from "../src/relay/relay-client.ts";
import { askerLine } from "../src/relay/relay-host.ts";
import { MAX_RELAY_LINE, RELAY_ENV, RELAY_SECRET_ENV, type RelayRequest } from "../src/relay/relay-protocol.ts";
import { type Relay, startRelay } from "../src/relay/relay-server.ts";
import { sessionForms } from "../src/stored-forms/stored-forms.ts";
import { type AskUserToolResult, cancelledResult } from "../src/tool/result.ts";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";
import { fakeProcess } from "./support-unit/fake-process.ts";
import { scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";

const checked = validate(tour);
if (!checked.ok) throw new Error("the tour is valid");
const payload: NormalizedPayload = checked.payload;
const asker = { label: "scout: find the config", cwd: "/work/project", toolCallId: "child-1", args: tour };
const answered: AskUserToolResult = cancelledResult("discuss", payload, "the parent's result");

/** A relay and the environment that names it, closed after each test. */
const relays: Relay[] = [];
afterEach(() => {
	for (const relay of relays.splice(0)) relay.close();
});

function relayWith(ask: (request: RelayRequest, signal: AbortSignal) => Promise<AskUserToolResult>) {
	const env: NodeJS.ProcessEnv = {};
	const relay = startRelay(ask, env);
	relays.push(relay);
	return { env, relay };
}

/** Sends `text` as a raw client and resolves with what the relay sent back once it closed the connection. */
function rawClient(path: string, text: string): Promise<string> {
	return new Promise((resolve) => {
		let received = "";
		const socket = connect(path, () => socket.write(text));
		socket.setEncoding("utf8");
		socket.on("data", (chunk: string) => {
			received += chunk;
		});
		socket.on("error", () => {});
		socket.on("close", () => resolve(received));
	});
}

describe("subagent relay: the wire", () => {
	it("its directory goes with pi however pi ends, when the session could not close it (a closed terminal, a signal)", async () => {
		for (const end of ["exit", "SIGHUP"] as const) {
			const { events, host, raised } = fakeProcess();
			const relay = startRelay(async () => answered, {}, host);
			relays.push(relay);
			await relay.ready;
			expect(existsSync(dirname(relay.path))).toBe(true);
			events.emit(end);
			expect(existsSync(dirname(relay.path))).toBe(false);
			// A signal nothing else handled goes on to end the process, as its default would.
			expect(raised).toEqual(end === "SIGHUP" ? ["SIGHUP"] : []);
		}
		// Closed by the session, it leaves nothing listening on the process.
		const { events, host } = fakeProcess();
		startRelay(async () => answered, {}, host).close();
		expect(events.eventNames()).toEqual([]);
	});

	it("names itself in the environment: a socket (0600) in a private directory (0700), and a secret", async () => {
		const { env, relay } = relayWith(async () => answered);
		expect(env[RELAY_ENV]).toBe(relay.path);
		expect(env[RELAY_SECRET_ENV]).toMatch(/^[0-9a-f]{64}$/);
		await relay.ready;
		expect(statSync(dirname(relay.path)).mode & 0o777).toBe(0o700);
		expect(statSync(relay.path).mode & 0o777).toBe(0o600);
		relay.close();
		expect(env[RELAY_ENV]).toBeUndefined();
		expect(env[RELAY_SECRET_ENV]).toBeUndefined();
	});

	it("the child gets the parent's result as its own, with who asked and the arguments passed on", async () => {
		const requests: RelayRequest[] = [];
		const { env } = relayWith(async (request) => {
			requests.push(request);
			return answered;
		});
		const result = await askThroughRelay(asker, payload, undefined, env);
		expect(result).toEqual(answered);
		expect(requests).toEqual([{ ...asker, secret: env[RELAY_SECRET_ENV] }]);
	});

	it("refuses a request with no secret, a wrong secret, or an over-long line, and reads nothing", async () => {
		let asked = 0;
		const { relay } = relayWith(async () => {
			asked += 1;
			return answered;
		});
		await relay.ready;
		expect(await rawClient(relay.path, `${JSON.stringify({ ...asker })}\n`)).toBe("");
		expect(await rawClient(relay.path, `${JSON.stringify({ ...asker, secret: "0".repeat(64) })}\n`)).toBe("");
		expect(await rawClient(relay.path, "not json\n")).toBe("");
		expect(await rawClient(relay.path, "x".repeat(MAX_RELAY_LINE + 2))).toBe("");
		expect(asked).toBe(0);
	});

	it("a child with a wrong secret gets a cancelled result, not the parent's form", async () => {
		const { env } = relayWith(async () => answered);
		const result = await askThroughRelay(asker, payload, undefined, { ...env, [RELAY_SECRET_ENV]: "guess" });
		expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		expect(textOf(result ?? answered)).toContain(RELAY_CLOSED);
	});

	it("no relay named, or none listening: undefined, so the call goes on without it", async () => {
		expect(await askThroughRelay(asker, payload, undefined, {})).toBeUndefined();
		const gone = { [RELAY_ENV]: "/nonexistent/relay.sock", [RELAY_SECRET_ENV]: "s" };
		expect(await askThroughRelay(asker, payload, undefined, gone)).toBeUndefined();
	});

	it("the child's abort closes its form in the parent", async () => {
		let parentSignal: AbortSignal | undefined;
		const { env } = relayWith(
			(_request, signal) =>
				new Promise((resolve) => {
					parentSignal = signal;
					signal.addEventListener("abort", () => resolve(cancelledResult("aborted", payload)));
				}),
		);
		const run = new AbortController();
		const asking = askThroughRelay(asker, payload, run.signal, env);
		while (parentSignal === undefined) await new Promise((resolve) => setImmediate(resolve));
		expect(parentSignal.aborted).toBe(false);
		run.abort();
		expect((await asking)?.details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		await new Promise<void>((resolve) => parentSignal?.addEventListener("abort", () => resolve()));
		expect(parentSignal.aborted).toBe(true);
	});

	it("the parent closing gives the waiting child a cancelled result at once", async () => {
		let opened = false;
		const { env, relay } = relayWith(() => {
			opened = true;
			return new Promise(() => {});
		});
		const asking = askThroughRelay(asker, payload, undefined, env);
		while (!opened) await new Promise((resolve) => setImmediate(resolve));
		relay.close();
		const result = await asking;
		expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		expect(textOf(result ?? answered)).toContain(RELAY_CLOSED);
	});
});

describe("subagent relay: one form at a time", () => {
	it("a form waits until the one before closes; one aborted while waiting passes its turn on", async () => {
		const queue = createFormQueue();
		const order: string[] = [];
		const first = await queue.turn(undefined);
		const waiting = new AbortController();
		const second = queue.turn(waiting.signal);
		const third = queue.turn(undefined).then((release) => {
			order.push("third");
			return release;
		});
		waiting.abort();
		expect(await second).toBeUndefined();
		await new Promise((resolve) => setImmediate(resolve));
		expect(order).toEqual([]);
		order.push("first closes");
		first?.();
		(await third)?.();
		expect(order).toEqual(["first closes", "third"]);
	});
});

describe("subagent relay: through the extension", () => {
	/** A parent pi with pi's RPC dialogs as its UI, answering `replies`, and its relay open. */
	async function parentPi(replies: Parameters<typeof scriptedDialogs>[0]) {
		const parent = loadExtension();
		const dialogs = scriptedDialogs(replies);
		const ui = { ...dialogs.ui, addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} };
		await parent.sessionStart(fakeContext({ ui }));
		const shutdown = () => {
			for (const handler of parent.handlers.get("session_shutdown") ?? []) handler({}, fakeContext());
		};
		return { dialogs, shutdown, entries: parent.entries };
	}

	const child = (): ExtensionContext =>
		fakeContext({
			hasUI: false,
			cwd: "/work/child",
			ui: { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} },
			branch: () =>
				[
					{ type: "message", message: { role: "user", content: [{ type: "text", text: "Task: pick a database" }] } },
				] as never,
		});

	it("a child pi with no UI asks in the parent's form; the answers are its tool result", async () => {
		const parent = await parentPi(["1.", "1.", "3.", "Done", "2.", "Submit"]);
		try {
			expect(process.env[RELAY_ENV]).toBeDefined();
			const childPi = loadExtension();
			await childPi.sessionStart(child());
			expect(childPi.activeTools()).toContain("ask_user");
			const result = await runTool(tour, child(), { extension: childPi });
			expect(result.details).toMatchObject({
				title: "Set up the new service",
				cancelled: false,
				source: "rpc",
				answers: { database: { values: ["postgres"] }, layout: { values: ["by-layer"] } },
			});
			expect(textOf(result)).toContain('The user submitted "Set up the new service" (3 of 3 answered):');
		} finally {
			parent.shutdown();
		}
		expect(process.env[RELAY_ENV]).toBeUndefined();
	});

	it("the child aborted mid-form: its form closes in the parent and is kept for /ask-user", async () => {
		const parent = await parentPi([untilAborted]);
		const childPi = loadExtension();
		const run = new AbortController();
		const asking = runTool(tour, child(), { extension: childPi, signal: run.signal, toolCallId: "child-call" });
		while (parent.dialogs.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
		run.abort();
		expect((await asking).details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		// The parent's form ends once the closed connection reaches it, and is stored as aborted, with the call.
		while (sessionForms(parent.entries)[0]?.status !== "cancelled") {
			await new Promise((resolve) => setImmediate(resolve));
		}
		expect(sessionForms(parent.entries)).toMatchObject([
			{ toolCallId: "relay-child-call", status: "cancelled", cancelReason: "aborted", args: tour },
		]);
	});

	it("nested: a pi inside a relay's reach opens none of its own, so its children reach the top pi", async () => {
		await parentPi([]);
		const top = process.env[RELAY_ENV];
		const nested = loadExtension();
		const ui = { ...scriptedDialogs([]).ui, addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} };
		await nested.sessionStart(fakeContext({ ui }));
		expect(process.env[RELAY_ENV]).toBe(top);
	});

	it("labels the form with the subagent's task and working directory", () => {
		expect(askerLine({ label: "Task: pick a database", cwd: "/work/child" }, noticeWords("en"))).toBe(
			"Asked by subagent “Task: pick a database” in /work/child",
		);
		expect(askerLine({ label: " ", cwd: "" }, noticeWords("en"))).toBe("Asked by subagent");
	});
});
