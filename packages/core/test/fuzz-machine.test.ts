/**
 * The statechart under random events, including the out-of-range and non-finite numbers a careless host could send:
 * after every event the view agrees with the machine, the flow ends exactly on an event that ends it, and the
 * output obeys every output rule.
 */

import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { oddText } from "@ask-user/test-kit/payload-arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validFixtures } from "../src/fixtures/index.ts";
import type { CancelReason, QuestionnaireEvent, QuestionnaireSnapshot } from "../src/index.ts";
import { progressOf } from "../src/machine/question-state.ts";
import { start } from "./support/run.ts";
import { assertViewInvariants } from "./support/view-invariants.ts";

/**
 * Small integers around the real ranges, and numbers no range check should let through. Not -0: it names tab 0
 * and row 0 as well as 0 does, and the machine keeps it as given (`current: -0`), which `toEqual` tells from 0.
 */
const anyNumber = fc.oneof(
	{ weight: 6, arbitrary: fc.integer({ min: -2, max: 12 }) },
	{ weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, 1e9, Number.MAX_SAFE_INTEGER) },
);
const editorText = fc.oneof(fc.constantFrom("", "  ", "answer"), oddText);
/** Values the fixtures' options have, and ones none has. */
const optionValue = fc.oneof(
	fc.constantFrom(
		...new Set(validFixtures.flatMap((f) => f.payload.questions.flatMap((q) => (q.options ?? []).map((o) => o.value)))),
	),
	fc.constantFrom("", "__proto__", "nope"),
	oddText,
);
const reasons: readonly CancelReason[] = ["user", "dismissed", "aborted", "ui_unavailable", "invalid_input", "error"];

const event: fc.Arbitrary<QuestionnaireEvent> = fc.oneof(
	{
		weight: 30,
		arbitrary: fc.constantFrom<QuestionnaireEvent>(
			{ type: "tab.next" },
			{ type: "tab.prev" },
			{ type: "option.next" },
			{ type: "option.prev" },
			{ type: "option.confirm" },
			{ type: "option.toggle" },
			{ type: "editor.open", kind: "answer" },
			{ type: "editor.open", kind: "questionNote" },
			{ type: "editor.open", kind: "optionNote" },
			{ type: "editor.open", kind: "formNote" },
			{ type: "editor.save" },
			{ type: "editor.close" },
		),
	},
	{ weight: 8, arbitrary: anyNumber.map((index): QuestionnaireEvent => ({ type: "tab.select", index })) },
	{ weight: 8, arbitrary: anyNumber.map((index): QuestionnaireEvent => ({ type: "option.focus", index })) },
	{ weight: 10, arbitrary: anyNumber.map((number): QuestionnaireEvent => ({ type: "option.pick", number })) },
	{
		weight: 6,
		arbitrary: fc
			.tuple(fc.constantFrom("value.choose", "value.toggle"), optionValue)
			.map(([type, value]): QuestionnaireEvent => ({ type, value })),
	},
	{ weight: 8, arbitrary: editorText.map((text): QuestionnaireEvent => ({ type: "editor.change", text })) },
	{ weight: 4, arbitrary: editorText.map((text): QuestionnaireEvent => ({ type: "editor.save", text })) },
	{ weight: 4, arbitrary: editorText.map((text): QuestionnaireEvent => ({ type: "editor.close", text })) },
	{
		weight: 1,
		arbitrary: fc.constantFrom<QuestionnaireEvent>(
			{ type: "flow.submit" },
			{ type: "flow.discuss" },
			{ type: "flow.cancel" },
			{ type: "flow.resume" },
			{ type: "flow.dismiss" },
		),
	},
	{
		weight: 1,
		arbitrary: fc
			.option(fc.constantFrom(...reasons), { nil: undefined })
			.map(
				(reason): QuestionnaireEvent =>
					reason === undefined ? { type: "flow.abort" } : { type: "flow.abort", reason },
			),
	},
);

type Ending = { readonly cancelReason?: CancelReason } | undefined;

/** How `event` ends the flow from `before`, by the contract; undefined when the flow goes on. */
function endingOf(before: QuestionnaireSnapshot, event: QuestionnaireEvent): Ending {
	const main = before.matches("answering") || before.matches("reviewing");
	const reviewing = before.matches("reviewing");
	const onCancel = reviewing && before.context.reviewFocus === "cancel";
	const onDiscuss = reviewing && before.context.reviewFocus === "discuss";
	// Esc with answers or notes asks first; while it asks, only Esc again (or Ctrl+C, or an abort) ends the flow.
	const confirming = before.hasTag("confirmingCancel");
	const { answers, notes } = progressOf(before.context.states, before.context.formNote);
	if (confirming && event.type !== "flow.cancel" && event.type !== "flow.dismiss" && event.type !== "flow.abort")
		return undefined;
	switch (event.type) {
		case "flow.dismiss":
			return { cancelReason: "dismissed" };
		case "flow.abort":
			return { cancelReason: event.reason ?? "aborted" };
		case "flow.cancel":
			return main && (confirming || answers + notes === 0) ? { cancelReason: "user" } : undefined;
		case "flow.submit":
			return main ? {} : undefined;
		case "flow.discuss":
			return reviewing ? { cancelReason: "discuss" } : undefined;
		case "option.confirm":
			if (!reviewing) return undefined;
			if (onDiscuss) return { cancelReason: "discuss" };
			return onCancel ? { cancelReason: "user" } : {};
		case "option.pick":
			if (!reviewing || ![1, 2, 3].includes(event.number)) return undefined;
			return event.number === 1 ? {} : { cancelReason: event.number === 2 ? "user" : "discuss" };
		default:
			return undefined;
	}
}

describe(`statechart under random events (seed ${FUZZ_SEED})`, () => {
	it.each(validFixtures)("$name", ({ payload }) => {
		fc.assert(
			fc.property(fc.array(event, { maxLength: 60 }), (events) => {
				const actor = start(payload);
				let ending: Ending;
				for (const next of events) {
					const before = actor.getSnapshot();
					actor.send(next);
					ending = endingOf(before, next);
					const after = actor.getSnapshot();
					expect(after.status, `after ${JSON.stringify(next)}`).toBe(ending === undefined ? "active" : "done");
					if (ending !== undefined) break;
					assertViewInvariants(after);
				}
				if (ending === undefined) {
					actor.send({ type: "flow.abort" });
					ending = { cancelReason: "aborted" };
				}
				const output = actor.getSnapshot().output;
				if (output === undefined) return expect.fail("a finished flow has an output");
				assertOutputRules(payload, output, ending.cancelReason !== undefined);
				expect(output.cancelReason).toBe(ending.cancelReason);
			}),
			fuzzParameters(150),
		);
	});
});
