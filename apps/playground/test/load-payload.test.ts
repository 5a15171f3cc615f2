import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formatIssues, readArguments, validate } from "@ask-user/core";
import { invalidFixtures, validFixtures } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsageError } from "../src/errors.ts";
import { loadPayload } from "../src/load-payload.ts";
import { handOffFixture } from "../src/web/hand-off-fixture.ts";

afterEach(() => {
	vi.unstubAllEnvs();
});

describe("loading a payload", () => {
	it.each(validFixtures.map((fixture) => [fixture.name]))("loads the %s fixture", async (name) => {
		await expect(loadPayload(name)).resolves.toHaveProperty("questions");
	});

	// Read as ask_user reads a model's call (core's readArguments): some of core's invalid fixtures are valid then.
	const readable = invalidFixtures.filter((fixture) => readArguments(fixture.payload).ok);
	const refused = invalidFixtures.filter((fixture) => !readable.includes(fixture));

	it.each(readable.map((fixture) => [fixture.name]))(
		"loads the %s fixture, valid once read as ask_user reads it",
		async (name) => {
			await expect(loadPayload(name)).resolves.toHaveProperty("questions");
		},
	);

	it.each(refused.map((fixture) => [fixture.name, fixture.payload]))(
		"rejects the %s fixture with core's issues",
		async (name, payload) => {
			const result = readArguments(payload);
			if (result.ok) throw new Error(`${name} is valid`);
			const rejection = loadPayload(name);
			await expect(rejection).rejects.toThrow(UsageError);
			await expect(rejection).rejects.toThrow(
				`${name} is not a valid ask_user payload:\n${formatIssues(result.issues, result.omitted)}`,
			);
		},
	);

	it("reads a relative path from the directory pnpm was started in (INIT_CWD)", async () => {
		const directory = tempDir("playground");
		await writeFile(join(directory, "payload.json"), JSON.stringify(validFixtures[0]?.payload));
		vi.stubEnv("INIT_CWD", directory);
		await expect(loadPayload("payload.json")).resolves.toHaveProperty("questions");
	});

	it("reads the payload of a test fixture the web playground handed off", async () => {
		const directory = tempDir("playground");
		const payload = validFixtures[0]?.payload;
		await writeFile(
			join(directory, "hand-off.json"),
			handOffFixture({ payload, keys: "Down C-c", cols: 80, rows: 24 }),
		);
		vi.stubEnv("INIT_CWD", directory);
		const expected = validate(payload);
		await expect(loadPayload("hand-off.json")).resolves.toEqual(expected.ok ? expected.payload : undefined);
	});

	it("reads a payload as ask_user reads a model's call: Claude's shape, string options", async () => {
		const directory = tempDir("playground");
		const payload = { questions: [{ question: "Which DB?", header: "DB", options: ["PostgreSQL", "SQLite"] }] };
		await writeFile(join(directory, "claude.json"), JSON.stringify(payload));
		vi.stubEnv("INIT_CWD", directory);
		const expected = readArguments(payload);
		await expect(loadPayload("claude.json")).resolves.toEqual(expected.ok ? expected.payload : undefined);
	});
});
