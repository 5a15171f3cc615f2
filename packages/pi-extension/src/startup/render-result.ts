import { type CancelReason, type TranscriptLine, transcriptLines } from "@ask-user/core/contract";
import type { ToolRenderResultOptions } from "@mariozechner/pi-coding-agent";
import type { Component } from "@mariozechner/pi-tui";
import { FittedLines, type Line } from "./fitted-lines.ts";
import { readDetails } from "./read-details.ts";
import { WAITING_TEXT } from "./result.ts";
import { capText, displayLines, displayText, quoted, type TranscriptTheme } from "./transcript-text.ts";

/** What pi passes as the result: `content` as sent to the model, `details` as stored (any shape on resume). */
export interface RenderedResult {
	readonly content: readonly { readonly type: string; readonly text?: string }[];
	readonly details: unknown;
}

const CANCEL_TEXT: Record<CancelReason, string> = {
	user: "by the user",
	dismissed: "dismissed",
	aborted: "run aborted",
	ui_unavailable: "no interactive UI",
	invalid_input: "invalid input",
	error: "error",
	timeout: "timed out",
	discuss: "to discuss first",
};

const INDENT = 2;

/** The `content` text as plain lines, each cut before it is sanitized: the fallback for details this version cannot read. */
function contentLines(result: RenderedResult, theme: TranscriptTheme): Line[] {
	const text = result.content.flatMap((part) => (part.type === "text" && part.text !== undefined ? [part.text] : []));
	if (text.length === 0) return [];
	return displayLines(text.join("\n")).map((line) => ({ text: theme.fg("toolOutput", line), wrap: true }));
}

function answerText(line: TranscriptLine, theme: TranscriptTheme): string {
	if (!line.answered) return theme.fg("muted", "(no answer)");
	const own = line.customText === undefined ? [] : [theme.fg("muted", "(own) ") + quoted(line.customText)];
	const chosen = line.chosen.map((choice) => displayText(choice.label) ?? "");
	return [...(chosen.length === 0 ? [] : [capText(chosen.join(", "))]), ...own].join(", ");
}

function noteTexts(line: TranscriptLine, theme: TranscriptTheme): string[] {
	return [
		...line.optionNotes.map(
			(n) =>
				theme.fg("dim", `note on ${displayText(n.label) ?? ""}${n.chosen ? "" : " (not chosen)"}: `) + quoted(n.note),
		),
		...(line.note === undefined ? [] : [theme.fg("dim", "note: ") + quoted(line.note)]),
		...(line.unchosenRecommended.length === 0
			? []
			: [
					theme.fg("dim", "recommended, not chosen: ") +
						capText(line.unchosenRecommended.map((o) => displayText(o.label) ?? "").join(", ")),
				]),
	];
}

/** The note on the whole form, as its own line. */
function formNoteLines(note: string | undefined, theme: TranscriptTheme): Line[] {
	return note === undefined ? [] : [{ text: theme.fg("dim", "note on the form: ") + quoted(note), wrap: true }];
}

/** One question: a single cut-to-width line, or (expanded) wrapped lines with the prompt and each note. */
function questionLines(line: TranscriptLine, expanded: boolean, theme: TranscriptTheme): Line[] {
	const mark = line.answered ? theme.fg("success", "✓") : theme.fg("muted", "○");
	const head = `${mark} ${theme.fg("accent", displayText(line.label) ?? "?")}: ${answerText(line, theme)}`;
	const notes = noteTexts(line, theme);
	if (!expanded) return [{ text: [head, ...notes].join(theme.fg("dim", " · ")) }];
	const prompt = displayText(line.prompt);
	return [
		{ text: head, wrap: true },
		...(prompt === undefined ? [] : [{ text: theme.fg("dim", prompt), wrap: true, indent: INDENT }]),
		...notes.map((text) => ({ text, wrap: true, indent: INDENT })),
	];
}

/**
 * The result: one line per question with its answer (custom text and notes marked, unanswered ones shown),
 * or why it was cancelled; expanded adds prompts (or, when cancelled, the text the model got).
 */
export function renderResult(
	result: RenderedResult,
	options: Pick<ToolRenderResultOptions, "expanded" | "isPartial">,
	theme: TranscriptTheme,
): Component {
	if (options.isPartial) return new FittedLines([{ text: theme.fg("muted", WAITING_TEXT) }]);
	const details = readDetails(result.details);
	if (details === undefined) return new FittedLines(contentLines(result, theme));
	if (details.cancelled) {
		const why = details.cancelReason === undefined ? "" : ` (${CANCEL_TEXT[details.cancelReason]})`;
		const head = { text: theme.fg("warning", `Cancelled${why}`) };
		const note = details.cancelReason === "discuss" ? formNoteLines(details.note, theme) : [];
		return new FittedLines([head, ...note, ...(options.expanded ? contentLines(result, theme) : [])]);
	}
	return new FittedLines([
		...transcriptLines(details).flatMap((line) => questionLines(line, options.expanded, theme)),
		...formNoteLines(details.note, theme),
	]);
}
