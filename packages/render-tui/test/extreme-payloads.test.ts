/**
 * Very large payloads through a real TUI: opening, a few hundred keys and closing complete, within a bound that
 * only detects a hang. The times are printed, not asserted: performance.test.ts and the benchmarks own speed.
 */
import type { AskUserInput } from "@ask-user/core";
import { generatePayload } from "@ask-user/core/fixtures";
import { describe, expect, it } from "vitest";
import { keys, openQuestionnaire, type Session } from "./support/harness.ts";

/** Far above any healthy run; only a hang (or a pathological slowdown) gets here. */
const HANG_MS = 10_000;
/** Let the TUI render after this many keys. */
const SETTLE_EVERY = 20;

const MEGABYTE = 1 << 20;
const megabyteOf = (unit: string) => unit.repeat(Math.ceil(MEGABYTE / unit.length));
const megabyteCode = `\`\`\`ts\n${megabyteOf("const line = 1; // a long preview\n")}\`\`\``;

function single(fields: Partial<AskUserInput["questions"][number]>): AskUserInput {
	return { questions: [{ id: "q", prompt: "Which one?", options: [{ value: "a", label: "A" }], ...fields }] };
}

/** Notes typed, then a few hundred keys that move through rows, previews and tabs and come back to the first tab. */
function wander(rounds: number): string[] {
	const notes = ["N", "a note", keys.escape, "n", "an option note", keys.escape];
	const round = [keys.down, keys.down, keys.up, "\x1b[6~", "\x1b[5~", keys.tab, keys.shiftTab];
	return [...notes, ...Array.from({ length: rounds }, () => round).flat()];
}

interface Case {
	readonly name: string;
	readonly payload: AskUserInput;
	/** Keys after the wander that end the flow with a submit. */
	readonly submit: readonly string[];
}

const cases: readonly Case[] = [
	{
		name: "10,000 options",
		payload: generatePayload({ questions: 1, options: 10_000 }),
		// 1 could begin a longer row number: Enter picks row 1, the second Enter submits.
		submit: ["1", keys.enter, keys.enter],
	},
	{
		name: "a 1 MB preview",
		payload: single({
			type: "preview",
			options: [
				{ value: "huge", label: "Huge", preview: megabyteCode },
				{ value: "small", label: "Small", preview: "# small" },
			],
		}),
		submit: ["1", keys.enter],
	},
	{
		name: "200 questions with previews",
		payload: generatePayload({ questions: 200, options: 8, previewLines: 30 }),
		submit: [keys.shiftTab, keys.enter],
	},
	{
		// pi-tui's width measure walks graphemes in time that grows far faster than the line: the line must be cut.
		name: "a preview of one line of 50,000 emoji",
		payload: single({
			type: "preview",
			options: [
				{ value: "emoji", label: "Emoji", preview: "👍".repeat(50_000) },
				{ value: "cjk", label: "CJK", preview: `\`\`\`\n${"中".repeat(50_000)}\n\`\`\`` },
			],
		}),
		submit: ["1", keys.enter],
	},
	{ name: "a 1 MB prompt", payload: single({ prompt: megabyteOf("word ") }), submit: ["1", keys.enter] },
	{ name: "a 1 MB prompt of emoji", payload: single({ prompt: megabyteOf("👍🏽") }), submit: ["1", keys.enter] },
	{
		name: "a 1 MB option label without spaces",
		payload: single({ options: [{ value: "a", label: megabyteOf("x") }] }),
		submit: ["1", keys.enter],
	},
	{ name: "a 1 MB title of CJK", payload: { title: megabyteOf("中文"), ...single({}) }, submit: ["1", keys.enter] },
];

async function pressInChunks(session: Session, sequence: readonly string[]): Promise<void> {
	for (let start = 0; start < sequence.length; start += SETTLE_EVERY) {
		await session.pressAll(sequence.slice(start, start + SETTLE_EVERY));
	}
}

describe("very large payloads", () => {
	it.each(cases)(
		"$name: opens, takes a few hundred keys and closes",
		async ({ name, payload, submit }) => {
			const started = performance.now();
			const session = await openQuestionnaire(payload, { columns: 120, rows: 40 });
			const opened = performance.now();
			const moves = wander(30);
			await pressInChunks(session, moves);
			const moved = performance.now();
			await session.press(...submit);
			const total = performance.now() - started;
			const ms = (from: number, to: number) => `${(to - from).toFixed(0)} ms`;
			console.info(
				`${name}: open ${ms(started, opened)}, ${moves.length} keys ${ms(opened, moved)}, total ${total.toFixed(0)} ms`,
			);
			expect(session.result().cancelled).toBe(false);
			expect(Object.keys(session.result().answers).length).toBeGreaterThan(0);
			expect(total).toBeLessThan(HANG_MS);
		},
		3 * HANG_MS,
	);
});
