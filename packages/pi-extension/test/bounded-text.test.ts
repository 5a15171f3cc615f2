/**
 * RPC dialog strings and the transcript's result lines cut model text to what they show before they
 * sanitize it, so a 10 MB label costs what is shown, not 10 MB per dialog or per render. Every call to the
 * sanitizers is recorded to check that none gets more than a shown length.
 */
import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it, vi } from "vitest";
import { renderResult } from "../src/transcript/render-result.ts";
import { MAX_BLOCK_UNITS, MAX_TEXT_UNITS } from "../src/transcript/transcript-text.ts";
import { fakeContext, runTool } from "./support-unit/fake-pi.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";
import { scriptedDialogs } from "./support-unit/scripted-dialogs.ts";

const sanitized = vi.hoisted(() => ({ lengths: [] as number[] }));

vi.mock("@ask-user/render-tui/text", async (original) => {
	const actual = await original<typeof import("@ask-user/render-tui/text")>();
	const recorded =
		<A extends unknown[], R>(sanitize: (text: string, ...rest: A) => R) =>
		(text: string, ...rest: A): R => {
			sanitized.lengths.push(text.length);
			return sanitize(text, ...rest);
		};
	return {
		...actual,
		sanitizeLine: recorded(actual.sanitizeLine),
		sanitizeText: recorded(actual.sanitizeText),
		sanitizeBlock: recorded(actual.sanitizeBlock),
	};
});

const HUGE = `\x1b[2J${"設".repeat(10_000_000)}`;
/** The longest text a sanitizer may get: a shown line plus its `…`, or a preview block. */
const LONGEST = MAX_BLOCK_UNITS + 2;

describe("a 10 MB label", () => {
	it("RPC dialogs: every string is bounded, and no sanitizer gets more than is shown", async () => {
		sanitized.lengths.length = 0;
		const payload = {
			title: HUGE,
			questions: [
				{
					id: "q",
					label: HUGE,
					prompt: HUGE,
					options: [{ value: "a", label: HUGE, description: HUGE, preview: HUGE }],
				},
			],
		};
		const dialogs = scriptedDialogs([
			"Show a preview…",
			"1.",
			undefined,
			"← Back",
			"Add a note…",
			HUGE,
			"1.",
			"Submit",
		]);
		const result = await runTool(payload, fakeContext({ ui: dialogs.ui }));
		expect(result.details.answers.q?.values).toEqual(["a"]);
		const texts = dialogs.calls.flatMap((call) => [call.title, ...(call.method === "select" ? call.options : [])]);
		expect(texts.length).toBeGreaterThan(8);
		for (const text of texts) {
			expect(text.length).toBeLessThan(4 * MAX_TEXT_UNITS);
			expect(text).not.toContain("\x1b");
		}
		const preview = dialogs.calls.find((call) => call.method === "editor");
		expect(preview?.method === "editor" && preview.prefill?.length).toBeLessThanOrEqual(LONGEST);
		// The typed note is sanitized whole, as the terminal UI's editor does: it is the person's answer.
		expect(Math.max(...sanitized.lengths.filter((length) => length !== HUGE.length))).toBeLessThanOrEqual(LONGEST);
		expect(sanitized.lengths.filter((length) => length === HUGE.length)).toHaveLength(1);
	});

	it("transcript lines: bounded, and no sanitizer gets more than a line's worth", () => {
		const questions = [{ id: "q", label: HUGE, prompt: HUGE, type: "single" as const }];
		const answers = { q: { values: [HUGE], labels: [HUGE], indices: [1], note: HUGE } };
		for (const details of [{ cancelled: false, questions, answers }, { unreadable: true }]) {
			for (const expanded of [false, true]) {
				sanitized.lengths.length = 0;
				const lines = renderResult(
					{ content: [{ type: "text", text: `${HUGE}\n${HUGE}` }], details },
					{ expanded, isPartial: false },
					identityTheme,
					"en",
				).render(80);
				expect(lines.length).toBeGreaterThan(0);
				expect(lines.length).toBeLessThan(400);
				for (const line of lines) {
					expect(visibleWidth(line)).toBeLessThanOrEqual(80);
					expect(line).not.toContain("\x1b[2J");
				}
				expect(Math.max(...sanitized.lengths)).toBeLessThanOrEqual(MAX_TEXT_UNITS + 1);
			}
		}
	});
});
