/**
 * What hosts use: the questionnaire component, the external editor pi uses (a host service), the theme adapters, the keymap (its hints, and the keys bound with
 * a host's settings), and (also from `@ask-user/render-tui/text`) sanitizing and fitting text. The line renderers
 * under `render/` are internal.
 */

export { type ExternalEdit, type ExternalEditor, editExternally } from "./component/external-editor.ts";
export type { ModeKind, ViewPlace } from "./component/view-mode.ts";
export type { WebPageAddress, WebPageHost } from "./component/web-page-key.ts";
export {
	type CompletionAction,
	createKeymap,
	type EditingAction,
	type FilterAction,
	type KeyHint,
	type Keymap,
	keyHints,
	type MainAction,
} from "./keymap.ts";
export { FORM_ACTIONS, type FormAction, type KeySources } from "./keys/key-sources.ts";
export type { LoopWatch } from "./keys/pause-clock.ts";
export type { KeyHolder, KeylessEntry, KeysInstead, RefusedActionKeys } from "./keys/settled-keys.ts";
export {
	DEFAULT_RESERVED_ROWS,
	QuestionnaireComponent,
	type QuestionnaireComponentOptions,
	type QuestionnaireForm,
	type QuestionnaireHostServices,
	type QuestionnairePersonSettings,
} from "./questionnaire.component.ts";
// Everything `@ask-user/render-tui/text` exports (listed in text.ts): sanitizing and fitting text.
export * from "./text.ts";
export { type AskTheme, fromPiTheme, identityTheme, type PiTheme, type PiThemeColor, type Style } from "./theme.ts";
