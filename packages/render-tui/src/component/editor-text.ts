/**
 * Text in pi-tui's `Editor`, kept to what it can edit quickly. On Node 20, `Intl.Segmenter` copies the whole input
 * into every segment it yields, so walking the graphemes of a string takes time and memory that grow with its
 * square; the editor walks each logical line wider than itself on every render and cursor move, and a line of
 * 100,000 characters exhausts the heap (apps/bench/MEASUREMENTS.md, "big-answer"). pi's own editor holds a
 * paste of over 1,000 characters as a marker (`[paste #1 100000 chars]`) and expands it only when the text is read:
 * a long text goes into the editor that way.
 */
import type { Editor } from "@mariozechner/pi-tui";
import { PASTE_END, PASTE_START } from "../keys/bracketed-paste.ts";

/**
 * The most UTF-16 units the editor holds outside paste markers. A line this long costs pi-tui's editor a few
 * milliseconds a key; past it, a text goes into the editor as one paste marker.
 */
export const EDITOR_PLAIN_UNITS = 2_000;

/**
 * Sets the editor's text: as it is when it is short, as one paste of it otherwise (pi-tui's editor makes a marker of
 * a paste of over 1,000 characters). `text` is sanitized: the editor's paste keeps it as it is.
 */
export function loadText(editor: Editor, text: string): void {
	editor.setText(text.length <= EDITOR_PLAIN_UNITS ? text : "");
	if (text.length > EDITOR_PLAIN_UNITS) editor.handleInput(`${PASTE_START}${text}${PASTE_END}`);
}
