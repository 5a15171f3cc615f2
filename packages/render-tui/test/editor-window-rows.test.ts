/**
 * The editing screen's window of a hosted editor is as tall as pi's editor would be by itself, without rendering
 * the editor a second time at the terminal's rows: `editorWindowRows` must be the window pi-tui's `Editor` draws.
 */
import { Editor, type TUI } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { editorWindowRows } from "../src/component/editor-host.ts";

const theme = { borderColor: (text: string) => text, selectList: {} } as unknown as ConstructorParameters<
	typeof Editor
>[1];

/** The lines of text pi's editor draws for `lines` lines in a terminal of `rows` rows (its render less its rules). */
function piWindow(rows: number, lines: number): number {
	const tui = { terminal: { rows, columns: 60 }, requestRender: () => {} } as unknown as TUI;
	const editor = new Editor(tui, theme);
	editor.setText(Array.from({ length: lines }, (_, index) => `line ${index + 1}`).join("\n"));
	return editor.render(60).length - 2;
}

describe("editorWindowRows", () => {
	it.each([1, 5, 12, 16, 20, 24, 40, 50, 100])("is pi's editor's window in %i rows", (rows) => {
		for (const lines of [1, 4, 5, 6, 14, 15, 16, 40, 200]) {
			expect(Math.min(lines, editorWindowRows(rows)), `${lines} lines`).toBe(piWindow(rows, lines));
		}
	});
});
