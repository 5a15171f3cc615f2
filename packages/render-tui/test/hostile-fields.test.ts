/**
 * The whole escape corpus in every text field at once (title, tab label, prompt, option label, description,
 * preview), and typed and pasted into every editor: every screen, at every width, renders plain text that fits,
 * and a real terminal, resized down to one column and back, receives nothing hostile.
 */

import { escapeCorpus } from "@ask-user/test-kit/escape-corpus";
import { ALL_HOSTILE, hostilePayload } from "@ask-user/test-kit/hostile-payload";
import { CONTROL, expectNothingHostile, findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import { describe, expect, it } from "vitest";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { expectFits, WIDTHS } from "./support/sweep.ts";

/** Every hostile string typed as its own input event, after a word so pi's editor takes it as text. */
const typed = escapeCorpus.map(({ text }) => `typed ${text}`);
const pasted = `\x1b[200~pasted ${ALL_HOSTILE}\x1b[201~`;

const states: readonly { readonly name: string; readonly keys: readonly string[] }[] = [
	{ name: "single-select question", keys: [] },
	{ name: "the last option focused", keys: [keys.up, keys.up] },
	{ name: "multi-select with two options checked", keys: [keys.tab, "1", "2"] },
	{ name: "preview question, scrolled", keys: [keys.tab, keys.tab, keys.down, "\x1b[6~"] },
	{ name: "option note, typed", keys: ["n", ...typed] },
	{ name: "question note, pasted", keys: ["N", pasted] },
	{ name: "free-form answer, typed and pasted", keys: [keys.up, keys.enter, ...typed, pasted] },
	{
		name: "notes and a free-form answer saved and shown",
		keys: ["n", ...typed, keys.escape, "N", pasted, keys.escape, keys.up, keys.enter, ...typed, keys.escape],
	},
	{
		name: "review, every question answered",
		keys: ["4", ...typed, keys.enter, "1", "2", "n", pasted, keys.escape, keys.tab, keys.enter],
	},
];

describe("the escape corpus in every field at once", () => {
	it.each(states)("$name: plain text that fits, at widths 1..300 and short heights", ({ keys: pressed }) => {
		let height = 40;
		const session = detachedQuestionnaire(hostilePayload, {
			maxHeight: () => height,
			onError: (error) => expect.fail(`the component failed: ${String(error)}`),
		});
		session.press(...pressed);
		const render = (width: number, rows: number) => {
			height = rows;
			const lines = session.component.render(width);
			const unsafe = findUnsafeLine(lines);
			if (unsafe !== undefined) expect.fail(`${width}×${rows}: ${JSON.stringify(unsafe)}`);
			return lines;
		};
		for (const width of WIDTHS) expectFits(render, width, 40);
		for (const width of [1, 7, 60]) for (const rows of [1, 2, 5, 12]) expectFits(render, width, rows);
		expect(session.results).toEqual([]);
	});

	it("a real terminal, resized between keys, receives nothing hostile; the text shows, sanitized", async () => {
		const session = await openQuestionnaire(hostilePayload, { columns: 100, rows: 40 });
		const screen = session.screen().join("\n");
		// The corpus as escape-corpus.ts says it reads once sanitized: the escapes are gone, the text is kept.
		for (const shown of ["Label0", "Option0 red gotcha okfake line", "copyme click click title"])
			expect(screen).toContain(shown);
		const walk: readonly { readonly size: readonly [number, number]; readonly keys: readonly string[] }[] = [
			{ size: [1, 40], keys: ["n", ...typed, keys.escape] },
			{ size: [7, 3], keys: ["N", pasted, keys.escape] },
			{ size: [300, 10], keys: [keys.up, keys.enter, ...typed, keys.enter] },
			{ size: [2, 1], keys: ["1", "2", "n", pasted, keys.escape, keys.tab] },
			{ size: [40, 24], keys: [keys.down, "\x1b[6~", keys.enter] },
		];
		for (const { size, keys: pressed } of walk) {
			session.terminal.resize(...size);
			await session.pressAll(pressed);
		}
		session.terminal.resize(100, 40);
		await session.press(keys.enter);
		const result = session.result();
		expect(result.cancelled).toBe(false);
		expect(Object.keys(result.answers)).toHaveLength(3);
		const { output } = session.terminal;
		expectNothingHostile(output);
		for (const marker of ["\x1b]52;", "\x9d52;", "\x1b]8;;https", "\x1b]0;", "\x1bP", "\x1b_G", "\x9b", "\x07typed"]) {
			expect(output).not.toContain(marker);
		}
		// What the person typed and pasted is stored sanitized (option values and labels are the model's own).
		const texts = Object.values(result.answers).flatMap(({ customText, note, optionNotes }) => [
			customText,
			note,
			...Object.values(optionNotes ?? {}),
		]);
		// Q1: its note and free text (its option note is on an option left unselected); Q2: one option note.
		expect(texts.filter((text) => text !== undefined)).toHaveLength(3);
		expect(JSON.stringify(texts)).not.toMatch(CONTROL);
	});
});
