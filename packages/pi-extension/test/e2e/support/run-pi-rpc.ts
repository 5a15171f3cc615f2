/**
 * `pi --mode rpc` as a child process with a small scripted client: JSON commands on stdin, JSONL events and
 * responses on stdout, `extension_ui_request` dialogs (select/confirm/input/editor) answered through a callback.
 * In RPC mode `ctx.hasUI` is true, `ctx.ui.custom()` resolves undefined at once, and the dialog methods come here.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { onJsonlLines, parseTypedLine } from "./jsonl-lines.ts";
import { type PiLaunchOptions, piArgs } from "./pi-args.ts";
import type { PiEnv } from "./pi-env.ts";
import { PI_BIN } from "./pi-paths.ts";

export type RpcLine = { type: string; [key: string]: unknown };

/** Mirrors pi's (unexported) `RpcExtensionUIRequest` dialog variants. */
export type UiDialogRequest =
	| { type: "extension_ui_request"; id: string; method: "select"; title: string; options: string[]; timeout?: number }
	| { type: "extension_ui_request"; id: string; method: "confirm"; title: string; message: string; timeout?: number }
	| { type: "extension_ui_request"; id: string; method: "input"; title: string; placeholder?: string; timeout?: number }
	| { type: "extension_ui_request"; id: string; method: "editor"; title: string; prefill?: string };

/** Any `extension_ui_request`, including fire-and-forget ones (notify, setStatus, setWidget, setTitle, …). */
export type UiRequest = { type: "extension_ui_request"; id: string; method: string; [key: string]: unknown };

/** The body of an `extension_ui_response`: a value (select/input/editor), a confirmation, or a cancel. */
export type UiAnswer = { value: string } | { confirmed: boolean } | { cancelled: true };

export type UiHandler = (request: UiDialogRequest) => UiAnswer | Promise<UiAnswer>;

const DIALOG_METHODS = new Set(["select", "confirm", "input", "editor"]);

export interface PiRpcOptions extends PiLaunchOptions {
	env: PiEnv;
	/** Answers dialogs; without it every dialog is cancelled. A throwing handler cancels too. */
	onUiRequest?: UiHandler;
}

type Waiter = { predicate: (line: RpcLine) => boolean; resolve: (line: RpcLine) => void; reject: (e: Error) => void };

export class PiRpcClient {
	/** Every JSON line from stdout, in order (events, responses, ui requests). */
	readonly lines: RpcLine[] = [];
	readonly uiRequests: UiRequest[] = [];
	/** Non-JSON stdout lines (should stay empty: RPC mode takes over stdout). */
	readonly otherOutput: string[] = [];
	stderr = "";
	readonly startedAt = Date.now();
	private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;
	private readonly exited: Promise<void>;
	private waiters: Waiter[] = [];
	private nextId = 0;

	private constructor(
		private readonly child: ChildProcessWithoutNullStreams,
		private readonly onUiRequest: UiHandler | undefined,
	) {
		child.stderr.setEncoding("utf8");
		child.stderr.on("data", (chunk: string) => {
			this.stderr += chunk;
		});
		onJsonlLines(child.stdout, (line) => this.handleLine(line));
		this.exited = new Promise((resolve) => {
			child.on("close", (code, signal) => {
				this.exitInfo = { code, signal };
				const error = new Error(`pi rpc exited (code ${code}, signal ${signal})\nstderr:\n${this.stderr}`);
				for (const waiter of this.waiters) waiter.reject(error);
				this.waiters = [];
				resolve();
			});
		});
	}

	static start(options: PiRpcOptions): PiRpcClient {
		const args = [...piArgs(options), "--mode", "rpc"];
		const child = spawn(PI_BIN, args, { cwd: options.env.cwd, env: options.env.env, stdio: ["pipe", "pipe", "pipe"] });
		return new PiRpcClient(child, options.onUiRequest);
	}

	get exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined {
		return this.exitInfo;
	}

	private handleLine(raw: string): void {
		const line = parseTypedLine(raw);
		if (!line) {
			this.otherOutput.push(raw);
			return;
		}
		this.lines.push(line);
		if (line.type === "extension_ui_request") this.handleUiRequest(line as UiRequest);
		const ready = this.waiters.filter((w) => w.predicate(line));
		this.waiters = this.waiters.filter((w) => !ready.includes(w));
		for (const waiter of ready) waiter.resolve(line);
	}

	private handleUiRequest(request: UiRequest): void {
		this.uiRequests.push(request);
		if (!DIALOG_METHODS.has(request.method)) return;
		const handler = this.onUiRequest;
		const answer: Promise<UiAnswer> = handler
			? Promise.resolve()
					.then(() => handler(request as UiDialogRequest))
					.catch((): UiAnswer => ({ cancelled: true }))
			: Promise.resolve({ cancelled: true });
		void answer.then((body) => this.send({ type: "extension_ui_response", id: request.id, ...body }));
	}

	/** Writes one command line to stdin. */
	send(command: Record<string, unknown>): void {
		if (this.exitInfo || this.child.stdin.destroyed) return;
		this.child.stdin.write(`${JSON.stringify(command)}\n`);
	}

	/** Resolves with the first line (from now on) matching `predicate`. */
	waitFor(predicate: (line: RpcLine) => boolean, timeoutMs = 30_000, description = "rpc line"): Promise<RpcLine> {
		if (this.exitInfo) return Promise.reject(new Error(`pi rpc already exited\nstderr:\n${this.stderr}`));
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				this.waiters = this.waiters.filter((w) => w !== waiter);
				const seen = this.lines.map((l) => l.type).join(", ");
				reject(
					new Error(
						`timed out after ${timeoutMs} ms waiting for ${description}; saw: ${seen}\nstderr:\n${this.stderr}`,
					),
				);
			}, timeoutMs);
			const waiter: Waiter = {
				predicate,
				resolve: (line) => {
					clearTimeout(timer);
					resolve(line);
				},
				reject: (error) => {
					clearTimeout(timer);
					reject(error);
				},
			};
			this.waiters.push(waiter);
		});
	}

	/** Sends a command with a fresh id and resolves with its `response` line (rejects when `success` is false). */
	async request(command: Record<string, unknown>, timeoutMs = 30_000): Promise<RpcLine> {
		const id = `harness-${++this.nextId}`;
		const response = this.waitFor((l) => l.type === "response" && l.id === id, timeoutMs, `response to ${id}`);
		this.send({ ...command, id });
		const line = await response;
		if (line.success !== true) throw new Error(`rpc ${String(command.type)} failed: ${JSON.stringify(line)}`);
		return line;
	}

	/** Resolves once pi answers `get_state` (its startup is done); returns ms since spawn. */
	async ready(timeoutMs = 30_000): Promise<number> {
		await this.request({ type: "get_state" }, timeoutMs);
		return Date.now() - this.startedAt;
	}

	/** Sends a prompt and resolves with the lines from then until `agent_end` (inclusive). */
	async prompt(message: string, timeoutMs = 30_000): Promise<RpcLine[]> {
		const from = this.lines.length;
		const end = this.waitFor((l) => l.type === "agent_end", timeoutMs, "agent_end");
		await this.request({ type: "prompt", message }, timeoutMs);
		await end;
		return this.lines.slice(from);
	}

	/** Closes stdin (pi exits on EOF), then SIGTERM / SIGKILL if it lingers. */
	async stop(timeoutMs = 3000): Promise<void> {
		if (!this.exitInfo) this.child.stdin.end();
		const timedOut = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));
		if ((await Promise.race([this.exited, timedOut(timeoutMs)])) === "timeout") {
			this.child.kill("SIGTERM");
			if ((await Promise.race([this.exited, timedOut(1000)])) === "timeout") this.child.kill("SIGKILL");
			await this.exited;
		}
	}
}

export interface PiRpcRunOptions extends PiRpcOptions {
	prompt: string;
	timeoutMs?: number;
}

export interface PiRpcRunResult {
	/** Lines from the prompt until `agent_end`. */
	events: RpcLine[];
	uiRequests: UiRequest[];
	/** Spawn until pi answered `get_state`. */
	startupMs: number;
	/** Spawn until `agent_end`. */
	durationMs: number;
	stderr: string;
}

/** Starts pi in RPC mode, sends one prompt, answers dialogs with `onUiRequest`, stops after `agent_end`. */
export async function runPiRpc(options: PiRpcRunOptions): Promise<PiRpcRunResult> {
	const client = PiRpcClient.start(options);
	try {
		const startupMs = await client.ready(options.timeoutMs);
		const events = await client.prompt(options.prompt, options.timeoutMs);
		const durationMs = Date.now() - client.startedAt;
		return { events, uiRequests: [...client.uiRequests], startupMs, durationMs, stderr: client.stderr };
	} finally {
		await client.stop();
	}
}
