/**
 * Scenario 3b: `--mode rpc` has no custom UI, so ask_user asks through pi's RPC dialogs, answered here by a scripted
 * client: the web page offered first is declined (step by step here; `rpc-page.test.ts` takes it), then a single pick, a multi-select with two picks then Done, a free-text answer (Esc first, which returns to the
 * question), then the review, changing the free text in an editor that starts from it, and Submit.
 */
import type { AskUserDetails, AskUserInput } from "@ask-user/core";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { EXTENSION_DIR, expectResultsSentToModel, withMockPi } from "./support/ask-user-pi.ts";
import { toolResultsFromEvents } from "./support/read-tool-results.ts";
import { runPiRpc } from "./support/run-pi-rpc.ts";
import { scriptedDialogs } from "./support/scripted-dialogs.ts";

const RELEASE_PLAN: AskUserInput = {
	title: "Release plan",
	questions: [
		{
			id: "channel",
			label: "Channel",
			prompt: "Where should the release go?",
			options: [
				{ value: "stable", label: "Stable", description: "Everyone gets it" },
				{ value: "beta", label: "Beta" },
			],
		},
		{
			id: "platforms",
			label: "Platforms",
			prompt: "Which platforms?",
			type: "multi",
			options: [
				{ value: "linux", label: "Linux" },
				{ value: "mac", label: "macOS" },
				{ value: "windows", label: "Windows" },
			],
		},
		{ id: "codename", prompt: "What codename?", options: [{ value: "auto", label: "Generate one" }] },
	],
};

const CHANNEL = "[1/3] Channel: Where should the release go?";
const PLATFORMS = "[2/3] Platforms: Which platforms? (choose any, then Done)";
const CODENAME = "[3/3] Q3: What codename?";
const REVIEW = "Review Release plan: 3 of 3 answered";
const HOW = "How do you want to answer?";
const OWN_ANSWER = '2. [✓] Type your own: "Nightjr"';

const EXPECTED: AskUserDetails = {
	title: "Release plan",
	cancelled: false,
	source: "rpc",
	questions: [
		{ id: "channel", label: "Channel", prompt: "Where should the release go?", type: "single" },
		{ id: "platforms", label: "Platforms", prompt: "Which platforms?", type: "multi" },
		{ id: "codename", label: "Q3", prompt: "What codename?", type: "single" },
	],
	answers: {
		channel: { values: ["beta"], labels: ["Beta"], indices: [2] },
		platforms: { values: ["linux", "windows"], labels: ["Linux", "Windows"], indices: [1, 3] },
		codename: { values: ["Nightjar"], labels: ["Nightjar"], indices: [], customText: "Nightjar" },
	},
};

it("--mode rpc: a scripted client answers the dialogs (picks, Done, free text, Esc, review, edit, Submit)", async () => {
	const dialogs = scriptedDialogs([
		{ method: "select", title: HOW, answer: "Step by step here" },
		{ method: "select", title: CHANNEL, answer: "2. Beta" },
		{ method: "select", title: PLATFORMS, answer: "1. [ ] Linux" },
		{ method: "select", title: PLATFORMS, answer: "3. [ ] Windows" },
		{ method: "select", title: PLATFORMS, answer: "Done" },
		{ method: "select", title: CODENAME, answer: "2. Type your own…" },
		{ method: "input", title: CODENAME, answer: undefined },
		{ method: "select", title: CODENAME, answer: "2. Type your own…" },
		{ method: "input", title: CODENAME, answer: "Nightjr" },
		{ method: "select", title: REVIEW, answer: 'Change 3. Q3: own answer "Nightjr"' },
		{ method: "select", title: CODENAME, answer: OWN_ANSWER },
		{ method: "editor", title: CODENAME, answer: "Nightjar" },
		{ method: "select", title: REVIEW, answer: "Submit" },
	]);
	const replies = [askUserReply(RELEASE_PLAN, "call_rpc"), textReply("Shipping Nightjar to beta.")];
	await withMockPi({ replies }, async (pi) => {
		const run = await runPiRpc({
			env: pi.env,
			extensions: [EXTENSION_DIR],
			prompt: "plan the release",
			onUiRequest: dialogs.answer,
		});
		const platforms = (linux: string, windows: string) => [
			`1. [${linux}] Linux`,
			"2. [ ] macOS",
			`3. [${windows}] Windows`,
			"4. [ ] Type your own…",
			"Add a note…",
			"Done",
			"← Back",
		];
		const codename = ["1. Generate one", "2. Type your own…", "Add a note…", "Skip", "← Back"];
		const review = (codenameAnswer: string) => [
			"Submit",
			"Cancel",
			"Discuss first (the agent explains, then asks again)",
			"Add a note on the whole form…",
			"Change 1. Channel: Beta",
			"Change 2. Platforms: Linux, Windows",
			`Change 3. Q3: own answer "${codenameAnswer}"`,
			"← Back",
		];
		expect(dialogs.asked()).toEqual([
			{
				method: "select",
				title: HOW,
				options: [
					expect.stringMatching(/^Answer in the browser page at http:\/\/127\.0\.0\.1:\d+\/\?token=/),
					"Step by step here",
				],
			},
			{
				method: "select",
				title: CHANNEL,
				options: ["1. Stable — Everyone gets it", "2. Beta", "3. Type your own…", "Add a note…", "Skip"],
			},
			{ method: "select", title: PLATFORMS, options: platforms(" ", " ") },
			{ method: "select", title: PLATFORMS, options: platforms("✓", " ") },
			{ method: "select", title: PLATFORMS, options: platforms("✓", "✓") },
			{ method: "select", title: CODENAME, options: codename },
			{ method: "input", title: CODENAME, placeholder: "Your answer" },
			{ method: "select", title: CODENAME, options: codename },
			{ method: "input", title: CODENAME, placeholder: "Your answer" },
			{ method: "select", title: REVIEW, options: review("Nightjr") },
			{ method: "select", title: CODENAME, options: ["1. Generate one", OWN_ANSWER, "Add a note…", "Skip", "← Back"] },
			{ method: "editor", title: CODENAME, prefill: "Nightjr" },
			{ method: "select", title: REVIEW, options: review("Nightjar") },
		]);
		expect(dialogs.remaining()).toBe(0);
		const [result] = await expectResultsSentToModel(pi, 1);
		expect(result?.details).toEqual(EXPECTED);
		expect(result?.content).toBe(
			[
				'The user submitted "Release plan" (3 of 3 answered):',
				'- "Channel" ["channel"]: "Beta" ["beta"]',
				'- "Platforms" ["platforms"]: "Linux" ["linux"]; "Windows" ["windows"]',
				'- "Q3" ["codename"]: own answer: "Nightjar"',
			].join("\n"),
		);
		expect(toolResultsFromEvents(run.events, "ask_user")).toEqual([result]);
		// RPC mode has dialogs (ctx.hasUI): the tool stays offered to the model, unlike in print mode.
		expect(pi.server.requests[0]?.tools?.map((tool) => tool.function.name)).toContain("ask_user");
	});
}, 60_000);
