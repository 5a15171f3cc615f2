import { KEY_NAMES, KeyScriptError, type KeyStep, parseKeyScript } from "@ask-user/test-kit/key-script";
import { UsageError } from "./errors.ts";

/** `--inspect`: start the local relay; `--inspect=ws://…`: stream to a WebSocket inspector already listening. */
type InspectTarget = { readonly kind: "relay" } | { readonly kind: "url"; readonly url: string };

export interface InspectOptions {
	readonly target?: InspectTarget;
	/** `--inspect-log <file>`: every inspection event as a JSON line. */
	readonly logFile?: string;
}

interface RunOptions {
	/** Print only the result JSON. */
	readonly json: boolean;
	readonly inspect: InspectOptions;
}

export type CliCommand =
	| { readonly kind: "help" }
	| {
			readonly kind: "web";
			/** What the page starts with; the page's picker offers every fixture. */
			readonly fixture: string;
			readonly port: number;
			/** Open the page in the default browser. */
			readonly open: boolean;
	  }
	| ({ readonly kind: "picker" } & RunOptions)
	| ({ readonly kind: "interactive"; readonly fixture: string } & RunOptions)
	| ({
			readonly kind: "headless";
			readonly fixture: string;
			readonly steps: readonly KeyStep[];
			readonly width: number;
			readonly height: number;
	  } & RunOptions);

const DEFAULT_WIDTH = 100;
const DEFAULT_PORT = 4477;
const MAX_PORT = 65535;
const DEFAULT_HEIGHT = 30;
const MAX_SIZE = 1000;

export const HELP = `ask_user playground: drive ask_user payloads through the real pi-tui renderer.

Usage:
  pnpm playground                                pick a fixture in the terminal, run it, print the result; repeat
  pnpm playground --fixture <name|file.json>     run one payload in the terminal and print the result
  pnpm playground --fixture <…> --keys "<script>" [--width N] [--height N]
                                                 replay keys headless; print every frame, then the result
  pnpm playground --web [--port N] [--fixture <…>] [--open]
                                                 serve the playground page on 127.0.0.1 (works offline): edit
                                                 the payload, drive the real renderer, watch the statechart

Options:
  --fixture <name|path>   a fixture of @ask-user/core (tour, …) or a JSON file with an ask_user payload;
                          an invalid payload prints its validation issues and exits with code 2
  --keys "<script>"       keys separated by spaces, named as tmux send-keys names them:
                            ${KEY_NAMES.join(" ")}
                            C-<letter> (C-c is Ctrl+C); a single character: n N 2 …
                            text:<literal> types the literal; write a space as %20 and % as %25
                            (URL encoding), e.g. text:hello%20world
  --width N, --height N   virtual terminal size for --keys (default ${DEFAULT_WIDTH}x${DEFAULT_HEIGHT})
  --json                  print only the result JSON: {"content": [...], "details": {...}}
                          (pnpm before 12 echoes the command first: pnpm --silent playground … --json)
  --inspect               start the Stately inspector relay and print the URL to open in a browser
  --inspect=ws://host:port
                          stream inspection events to a WebSocket inspector that is already listening
  --inspect-log <file>    write every inspection event as a JSON line (works offline)
  --web                   serve the playground in the browser on http://127.0.0.1:<port>/ and print the URL
  --port N                the port for --web (default ${DEFAULT_PORT}; 0 picks a free one)
  --open                  with --web, open the page in the default browser
  -h, --help              show this help

Example:
  pnpm playground --fixture tour --keys "Enter Space Down Space Enter Enter Enter" --width 80 --height 24
`;

const VALUE_OPTIONS = ["--fixture", "--keys", "--width", "--height", "--inspect-log", "--port"] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

function isValueOption(name: string): name is ValueOption {
	return (VALUE_OPTIONS as readonly string[]).includes(name);
}

interface RawArgs {
	help: boolean;
	json: boolean;
	web: boolean;
	open: boolean;
	inspect?: InspectTarget;
	values: Partial<Record<ValueOption, string>>;
}

function parseInspectUrl(url: string): InspectTarget {
	if (!/^wss?:\/\/[^/\s]+/.test(url))
		throw new UsageError(`--inspect=${url}: give a WebSocket URL such as ws://127.0.0.1:8080`);
	return { kind: "url", url };
}

function readRaw(argv: readonly string[]): RawArgs {
	const raw: RawArgs = { help: false, json: false, web: false, open: false, values: {} };
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i] ?? "";
		const eq = arg.indexOf("=");
		const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
		const inline = name === arg ? undefined : arg.slice(eq + 1);
		if (arg === "--") continue;
		if (arg === "-h" || arg === "--help") raw.help = true;
		else if (arg === "--json") raw.json = true;
		else if (arg === "--web") raw.web = true;
		else if (arg === "--open") raw.open = true;
		else if (name === "--inspect") raw.inspect = inline === undefined ? { kind: "relay" } : parseInspectUrl(inline);
		else if (isValueOption(name)) {
			const value = inline ?? argv[++i];
			if (value === undefined) throw new UsageError(`${name} needs a value`);
			raw.values[name] = value;
		} else throw new UsageError(`unknown argument "${arg}"`);
	}
	return raw;
}

function size(name: string, value: string | undefined, fallback: number): number {
	if (value === undefined) return fallback;
	const n = Number(value);
	if (!Number.isInteger(n) || n < 1 || n > MAX_SIZE)
		throw new UsageError(`${name} must be a whole number from 1 to ${MAX_SIZE}`);
	return n;
}

function port(value: string | undefined): number {
	if (value === undefined) return DEFAULT_PORT;
	const n = Number(value);
	if (!Number.isInteger(n) || n < 0 || n > MAX_PORT)
		throw new UsageError(`--port must be a whole number from 0 to ${MAX_PORT}`);
	return n;
}

/** `--web`: the options that apply to the terminal modes are mistakes here. */
function webCommand(raw: RawArgs): CliCommand {
	const { "--fixture": fixture, "--port": portValue, ...others } = raw.values;
	const stray = [
		...Object.keys(others),
		...(raw.json ? ["--json"] : []),
		...(raw.inspect === undefined ? [] : ["--inspect"]),
	];
	if (stray.length > 0)
		throw new UsageError(`${stray.join(", ")} cannot be used with --web (the page has its own controls)`);
	return { kind: "web", fixture: fixture ?? "tour", port: port(portValue), open: raw.open };
}

/** The `--keys` script; a mistake in it is a usage error. */
function parseKeys(script: string): KeyStep[] {
	try {
		return parseKeyScript(script);
	} catch (error) {
		if (error instanceof KeyScriptError) throw new UsageError(error.message);
		throw error;
	}
}

/** Turns argv (without node and the script) into one command; throws `UsageError` on any mistake. */
export function parseCliArgs(argv: readonly string[]): CliCommand {
	const raw = readRaw(argv);
	if (raw.help) return { kind: "help" };
	if (raw.web) return webCommand(raw);
	if (raw.open || raw.values["--port"] !== undefined) throw new UsageError("--port and --open only apply to --web");
	const { "--fixture": fixture, "--keys": keys, "--width": width, "--height": height } = raw.values;
	const logFile = raw.values["--inspect-log"];
	const run: RunOptions = {
		json: raw.json,
		inspect: {
			...(raw.inspect === undefined ? {} : { target: raw.inspect }),
			...(logFile === undefined ? {} : { logFile }),
		},
	};
	if (keys === undefined) {
		if (width !== undefined || height !== undefined) throw new UsageError("--width and --height only apply to --keys");
		return fixture === undefined ? { kind: "picker", ...run } : { kind: "interactive", fixture, ...run };
	}
	if (fixture === undefined) throw new UsageError("--keys needs --fixture <name|file.json>");
	if (raw.inspect?.kind === "relay") {
		throw new UsageError(
			"--inspect (relay) needs an interactive run; with --keys use --inspect=ws://… or --inspect-log",
		);
	}
	return {
		kind: "headless",
		fixture,
		steps: parseKeys(keys),
		width: size("--width", width, DEFAULT_WIDTH),
		height: size("--height", height, DEFAULT_HEIGHT),
		...run,
	};
}
