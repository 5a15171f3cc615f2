import type { CancelReason, EditorKind, QuestionnaireEvent } from "../../src/index.ts";

/**
 * The machine's events by the key the contract names for them, so tests read like key presses. Esc is
 * `flow.cancel` in the main flow and `editor.close` in an editor; the renderer's keymap makes that choice.
 */
export const key = {
	tab: { type: "tab.next" },
	shiftTab: { type: "tab.prev" },
	right: { type: "tab.next" },
	left: { type: "tab.prev" },
	down: { type: "option.next" },
	up: { type: "option.prev" },
	enter: { type: "option.confirm" },
	space: { type: "option.toggle" },
	n: { type: "editor.open", kind: "optionNote" },
	shiftN: { type: "editor.open", kind: "questionNote" },
	esc: { type: "flow.cancel" },
	ctrlC: { type: "flow.dismiss" },
	digit: (digit: number) => ({ type: "digit.type", digit }),
} as const satisfies Record<string, QuestionnaireEvent | ((n: number) => QuestionnaireEvent)>;

/** Events with no single key: the editor's text, jumps, and the host's own events. */
export const event = {
	open: (kind: EditorKind): QuestionnaireEvent => ({ type: "editor.open", kind }),
	change: (text: string): QuestionnaireEvent => ({ type: "editor.change", text }),
	/** Enter in the editor; without text the mirrored draft is saved. */
	save: (text?: string): QuestionnaireEvent =>
		text === undefined ? { type: "editor.save" } : { type: "editor.save", text },
	/** Esc in the editor; without text the mirrored draft is saved. */
	close: (text?: string): QuestionnaireEvent =>
		text === undefined ? { type: "editor.close" } : { type: "editor.close", text },
	selectTab: (index: number): QuestionnaireEvent => ({ type: "tab.select", index }),
	focus: (index: number): QuestionnaireEvent => ({ type: "option.focus", index }),
	/** Pick a row by its whole number at once (a host's pick; typed digits are `key.digit`). */
	pick: (number: number): QuestionnaireEvent => ({ type: "option.pick", number }),
	submit: { type: "flow.submit" },
	abort: (reason?: CancelReason): QuestionnaireEvent =>
		reason === undefined ? { type: "flow.abort" } : { type: "flow.abort", reason },
} as const;
