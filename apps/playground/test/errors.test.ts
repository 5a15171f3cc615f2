import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { describe, expect, it } from "vitest";
import { CLI_TEST_OPTIONS, runCli } from "./support/run-cli.ts";

async function payloadFile(content: string): Promise<string> {
	const path = join(tempDir("playground"), "payload.json");
	await writeFile(path, content);
	return path;
}

function expectNoStackTrace(stderr: string): void {
	expect(stderr).not.toMatch(/^\s+at /m);
}

describe("bad input", CLI_TEST_OPTIONS, () => {
	it("prints core's validation issues for an invalid payload file and exits with code 2", async () => {
		const path = await payloadFile(
			JSON.stringify({ questions: [{ id: "a", prompt: "Pick", options: [] }, { id: "a" }] }),
		);
		const run = await runCli(["--fixture", path, "--keys", "Enter"]);
		expect(run.code).toBe(2);
		expect(run.stdout).toBe("");
		expect(run.stderr).toContain(`${path} is not a valid ask_user payload:`);
		expect(run.stderr).toContain("- questions[0].options is empty: add at least one option");
		expect(run.stderr).toContain("- questions[1].prompt is missing");
		expectNoStackTrace(run.stderr);
	});

	it("prints the issues of an invalid fixture of core by name", async () => {
		const run = await runCli(["--fixture", "empty-options", "--json"]);
		expect(run.code).toBe(2);
		expect(run.stderr).toContain("empty-options is not a valid ask_user payload:\n- questions[0].options is empty");
		expectNoStackTrace(run.stderr);
	});

	it("reports a file that is not JSON", async () => {
		const path = await payloadFile("{ questions: ");
		const run = await runCli(["--fixture", path]);
		expect(run.code).toBe(2);
		expect(run.stderr).toContain(`${path} is not valid JSON`);
		expectNoStackTrace(run.stderr);
	});

	it("names the fixtures when neither a fixture nor a file matches", async () => {
		const run = await runCli(["--fixture", "no-such-fixture", "--json"]);
		expect(run.code).toBe(2);
		expect(run.stderr).toMatch(/no fixture named "no-such-fixture" .*fixtures: tour/);
	});

	it("names an unknown key of the script", async () => {
		const run = await runCli(["--fixture", "tour", "--keys", "Down Return"]);
		expect(run.code).toBe(2);
		expect(run.stderr).toContain('unknown key "Return"');
		expectNoStackTrace(run.stderr);
	});

	it("prints the help", async () => {
		const run = await runCli(["--help"]);
		expect(run.code).toBe(0);
		expect(run.stdout).toContain("--keys");
		expect(run.stdout).toContain("text:hello%20world");
	});
});
