import { describe, expect, it } from "vitest";
import { parseCliArgs } from "../src/cli-args.ts";
import { UsageError } from "../src/errors.ts";

describe("command line", () => {
	it("opens the picker without arguments", () => {
		expect(parseCliArgs([])).toEqual({ kind: "picker", json: false, inspect: {} });
	});

	it("runs one fixture interactively with --fixture", () => {
		expect(parseCliArgs(["--fixture", "tour"])).toEqual({
			kind: "interactive",
			fixture: "tour",
			json: false,
			inspect: {},
		});
		expect(parseCliArgs(["--fixture=a.json", "--json"])).toMatchObject({ fixture: "a.json", json: true });
	});

	it("replays headless with --keys, 100x30 by default", () => {
		const command = parseCliArgs(["--fixture", "tour", "--keys", "Down Enter"]);
		expect(command).toMatchObject({ kind: "headless", width: 100, height: 30 });
		expect(parseCliArgs(["--fixture", "tour", "--keys", "Enter", "--width", "60", "--height=20"])).toMatchObject({
			width: 60,
			height: 20,
		});
	});

	it("reads --inspect as the relay and --inspect=ws://… as a URL", () => {
		expect(parseCliArgs(["--inspect"])).toMatchObject({ inspect: { target: { kind: "relay" } } });
		expect(parseCliArgs(["--inspect=ws://127.0.0.1:9"])).toMatchObject({
			inspect: { target: { kind: "url", url: "ws://127.0.0.1:9" } },
		});
		expect(parseCliArgs(["--inspect-log", "events.jsonl"])).toMatchObject({ inspect: { logFile: "events.jsonl" } });
	});

	it("serves the page with --web: the tour on port 4477 unless told otherwise", () => {
		expect(parseCliArgs(["--web"])).toEqual({ kind: "web", fixture: "tour", port: 4477, open: false });
		expect(parseCliArgs(["--web", "--port", "0", "--fixture=minimal", "--open"])).toEqual({
			kind: "web",
			fixture: "minimal",
			port: 0,
			open: true,
		});
	});

	it("skips the -- that pnpm may pass through", () => {
		expect(parseCliArgs(["--", "--fixture", "tour"])).toMatchObject({ kind: "interactive" });
	});

	it("prefers --help over everything else", () => {
		expect(parseCliArgs(["--fixture", "tour", "-h"])).toEqual({ kind: "help" });
	});

	it.each([
		[["--bogus"], /unknown argument "--bogus"/],
		[["tour"], /unknown argument "tour"/],
		[["--fixture"], /--fixture needs a value/],
		[["--keys", "Enter"], /--keys needs --fixture/],
		[["--fixture", "tour", "--width", "80"], /only apply to --keys/],
		[["--fixture", "tour", "--keys", "Enter", "--width", "0"], /--width must be a whole number/],
		[["--fixture", "tour", "--keys", "Enter", "--height", "2.5"], /--height must be a whole number/],
		[["--inspect=http://x"], /give a WebSocket URL/],
		[["--fixture", "tour", "--keys", "Enter", "--inspect"], /--inspect \(relay\) needs an interactive run/],
		[["--fixture", "tour", "--keys", "Bogus"], /unknown key "Bogus"/],
		[["--web", "--port", "70000"], /--port must be a whole number from 0 to 65535/],
		[["--web", "--keys", "Enter", "--json"], /--keys, --json cannot be used with --web/],
		[["--port", "80"], /--port and --open only apply to --web/],
		[["--open"], /--port and --open only apply to --web/],
	])("rejects %j", (argv, message) => {
		expect(() => parseCliArgs(argv)).toThrow(UsageError);
		expect(() => parseCliArgs(argv)).toThrow(message);
	});
});
