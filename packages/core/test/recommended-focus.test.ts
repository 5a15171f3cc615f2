/** The focus starts on a question's recommended option; the option is looked for when the question is first shown. */

import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { createQuestionnaireMachine, type NormalizedPayload, restoreProgress, saveProgress } from "../src/index.ts";

/** Three single questions of four options: the third recommended, the second, none. */
const payload = normalize({
	questions: [2, 1, undefined].map((recommended, question) => ({
		id: `q${question}`,
		prompt: `Question ${question}?`,
		options: ["a", "b", "c", "d"].map((value, row) => ({
			value,
			label: value.toUpperCase(),
			...(row === recommended ? { recommended: true } : {}),
		})),
	})),
});

/** The payload with each option's `recommended` counted as it is read, by question. */
function counted(source: NormalizedPayload) {
	const reads = source.questions.map(() => 0);
	const questions = source.questions.map((question, index) => ({
		...question,
		options: question.options.map(
			(option) =>
				new Proxy(option, {
					get(target, key, receiver) {
						if (key === "recommended") reads[index] = (reads[index] ?? 0) + 1;
						return Reflect.get(target, key, receiver);
					},
				}),
		),
	}));
	return { input: { ...source, questions }, reads };
}

describe("the recommended option's focus", () => {
	it("is looked for on a question's first showing, not for every question as the form opens", () => {
		const { input, reads } = counted(payload);
		const actor = createActor(createQuestionnaireMachine(), { input }).start();
		const { states } = actor.getSnapshot().context;
		expect(reads).toEqual([0, 0, 0]);
		expect(states[0]?.focus).toBe(2);
		expect(reads).toEqual([3, 0, 0]);
		actor.send({ type: "tab.next" });
		expect(actor.getSnapshot().context.states[1]?.focus).toBe(1);
		expect(actor.getSnapshot().context.states[0]?.focus).toBe(2);
		expect(reads).toEqual([3, 2, 0]);
	});

	it("is kept when a question is answered before its focus was read, and stored for questions never shown", () => {
		const actor = createActor(createQuestionnaireMachine(), { input: payload }).start();
		actor.send({ type: "tab.select", index: 1 });
		actor.send({ type: "option.toggle" });
		const stored: unknown = JSON.parse(JSON.stringify(saveProgress(actor.getSnapshot())));
		expect(stored).toMatchObject({
			current: 1,
			states: [
				{ selected: [], focus: 2 },
				{ selected: [1], focus: 1 },
				{ selected: [], focus: 0 },
			],
		});
		const restored = restoreProgress(payload, stored);
		expect(restored.ok && restored.progress.states.map((state) => state.focus)).toEqual([2, 1, 0]);
	});
});
