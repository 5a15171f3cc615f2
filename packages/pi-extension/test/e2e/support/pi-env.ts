/**
 * An isolated, offline environment for running the real pi against the mock model server:
 * temp HOME, agent dir (models.json, settings.json, bin/fd), session dir and a small project cwd.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { piVersion } from "./pi-paths.ts";

const DEFAULT_PROVIDER = "mock";
const DEFAULT_MODEL_ID = "mock-model";

/** Files written into the project cwd unless `files` is given (for `@` completion tests). */
export const DEFAULT_PROJECT_FILES: Readonly<Record<string, string>> = {
	"README.md": "# Demo project\n",
	"src/app.ts": 'export const app = "demo";\n',
	"src/utils.ts": "export function add(a: number, b: number): number {\n\treturn a + b;\n}\n",
	"docs/guide.md": "# Guide\n",
};

export interface PiEnvOptions {
	/** The mock server's `http://127.0.0.1:<port>/v1`. */
	baseUrl: string;
	provider?: string;
	modelId?: string;
	/** Project files (relative path → content). Defaults to `DEFAULT_PROJECT_FILES`. */
	files?: Readonly<Record<string, string>>;
	/** Merged over the default settings.json. */
	settings?: Record<string, unknown>;
	/** More files in the agent dir (relative path → content), e.g. `keybindings.json` or `ask-user.json`. */
	agentFiles?: Readonly<Record<string, string>>;
	/** Extra environment variables for pi. */
	extraEnv?: Record<string, string>;
}

export interface PiEnv {
	root: string;
	home: string;
	agentDir: string;
	sessionDir: string;
	/** The project directory pi runs in. */
	cwd: string;
	provider: string;
	modelId: string;
	/** The complete environment for the pi process (not merged with process.env). */
	env: Record<string, string>;
	/** `<agentDir>/bin/fd` when an fd binary was found, else undefined (then `@` completion yields nothing). */
	fdPath: string | undefined;
	cleanup(): Promise<void>;
}

/** Finds `fd` or Debian's `fdfind` on PATH. */
function findFdBinary(path = process.env.PATH ?? ""): string | undefined {
	for (const name of ["fd", "fdfind"]) {
		for (const dir of path.split(delimiter)) {
			if (dir && existsSync(join(dir, name))) return join(dir, name);
		}
	}
	return undefined;
}

/** Variables passed through from the test process; everything else (API keys, TMUX, PI_*) is left out. */
const PASSTHROUGH = ["PATH", "TMPDIR", "TZ", "USER", "LOGNAME", "SHELL"];

function defaultSettings(provider: string, modelId: string): Record<string, unknown> {
	return {
		defaultProvider: provider,
		defaultModel: modelId,
		defaultThinkingLevel: "off",
		// No header block, no "What's New": a fresh agent dir would record the version anyway, this skips the write.
		quietStartup: true,
		collapseChangelog: true,
		lastChangelogVersion: piVersion(),
		enableInstallTelemetry: false,
		// Fail fast on a mock-server error instead of backing off 2 s, 4 s, 8 s.
		retry: { enabled: false, provider: { maxRetries: 0 } },
		compaction: { enabled: false },
		...tuiMode(),
	};
}

/**
 * pi 1.x's terminal mode, `fullscreen` (its default) or `regular`, from `ASK_USER_E2E_TUI_MODE`
 * (`scripts/test-pi-1x.sh` runs the e2e tests in both); pi 0.73 has only the regular mode and no such setting.
 */
function tuiMode(): { tuiMode?: string } {
	const mode = process.env.ASK_USER_E2E_TUI_MODE;
	if (mode === undefined || mode === "") return {};
	if (mode !== "fullscreen" && mode !== "regular")
		throw new Error(`ASK_USER_E2E_TUI_MODE: ${mode} is neither fullscreen nor regular`);
	return { tuiMode: mode };
}

/** Whether pi runs fullscreen: pi 1.x's default, unless `ASK_USER_E2E_TUI_MODE` says `regular`. */
export function piFullscreen(): boolean {
	return !piVersion().startsWith("0.") && tuiMode().tuiMode !== "regular";
}

export async function createPiEnv(options: PiEnvOptions): Promise<PiEnv> {
	const provider = options.provider ?? DEFAULT_PROVIDER;
	const modelId = options.modelId ?? DEFAULT_MODEL_ID;
	const root = await mkdtemp(join(tmpdir(), "ask-user-e2e-"));
	const home = join(root, "home");
	const agentDir = join(root, "agent");
	const sessionDir = join(root, "sessions");
	const cwd = join(root, "project");
	// pi's runtime dir (where ask_user's relay listens) inside the env: a pi a test kills outright leaves its relay
	// there, and `cleanup` removes it with the rest.
	const runtimeDir = join(root, "run");
	await Promise.all([home, agentDir, sessionDir, cwd, join(agentDir, "bin")].map((d) => mkdir(d, { recursive: true })));
	await mkdir(runtimeDir, { mode: 0o700 });

	const models = {
		providers: {
			[provider]: {
				baseUrl: options.baseUrl,
				api: "openai-completions",
				apiKey: "mock-api-key",
				compat: { supportsDeveloperRole: false, supportsReasoningEffort: false, supportsStore: false },
				models: [
					{
						id: modelId,
						name: "Mock Model",
						reasoning: false,
						input: ["text"],
						contextWindow: 128000,
						maxTokens: 4096,
						cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
					},
				],
			},
		},
	};
	const settings = { ...defaultSettings(provider, modelId), ...options.settings };
	await writeFile(join(agentDir, "models.json"), `${JSON.stringify(models, null, 2)}\n`);
	await writeFile(join(agentDir, "settings.json"), `${JSON.stringify(settings, null, 2)}\n`);
	for (const [relative, content] of Object.entries(options.agentFiles ?? {})) {
		await mkdir(dirname(join(agentDir, relative)), { recursive: true });
		await writeFile(join(agentDir, relative), content);
	}

	// pi looks for <agentDir>/bin/fd first, then `fd`/`fdfind` on PATH; the symlink makes it one absolute path.
	const fdBinary = findFdBinary();
	let fdPath: string | undefined;
	if (fdBinary) {
		fdPath = join(agentDir, "bin", "fd");
		await symlink(fdBinary, fdPath);
	}

	for (const [relative, content] of Object.entries(options.files ?? DEFAULT_PROJECT_FILES)) {
		const file = join(cwd, relative);
		await mkdir(dirname(file), { recursive: true });
		await writeFile(file, content);
	}

	const env: Record<string, string> = {};
	for (const key of PASSTHROUGH) {
		const value = process.env[key];
		if (value !== undefined) env[key] = value;
	}
	Object.assign(env, {
		HOME: home,
		XDG_CONFIG_HOME: join(home, ".config"),
		XDG_CACHE_HOME: join(home, ".cache"),
		XDG_DATA_HOME: join(home, ".local", "share"),
		XDG_RUNTIME_DIR: runtimeDir,
		// tmux and pi-tui need a UTF-8 locale, or tmux shows box-drawing characters as "_".
		LANG: "C.UTF-8",
		LC_ALL: "C.UTF-8",
		TERM: "xterm-256color",
		PI_CODING_AGENT_DIR: agentDir,
		PI_CODING_AGENT_SESSION_DIR: sessionDir,
		PI_OFFLINE: "1",
		PI_SKIP_VERSION_CHECK: "1",
		PI_TELEMETRY: "0",
		...options.extraEnv,
	});

	return {
		root,
		home,
		agentDir,
		sessionDir,
		cwd,
		provider,
		modelId,
		env,
		fdPath,
		cleanup: () => rm(root, { recursive: true, force: true }),
	};
}
