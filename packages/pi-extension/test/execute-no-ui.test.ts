import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { CUSTOM_OPTION_LABEL, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeContext, loadExtension, runTool, textOf } from "./support-unit/fake-pi.ts";

describe("the tool offered to the model", () => {
	const saved = process.env.PI_CODING_AGENT_DIR;
	afterEach(() => {
		if (saved === undefined) delete process.env.PI_CODING_AGENT_DIR;
		else process.env.PI_CODING_AGENT_DIR = saved;
	});

	/** The active tools after pi's session_start, with this global ask-user.json (none when undefined). */
	async function activeAfterStart(hasUI: boolean, settings?: unknown): Promise<string[]> {
		const dir = tempDir("ask-user-no-ui");
		if (settings !== undefined) writeFileSync(join(dir, "ask-user.json"), JSON.stringify(settings));
		process.env.PI_CODING_AGENT_DIR = dir;
		const extension = loadExtension();
		const ui = { addAutocompleteProvider: () => {}, onTerminalInput: () => () => {} };
		await extension.sessionStart(fakeContext({ hasUI, cwd: dir, ui }));
		return extension.activeTools();
	}

	it("without UI and dialogs (print mode): withdrawn, the other tools kept", async () => {
		expect(await activeAfterStart(false)).toEqual(["read", "bash"]);
	});

	it("kept where a form can open (interactive and RPC mode: ctx.hasUI)", async () => {
		expect(await activeAfterStart(true)).toEqual(["read", "bash", "ask_user"]);
	});

	it("kept without UI when the settings say offerWithoutUI", async () => {
		expect(await activeAfterStart(false, { offerWithoutUI: true })).toEqual(["read", "bash", "ask_user"]);
		expect(await activeAfterStart(false, { offerWithoutUI: false })).toEqual(["read", "bash"]);
	});
});

describe("execute: no interactive UI (print and json modes)", () => {
	it("content lists every question and option so the caller can ask another way", async () => {
		const result = await runTool(tour, fakeContext({ hasUI: false }));
		const text = textOf(result);
		expect(text.split("\n")[0]).toBe("ask_user needs an interactive terminal, and none is available in this mode.");
		expect(text).toContain('"Set up the new service"');
		for (const question of tour.questions) {
			expect(text).toContain(`["${question.id}"]`);
			expect(text).toContain(question.prompt);
			for (const option of question.options ?? []) expect(text).toContain(`"${option.label}" ["${option.value}"]`);
		}
		expect(text).toContain(`4. ${CUSTOM_OPTION_LABEL}`);
		expect(text).toMatch(/No answer was given: do not assume any answer/);
	});

	it("a relay named in the environment that no pi answers: the result names it, so the model knows why", async () => {
		vi.stubEnv("ASK_USER_RELAY", "/nonexistent/ask-user-relay/relay.sock");
		vi.stubEnv("ASK_USER_RELAY_SECRET", "s");
		try {
			const lines = textOf(await runTool(tour, fakeContext({ hasUI: false }))).split("\n");
			expect(lines[0]).toBe("ask_user needs an interactive terminal, and none is available in this mode.");
			expect(lines[1]).toBe(
				'The parent pi\'s relay named in ASK_USER_RELAY ("/nonexistent/ask-user-relay/relay.sock") could not be reached: no pi listens there to show the form.',
			);
		} finally {
			vi.unstubAllEnvs();
		}
	});

	it("details are cancelled with the normalized questions and no answers", async () => {
		const result = await runTool(tour, fakeContext({ hasUI: false }));
		expect(result.details).toEqual({
			title: "Set up the new service",
			cancelled: true,
			cancelReason: "ui_unavailable",
			questions: [
				{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
				{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
				{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
			],
			answers: {},
		});
	});

	it("labels fall back to Q1, Q2 in the details", async () => {
		const payload = { questions: [{ id: "a", prompt: "A?", options: [{ value: "x", label: "X" }] }] };
		const checked = validate(payload);
		expect(checked.ok).toBe(true);
		const result = await runTool(payload, fakeContext({ hasUI: false }));
		expect(result.details.questions).toEqual([{ id: "a", label: "Q1", prompt: "A?", type: "single" }]);
	});
});
