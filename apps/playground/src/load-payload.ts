import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { formatIssues, type NormalizedPayload, readArguments } from "@ask-user/core";
import { findFixture, validFixtures } from "@ask-user/core/fixtures";
import { messageOf, UsageError } from "./errors.ts";
import { payloadOf } from "./web/hand-off-fixture.ts";

/**
 * The directory relative paths are resolved from: where the user started `pnpm playground` (pnpm runs the script
 * in apps/playground and records the caller's directory in INIT_CWD).
 */
export function userDirectory(): string {
	return process.env.INIT_CWD ?? process.cwd();
}

async function readJson(spec: string): Promise<unknown> {
	const path = resolve(userDirectory(), spec);
	let text: string;
	try {
		text = await readFile(path, "utf8");
	} catch (error) {
		const fixtures = validFixtures.map((fixture) => fixture.name).join(", ");
		throw new UsageError(
			`no fixture named "${spec}" and no readable file ${path} (${messageOf(error)}); fixtures: ${fixtures}`,
		);
	}
	try {
		return JSON.parse(text);
	} catch (error) {
		throw new UsageError(`${path} is not valid JSON: ${messageOf(error)}`);
	}
}

/**
 * The payload `spec` names, not yet validated: a fixture of `@ask-user/core/fixtures` by name, else a JSON file
 * (a payload, or a test fixture the web playground handed off).
 */
export async function readPayloadInput(spec: string): Promise<unknown> {
	const fixture = findFixture(spec);
	return fixture === undefined ? payloadOf(await readJson(spec)) : fixture.payload;
}

/**
 * Loads a payload: a fixture of `@ask-user/core/fixtures` by name, else a JSON file, read as `ask_user` reads a
 * model's call (core's `readArguments`: the shapes other agents use are accepted). Throws `UsageError` with core's
 * validation issues when the payload is invalid.
 */
export async function loadPayload(spec: string): Promise<NormalizedPayload> {
	const result = readArguments(await readPayloadInput(spec));
	if (!result.ok)
		throw new UsageError(`${spec} is not a valid ask_user payload:\n${formatIssues(result.issues, result.omitted)}`);
	return result.payload;
}
