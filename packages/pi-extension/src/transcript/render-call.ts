import { isFields, type MessageLocale } from "@ask-user/core/contract";
import type { Component } from "@mariozechner/pi-tui";
import { FittedLines } from "./fitted-lines.ts";
import { capText, displayText, MAX_TEXT_UNITS, type TranscriptTheme } from "./transcript-text.ts";
import { transcriptWords } from "./transcript-words.ts";

/**
 * The labels of the first questions, as many as the line can show (`MAX_TEXT_UNITS`): pi renders the call on every
 * streamed delta, so the cost must not grow with the number of questions (or megabytes of arguments).
 */
function leadingLabels(questions: readonly unknown[]): string[] {
	const labels: string[] = [];
	for (let i = 0, units = 0; i < questions.length && units <= MAX_TEXT_UNITS; i++) {
		const question = questions[i];
		const label = displayText(isFields(question) ? question.label : undefined) ?? `Q${i + 1}`;
		labels.push(label);
		units += label.length + 2;
	}
	return labels;
}

/**
 * The call line, readable while the arguments stream in (any field may be missing or cut off):
 * `ask_user Setup · 3 questions: Database, Auth, Q3`, its count in `locale` (the session's, as the result's, D86).
 */
export function renderCall(args: unknown, theme: TranscriptTheme, locale: MessageLocale = "en"): Component {
	const fields = isFields(args) ? args : {};
	const title = displayText(fields.title);
	const questions = Array.isArray(fields.questions) ? fields.questions : [];
	let line = theme.fg("toolTitle", theme.bold("ask_user"));
	if (title !== undefined) line += ` ${theme.fg("accent", title)}`;
	if (questions.length > 0) {
		const count = transcriptWords(locale).questionCount(questions.length);
		line += theme.fg("muted", ` · ${count}: `) + theme.fg("dim", capText(leadingLabels(questions).join(", ")));
	}
	return new FittedLines([{ text: line }]);
}
