/**
 * Headless runs (`pi -p`, as an evaluation harness runs pi) answer ask_user from a file of scripted answers named by
 * `ASK_USER_ANSWERS` (a relative path from pi's working directory): the tool is offered without `offerWithoutUI`,
 * every question answered from the file (by id or by prompt text) is submitted and marked as scripted, in `details`
 * and in the text the model reads; a file that lacks a question gives the no-UI result, saying which.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { EXTENSION_DIR, expectResultsSentToModel, withMockPi } from "./support/ask-user-pi.ts";
import { runPiPrint } from "./support/run-pi-print.ts";
import { cancelledTour, TOUR_QUESTIONS, tour } from "./support/tour-details.ts";

const ANSWERS = {
	database: "postgres",
	"Which features belong in the first release?": ["auth", "search"],
	layout: { values: ["by-layer"], note: "as in the other services" },
};

it("pi -p with ASK_USER_ANSWERS=ci/answers.json (from pi's working directory): answered, marked as scripted", async () => {
	const replies = [askUserReply(tour, "call_scripted"), textReply("Going with PostgreSQL.")];
	await withMockPi({ replies }, async (pi) => {
		// As the README runs it: `ASK_USER_ANSWERS=ci/answers.json pi -p …`, found from pi's working directory.
		const file = join(pi.env.cwd, "ci", "answers.json");
		await mkdir(join(pi.env.cwd, "ci"));
		await writeFile(file, JSON.stringify(ANSWERS));
		const env = { ...pi.env, env: { ...pi.env.env, ASK_USER_ANSWERS: "ci/answers.json" } };
		const run = await runPiPrint({ env, extensions: [EXTENSION_DIR], prompt: "set up the service" });
		expect(run.code, run.stderr).toBe(0);
		expect(run.stdout.trim()).toBe("Going with PostgreSQL.");
		const [result] = await expectResultsSentToModel(pi, 1);
		expect(result?.details).toEqual({
			title: "Set up the new service",
			cancelled: false,
			source: "script",
			sender: file,
			questions: TOUR_QUESTIONS,
			answers: {
				database: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
				features: { values: ["auth", "search"], labels: ["Authentication", "Search"], indices: [1, 2] },
				layout: { values: ["by-layer"], labels: ["By layer"], indices: [2], note: "as in the other services" },
			},
		});
		const [head] = result?.content.split("\n") ?? [];
		expect(head).toBe(
			`Scripted answers (${JSON.stringify(file)}) answered "Set up the new service" (3 of 3 answered); no person was asked:`,
		);
	});
}, 60_000);

it("pi -p with a file that lacks a question: the no-UI result, naming what the file lacks", async () => {
	const replies = [askUserReply(tour, "call_partial"), textReply("I will ask in chat.")];
	await withMockPi({ replies }, async (pi) => {
		const file = join(pi.env.root, "answers.json");
		await writeFile(file, JSON.stringify({ database: "postgres" }));
		const env = { ...pi.env, env: { ...pi.env.env, ASK_USER_ANSWERS: file } };
		const run = await runPiPrint({ env, extensions: [EXTENSION_DIR], prompt: "set up the service" });
		expect(run.code, run.stderr).toBe(0);
		const [result] = await expectResultsSentToModel(pi, 1);
		expect(result?.details).toEqual(cancelledTour("ui_unavailable"));
		const lines = result?.content.split("\n") ?? [];
		expect(lines[0]).toBe("ask_user needs an interactive terminal, and none is available in this mode.");
		expect(lines[1]).toBe(`Scripted answers were not used: ${file} has no answer for "features", "layout".`);
	});
}, 60_000);
