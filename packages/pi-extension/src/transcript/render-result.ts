import { type MessageLocale, type TranscriptLine, transcriptLine } from "@ask-user/core/contract";
import { keyText, type ToolRenderResultOptions } from "@mariozechner/pi-coding-agent";
import type { Component } from "@mariozechner/pi-tui";
import { FittedLines, type Line } from "./fitted-lines.ts";
import { StoredResult } from "./stored-result.ts";
import { capJoin, displayLines, displayText, MAX_TEXT_UNITS, quoted, type TranscriptTheme } from "./transcript-text.ts";
import { type TranscriptWords, transcriptWords } from "./transcript-words.ts";

/** What pi passes as the result: `content` as sent to the model, `details` as stored (any shape on resume). */
export interface RenderedResult {
	readonly content: readonly { readonly type: string; readonly text?: string }[];
	readonly details: unknown;
}

const INDENT = 2;

/** The most questions the collapsed transcript lists, one line each; it counts the rest. */
export const COLLAPSED_QUESTIONS = 20;

/**
 * The most UTF-16 units of text (styles included) the expanded transcript holds, a few hundred lines: drawing costs
 * what is shown (pi-tui wraps each line again on every width change), so a result of 50,000 questions renders as fast
 * as one of a hundred, at any width (`pnpm bench --only transcript`). It says how many questions it left out; the
 * details and the model's text hold them all.
 */
export const EXPANDED_UNITS = 20_000;

/** The `content` text as plain lines, each cut before it is sanitized: the fallback for details this version cannot read. */
function contentLines(result: RenderedResult, theme: TranscriptTheme): Line[] {
	const text = result.content.flatMap((part) => (part.type === "text" && part.text !== undefined ? [part.text] : []));
	if (text.length === 0) return [];
	const joined = text.join("\n");
	// A stored result may come from anywhere: only what the expanded view holds is split and sanitized.
	const shown = joined.length > EXPANDED_UNITS ? `${joined.slice(0, EXPANDED_UNITS)}\n…` : joined;
	return displayLines(shown).map((line) => ({ text: theme.fg("toolOutput", line), wrap: true }));
}

function answerText(line: TranscriptLine, theme: TranscriptTheme, words: TranscriptWords): string {
	if (!line.answered) return theme.fg("muted", words.noAnswer);
	const own = line.customText === undefined ? [] : [theme.fg("muted", words.own) + quoted(line.customText)];
	const chosen = capJoin(
		line.chosen.map((choice) => choice.label),
		(label) => displayText(label) ?? "",
		", ",
	);
	return [...(chosen === "" ? [] : [chosen]), ...own].join(", ");
}

/** The note on the question itself. */
function questionNote(note: string, theme: TranscriptTheme, words: TranscriptWords): string {
	return theme.fg("dim", words.note) + quoted(note);
}

/**
 * The notes of `line`, made one by one as they are taken: a question can hold thousands. The question's own note
 * only when `withQuestionNote` (the one-line summary keeps it in view on its own).
 */
function* noteTexts(
	line: TranscriptLine,
	theme: TranscriptTheme,
	words: TranscriptWords,
	withQuestionNote = true,
): Generator<string> {
	for (const n of line.optionNotes) {
		const mark = `${words.noteOn(displayText(n.label) ?? "")}${n.chosen ? "" : ` (${words.notChosen})`}: `;
		yield theme.fg("dim", mark) + quoted(n.note);
	}
	if (line.note !== undefined && withQuestionNote) yield questionNote(line.note, theme, words);
	if (line.unchosenRecommended.length > 0) {
		const names = capJoin(line.unchosenRecommended, (o) => displayText(o.label) ?? "", ", ");
		yield theme.fg("dim", words.recommendedNotChosen(names));
	}
}

/** The note on the whole form, as its own line. */
function formNoteLines(note: string | undefined, theme: TranscriptTheme, words: TranscriptWords): Line[] {
	return note === undefined ? [] : [{ text: theme.fg("dim", words.formNote) + quoted(note), wrap: true }];
}

function headText(line: TranscriptLine, theme: TranscriptTheme, words: TranscriptWords): string {
	const mark = line.answered ? theme.fg("success", "✓") : theme.fg("muted", "○");
	return `${mark} ${words.labelled(theme.fg("accent", displayText(line.label) ?? "?"), answerText(line, theme, words))}`;
}

/**
 * One question on one line cut to the width: its answer, then its notes as far as a line can hold them; the
 * question's own note last and kept in view, the answer and the option notes cut first to make room for it.
 */
function collapsedLine(line: TranscriptLine, theme: TranscriptTheme, words: TranscriptWords): Line {
	const separator = theme.fg("dim", " · ");
	let text = headText(line, theme, words);
	for (const note of noteTexts(line, theme, words, false)) {
		if (text.length > MAX_TEXT_UNITS) break;
		text += separator + note;
	}
	return line.note === undefined ? { text } : { text, keep: separator + questionNote(line.note, theme, words) };
}

/** Lines taken up to `EXPANDED_UNITS` of text: what the expanded view holds. */
class ExpandedLines {
	readonly lines: Line[] = [];
	private units = 0;

	get full(): boolean {
		return this.units >= EXPANDED_UNITS;
	}

	add(line: Line): void {
		this.lines.push(line);
		this.units += line.text.length;
	}
}

/** One question in wrapped lines: its answer, its prompt and each note, as far as `into` has room. */
function expandedQuestion(
	line: TranscriptLine,
	theme: TranscriptTheme,
	words: TranscriptWords,
	into: ExpandedLines,
): void {
	into.add({ text: headText(line, theme, words), wrap: true });
	const prompt = displayText(line.prompt);
	if (prompt !== undefined) into.add({ text: theme.fg("dim", prompt), wrap: true, indent: INDENT });
	for (const text of noteTexts(line, theme, words)) {
		if (into.full) return;
		into.add({ text, wrap: true, indent: INDENT });
	}
}

/** The keys of one of pi's keybinding ids, as pi writes them (`ctrl+o`); `""` when it has none. */
export type KeyText = (keybinding: "app.tools.expand") => string;

/**
 * The `keyText` pi passes in the render context (pi 1.x: its own, which sees the person's keybindings, where an
 * imported one may be another copy of pi's package that does not); the imported one where pi passes none (0.73.1).
 */
export function injectedKeyText(context: unknown): KeyText {
	const injected = typeof context === "object" && context !== null ? Reflect.get(context, "keyText") : undefined;
	return typeof injected === "function" ? (id) => String(injected.call(context, id)) : keyText;
}

function moreQuestions(
	count: number,
	expanded: boolean,
	theme: TranscriptTheme,
	words: TranscriptWords,
	keys: KeyText,
): Line {
	const what = words.moreQuestions(count);
	const key = keys("app.tools.expand");
	const how = expanded ? words.notShownHere : key === "" ? words.expandToSee : words.keyToExpand(key);
	return { text: theme.fg("muted", what + how), wrap: true };
}

/**
 * A submitted result: one line per question (at most `COLLAPSED_QUESTIONS`), or expanded, each question's prompt and
 * notes too (up to `EXPANDED_UNITS`). Only the questions shown are read and drawn; the rest are counted.
 */
function submittedLines(
	stored: StoredResult,
	expanded: boolean,
	theme: TranscriptTheme,
	words: TranscriptWords,
	keys: KeyText,
): Line[] {
	const into = new ExpandedLines();
	let shown = 0;
	for (const { question, answer } of stored.questions()) {
		if (expanded ? into.full : shown >= COLLAPSED_QUESTIONS) break;
		const line = transcriptLine(question, answer);
		if (expanded) expandedQuestion(line, theme, words, into);
		else into.add(collapsedLine(line, theme, words));
		shown++;
	}
	const left = stored.total - shown;
	const { source, note } = stored.summary;
	return [
		...(source === "event" ? [{ text: theme.fg("muted", words.byExtension) }] : []),
		...(source === "script" ? [{ text: theme.fg("muted", words.byScript) }] : []),
		...(source === "page" ? [{ text: theme.fg("muted", words.onPage) }] : []),
		...into.lines,
		...(left > 0 ? [moreQuestions(left, expanded, theme, words, keys)] : []),
		...formNoteLines(note, theme, words),
	];
}

/**
 * The result: one line per question with its answer (custom text and notes marked, unanswered ones shown),
 * or why it was cancelled; expanded adds prompts (or, when cancelled, the text the model got). Bounded by
 * `COLLAPSED_QUESTIONS` and `EXPANDED_UNITS`, so its cost does not grow with the form. In `locale` (the session's:
 * the settings' as last read, else the environment's, D86); the expand key as `keys` names it (pi's own `keyText`
 * where it passes one).
 */
export function renderResult(
	result: RenderedResult,
	options: Pick<ToolRenderResultOptions, "expanded" | "isPartial">,
	theme: TranscriptTheme,
	locale: MessageLocale,
	keys: KeyText = keyText,
): Component {
	const words = transcriptWords(locale);
	if (options.isPartial) return new FittedLines([{ text: theme.fg("muted", words.waiting) }]);
	const stored = StoredResult.read(result.details);
	if (stored === undefined) return new FittedLines(contentLines(result, theme));
	const { summary } = stored;
	if (summary.cancelled) {
		const why = summary.cancelReason === undefined ? undefined : words.cancelReasons[summary.cancelReason];
		const head = { text: theme.fg("warning", words.cancelled(why)) };
		const note = summary.cancelReason === "discuss" ? formNoteLines(summary.note, theme, words) : [];
		return new FittedLines([head, ...note, ...(options.expanded ? contentLines(result, theme) : [])]);
	}
	return new FittedLines(submittedLines(stored, options.expanded, theme, words, keys));
}
