export {
	type EditingAction,
	type KeyHint,
	keyHints,
	type MainAction,
	resolveEditingKey,
	resolveMainKey,
} from "./keymap.ts";
export {
	DEFAULT_RESERVED_ROWS,
	QuestionnaireComponent,
	type QuestionnaireComponentOptions,
} from "./questionnaire.component.ts";
export { editorThemeOf, markdownThemeOf } from "./render/component-themes.ts";
export { EDITOR_MIN_WIDTH, editorWidth, renderEditing, withPlaceholder } from "./render/editor.ts";
export { renderFooter } from "./render/footer.ts";
export { type BodyRenderer, renderFrame } from "./render/frame.ts";
export { MAX_PREVIEW_CHARS, MarkdownCache } from "./render/markdown-cache.ts";
export {
	type PreviewScroll,
	renderPreviewPane,
	renderPreviewQuestion,
	SIDE_BY_SIDE_MIN_WIDTH,
} from "./render/preview.ts";
export { renderQuestion, renderQuestionHeader, renderRow, renderRows } from "./render/question.ts";
export { renderReview, renderReviewItem } from "./render/review.ts";
export { type ScrollAnchor, type ScrollSide, type ScrollWindowOptions, scrollWindow } from "./render/scroll.ts";
export { renderTabs } from "./render/tabs.ts";
export { sanitizingAutocomplete } from "./sanitizing-autocomplete.ts";
// Everything `@ask-user/render-tui/text` exports (listed in text.ts): sanitizing and fitting text.
export * from "./text.ts";
export { type AskTheme, fromPiTheme, identityTheme, type PiTheme, type Style } from "./theme.ts";
