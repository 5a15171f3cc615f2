export {
	type EditingAction,
	type KeyHint,
	keyHints,
	type MainAction,
	resolveEditingKey,
	resolveMainKey,
} from "./keymap.ts";
export { ELLIPSIS, fitLine, padRight, wrap } from "./text/fit.ts";
export { sanitizeBlock, sanitizeLine, sanitizeText, TAB_WIDTH } from "./text/sanitize.ts";
export { type AskTheme, fromPiTheme, identityTheme, type PiTheme, type Style } from "./theme.ts";
