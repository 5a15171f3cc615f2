/**
 * Text whose width is hard to measure (CJK, emoji with modifiers and ZWJ, flags, keycaps, combining marks, RTL,
 * Indic and Thai clusters, zero-width characters) in every field and typed into the editors: every line fits at
 * every width, and a terminal shows each rendered line as it is, on its own row, never wrapped.
 */
import { describe, expect, it } from "vitest";
import { UNICODE_SAMPLES, unicodePayload, unicodeStress } from "./fixtures/unicode-stress.ts";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";
import { expectFits, HEIGHTS, states, WIDTHS } from "./support/sweep.ts";

const typedStates = [
	{ name: "every sample typed into the free-form answer", keys: [keys.up, keys.enter, ...UNICODE_SAMPLES] },
	{ name: "every sample pasted into a note", keys: ["N", `\x1b[200~${UNICODE_SAMPLES.join("\n")}\x1b[201~`] },
];

/**
 * What the terminal shows of a rendered line: no styles, no cursor marker (nor pi-tui 1.x's fake-cursor markers,
 * `\x1b_pi:fc\x07` and `\x1b_pi:/fc\x07`), no trailing spaces, and the Thai and Lao AM vowels decomposed, as pi-tui
 * writes them (same columns; some terminals repaint the composed form badly).
 */
function shown(line: string): string {
	return line
		.replace(/\x1b_pi:\/?(c|fc)\x07/g, "")
		.replace(/\x1b\[[0-9;]*m/g, "")
		.replaceAll("\u0e33", "\u0e4d\u0e32")
		.replaceAll("\u0eb3", "\u0ecd\u0eb2")
		.trimEnd();
}

describe("hard-to-measure Unicode in every field", () => {
	it.each([...states, ...typedStates])("$name: every line fits at widths 1..300", (state) => {
		let height = 30;
		const session = detachedQuestionnaire(unicodeStress, {
			maxHeight: () => height,
			onError: (error) => expect.fail(`the component failed: ${String(error)}`),
		});
		session.press(...(typeof state.keys === "function" ? state.keys(unicodeStress) : state.keys));
		const render = (width: number, rows: number) => {
			height = rows;
			return session.component.render(width);
		};
		for (const width of WIDTHS) expectFits(render, width, 30);
		for (const width of [2, 9, 33]) for (const rows of HEIGHTS) expectFits(render, width, rows);
		expect(session.results).toEqual([]);
	});

	/**
	 * Terminals disagree with pi-tui's `visibleWidth` on a few characters: emoji ZWJ sequences (pi-tui counts 👨‍👩‍👧‍👦
	 * as one two-column character, a terminal without grapheme clustering such as xterm.js draws every member),
	 * Indic conjuncts (क्ष), the soft hyphen (0 columns for pi-tui, 1 for wcwidth and xterm.js), and the Arabic
	 * number sign U+0600 (pi-tui joins it with the next character). A line that fits by pi-tui's count can wrap there.
	 * That is the measure every pi component and pi's own width check use; the screen check leaves those out.
	 */
	const samples = UNICODE_SAMPLES.filter(
		(sample) => !/\p{Extended_Pictographic}\u200d|\p{Script=Devanagari}|\u0600/u.test(sample),
	).map((sample) => sample.replaceAll("\u00ad", ""));

	it("a terminal shows every rendered line on its own row, at narrow and wide sizes", async () => {
		const session = await openQuestionnaire(unicodePayload(samples), { columns: 120, rows: 40 });
		const screen = session.screen().join("\n");
		for (const sample of samples.slice(0, 3)) expect(screen).toContain(sample);
		for (const step of [[], [keys.tab, "1", "2", keys.up], [keys.tab, keys.down], ["N", samples.join(" ")]]) {
			await session.pressAll(step);
			for (const columns of [5, 9, 14, 23, 41, 80, 140]) {
				session.terminal.resize(columns, 40);
				await session.terminal.flush();
				const lines = session.component.render(columns).map(shown);
				expect(session.terminal.screen().slice(0, lines.length), `${columns} columns`).toEqual(lines);
			}
		}
	});
});
