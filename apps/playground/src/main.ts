import type { NormalizedPayload } from "@ask-user/core";
import { validFixtures } from "@ask-user/core/fixtures";
import { sanitizeText } from "@ask-user/render-tui";
import type { InspectionEvent } from "xstate";
import { type CliCommand, HELP, type InspectOptions, parseCliArgs } from "./cli-args.ts";
import { UsageError } from "./errors.ts";
import { pickFixture } from "./fixture-picker.ts";
import { loadPayload } from "./load-payload.ts";
import { loadPiLook } from "./pi-theme.ts";
import { formatResult, rule } from "./print-result.ts";
import { runHeadless } from "./run-headless.ts";
import { runInteractive } from "./run-interactive.ts";

type Inspect = ((event: InspectionEvent) => void) | undefined;

function print(text: string): void {
	process.stdout.write(text);
}

/** Notes for the person at the terminal go to stderr, so `--json` output stays pure. */
function note(line: string): void {
	process.stderr.write(`${sanitizeText(line)}\n`);
}

/** An exception inside the component ends the flow as cancelled; its stack is for whoever develops the renderer. */
function reportComponentError(error: unknown): void {
	note(`error inside the component: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

/**
 * Runs `run` with the inspection `options` ask for, and closes it afterwards. The inspector is imported only when
 * asked: without --inspect or --inspect-log, none of it is loaded.
 */
async function withInspection(options: InspectOptions, run: (inspect: Inspect) => Promise<void>): Promise<void> {
	if (options.target === undefined && options.logFile === undefined) return run(undefined);
	const { openInspection } = await import("./inspect/inspection.ts");
	const inspection = await openInspection(options, note, (line) => note(`warning: ${line}`));
	try {
		await run(inspection.inspect);
	} finally {
		await inspection.close();
	}
}

async function replay(
	command: Extract<CliCommand, { kind: "headless" }>,
	payload: NormalizedPayload,
	inspect: Inspect,
): Promise<void> {
	const result = await runHeadless({
		...command,
		payload,
		inspect,
		onError: reportComponentError,
		onFrame: (frame) => {
			if (!command.json) print(`${rule(`frame ${frame.index}: ${frame.label}`)}\n${frame.lines.join("\n")}\n\n`);
		},
	});
	if (result.unsent.length > 0) {
		note(`note: the flow ended before the script did; not sent: ${result.unsent.map((step) => step.token).join(" ")}`);
	}
	if (result.aborted) note("note: the script ended with the flow still open: it was aborted to get a result");
	print(formatResult(result.details, command.json));
}

/** The picker loop: run the chosen fixture, print its result, pick again (the last one preselected) until quit. */
async function pickAndRun(json: boolean, inspect: Inspect): Promise<void> {
	const look = await loadPiLook();
	let name = await pickFixture(validFixtures, look);
	while (name !== undefined) {
		const payload = await loadPayload(name);
		print(formatResult(await runInteractive({ payload, look, inspect, onError: reportComponentError }), json));
		name = await pickFixture(validFixtures, look, name);
	}
}

async function main(argv: readonly string[]): Promise<void> {
	const command = parseCliArgs(argv);
	if (command.kind === "help") return print(HELP);
	if (command.kind === "web") {
		const { serveWeb } = await import("./web/serve.ts");
		return serveWeb({ ...command, note });
	}
	if (command.kind === "picker") return withInspection(command.inspect, (inspect) => pickAndRun(command.json, inspect));
	const payload = await loadPayload(command.fixture);
	if (command.kind === "headless")
		return withInspection(command.inspect, (inspect) => replay(command, payload, inspect));
	const look = await loadPiLook();
	return withInspection(command.inspect, async (inspect) => {
		print(formatResult(await runInteractive({ payload, look, inspect, onError: reportComponentError }), command.json));
	});
}

try {
	await main(process.argv.slice(2));
} catch (error) {
	if (!(error instanceof UsageError)) throw error;
	note(`playground: ${error.message}`);
	process.exitCode = 2;
}
