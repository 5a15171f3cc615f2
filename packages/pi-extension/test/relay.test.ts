import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type NormalizedPayload, validate } from "@ask-user/core";
import { MESSAGE_LOCALES } from "@ask-user/core/contract";
import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { createEventBus, type ExtensionContext } from "@mariozechner/pi-coding-agent";
import { afterEach, describe, expect, it } from "vitest";
import { createAnswerDesk } from "../src/events/answer-desk.ts";
import { createAutocompleteSource } from "../src/form/autocomplete.ts";
import { createFormQueue } from "../src/form/form-queue.ts";
import { createLocaleMemory } from "../src/locale/locale.ts";
import { noticeWords } from "../src/locale/notice-words.ts";
import { askedBySubagentNote, askerLine, MAX_RELAY_DIRECTORY, MAX_RELAY_LABEL } from "../src/relay/asker.ts";
import { askThroughRelay, RELAY_CLOSED } from "../src/relay/relay-client.ts";
import { createRelayHost } from "../src/relay/relay-host.ts";
import {
	MAX_RELAY_AGENT_MESSAGE,
	MAX_RELAY_LINE,
	RELAY_ENV,
	RELAY_SECRET_ENV,
	type RelayRequest,
} from "../src/relay/relay-protocol.ts";
import { type Relay, startRelay } from "../src/relay/relay-server.ts";
import { sessionForms } from "../src/stored-forms/stored-forms.ts";
import { type AskUserToolResult, cancelledResult } from "../src/tool/result.ts";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";
import { fakeProcess } from "./support-unit/fake-process.ts";
import { scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const checked = validate(tour);
if (!checked.ok) throw new Error("the tour is valid");
const payload: NormalizedPayload = checked.payload;
const asker = { label: "scout: find the config", cwd: "/work/project", toolCallId: "child-1", args: tour };
const answered: AskUserToolResult = cancelledResult("discuss", payload, "the parent's result");
/** A working directory of 249 characters, its repository's name at its end. */
const LONG_CWD = `/home/someone1/${"deep/".repeat(43)}ask-user-repository`;

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

/** A valid question whose two options carry descriptions of `length` units each: a request near the relay's line. */
function bigQuestion(length: number) {
	const description = "d".repeat(length);
	const option = (value: string) => ({ value, label: value.toUpperCase(), description });
	const args = { questions: [{ id: "big", prompt: "Which one?", options: [option("a"), option("b")] }] };
	const checked = validate(args);
	if (!checked.ok) throw new Error("the large question is valid");
	return { args, big: checked.payload };
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

	it("a long task keeps its start; a long working directory comes whole, and what is told of it keeps its end", async () => {
		const requests: RelayRequest[] = [];
		const { env } = relayWith(async (request) => {
			requests.push(request);
			return answered;
		});
		const cwd = LONG_CWD;
		const label = `Task: ${"then do this ".repeat(30)}`;
		await askThroughRelay({ ...asker, label, cwd }, payload, undefined, env);
		const [request] = requests;
		expect(request?.label).toBe(`${label.slice(0, MAX_RELAY_LABEL - 1)}…`);
		// Whole, for the form's `@` to complete there; the agent is told its end, marked with …
		expect(request?.cwd).toBe(cwd);
		expect(askedBySubagentNote({ label: "", cwd })).toContain(`in "…${cwd.slice(-(MAX_RELAY_LABEL - 1))}")`);
		// Longer than any path: cut to its end.
		const endless = `/${"d".repeat(MAX_RELAY_DIRECTORY)}/end`;
		await askThroughRelay({ ...asker, cwd: endless }, payload, undefined, env);
		expect(requests[1]?.cwd).toBe(`…${endless.slice(-(MAX_RELAY_DIRECTORY - 1))}`);
	});

	it("a question too large to relay is not sent: the child is told its size and the limit, the parent sees nothing", async () => {
		let asked = 0;
		const { env } = relayWith(async () => {
			asked += 1;
			return answered;
		});
		const { args, big } = bigQuestion(600_000);
		const result = await askThroughRelay({ ...asker, args }, big, undefined, env);
		expect(asked).toBe(0);
		expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "error" });
		const text = textOf(result ?? answered);
		expect(text).not.toContain("aborted");
		expect(text).not.toContain(RELAY_CLOSED);
		expect(text).toMatch(
			/too large to relay to the parent pi: its request is 1200\d{3} characters, over the relay's limit of 1048576/,
		);
	});

	it("a parent's answer too long to read is said so, not that the parent closed", async () => {
		const dir = mkdtempSync(join(tmpdir(), "ask-user-relay-test-"));
		const path = join(dir, "relay.sock");
		const server = createServer((socket) => {
			socket.on("error", () => {});
			socket.write("x".repeat(MAX_RELAY_LINE + 2));
		});
		await new Promise<void>((resolve) => server.listen(path, resolve));
		try {
			const result = await askThroughRelay(asker, payload, undefined, { [RELAY_ENV]: path, [RELAY_SECRET_ENV]: "s" });
			expect(result?.details).toMatchObject({ cancelled: true, cancelReason: "error" });
			expect(textOf(result ?? answered)).toContain(
				`The parent pi's answer could not be read: it is longer than ${MAX_RELAY_LINE} characters.`,
			);
		} finally {
			server.close();
			rmSync(dir, { recursive: true, force: true });
		}
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
		// The child's run was not aborted: the first line says what happened.
		expect(textOf(result ?? answered).split("\n")[0]).toBe(RELAY_CLOSED);
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

	it("labels the form with the subagent's working directory and task", () => {
		expect(askerLine({ label: "Task: pick a database", cwd: "/work/child" }, noticeWords("en"))).toBe(
			"Asked by subagent in /work/child: “Task: pick a database”",
		);
		expect(askerLine({ label: " ", cwd: "" }, noticeWords("en"))).toBe("Asked by subagent");
		// In every locale, a long directory's end comes within 80 columns, before the task.
		for (const locale of MESSAGE_LOCALES) {
			const line = askerLine({ label: "Task: pick a database", cwd: LONG_CWD }, noticeWords(locale));
			expect(line.indexOf("/ask-user-repository") + "/ask-user-repository".length).toBeLessThanOrEqual(80);
		}
	});

	/** A child pi asking `args` from `cwd` with a task `task`, through the parent's relay. */
	const longChild = (task: string, cwd: string): ExtensionContext =>
		fakeContext({
			hasUI: false,
			cwd,
			ui: { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} },
			branch: () => [{ type: "message", message: { role: "user", content: task } }] as never,
		});

	const LONG_TASK = `Task: ${"first look around, then decide ".repeat(4)}`;

	it("the title shows the end of a long working directory at 80 columns, with a long task", async () => {
		const screen = terminalUi({ columns: 80 });
		const parent = loadExtension();
		await parent.sessionStart(
			fakeContext({ ui: { ...screen.ui, addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} } }),
		);
		const run = new AbortController();
		const asking = runTool(tour, longChild(LONG_TASK, LONG_CWD), { extension: loadExtension(), signal: run.signal });
		await screen.opened();
		const title = screen.terminal.screen().find((line) => line.includes("Asked by subagent")) ?? "";
		expect(title).toMatch(/^Asked by subagent in …[a-z/]+\/ask-user-repository: “Task: first/);
		run.abort();
		await asking;
	});

	/** A branch whose last assistant message says `said`, after the task `task`. */
	const branchSaying = (task: string, said?: string) =>
		[
			{ type: "message", message: { role: "user", content: task } },
			...(said === undefined
				? []
				: [{ type: "message", message: { role: "assistant", content: [{ type: "text", text: said }] } }]),
		] as never;

	/** What the relayed form shows on `a` when the parent's agent said something and the subagent's `said`. */
	async function agentMessageShown(said: string | undefined): Promise<string> {
		const screen = terminalUi({ columns: 100, rows: 40 });
		const parent = loadExtension();
		const ui = { ...screen.ui, addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} };
		await parent.sessionStart(fakeContext({ ui, branch: () => branchSaying("go", "The parent agent said this.") }));
		const run = new AbortController();
		const child = fakeContext({
			hasUI: false,
			cwd: "/work/child",
			ui: { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} },
			branch: () => branchSaying("Task: pick a database", said),
		});
		const asking = runTool(tour, child, { extension: loadExtension(), signal: run.signal });
		await screen.opened();
		await screen.press("a");
		const shown = screen.terminal.screen().join("\n");
		run.abort();
		await asking;
		return shown;
	}

	it("`a` in a subagent's form shows what the subagent's agent said, not the parent's", async () => {
		const shown = await agentMessageShown("The subagent looked at the schema first.");
		expect(shown).toContain("The subagent looked at the schema first.");
		expect(shown).not.toContain("The parent agent said this.");
	});

	it("`a` in a subagent's form shows nothing when the subagent's agent said nothing, not the parent's message", async () => {
		const shown = await agentMessageShown(undefined);
		expect(shown).toContain("No message from the agent to show");
		expect(shown).not.toContain("The parent agent said this.");
	});

	it("a subagent's long last message reaches the form cut to its end, marked, within the relay's line", async () => {
		const requests: RelayRequest[] = [];
		const { env } = relayWith(async (request) => {
			requests.push(request);
			return answered;
		});
		const said = `${"earlier words ".repeat(3000)}the end of what it said`;
		await askThroughRelay({ ...asker, agentMessage: said }, payload, undefined, env);
		expect(requests[0]?.agentMessage).toBe(`…${said.slice(-(MAX_RELAY_AGENT_MESSAGE - 1))}`);
		// A message that would push a question over the line is left out, not the question.
		const { args, big } = bigQuestion(510_000);
		const result = await askThroughRelay(
			{ ...asker, args, agentMessage: "\u0001".repeat(MAX_RELAY_AGENT_MESSAGE) },
			big,
			undefined,
			env,
		);
		expect(result).toEqual(answered);
		expect(requests[1]?.agentMessage).toBeUndefined();
	});

	it("`@` in a subagent's form completes in its directory when it is on this machine, else offers none", async () => {
		const dir = mkdtempSync(join(tmpdir(), "ask-user-child-"));
		// A directory longer than the title or the note shows it: completed in whole, never in its shortened text.
		const deep = join(dir, ...Array.from({ length: 30 }, (_, i) => `nested-folder-${i}`));
		mkdirSync(deep, { recursive: true });
		expect(deep.length).toBeGreaterThan(MAX_RELAY_LABEL);
		const asked: string[] = [];
		const events = createEventBus();
		const host = createRelayHost(
			{
				autocompleteProvider: (cwd) => {
					asked.push(cwd);
					return createAutocompleteSource().provider(cwd);
				},
				events,
				desk: createAnswerDesk(events),
				locale: createLocaleMemory({}),
			},
			() => {},
		);
		const screen = terminalUi({ columns: 100 });
		host.start(fakeContext({ cwd: "/work/parent", ui: screen.ui }));
		try {
			const env = { ...process.env };
			for (const cwd of [dir, deep, "/nonexistent/child", `/${"x".repeat(300)}/child`]) {
				const run = new AbortController();
				const asking = askThroughRelay({ ...asker, cwd }, payload, run.signal, env);
				await screen.opened();
				run.abort();
				await asking;
			}
			expect(asked).toEqual([dir, deep]);
		} finally {
			host.stop();
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it("pi's own completion serves its own directory; another directory gets file completion there", () => {
		const source = createAutocompleteSource();
		const stub = {
			getSuggestions: async () => null,
			applyCompletion: () => ({ lines: [], cursorLine: 0, cursorCol: 0 }),
		};
		source.capture({ addAutocompleteProvider: (factory) => factory(stub) }, "/work/parent");
		expect(source.provider("/work/parent")).toBe(stub);
		expect(source.provider("/work/child")).not.toBe(stub);
	});

	it("reopened with /ask-user, a subagent's form keeps its title, and the answer tells the agent who asked", async () => {
		const shown = terminalUi({ columns: 120 });
		const parent = loadExtension();
		await parent.sessionStart(
			fakeContext({ ui: { ...shown.ui, addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} } }),
		);
		const run = new AbortController();
		const child = fakeContext({
			hasUI: false,
			cwd: "/work/child",
			ui: { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} },
			branch: () => branchSaying("Task: pick a database", "The subagent compared three databases."),
		});
		const asking = runTool(tour, child, { extension: loadExtension(), signal: run.signal, toolCallId: "child-call" });
		await shown.opened();
		run.abort();
		await asking;
		while (sessionForms(parent.entries)[0]?.status !== "cancelled") {
			await new Promise((resolve) => setImmediate(resolve));
		}
		// What the subagent's agent said is kept with who asked, for `a` in the reopened form.
		expect(sessionForms(parent.entries)[0]?.asker?.agentMessage).toBe("The subagent compared three databases.");
		const reopened = terminalUi({ columns: 120 });
		const reopening = parent.command("ask-user", fakeContext({ ui: reopened.ui, branch: () => parent.entries }));
		await reopened.opened();
		expect(reopened.terminal.screen().join("\n")).toContain(
			"Asked by subagent in /work/child: “Task: pick a database”",
		);
		await reopened.press("1", "1", "3", RAW_KEYS.enter, "2", RAW_KEYS.enter);
		await reopening;
		expect(parent.userMessages[0]?.split("\n").slice(0, 2)).toEqual([
			'This answers a question a subagent asked (its task "Task: pick a database", in "/work/child"); the subagent no longer waits for it.',
			'The user submitted "Set up the new service" (3 of 3 answered):',
		]);
	});
});
