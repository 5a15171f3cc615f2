/**
 * A program in a detached tmux session on its own server (`tmux -L <unique name>`), driven with send-keys and
 * read with capture-pane. `startPiInTmux` runs the real pi there with a `PiEnv`.
 *
 * Key names for `sendKeys` (tmux 3.3a): Enter, Escape, Tab, BTab (sends `\x1b[Z`, Shift+Tab), Space, BSpace, Up,
 * Down, Left, Right, Home, End, C-c (`\x03`), C-u, N (sends `N`) and S-n (sends `\x1b[110;2u`) — pi-tui's
 * `matchesKey(data, "shift+n")` accepts both —, S-Enter (`\x1b[13;2u`). Use `sendText` for text (send-keys -l)
 * and `sendRaw` for exact bytes.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { type PiLaunchOptions, piArgs } from "./pi-args.ts";
import type { PiEnv } from "./pi-env.ts";
import { PI_BIN } from "./pi-paths.ts";

const run = promisify(execFile);

const TMUX_BIN = process.env.ASK_USER_E2E_TMUX ?? "tmux";

export interface TmuxStartOptions {
	/** argv of the program; run directly, not through a shell. */
	command: readonly string[];
	cwd: string;
	/** The complete environment of the tmux server and thus of the program. */
	env: Record<string, string>;
	/** Where the tmux config file is written. */
	configDir: string;
	width?: number;
	height?: number;
	/** Extra tmux config lines, e.g. `set -g extended-keys on`. */
	tmuxConfig?: readonly string[];
}

export interface WaitOptions {
	timeoutMs?: number;
	intervalMs?: number;
}

function matches(screen: string, pattern: string | RegExp): boolean {
	return typeof pattern === "string" ? screen.includes(pattern) : pattern.test(screen);
}

let sessionCounter = 0;

export class TmuxSession {
	private killed = false;

	private constructor(
		readonly socketName: string,
		/** The server socket file (tmux leaves it behind after kill-server; `kill` removes it). */
		readonly socketPath: string,
		/** The program's pid (the pane's process). */
		readonly pid: number,
		/** `Date.now()` just before `tmux new-session`. */
		readonly launchedAt: number,
		private readonly clientEnv: Record<string, string>,
	) {}

	static async start(options: TmuxStartOptions): Promise<TmuxSession> {
		const socketName = `ask-user-e2e-${process.pid}-${++sessionCounter}-${randomBytes(3).toString("hex")}`;
		const configPath = join(options.configDir, `${socketName}.tmux.conf`);
		const config = [
			"set -g status off", // the pane gets every row
			"set -g remain-on-exit on", // a crashed program's last screen stays readable
			"set -sg escape-time 0",
			// pi warns on screen when it is off; key bytes from send-keys are the same either way in tmux 3.3a.
			"set -g extended-keys on",
			"set -g history-limit 10000",
			...(options.tmuxConfig ?? []),
		];
		await writeFile(configPath, `${config.join("\n")}\n`);
		const clientEnv = { ...options.env };
		delete clientEnv.TMUX;
		delete clientEnv.TMUX_PANE;
		const launchedAt = Date.now();
		const size = ["-x", String(options.width ?? 120), "-y", String(options.height ?? 40)];
		const newSession = [
			"-L",
			socketName,
			"-f",
			configPath,
			"new-session",
			"-d",
			"-s",
			"main",
			...size,
			"-c",
			options.cwd,
		];
		// Several arguments after `--` are run directly (execvp), not through a shell.
		await run(TMUX_BIN, [...newSession, "--", ...options.command], { env: clientEnv });
		const format = "#{pane_pid} #{socket_path}";
		const { stdout } = await run(TMUX_BIN, ["-L", socketName, "display-message", "-p", "-t", "main", format], {
			env: clientEnv,
		});
		const [pid = "", ...socketPath] = stdout.trim().split(" ");
		return new TmuxSession(socketName, socketPath.join(" "), Number.parseInt(pid, 10), launchedAt, clientEnv);
	}

	private async tmux(...args: string[]): Promise<string> {
		const { stdout } = await run(TMUX_BIN, ["-L", this.socketName, ...args], { env: this.clientEnv });
		return stdout;
	}

	/** Sends tmux key names (`Enter`, `Down`, `C-c`, `BTab`, …), each as one key press. */
	async sendKeys(...keys: string[]): Promise<void> {
		for (const key of keys) await this.tmux("send-keys", "-t", "main", key);
	}

	/** Types `text` literally (send-keys -l) in one write. */
	async sendText(text: string): Promise<void> {
		await this.tmux("send-keys", "-t", "main", "-l", "--", text);
	}

	/** Types `text` one character at a time, like a person (autocomplete reacts per character). */
	async typeText(text: string, delayMs = 15): Promise<void> {
		for (const char of text) {
			await this.sendText(char);
			if (delayMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, delayMs));
		}
	}

	/**
	 * Pastes `text` as tmux's `paste-buffer` does without `-p`: not bracketed, its line breaks sent as CR, as keys in
	 * as few writes as tmux makes (a terminal without bracketed paste).
	 */
	async pasteUnbracketed(text: string): Promise<void> {
		await this.tmux("set-buffer", "-b", "unbracketed", "--", text);
		await this.tmux("paste-buffer", "-d", "-b", "unbracketed", "-t", "main");
	}

	/** Sends exact bytes (e.g. a kitty key sequence `\x1b[110;2u`) via send-keys -H. */
	async sendRaw(data: string): Promise<void> {
		const hex = [...Buffer.from(data, "utf8")].map((byte) => byte.toString(16).padStart(2, "0"));
		await this.tmux("send-keys", "-t", "main", "-H", ...hex);
	}

	/** The visible screen as plain text (trailing spaces trimmed); `ansi: true` keeps colour escapes. */
	async capture(options: { ansi?: boolean } = {}): Promise<string> {
		return this.tmux("capture-pane", "-p", "-t", "main", ...(options.ansi ? ["-e"] : []));
	}

	/** Resizes the window (the program gets SIGWINCH), e.g. to test rendering at narrow widths. */
	async resize(width: number, height: number): Promise<void> {
		await this.tmux("resize-window", "-t", "main", "-x", String(width), "-y", String(height));
	}

	/** The pane's current size. */
	async size(): Promise<{ width: number; height: number }> {
		const [width = "0", height = "0"] = (
			await this.tmux("display-message", "-p", "-t", "main", "#{pane_width} #{pane_height}")
		)
			.trim()
			.split(" ");
		return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
	}

	/** Whether the program has exited (the pane stays thanks to remain-on-exit). */
	async isDead(): Promise<boolean> {
		return (await this.tmux("display-message", "-p", "-t", "main", "#{pane_dead}")).trim() === "1";
	}

	/** Polls the screen until it contains `pattern`; returns that screen. Fails early if the program died. */
	async waitForText(pattern: string | RegExp, options: WaitOptions = {}): Promise<string> {
		return this.waitForScreen((screen) => matches(screen, pattern), `text ${String(pattern)}`, options);
	}

	/** Polls the screen until it no longer contains `pattern`. */
	async waitForNoText(pattern: string | RegExp, options: WaitOptions = {}): Promise<string> {
		return this.waitForScreen((screen) => !matches(screen, pattern), `no text ${String(pattern)}`, options);
	}

	async waitForScreen(
		predicate: (screen: string) => boolean,
		description: string,
		{ timeoutMs = 15_000, intervalMs = 50 }: WaitOptions = {},
	): Promise<string> {
		let screen = "";
		let dead = false;
		try {
			await waitUntil(
				async () => {
					screen = await this.capture();
					if (predicate(screen)) return true;
					dead = await this.isDead();
					if (dead) throw new Error("program exited");
					return false;
				},
				timeoutMs,
				() => description,
				intervalMs,
			);
			return screen;
		} catch (error) {
			const reason = error instanceof Error ? error.message : String(error);
			throw new Error(`${dead ? "program exited" : reason} while waiting for ${description}; screen:\n${screen}`);
		}
	}

	/** Whether the program still runs. */
	private alive(): boolean {
		try {
			process.kill(this.pid, 0);
			return true;
		} catch {
			return false;
		}
	}

	/** Sends `signal` to the program (as `kill` or `docker stop` would) and waits up to 10 s until it has exited. */
	async stopWith(signal: NodeJS.Signals): Promise<void> {
		process.kill(this.pid, signal);
		await waitUntil(
			async () => (await this.tmux("display-message", "-p", "-t", "main", "#{pane_dead}")).trim() === "1",
			10_000,
			() => `pid ${this.pid} to exit after ${signal}`,
		);
	}

	/** Kills the tmux server and waits (up to 3 s, then SIGKILL) until the program is gone. Idempotent. */
	async kill(): Promise<void> {
		if (this.killed) return;
		this.killed = true;
		await this.tmux("kill-server").catch(() => undefined);
		const alive = () => this.alive();
		await waitUntil(
			() => !alive(),
			3000,
			() => `pid ${this.pid} to exit`,
		).catch(() => {
			if (alive()) process.kill(this.pid, "SIGKILL");
		});
		if (this.socketPath) await rm(this.socketPath, { force: true });
	}
}

export interface TmuxPiOptions extends PiLaunchOptions {
	env: PiEnv;
	width?: number;
	height?: number;
	tmuxConfig?: readonly string[];
}

/** Starts `pi <piArgs>` in tmux inside `env.cwd`. Call `waitForPiReady` before typing. */
export function startPiInTmux(options: TmuxPiOptions): Promise<TmuxSession> {
	const { env } = options;
	return TmuxSession.start({
		command: [PI_BIN, ...piArgs(options)],
		cwd: env.cwd,
		env: env.env,
		configDir: env.root,
		...(options.width === undefined ? {} : { width: options.width }),
		...(options.height === undefined ? {} : { height: options.height }),
		...(options.tmuxConfig === undefined ? {} : { tmuxConfig: options.tmuxConfig }),
	});
}

/** Runs `body` with pi started in tmux (call `waitForPiReady` before typing) and kills it afterwards, pass or fail. */
export async function withPiInTmux<T>(options: TmuxPiOptions, body: (session: TmuxSession) => Promise<T>): Promise<T> {
	const session = await startPiInTmux(options);
	try {
		return await body(session);
	} finally {
		await session.kill();
	}
}

/**
 * Waits until pi's editor and footer are drawn (the footer shows the model id) and returns the startup time in ms
 * since launch.
 */
export async function waitForPiReady(session: TmuxSession, env: PiEnv, timeoutMs = 20_000): Promise<number> {
	await session.waitForText(env.modelId, { timeoutMs });
	return Date.now() - session.launchedAt;
}
