import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, statechartFiles } from "../src/statechart/files.ts";

describe("statechart documents", () => {
	it.each(statechartFiles().map((file) => [file.path, file] as const))("%s is current", async (path, file) => {
		const checkedIn = await readFile(join(REPO_ROOT, path), "utf8").catch(() => "");
		expect(checkedIn === file.content, `${path} is stale: run \`pnpm statechart\``).toBe(true);
	});

	it("draws every state, the eventless transitions and the final states", () => {
		const markdown = statechartFiles()[0]?.content ?? "";
		expect(markdown).toContain("stateDiagram-v2");
		expect(markdown).toContain("[*] --> answering");
		expect(markdown).toContain("[*] --> editing_answer");
		expect(markdown).toContain("advancing --> reviewing: always [isLastQuestion]");
		expect(markdown).toMatch(/answering --> advancing: .*option\.confirm \[movesOnAsIs\]/);
		expect(markdown).toContain(
			"answering_awaitingDigit --> answering_rowChosen: option.confirm<br/>xstate.after.DIGIT_WAIT",
		);
		expect(markdown).toMatch(
			/editing_answer --> answering: editor\.save \[wellFormed\]<br\/>editor\.close \[wellFormed\]\n/,
		);
		expect(markdown).toContain("submitted --> [*]");
		expect(markdown).toContain("cancelled --> [*]");
		expect(markdown).toContain("editing --> cancelled: flow.dismiss<br/>flow.abort");
		expect(markdown).toContain("reviewing_pressing --> submitted: always [isFocusedButton(submit)]");
	});

	it("keeps the always transitions in the Studio JSON and names functions", () => {
		const config = JSON.parse(statechartFiles()[1]?.content ?? "{}");
		expect(config.states.advancing.always).toEqual([
			{ guard: "isLastQuestion", target: "reviewing", description: "After the last question: the review." },
			{ target: "enteringTab", actions: "focusNextQuestion", description: "The next question." },
		]);
		expect(config.context).toEqual({ type: "context" });
		expect(config.states.answering.on["option.confirm"][1].guard).toBe("movesOnAsIs");
		expect(config.states.answering.description).toMatch(/^On a question tab/);
		expect(config.states.answering.states.awaitingDigit.after).toEqual({
			DIGIT_WAIT: { target: "rowChosen", description: "The pause: the number is complete, choose its row." },
		});
	});
});
