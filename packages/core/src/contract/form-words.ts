/**
 * The words of a renderer's own text around the form (the footer's and the help's key descriptions, the marks of
 * the question, preview and review screens, the renderer's notices): part of the messages table, so every shipped
 * locale speaks them and a host words them like the rest (D83). Key names (`Enter`, `Ctrl+G`) are never part of it:
 * the renderer composes them from the keys bound, and the functions receive them.
 */
export interface FormWords {
	/** What a key does, in the footer (short) and in the help (the `…Help` ones, longer). */
	readonly keyDiscard: string;
	readonly keyNextTab: string;
	readonly keyPreviousTab: string;
	readonly keyNextOption: string;
	readonly keyPreviousOption: string;
	readonly keyNextButton: string;
	readonly keyPreviousButton: string;
	readonly keyConfirm: string;
	readonly keyPressButton: string;
	readonly keyCancel: string;
	readonly keyCancelHelp: string;
	readonly keyToggle: string;
	readonly keyPick: string;
	/** The help's line for the row digits: one digit picks rows 1 to 9, two digits rows 10 and up. */
	readonly keyPickHelp: string;
	/** The help's line for the review's digits, naming its buttons in this table's words. */
	readonly keyReviewDigitsHelp: string;
	readonly keyOptionNote: string;
	readonly keyQuestionNote: string;
	/** The footer's one hint for the option-note and question-note keys together. */
	readonly keyNote: string;
	readonly keyFormNote: string;
	readonly keyFormNoteHelp: string;
	readonly keyScrollPreview: string;
	readonly keyScrollPreviewBack: string;
	readonly keyScrollTop: string;
	readonly keyScrollEnd: string;
	readonly keyFullText: string;
	readonly keyFullPreview: string;
	readonly keyHelp: string;
	readonly keyHelpHelp: string;
	readonly keyDiscuss: string;
	readonly keyDiscussHelp: string;
	readonly keyFold: string;
	readonly keyFoldHelp: string;
	readonly keyFind: string;
	readonly keyFindHelp: string;
	readonly keyEditFilter: string;
	readonly keyKeepFilter: string;
	readonly keyAllOptions: string;
	readonly keyAgentMessage: string;
	readonly keyAgentMessageHelp: string;
	readonly keyWebPage: string;
	readonly keyWebPageHelp: string;
	readonly keySave: string;
	readonly keySaveClose: string;
	readonly keySaveNextTab: string;
	readonly keySavePreviousTab: string;
	readonly keyExternalEditor: string;
	readonly keyNext: string;
	readonly keyPrevious: string;
	readonly keyMove: string;
	readonly keyLeave: string;
	/** Tab and Enter while a completion list (`@` files) shows: take the chosen entry. */
	readonly keyComplete: string;
	/** Esc while the web page's address shows: the address goes, the form stays. */
	readonly keyHideAddress: string;
	readonly keyScroll: string;
	readonly keyScrollAnswers: string;
	readonly keyClose: string;
	readonly keyTopEnd: string;
	/** A first digit waits for the next: without and with the confirm key (`confirm`) that picks row `row` now. */
	readonly keyNextDigit: string;
	readonly keyNextDigitOr: (confirm: string, row: number) => string;
	/** On the review, a digit focused a button (`button`, its label): the same digit (or `confirm`) presses it. */
	readonly keyPressAgain: (digit: string, confirm: string | undefined, button: string) => string;
	/** The cancel key's confirmation after the discard question, naming the cancel keys: long, medium, short. */
	readonly cancelAgainLong: (cancel: string) => string;
	readonly cancelAgainMedium: (cancel: string) => string;
	readonly cancelAgainShort: (cancel: string) => string;
	/** The option-note key on a row without an option, with and without the question-note key to name. */
	readonly notesOnOptions: string;
	readonly notesOnOptionsKey: (questionNoteKey: string) => string;
	readonly notesQuestionKey: (questionNoteKey: string) => string;
	/** The help: its headings (on a question, on the review, over an editor's keys), and how it closes or scrolls. */
	readonly helpHeading: string;
	readonly helpReviewHeading: string;
	readonly helpEditorHeading: string;
	readonly helpClose: string;
	readonly helpCloseOther: string;
	readonly helpScroll: (keys: string) => string;
	/** A scrolled list's marker of `count` (already formatted) lines or items out of view (after the arrow: `↑ 3 more`). */
	readonly moreHidden: (count: string) => string;
	/** After a recommended option's label, in brackets; the preview pane's heading. */
	readonly recommendedMark: string;
	readonly previewHeading: string;
	/** The review's words for a question without an answer and an option noted but not chosen. */
	readonly reviewNotAnswered: string;
	readonly reviewNotChosen: string;
	readonly reviewRecommendedNotChosen: (names: string) => string;
	/** The folded form's line: that a question waits, which keys unfold it, how many questions are answered. */
	readonly foldedWaits: string;
	readonly foldedUnfolds: (keys: string) => string;
	readonly foldedAnswered: (answered: number, total: number) => string;
	/** The filter line when no option has its text; the agent's-message key when there is none. */
	readonly filterNothingFound: string;
	/** The filter line's count: `found` of `total` options have its text (both already formatted). */
	readonly filterFound: (found: string, total: string) => string;
	readonly noAgentMessage: string;
	/** A time limit's time left: whole minutes, or the last two minutes as a clock (`1:05`). */
	readonly timeLeftMinutes: (minutes: number) => string;
	readonly timeLeftClock: (clock: string) => string;
	/**
	 * The editor refused input that would take its text to `characters` (formatted), past `limit`; a text opened past
	 * the limit (a stored draft) of `characters`.
	 */
	readonly editorRefused: (characters: string, limit: string) => string;
	readonly editorPastLimit: (characters: string, limit: string) => string;
	/**
	 * A count as the locale writes it, its digits grouped in threes (`102,419`; `102.419`; French `102 419` with a
	 * no-break space, so a line never breaks inside it): what the person reads "formatted" above.
	 */
	readonly count: (value: number) => string;
	/**
	 * A label and the text it introduces, as the review writes an answer or a note (`Strategy: Canary`) and a row its
	 * own answer: French puts a no-break space before the colon, as its other words do.
	 */
	readonly labelled: (label: string, text: string) => string;
}

/** `value`'s digits grouped in threes with `separator` (a whole number, as every count here is). */
export function groupedDigits(value: number, separator: string): string {
	return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** The English words. */
export const ENGLISH_FORM_WORDS: FormWords = {
	keyDiscard: "discard the form",
	keyNextTab: "next tab",
	keyPreviousTab: "previous tab",
	keyNextOption: "next option",
	keyPreviousOption: "previous option",
	keyNextButton: "next button",
	keyPreviousButton: "previous button",
	keyConfirm: "confirm",
	keyPressButton: "press the focused button",
	keyCancel: "cancel",
	keyCancelHelp: "cancel, asks first if answered",
	keyToggle: "toggle",
	keyPick: "pick option",
	keyPickHelp: "pick option (10+: two digits)",
	keyReviewDigitsHelp: "focus Submit/Cancel/Discuss first; the same digit again presses it",
	keyOptionNote: "option note",
	keyQuestionNote: "question note",
	keyNote: "note",
	keyFormNote: "form note",
	keyFormNoteHelp: "note on the whole form",
	keyScrollPreview: "scroll preview",
	keyScrollPreviewBack: "scroll preview back",
	keyScrollTop: "scroll to the top",
	keyScrollEnd: "scroll to the end",
	keyFullText: "full text",
	keyFullPreview: "full preview",
	keyHelp: "keys",
	keyHelpHelp: "this help",
	keyDiscuss: "discuss first",
	keyDiscussHelp: "end the form to discuss first, as 3 3 does",
	keyFold: "fold",
	keyFoldHelp: "fold to one line",
	keyFind: "find",
	keyFindHelp: "find an option",
	keyEditFilter: "edit filter",
	keyKeepFilter: "keep filter",
	keyAllOptions: "all options",
	keyAgentMessage: "agent's message",
	keyAgentMessageHelp: "read the agent's last message",
	keyWebPage: "web page",
	keyWebPageHelp: "serve the form as a web page and show its address",
	keySave: "save",
	keySaveClose: "save & close",
	keySaveNextTab: "save & next tab",
	keySavePreviousTab: "save & previous tab",
	keyExternalEditor: "external editor",
	keyNext: "next",
	keyPrevious: "previous",
	keyMove: "move",
	keyLeave: "leave",
	keyComplete: "complete",
	keyHideAddress: "hide address",
	keyScroll: "scroll",
	keyScrollAnswers: "scroll answers",
	keyClose: "close",
	keyTopEnd: "top/end",
	keyNextDigit: "next digit",
	keyNextDigitOr: (confirm, row) => `next digit, or ${confirm} for row ${row}`,
	keyPressAgain: (digit, confirm, button) =>
		`${confirm === undefined ? `press ${digit} again` : `press ${digit} again or ${confirm}`} to ${button}`,
	cancelAgainLong: (cancel) => `${cancel} again to cancel the form · any other key keeps answering`,
	cancelAgainMedium: (cancel) => `${cancel} again: cancel · other keys: keep answering`,
	cancelAgainShort: (cancel) => `${cancel} again cancels`,
	notesOnOptions: "Notes go on options",
	notesOnOptionsKey: (key) => `Notes go on options; ${key} notes the question`,
	notesQuestionKey: (key) => `${key} notes the question`,
	helpHeading: "Keys",
	helpReviewHeading: "Keys on the review",
	helpEditorHeading: "In an editor",
	helpClose: "Any key closes this help",
	helpCloseOther: "Any other key closes this help",
	helpScroll: (keys) => `${keys} scroll · other keys close`,
	moreHidden: (count) => `${count} more`,
	recommendedMark: "recommended",
	previewHeading: "Preview",
	reviewNotAnswered: "not answered",
	reviewNotChosen: "not chosen",
	reviewRecommendedNotChosen: (names) => `recommended, not chosen: ${names}`,
	foldedWaits: "A question waits",
	foldedUnfolds: (keys) => `${keys} unfolds`,
	foldedAnswered: (answered, total) => `${answered} of ${total} answered`,
	filterNothingFound: "no option found",
	filterFound: (found, total) => `${found} of ${total}`,
	noAgentMessage: "No message from the agent to show",
	timeLeftMinutes: (minutes) => `${minutes} min left`,
	timeLeftClock: (clock) => `${clock} left`,
	editorRefused: (characters, limit) =>
		`Not added: the text would be ${characters} characters, and it holds at most ${limit}. Nothing was cut.`,
	editorPastLimit: (characters, limit) =>
		`This text is ${characters} characters, past the limit of ${limit}: it can be shortened or saved as it is, not lengthened.`,
	count: (value) => groupedDigits(value, ","),
	labelled: (label, text) => `${label}: ${text}`,
};
