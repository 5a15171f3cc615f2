/**
 * Scenario 4: two ask_user calls in one model reply run one after the other (`executionMode: "sequential"`): the
 * second form appears only once the first is submitted, and both results reach the model in call order.
 */
import type { AskUserDetails, AskUserInput } from "@ask-user/core";
import { textReply, toolCallsReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import { expectResultsSentToModel, openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { readToolResults } from "./support/read-tool-results.ts";

function oneQuestion(id: string, label: string, prompt: string, options: string[]): AskUserInput {
	return {
		questions: [
			{ id, label, prompt, options: options.map((option) => ({ value: option.toLowerCase(), label: option })) },
		],
	};
}

const COLOR = oneQuestion("color", "Color", "Which colour should the button be?", ["Red", "Green"]);
const SIZE = oneQuestion("size", "Size", "How large should the button be?", ["Small", "Large"]);

function answered(question: AskUserInput, value: string, label: string, index: number): AskUserDetails {
	const q = question.questions[0]!;
	return {
		cancelled: false,
		source: "terminal",
		questions: [{ id: q.id, label: q.label ?? q.id, prompt: q.prompt, type: "single" }],
		answers: { [q.id]: { values: [value], labels: [label], indices: [index] } },
	};
}

it(
	"two ask_user calls in one reply are asked one after the other and both results arrive in order",
	async () => {
		const reply = toolCallsReply({ arguments: COLOR, id: "call_color" }, { arguments: SIZE, id: "call_size" });
		await withAskUserTui({ replies: [reply, textReply("Green and large it is.")] }, async (pi) => {
			const { session } = pi;
			const first = await openForm(session, "style the button", "Which colour should the button be?");
			expect(first).not.toContain("How large should the button be?");
			await session.sendKeys("2"); // Green: the single question is answered, the review tab follows
			await session.waitForText("[ 1 Submit ]");
			expect(await readToolResults(pi.env.sessionDir, "ask_user")).toEqual([]);
			await session.sendKeys("Enter");

			const second = await session.waitForText("How large should the button be?");
			expect(second).not.toContain("Which colour should the button be?");
			// The first result is already recorded while the second form waits for an answer.
			const whileSecondOpen = await readToolResults(pi.env.sessionDir, "ask_user");
			expect(whileSecondOpen.map((result) => result.toolCallId)).toEqual(["call_color"]);
			await session.sendKeys("Down", "Enter", "Enter"); // Large, then Submit

			await session.waitForText("Green and large it is.");
			const results = await expectResultsSentToModel(pi, 2);
			expect(results.map((result) => result.toolCallId)).toEqual(["call_color", "call_size"]);
			expect(results.map((result) => result.details)).toEqual([
				answered(COLOR, "green", "Green", 2),
				answered(SIZE, "large", "Large", 2),
			]);
			// Both results went back to the model together, in call order, in the request after the reply.
			expect(pi.server.toolResultBatches.map((batch) => batch.map((result) => result.toolCallId))).toEqual([
				["call_color", "call_size"],
			]);
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
