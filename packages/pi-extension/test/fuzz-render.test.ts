/**
 * The transcript renderers under fuzzing: `renderCall` with any (half-streamed, hostile) arguments and
 * `renderResult` with any stored `details` and `content`, at any width. They never throw, every line fits, and no
 * escape sequence or control character from the model or the person reaches a line.
 */

import { escapeCorpus } from "@ask-user/test-kit/escape-corpus";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { anyJson, anyValue, mutatedPayload, oddText, shapedPayload } from "@ask-user/test-kit/payload-arbitraries";
import { findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import { visibleWidth } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderCall } from "../src/transcript/render-call.ts";
import { renderResult } from "../src/transcript/render-result.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";

/** Text a model or a person could produce: plain, odd Unicode, or any entry of the escape corpus. */
const text = fc.oneof(fc.string({ maxLength: 30 }), oddText, fc.constantFrom(...escapeCorpus.map((s) => s.text)));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** Stored `details` as this or another version may have written them, every string hostile or odd. */
const storedDetails = fc.record(
	{
		title: maybe(text),
		cancelled: fc.boolean(),
		cancelReason: maybe(fc.oneof(fc.constantFrom("user", "dismissed", "aborted", "error", "ui_unavailable"), text)),
		questions: fc.array(
			fc.record({ id: fc.constantFrom("a", "b", "c"), label: maybe(text), prompt: maybe(text), type: maybe(text) }),
			{ maxLength: 4 },
		),
		answers: fc.dictionary(
			fc.constantFrom("a", "b", "c", "zzz"),
			fc.record(
				{
					values: fc.array(text, { maxLength: 3 }),
					labels: fc.array(text, { maxLength: 3 }),
					indices: fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 3 }),
					customText: maybe(text),
					note: maybe(text),
					optionNotes: maybe(fc.dictionary(text, text, { maxKeys: 3 })),
				},
				{ requiredKeys: ["values", "labels"] },
			),
			{ maxKeys: 4 },
		),
	},
	{ requiredKeys: ["cancelled", "questions", "answers"] },
);

const width = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 200 }));

function expectSafe(lines: readonly string[], columns: number): void {
	for (const line of lines) expect(visibleWidth(line), JSON.stringify(line)).toBeLessThanOrEqual(columns);
	expect(findUnsafeLine(lines)).toBeUndefined();
}

describe(`transcript renderers under fuzzing (seed ${FUZZ_SEED})`, () => {
	it("renderCall: any arguments, half-streamed or hostile, make one safe line", () => {
		const args = fc.oneof(anyJson, anyValue, shapedPayload, mutatedPayload, fc.constant(hostilePayload));
		fc.assert(
			fc.property(args, width, (input, columns) => {
				const lines = renderCall(input, identityTheme).render(columns);
				expect(lines).toHaveLength(1);
				expectSafe(lines, columns);
			}),
			fuzzParameters(2_000),
		);
	});

	it("renderResult: any stored details and content, collapsed, expanded or partial, render safe lines", () => {
		const result = fc.record({
			content: fc.array(fc.record({ type: fc.constantFrom("text", "image"), text }, { requiredKeys: ["type"] }), {
				maxLength: 2,
			}),
			details: fc.oneof(storedDetails, anyJson),
		});
		fc.assert(
			fc.property(result, fc.boolean(), fc.boolean(), width, (stored, expanded, isPartial, columns) => {
				const lines = renderResult(stored, { expanded, isPartial }, identityTheme, "en").render(columns);
				expectSafe(lines, columns);
			}),
			fuzzParameters(2_000),
		);
	});

	it("a megabyte of CJK or emoji in every field renders in bounded time", () => {
		for (const unit of ["中", "👍🏽"]) {
			const huge = unit.repeat((1 << 20) / unit.length);
			const answer = { values: [huge], labels: [huge], indices: [1], customText: huge, note: huge };
			const details = {
				title: huge,
				cancelled: false,
				questions: [{ id: "a", label: huge, prompt: huge, type: "multi" }],
				answers: { a: { ...answer, optionNotes: { [huge]: huge } } },
			};
			const started = performance.now();
			for (const columns of [1, 80, 300]) {
				expectSafe(
					renderCall({ title: huge, questions: [{ label: huge }, { label: huge }] }, identityTheme).render(columns),
					columns,
				);
				for (const expanded of [false, true]) {
					const content = [{ type: "text", text: `${huge}\n${huge}` }];
					expectSafe(
						renderResult({ content, details }, { expanded, isPartial: false }, identityTheme, "en").render(columns),
						columns,
					);
					const cancelled = { content, details: { ...details, cancelled: true, cancelReason: "user" } };
					expectSafe(
						renderResult(cancelled, { expanded, isPartial: false }, identityTheme, "en").render(columns),
						columns,
					);
				}
			}
			// Only a hang detector: without a cap, one such line takes minutes.
			expect(performance.now() - started).toBeLessThan(10_000);
		}
	});
});
