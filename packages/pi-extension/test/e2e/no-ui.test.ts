/**
 * Scenario 3a: `pi -p` has no UI (`ctx.hasUI` false). ask_user is not offered to the model; with `offerWithoutUI`
 * in the settings it is, and returns the non-interactive result: an error that lists every question with its
 * options so the caller can ask another way, and cancelled details.
 */

import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { EXTENSION_DIR, expectResultsSentToModel, type MockPi, withMockPi } from "./support/ask-user-pi.ts";
import { runPiPrint } from "./support/run-pi-print.ts";
import { cancelledTour, NO_ANSWER, tour } from "./support/tour-details.ts";

/** Lines the content must hold, in this order (previews may follow their option). */
const EXPECTED_LINES = [
	"ask_user needs an interactive terminal, and none is available in this mode.",
	'Ask the user these questions another way ("Set up the new service"):',
	'- "Database" ["database"] (single): "Which database should the service use?"',
	'  1. "PostgreSQL" ["postgres"] - "Relational, strong consistency, JSONB for documents"',
	'  2. "SQLite" ["sqlite"] - "One file, zero ops; fine for a single instance"',
	'  3. "MongoDB" ["mongo"] - "Document store, flexible schema"',
	"  4. Type your own",
	'- "Features" ["features"] (multi, required): "Which features belong in the first release?"',
	'  1. "Authentication" ["auth"] - "Email + password, sessions"',
	'  2. "Search" ["search"] - "Full-text search over documents"',
	'  3. "CSV export" ["export"]',
	'  4. "Audit log" ["audit"] - "Who changed what, when"',
	"  5. Type your own",
	'- "Layout" ["layout"] (preview): "How should the handlers be laid out?"',
	'  1. "By feature" ["by-feature"] - "One folder per feature"',
	'  2. "By layer" ["by-layer"] - "routes/, services/, models/"',
	NO_ANSWER,
];

/** The names of the tools the model was offered in each request. */
const offeredTools = (pi: MockPi) =>
	pi.server.requests.map((request) => (request.tools ?? []).map((tool) => tool.function.name));

it("pi -p: ask_user is not offered to the model; the other tools are", async () => {
	await withMockPi({ replies: [textReply("Done without asking.")] }, async (pi) => {
		const run = await runPiPrint({ env: pi.env, extensions: [EXTENSION_DIR], prompt: "set up the service" });
		expect(run.code, run.stderr).toBe(0);
		expect(run.stdout.trim()).toBe("Done without asking.");
		const [offered, ...more] = offeredTools(pi);
		expect(more).toEqual([]);
		expect(offered).toContain("read");
		expect(offered).not.toContain("ask_user");
	});
}, 60_000);

it("pi -p with offerWithoutUI: offered; the non-interactive result lists the questions and reports ui_unavailable", async () => {
	const replies = [askUserReply(tour, "call_print"), textReply("I will ask in chat instead.")];
	const agentFiles = { "ask-user.json": JSON.stringify({ offerWithoutUI: true }) };
	await withMockPi({ replies, env: { agentFiles } }, async (pi) => {
		const run = await runPiPrint({ env: pi.env, extensions: [EXTENSION_DIR], prompt: "set up the service" });
		expect(run.code, run.stderr).toBe(0);
		expect(run.stdout.trim()).toBe("I will ask in chat instead.");
		const [result] = await expectResultsSentToModel(pi, 1);
		expect(result?.details).toEqual(cancelledTour("ui_unavailable"));
		const lines = result?.content.split("\n") ?? [];
		expect(lines[0]).toBe(EXPECTED_LINES[0]);
		expect(lines.at(-1)).toBe(EXPECTED_LINES.at(-1));
		expect(lines.filter((line) => EXPECTED_LINES.includes(line))).toEqual(EXPECTED_LINES);
		expect(offeredTools(pi)[0]).toContain("ask_user");
	});
}, 60_000);
