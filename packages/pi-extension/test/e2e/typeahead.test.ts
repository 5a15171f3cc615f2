/**
 * Scenario: the person goes on typing into pi while the model works, and the model's `ask_user` form appears
 * under their hands. At a human cadence (0.12 s and 0.3 s a key, with jitter) nothing they type acts on the form:
 * the footer says how many typed characters it keeps for their prompt, the text is given back to pi's editor when
 * the form closes, and the first key after a pause answers. So too when pi's event loop is held up for 0.9 s while
 * they type on, and the keys typed meanwhile reach it together after a gap longer than a pause. Keys that
 * answered a form are not typing into pi: a second form right after the first takes fast keys at once.
 */
import { fileURLToPath } from "node:url";
import type { AskUserDetails, AskUserInput } from "@ask-user/core";
import { type ScriptedReply, textReply, toolCallsReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import {
	expectResultsSentToModel,
	openForm,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
} from "./support/ask-user-pi.ts";
import type { TmuxSession } from "./support/tmux-session.ts";

/** Holds pi's event loop up for 0.9 s on SIGUSR2. */
const STALL_EXTENSION = fileURLToPath(new URL("./support/stall-extension.ts", import.meta.url));

function oneQuestion(id: string, prompt: string, options: string[]): AskUserInput {
	return {
		questions: [{ id, prompt, options: options.map((option) => ({ value: option.toLowerCase(), label: option })) }],
	};
}

const COLOR = oneQuestion("color", "Which colour should the button be?", ["Red", "Green", "Blue"]);
const SIZE = oneQuestion("size", "How large should the button be?", ["Small", "Large"]);

/** A sentence with the form's own keys in it: `n` opens a note, digits pick, Space toggles. */
const SENTENCE = "no 2 nor 1, see notes";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Types `text` a key at a time, every `cadenceMs` ± 25 % (a fixed pattern, the same on every run), on a schedule
 * kept from the start so that the time tmux takes for a key does not add up into pauses. Returns the longest gap
 * between two keys as sent: on a machine too busy to keep the cadence it is a pause, and the run says nothing.
 */
async function typeAtCadence(session: TmuxSession, text: string, cadenceMs: number): Promise<number> {
	let due = Date.now();
	let index = 0;
	let sentAt: number | undefined;
	let longestGap = 0;
	for (const char of text) {
		await session.sendText(char);
		const now = Date.now();
		if (sentAt !== undefined) longestGap = Math.max(longestGap, now - sentAt);
		sentAt = now;
		index += 1;
		due += cadenceMs * (0.75 + ((index * 7) % 11) / 20);
		await sleep(Math.max(0, due - Date.now()));
	}
	return longestGap;
}

/** The shortest pause that ends typing (render-tui's `PAUSE_MS`): a run whose own keys paused this long is void. */
const PAUSE_MS = 500;
/** Runs a scenario again, at most this often, when the machine was too busy to type at the cadence. */
const ATTEMPTS = 3;

/**
 * Once the form shows, holds pi's event loop up (`stall-extension.ts`) while the person types on: their keys wait in
 * the terminal and reach pi together once it runs again. False when no form showed.
 */
async function stallOnceShown(session: TmuxSession): Promise<boolean> {
	try {
		await session.waitForText("Which colour should the button be?");
	} catch {
		return false;
	}
	await sleep(400);
	process.kill(session.pid, "SIGUSR2");
	return true;
}

const SCENARIOS = [
	{ cadenceMs: 120, stall: false },
	{ cadenceMs: 300, stall: false },
	{ cadenceMs: 120, stall: true },
];

describe("keys typed on into pi as the form appears never act on it", () => {
	for (const { cadenceMs, stall } of SCENARIOS) {
		const held = stall ? ", pi held up for 0.9 s meanwhile" : "";
		it(
			`a key every ${cadenceMs / 1000} s${held}: the form stays untouched, the text is back in pi's editor, the answer is exact`,
			async () => {
				for (let attempt = 1; ; attempt += 1) {
					// The model "thinks" for 2.5 s before it asks: the person is still typing when the form appears.
					const ask: ScriptedReply = {
						kind: "toolCalls",
						calls: [{ arguments: COLOR, id: "call_color" }],
						delayMs: 2_500,
					};
					const replies = [ask, textReply("Green it is.")];
					const extraExtensions = stall ? [STALL_EXTENSION] : [];
					const kept = await withAskUserTui({ replies, extraExtensions }, async (pi) => {
						const { session } = pi;
						await submitPrompt(session, "style the button");
						// Long enough to run past the form's appearance at either cadence, on a busy machine too (the form
						// shows 2.5 s after the prompt, later when pi is slow to start): at least 8 s of typing.
						const text = SENTENCE.repeat(Math.ceil(8_000 / (cadenceMs * SENTENCE.length)));
						const stalling = stall ? stallOnceShown(session) : Promise.resolve(true);
						const longestGap = await typeAtCadence(session, text, cadenceMs);
						const stalled = await stalling;
						// The form must have appeared while the person typed, at the cadence: else the run says nothing.
						const appeared = (await session.capture()).includes("Which colour should the button be?");
						if ((longestGap >= PAUSE_MS || !appeared || !stalled) && attempt < ATTEMPTS) return false;
						expect({ longestGap: Math.min(longestGap, PAUSE_MS), appeared, stalled }).toEqual({
							longestGap: Math.min(longestGap, PAUSE_MS - 1),
							appeared: true,
							stalled: true,
						});
						const screen = await session.waitForText("Which colour should the button be?");
						// Nothing acted on it: no note editor, no pick, still on the first option.
						expect(screen).not.toContain("Note on");
						expect(screen).toContain("› 1. ( ) Red");
						// Kept, and said so: how much of the typing the form holds back, and where it goes.
						expect(screen).toMatch(/\d+ typed characters? kept for your prompt/);
						await sleep(1_000); // a pause: the person reads the form
						await session.sendKeys("2");
						// The first key that acts on the form ends the guard: the footer gives its room back to the keys.
						expect(await session.waitForText("[ 1 Submit ]")).not.toContain("kept for your prompt");
						await session.sendKeys("Enter");
						await session.waitForText("Green it is.");
						const [result] = await expectResultsSentToModel(pi, 1);
						expect((result?.details as AskUserDetails | undefined)?.answers).toEqual({
							color: { values: ["green"], labels: ["Green"], indices: [2] },
						});
						// Everything typed is in pi's editor, in order, and none of it was sent as a message.
						expect(await session.waitForText(text)).toContain(text);
						expect(pi.server.requests.length).toBe(2);
						return true;
					});
					if (kept) break;
				}
			},
			TUI_TEST_TIMEOUT_MS * ATTEMPTS,
		);
	}

	it(
		"keys that answered a form are not typing into pi: a second form right after takes fast keys at once",
		async () => {
			const reply = toolCallsReply({ arguments: COLOR, id: "call_color" }, { arguments: SIZE, id: "call_size" });
			await withAskUserTui({ replies: [reply, textReply("Green and large it is.")] }, async (pi) => {
				const { session } = pi;
				await openForm(session, "style the button", "Which colour should the button be?");
				await sleep(1_000);
				await session.sendKeys("2");
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("1", "1"); // Submit by digits, as a person on the review does
				await session.waitForText("How large should the button be?");
				await session.sendKeys("2"); // at once, scripted speed
				await session.waitForText("[ 1 Submit ]");
				await session.sendKeys("Enter");
				await session.waitForText("Green and large it is.");
				const results = await expectResultsSentToModel(pi, 2);
				expect(results.map((result) => (result.details as AskUserDetails | undefined)?.answers)).toEqual([
					{ color: { values: ["green"], labels: ["Green"], indices: [2] } },
					{ size: { values: ["large"], labels: ["Large"], indices: [2] } },
				]);
			});
		},
		TUI_TEST_TIMEOUT_MS,
	);
});
