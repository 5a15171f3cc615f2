import { describe, expect, it } from "vitest";
import { CLI_TEST_OPTIONS, runCli, TOUR_ANSWERS, TOUR_SCRIPT } from "./support/run-cli.ts";

const TOKENS = TOUR_SCRIPT.split(" ");

describe("headless replay", CLI_TEST_OPTIONS, () => {
	it("prints every frame of the tour, then the result", async () => {
		const run = await runCli(["--fixture", "tour", "--keys", TOUR_SCRIPT, "--width", "80", "--height", "24"]);
		expect(run.stderr).toBe("");
		expect(run.code).toBe(0);
		const headers = run.stdout.split("\n").filter((line) => line.startsWith("── frame"));
		expect(headers).toEqual([
			"── frame 0: initial ──",
			...TOKENS.map((token, i) => {
				const ended = i === TOKENS.length - 1 ? ", the flow ended" : "";
				return `── frame ${i + 1}: after ${JSON.stringify(token)}${ended} ──`;
			}),
		]);
		const frame = (n: number) => run.stdout.split(/── frame \d+: .* ──\n/)[n + 1] ?? "";
		expect(frame(0)).toContain("Which database should the service use?");
		expect(frame(0)).toContain("PostgreSQL");
		expect(frame(2)).toContain("small team");
		expect(run.stdout).toContain("── content (what the model reads) ──\nThe user submitted");
		expect(run.stdout).toContain('"cancelled": false');
	});

	it("prints only the result JSON with --json", async () => {
		const run = await runCli(["--fixture", "tour", "--keys", TOUR_SCRIPT, "--json"]);
		expect(run.code).toBe(0);
		const result = JSON.parse(run.stdout);
		expect(result.details).toMatchObject({ title: "Set up the new service", cancelled: false, answers: TOUR_ANSWERS });
		expect(result.content).toEqual([{ type: "text", text: expect.stringContaining("(3 of 3 answered)") }]);
		expect(result.content[0].text).toContain('own answer: "webhooks"');
	});

	it("aborts a flow the script leaves open, and says so", async () => {
		const run = await runCli(["--fixture", "tour", "--keys", "Down", "--json"]);
		expect(run.code).toBe(0);
		expect(JSON.parse(run.stdout).details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		expect(run.stderr).toContain("the script ended with the flow still open");
	});

	it("stops at the end of the flow and names the keys it did not send", async () => {
		const run = await runCli(["--fixture", "tour", "--keys", "C-c Down Up", "--json"]);
		expect(JSON.parse(run.stdout).details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
		expect(run.stderr).toContain("not sent: Down Up");
	});
});
