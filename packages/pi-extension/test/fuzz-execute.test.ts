/**
 * `execute` under fuzzing: any input, without a UI, in pi's terminal UI with random keys, and through RPC dialogs
 * with random answers. It never throws; it always resolves to a result whose `details` obey the output rules and
 * whose `content` says what happened.
 */
import { type AskUserDetails, cancelledDetails, LISTING_LIMITS, MAX_LISTED_ISSUES, validate } from "@ask-user/core";
import { sanitizeText } from "@ask-user/core/contract";
import { validFixtures } from "@ask-user/core/fixtures";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import { fuzzKey } from "@ask-user/test-kit/key-alphabet";
import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import {
	anyJson,
	anyValue,
	mutatedPayload,
	oddText,
	shapedPayload,
	throwingPayload,
} from "@ask-user/test-kit/payload-arbitraries";
import { findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import { visibleWidth } from "@mariozechner/pi-tui";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";
import { instantUi } from "./support-unit/instant-ui.ts";
import type { DialogCall, Reply } from "./support-unit/scripted-dialogs.ts";
import { scriptedDialogs } from "./support-unit/scripted-dialogs.ts";

/** A model-written text as the result's content quotes it (core's result text, D98): sanitized, then JSON. */
function quoted(text: string): string {
	return JSON.stringify(sanitizeText(text));
}

/** Any input, wrapped so fast-check never reads a hostile one itself. */
const anyInput: fc.Arbitrary<{ readonly input: unknown }> = fc.oneof(
	fc.oneof(anyJson, anyValue, shapedPayload, mutatedPayload).map((input) => ({ input })),
	throwingPayload,
);

/** Valid payloads: the fixtures, and mutations of them that stay valid. */
const validInput: fc.Arbitrary<unknown> = fc.oneof(
	fc.constantFrom(...validFixtures.map((fixture) => fixture.payload)),
	mutatedPayload.filter((input) => validate(input).ok),
);

const CANCEL_HEADS: Readonly<Record<string, string>> = {
	user: "The user cancelled the questionnaire",
	dismissed: "The user dismissed the questionnaire",
	aborted: "The questionnaire was closed because the run was aborted.",
	error: "The questionnaire failed before the user could answer.",
	discuss: "The user wants to discuss before deciding",
};

/** `content` opens with what happened. */
function expectContentFor(details: AskUserDetails, text: string): void {
	if (!details.cancelled) expect(text).toMatch(/^The user submitted /);
	else expect(text.startsWith(CANCEL_HEADS[details.cancelReason ?? ""] ?? "?"), text).toBe(true);
	// "Discuss first" asks the model to talk, then ask again; every other cancel says no answer was given.
	if (details.cancelReason === "discuss") expect(text).toMatch(/call ask_user again with the same question ids\.$/);
	else expect(text).toMatch(details.cancelled ? /No answer was given/ : /answered\):/);
}

let keysSent = 0;

describe(`execute under fuzzing (seed ${FUZZ_SEED})`, () => {
	afterAll(() => console.info(`execute fuzzing, seed ${FUZZ_SEED}: ${keysSent} keys through pi's terminal UI`));

	it("no UI (print and json modes): any input gives a cancelled result that says why", async () => {
		await fc.assert(
			fc.asyncProperty(anyInput, async ({ input }) => {
				const result = await runTool(input, fakeContext({ hasUI: false, ui: {} }));
				const text = textOf(result);
				const checked = validate(input);
				if (!checked.ok) {
					expect(result.details).toEqual(cancelledDetails("invalid_input"));
					expect(text).toMatch(/^Invalid ask_user payload\.\nFix these and call ask_user again:\n/);
					const listed = checked.issues.slice(0, MAX_LISTED_ISSUES);
					for (const issue of listed) expect(text).toContain(`- ${issue.path} ${issue.message}`);
					const more = checked.issues.length - listed.length;
					if (more > 0) expect(text).toContain(`- and ${more} more`);
					return;
				}
				assertOutputRules(checked.payload, result.details, true);
				expect(result.details.cancelReason).toBe("ui_unavailable");
				expect(text).toMatch(/^ask_user needs an interactive terminal/);
				const { questions } = checked.payload;
				for (const question of questions.slice(0, LISTING_LIMITS.questions))
					expect(text).toContain(`[${quoted(question.id)}]`);
				const more = questions.length - LISTING_LIMITS.questions;
				if (more > 0) expect(text).toContain(`… ${more} more question`);
			}),
			fuzzParameters(600),
		);
	});

	it("pi's terminal UI: random keys, then Ctrl+C or an abort; the result obeys the output rules", async () => {
		await fc.assert(
			fc.asyncProperty(
				validInput,
				fc.array(fuzzKey, { maxLength: 80 }),
				fc.constantFrom("ctrl+c", "abort"),
				async (input, keys, ending) => {
					const screen = instantUi();
					const controller = new AbortController();
					const running = runTool(input, fakeContext({ ui: screen.ui }), { signal: controller.signal });
					const component = await screen.opened();
					for (const key of keys) {
						if (screen.mounted() !== component) break;
						component.handleInput?.(key.data);
						keysSent++;
						for (const line of component.render(60)) expect(visibleWidth(line)).toBeLessThanOrEqual(60);
					}
					if (screen.mounted() === component) {
						if (ending === "abort") controller.abort();
						else component.handleInput?.("\x03");
					}
					const result = await running;
					expect(screen.doneCalls).toHaveLength(1);
					expect(screen.mounted()).toBeUndefined();
					assertOutputRules(input, result.details);
					expectContentFor(result.details, textOf(result));
				},
			),
			fuzzParameters(150),
		);
	}, 30_000); // 150 whole execute calls through a virtual terminal, every frame checked

	it("RPC dialogs: random entries, made-up entries, text and dismissals; dialogs show no control characters", async () => {
		const answer = fc.oneof(
			{ weight: 6, arbitrary: fc.nat().map((pick) => ({ pick })) },
			{ weight: 2, arbitrary: oddText.map((text) => ({ text })) },
			{ weight: 1, arbitrary: fc.constant({ dismiss: true }) },
		);
		await fc.assert(
			fc.asyncProperty(validInput, fc.array(answer, { maxLength: 40 }), async (input, answers) => {
				const reply = (choice: (typeof answers)[number]) => (call: DialogCall) => {
					if ("dismiss" in choice) return undefined;
					if ("text" in choice) return choice.text;
					return call.method === "select" ? call.options[choice.pick % call.options.length] : String(choice.pick);
				};
				// After the scripted answers, every dialog is dismissed and discarding confirmed, which ends the flow.
				const leave: Reply = (call) => (call.method === "confirm" ? "yes" : undefined);
				const replies: Reply[] = [...answers.map(reply), ...Array.from({ length: 200 }, () => leave)];
				const dialogs = scriptedDialogs(replies);
				const result = await runTool(input, fakeContext({ ui: dialogs.ui }));
				assertOutputRules(input, result.details);
				expectContentFor(result.details, textOf(result));
				const shown = dialogs.calls.flatMap((call) => [call.title, ...(call.method === "select" ? call.options : [])]);
				expect(findUnsafeLine(shown)).toBeUndefined();
			}),
			fuzzParameters(300),
		);
	}, 30_000); // 300 whole execute calls through pi's RPC dialogs
});
