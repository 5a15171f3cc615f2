/**
 * Checks that untrusted text never reaches the terminal raw: in what a terminal received, and in rendered lines.
 */
import { CURSOR_MARKER } from "@mariozechner/pi-tui";
import { expect } from "vitest";

/**
 * pi-tui ends every line with this reset (SGR and an empty OSC 8 hyperlink), the only BEL it writes: `TUI.SEGMENT_RESET`
 * in pi-tui 0.73, a private constant in 1.x (checked on pi-tui 1.6.0).
 */
const SEGMENT_RESET = "\x1b[0m\x1b]8;;\x07";
/** Any C0 control but ESC, CR and LF; DEL; any C1 control; bidi embedding, override and isolate controls. */
export const CONTROL = /[\x00-\x09\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/;
/** Escape sequences pi-tui never writes: OSC other than the reset, DCS, SOS, PM, APC, RIS, cursor save/restore. */
const FOREIGN_ESCAPES = ["\x1b]", "\x1bP", "\x1bX", "\x1b^", "\x1b_", "\x1bc", "\x1b7", "\x1b8", "\x1b("];

/** Nothing a terminal would act on, apart from pi-tui's own sequences, is in `output`. */
export function expectNothingHostile(output: string): void {
	const ours = output.replaceAll(SEGMENT_RESET, "");
	for (const sequence of FOREIGN_ESCAPES) expect(ours).not.toContain(sequence);
	expect(ours).not.toMatch(CONTROL);
}

/**
 * What pi's editor draws itself with the identity theme: its cursor marker and its cursor, in inverse video (pi-tui
 * 0.73) or between the fake-cursor markers that the TUI turns into inverse video when it writes (pi-tui 1.x,
 * `renderFakeCursor`, checked on pi-tui 1.6.0).
 */
const EDITOR_SEQUENCES = [CURSOR_MARKER, "\x1b[7m", "\x1b[0m", "\x1b_pi:fc\x07", "\x1b_pi:/fc\x07"];
/** Any control character at all, ESC included; bidi controls; lone surrogates. */
const ANY_CONTROL = /[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\p{Surrogate}/u;

/**
 * Lines rendered with the identity theme hold plain text only, apart from the editor's cursor. Returns the first
 * offending line, or undefined.
 */
export function findUnsafeLine(lines: readonly string[]): string | undefined {
	return lines.find((line) => {
		const text = EDITOR_SEQUENCES.reduce((rest, sequence) => rest.replaceAll(sequence, ""), line);
		return ANY_CONTROL.test(text);
	});
}
