import type { Component } from "@mariozechner/pi-tui";
import { isFields } from "./fields.ts";
import { FittedLines } from "./fitted-lines.ts";
import { capText, displayText, type TranscriptTheme } from "./transcript-text.ts";

/**
 * The call line, readable while the arguments stream in (any field may be missing or cut off):
 * `ask_user Setup · 3 questions: Database, Auth, Q3`.
 */
export function renderCall(args: unknown, theme: TranscriptTheme): Component {
	const fields = isFields(args) ? args : {};
	const title = displayText(fields.title);
	const questions = Array.isArray(fields.questions) ? fields.questions : [];
	const labels = questions.map((q, i) => displayText(isFields(q) ? q.label : undefined) ?? `Q${i + 1}`);
	let line = theme.fg("toolTitle", theme.bold("ask_user"));
	if (title !== undefined) line += ` ${theme.fg("accent", title)}`;
	if (labels.length > 0) {
		const count = `${labels.length} question${labels.length === 1 ? "" : "s"}`;
		line += theme.fg("muted", ` · ${count}: `) + theme.fg("dim", capText(labels.join(", ")));
	}
	return new FittedLines([{ text: line }]);
}
