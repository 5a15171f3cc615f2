/**
 * The open form as HTML, rendered from core's view model: the tabs, the active question (its options as buttons or
 * checkboxes, its own answer and notes as text fields) or the review, and a note when a terminal that shows the same
 * form holds an editor open, or when the form asks to discard. Model and typed text goes through `pageText`
 * (sanitized, bounded, escaped); attributes hold only numbers and fixed words, so no model text reaches an attribute
 * or the page's script.
 */
import type {
	AskUserDetails,
	Discard,
	EditorView,
	QuestionnaireView,
	QuestionView,
	ReviewItem,
	ReviewView,
	RowView,
} from "@ask-user/core";
import { escapeHtml, MAX_BOX_TEXT_UNITS, pageText } from "./html-text.ts";
import { ENGLISH_PAGE_WORDS, type PageWords } from "./page-words.ts";
import { fieldOf } from "./text-boxes.ts";

/**
 * The most rows of one question the page lists: around the focused row where a terminal shows the same form (it
 * reaches the rest), else a page of them, with buttons to the pages before and after.
 */
export const MAX_PAGE_ROWS = 500;

/** The page's own words for a field the person saves: a textarea and its button share `field`. */
function textField(
	field: string,
	name: string,
	text: string | undefined,
	action: string,
	button: string,
	extra = "",
): string {
	return (
		`<textarea data-field="${field}" rows="3" aria-label="${pageText(name)}">${pageText(text ?? "", MAX_BOX_TEXT_UNITS)}</textarea>` +
		`<button type="button" data-action="${action}" data-field="${field}"${extra}>${button}</button>`
	);
}

/**
 * A folded note: open when it holds text, so a note is never hidden. `about`, the id of what it notes (an option's
 * label), describes its summary: every option's note is "Note", told apart by the option.
 */
function noteField(
	words: PageWords,
	key: string,
	summary: string,
	note: string | undefined,
	action: string,
	extra = "",
	about?: string,
): string {
	const open = note === undefined ? "" : " open";
	const shown = note === undefined ? "" : `: ${pageText(note)}`;
	const described = about === undefined ? "" : ` aria-describedby="${about}"`;
	return (
		`<details class="note" data-key="${key}"${open}><summary${described}>${summary}<span class="note-text">${shown}</span></summary>` +
		`${textField(key, summary, note, action, words.saveNote, extra)}</details>`
	);
}

function tabsHtml(view: QuestionnaireView, words: PageWords): string {
	const tabs: string[] = [];
	for (let i = 0; i < view.tabCount; i++) {
		const tab = view.getTab(i);
		const marks = `${tab.answered ? " ✓" : ""}${tab.required && !tab.answered ? " *" : ""}`;
		const current = tab.active ? ' aria-current="step"' : "";
		tabs.push(
			`<button type="button" class="tab" data-action="tab.select" data-index="${i}"${current}>${pageText(tab.label)}${marks}</button>`,
		);
	}
	return `<nav class="tabs" aria-label="${words.questions}">${tabs.join("")}</nav>`;
}

/** The text the terminal's open editor holds, where the page shows that field. */
interface Draft {
	readonly kind: EditorView["kind"];
	readonly text: string;
}

/**
 * A piece of the form's HTML: an element the page replaces alone when only it changed (`part`, its `data-part`), or
 * the frame around such elements (changed, the whole form is sent again).
 */
export interface Piece {
	readonly part?: string;
	readonly html: string;
	/**
	 * Set on a row's piece whose HTML is `was` (the row's last render) with only its pick changed (to `selected`): a
	 * page showing `was` sets the pick on the row instead of receiving the row's text again. The HTML, not the piece:
	 * a piece kept there would keep its own `was`, one piece for every pick made on the row.
	 */
	readonly picked?: { readonly was: string; readonly selected: boolean };
}

/** Model text as the page shows it (`pageText`), with the text it was made from. */
interface ShownText {
	readonly from: string;
	readonly html: string;
}

/** What a row shows, each compared by identity with what it showed when rendered. */
interface RowInputs {
	readonly type: QuestionView["type"];
	readonly label: string;
	readonly recommended: RowView["recommended"];
	readonly description: string | undefined;
	readonly preview: string | undefined;
	readonly selected: boolean;
	readonly note: string | undefined;
	/** The terminal's draft of the row's note, while its editor is open. */
	readonly edited: string | undefined;
}

/**
 * A row's piece and what it was rendered from, compared by identity: an unchanged row is not rendered again (and its
 * piece is the same object), and a row whose pick or note changed renders its label, description and preview again
 * only if they changed (a pick on options of long previews costs the row's markup, not its text, and the page gets
 * the pick alone: `Piece.picked`).
 */
interface RenderedRow {
	readonly from: RowInputs;
	readonly piece: Piece;
	readonly texts: RowTexts;
}

/** A row's model text as shown. */
interface RowTexts {
	readonly label: ShownText;
	readonly description: ShownText | undefined;
	readonly preview: ShownText | undefined;
}

/** The rows of one question rendered last (by row index): a key that moves the focus renders none of them again. */
export interface RowCache {
	question: number;
	rows: Map<number, RenderedRow>;
}

export function rowCache(): RowCache {
	return { question: -1, rows: new Map() };
}

/** `text` as the page shows it, taken from `kept` when made from the same text. */
function shown(text: string, kept: ShownText | undefined): ShownText {
	return kept?.from === text ? kept : { from: text, html: pageText(text) };
}

/**
 * A row's number as the terminal shows it, which a digit typed on the page picks: seen, not read aloud (a radio's or
 * checkbox's name is its label, and its place in the group is said).
 */
const rowNumber = (number: number) => `<span class="number" aria-hidden="true">${number}.</span>`;

function rowHtml(
	words: PageWords,
	question: QuestionView,
	row: RowView,
	draft: Draft | undefined,
	texts: RowTexts,
): string {
	const at = ` data-question="${question.index}" data-index="${row.index}"`;
	const labelId = `label-${question.index}-${row.index}`;
	const parts = [`<span class="label" id="${labelId}">${texts.label.html}</span>`];
	if (row.recommended === true) parts.push(`<span class="recommended">${words.recommendedMark}</span>`);
	if (texts.description !== undefined) parts.push(`<span class="description">${texts.description.html}</span>`);
	const checked = row.selected ? " checked" : "";
	const number = rowNumber(row.number);
	const pick =
		question.type === "multi"
			? `<label class="choice">${number}<input type="checkbox" data-action="value.toggle"${at}${checked}><span class="text">${parts.join("")}</span></label>`
			: `<button type="button" class="choice" role="radio" aria-checked="${row.selected}" data-action="option.pick"${at}>${number}<span class="text">${parts.join("")}</span></button>`;
	const preview =
		texts.preview === undefined
			? ""
			: `<details class="preview" data-key="preview-${question.index}-${row.index}"><summary aria-describedby="${labelId}">${words.previewHeading}</summary><pre>${texts.preview.html}</pre></details>`;
	const edited = draft?.kind === "optionNote" && question.focusedRow === row.index ? draft.text : row.note;
	const note = noteField(
		words,
		fieldOf({ type: "optionNote", question: question.index, index: row.index }),
		words.note,
		edited,
		"optionNote",
		at,
		labelId,
	);
	return `<li class="option${row.selected ? " selected" : ""}" data-part="row-${row.index}">${pick}${preview}${note}</li>`;
}

/**
 * Whether `row`, picked as `selected`, shows what `kept` was rendered from; allocates nothing, as most rows are
 * unchanged on a key.
 */
function showsSame(
	kept: RowInputs,
	question: QuestionView,
	row: RowView,
	edited: string | undefined,
	selected: boolean,
): boolean {
	return (
		kept.type === question.type &&
		kept.label === row.label &&
		kept.recommended === row.recommended &&
		kept.description === row.description &&
		kept.preview === row.preview &&
		kept.selected === selected &&
		kept.note === row.note &&
		kept.edited === edited
	);
}

/** The row's piece, from `cache` when nothing it shows changed. */
function cachedRowPiece(
	words: PageWords,
	cache: RowCache,
	question: QuestionView,
	row: RowView,
	draft: Draft | undefined,
): Piece {
	const edited = draft?.kind === "optionNote" && question.focusedRow === row.index ? draft.text : undefined;
	const kept = cache.rows.get(row.index);
	if (kept !== undefined && showsSame(kept.from, question, row, edited, row.selected)) return kept.piece;
	const from: RowInputs = {
		type: question.type,
		label: row.label,
		recommended: row.recommended,
		description: row.description,
		preview: row.preview,
		selected: row.selected,
		note: row.note,
		edited,
	};
	const texts: RowTexts = {
		label: shown(row.label, kept?.texts.label),
		description: row.description === undefined ? undefined : shown(row.description, kept?.texts.description),
		preview: row.preview === undefined ? undefined : shown(row.preview, kept?.texts.preview),
	};
	const html = rowHtml(words, question, row, draft, texts);
	const pickOnly = kept !== undefined && showsSame(kept.from, question, row, edited, kept.from.selected);
	const piece: Piece = pickOnly
		? { part: `row-${row.index}`, html, picked: { was: kept.piece.html, selected: row.selected } }
		: { part: `row-${row.index}`, html };
	cache.rows.set(row.index, { from, piece, texts });
	return piece;
}

/**
 * The first row listed: the window of `MAX_PAGE_ROWS` holds the focused row, around it where a terminal shows the
 * form (following its focus), else the page of `MAX_PAGE_ROWS` rows it is on.
 */
function firstListed(question: QuestionView, optionCount: number, terminal: boolean): number {
	if (optionCount <= MAX_PAGE_ROWS) return 0;
	if (!terminal) return Math.floor(Math.min(question.focusedRow, optionCount - 1) / MAX_PAGE_ROWS) * MAX_PAGE_ROWS;
	const half = Math.floor(MAX_PAGE_ROWS / 2);
	return Math.min(Math.max(0, question.focusedRow - half), optionCount - MAX_PAGE_ROWS);
}

/**
 * What says that only rows `first` to `last` (excluded) of `count` are listed: where a terminal shows the form, that it
 * reaches the rest; else buttons that focus the row before or after them, listing its page.
 */
function moreHtml(
	words: PageWords,
	question: QuestionView,
	first: number,
	last: number,
	count: number,
	terminal: boolean,
): string {
	if (first === 0 && last === count) return "";
	if (terminal) return `<p class="more">${words.someOptions(first + 1, last, count)}</p>`;
	const at = ` data-question="${question.index}"`;
	const button = (index: number, label: string) =>
		`<button type="button" data-action="option.focus"${at} data-index="${index}">${label}</button>`;
	const earlier = first > 0 ? button(first - 1, words.earlierOptions) : "";
	const later = last < count ? button(last, words.laterOptions) : "";
	const shown = `<p>${words.optionsShown(first + 1, last, count)}</p>`;
	return `<div class="more">${shown}<div class="buttons">${earlier}${later}</div></div>`;
}

function questionPieces(
	words: PageWords,
	cache: RowCache,
	question: QuestionView,
	draft: Draft | undefined,
	terminal: boolean,
): Piece[] {
	if (cache.question !== question.index) {
		cache.question = question.index;
		cache.rows = new Map();
	}
	const custom = question.rowCount > 0 ? question.getRow(question.rowCount - 1) : undefined;
	const own = custom?.kind === "custom" ? custom : undefined;
	const optionCount = own === undefined ? question.rowCount : question.rowCount - 1;
	const first = firstListed(question, optionCount, terminal);
	const last = Math.min(optionCount, first + MAX_PAGE_ROWS);
	const rows: Piece[] = [];
	for (let i = first; i < last; i++) {
		rows.push(cachedRowPiece(words, cache, question, question.getRow(i), draft));
	}
	const more = moreHtml(words, question, first, last, optionCount, terminal);
	// Named by the question's label and described by its prompt; the script moves a radio group's pick with the arrows.
	const group = `role="${question.type === "multi" ? "group" : "radiogroup"}" aria-labelledby="question-label" aria-describedby="question-prompt"`;
	const list = rows.length === 0 ? [] : [{ html: `<ul class="options" ${group}>` }, ...rows, { html: `</ul>${more}` }];
	const at = ` data-question="${question.index}"`;
	// A text question's box is its answer, named as the terminal's editor names it; a choice question's is its own answer.
	const ownName = own === undefined ? "" : question.type === "text" ? words.answerHeading : own.label;
	const ownField =
		own === undefined
			? ""
			: `<div class="own"><label>${rowNumber(own.number)}${pageText(ownName)}</label>${textField(fieldOf({ type: "answer", question: question.index }), ownName, draft?.kind === "answer" ? draft.text : own.customText, "answer", words.saveAnswer, at)}</div>`;
	const required = question.required ? `<p class="required">${words.important}</p>` : "";
	const noted = draft?.kind === "questionNote" ? draft.text : question.note;
	const note = noteField(
		words,
		fieldOf({ type: "questionNote", question: question.index }),
		words.noteOnQuestion,
		noted,
		"questionNote",
		at,
	);
	return [
		{ html: '<section class="question">' },
		{
			part: "top",
			html: `<div data-part="top"><h2 id="question-label">${pageText(question.label)}</h2>${required}<p class="prompt" id="question-prompt">${pageText(question.prompt)}</p></div>`,
		},
		...list,
		{ part: "bottom", html: `<div data-part="bottom">${ownField}${note}</div>` },
		{ html: "</section>" },
	];
}

function itemHtml(item: ReviewItem, words: PageWords): string {
	const answer: string[] = [];
	for (const choice of item.chosen) answer.push(`<li>${pageText(choice.label)}</li>`);
	if (item.customText !== undefined) answer.push(`<li class="own-answer">${pageText(item.customText)}</li>`);
	const notes = item.optionNotes.map(
		(note) =>
			`<li>${words.noteOn(pageText(note.label))}${note.chosen ? "" : ` (${words.reviewNotChosen})`}: ${pageText(note.note)}</li>`,
	);
	if (item.note !== undefined) notes.unshift(`<li>${words.note}: ${pageText(item.note)}</li>`);
	// As the terminal's review says it: the recommended options an answered question left unchosen.
	if (item.unchosenRecommended.length > 0) {
		const names = item.unchosenRecommended.map((option) => pageText(option.label)).join(", ");
		notes.push(`<li class="recommended-not-chosen">${words.reviewRecommendedNotChosen(names)}</li>`);
	}
	const shown = item.answered
		? `<ul class="answer">${answer.join("")}</ul>`
		: `<p class="unanswered">${words.reviewNotAnswered}</p>`;
	const noted = notes.length === 0 ? "" : `<ul class="notes">${notes.join("")}</ul>`;
	const required = item.required && !item.answered ? " *" : "";
	return `<li class="item"><button type="button" class="item-label" data-action="tab.select" data-index="${item.index}">${pageText(item.label)}${required}</button><p class="prompt">${pageText(item.prompt)}</p>${shown}${noted}</li>`;
}

/**
 * The review in pieces: its heading, its items and its note change apart; its buttons are never sent again, so a
 * click on Submit lands even while a change (the note just saved, a key in the terminal) replaces the rest.
 */
function reviewPieces(review: ReviewView, label: string, words: PageWords): Piece[] {
	const items: string[] = [];
	for (let i = 0; i < review.itemCount; i++) items.push(itemHtml(review.getItem(i), words));
	const missing = review.unansweredRequired.length;
	const warning = missing === 0 ? "" : `<p class="required">${words.importantMissing(missing)}</p>`;
	const note = noteField(words, "formNote", words.noteOnForm, review.note, "formNote");
	const buttons =
		`<div class="buttons"><button type="button" class="primary" data-action="submit">${words.submitButton}</button>` +
		`<button type="button" data-action="cancel">${words.cancelButton}</button>` +
		`<button type="button" data-action="discuss">${words.discussButton}</button></div>`;
	return [
		{ html: '<section class="review">' },
		{ part: "review-top", html: `<div data-part="review-top"><h2>${pageText(label)}</h2>${warning}</div>` },
		{ part: "review-items", html: `<ol class="items" data-part="review-items">${items.join("")}</ol>` },
		{ part: "review-note", html: `<div data-part="review-note">${note}</div>` },
		{ html: `${buttons}</section>` },
	];
}

function discardHtml(discard: Discard, words: PageWords): string {
	return (
		`<section class="confirm" role="alertdialog"><p>${pageText(discard.question)}</p><div class="buttons">` +
		`<button type="button" class="danger" data-action="cancel">${words.discard}</button>` +
		`<button type="button" class="primary" data-action="resume">${words.keepAnswering}</button></div></section>`
	);
}

/** The active tab: the question (with the draft of an open editor) or the review. */
function bodyPieces(words: PageWords, cache: RowCache, view: QuestionnaireView, terminal: boolean): Piece[] {
	if (view.mode === "reviewing") {
		return reviewPieces(view.review, view.getTab(view.activeTab).label, words);
	}
	if (view.mode === "answering") return questionPieces(words, cache, view.question, undefined, terminal);
	if (view.mode !== "editing") return [];
	if (view.question === undefined) {
		const note = noteField(words, "formNote", words.noteOnForm, view.editor.draft, "formNote");
		return [{ part: "form-note", html: `<div data-part="form-note">${note}</div>` }];
	}
	const draft = { kind: view.editor.kind, text: view.editor.draft };
	return questionPieces(words, cache, view.question, draft, terminal);
}

/**
 * The open form's HTML (the inside of the page's `<main>`) in pieces: a key that changes one row renders and sends
 * that row alone; the rows `cache` holds from the last call are not rendered again. `terminal`: whether a terminal
 * shows the same form (pi's), which the page then names; without one, the page names none.
 */
export function formPieces(
	view: QuestionnaireView,
	cache: RowCache,
	words: PageWords = ENGLISH_PAGE_WORDS,
	terminal = false,
): readonly Piece[] {
	const title = `<h1>${pageText(view.title ?? words.defaultTitle)}</h1>`;
	if (view.mode === "submitted" || view.mode === "cancelled") return [{ html: title }];
	const editing =
		terminal && view.mode === "editing"
			? `<p class="editing">${words.editorOpen(pageText(view.editor.heading))}</p>`
			: "";
	const discard = view.confirmingCancel === undefined ? "" : discardHtml(view.confirmingCancel, words);
	// Back and Next do not wrap: Back is disabled on the first tab, Next on the review (the last).
	const first = view.activeTab === 0 ? " disabled" : "";
	const last = view.activeTab === view.tabCount - 1 ? " disabled" : "";
	const moves =
		`<div class="moves" data-part="moves"><button type="button" data-action="tab.prev"${first}>${words.back}</button>` +
		`<button type="button" data-action="tab.next"${last}>${words.next}</button></div>`;
	return [
		{ part: "head", html: `<div data-part="head">${title}${tabsHtml(view, words)}${editing}${discard}</div>` },
		...bodyPieces(words, cache, view, terminal),
		{ part: "moves", html: moves },
	];
}

/** The pieces' HTML as one. */
export function joined(pieces: readonly Piece[]): string {
	return pieces.map((piece) => piece.html).join("");
}

/** The open form's HTML whole (the inside of the page's `<main>`); `terminal` as for `formPieces`. */
export function formHtml(view: QuestionnaireView, words: PageWords = ENGLISH_PAGE_WORDS, terminal = false): string {
	return joined(formPieces(view, rowCache(), words, terminal));
}

/**
 * What the page shows once the form ended (how, when known) or left the page (`why`, the host's words), in `words`;
 * the server closes after it.
 */
export function endedHtml(
	details: AskUserDetails | undefined,
	words: PageWords = ENGLISH_PAGE_WORDS,
	why?: string,
): string {
	const said =
		details === undefined
			? (why ?? words.closed)
			: details.cancelled
				? words.ends[details.cancelReason ?? "user"]
				: words.submittedText;
	const heading = details?.cancelled === false ? words.submittedHeading : words.closedHeading;
	return `<h1>${escapeHtml(heading)}</h1><section class="ended"><p>${escapeHtml(said)}</p><p>${escapeHtml(words.closeThisPage)}</p></section>`;
}
