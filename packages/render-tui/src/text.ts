/**
 * Untrusted text made safe and width-fitted for a terminal, without the questionnaire component: what a host needs
 * to draw model text (a tool call, a transcript) as pi-tui lines, and to have pi-tui's emoji expression compiled at
 * a pause in its own terminal rather than in a form's first review.
 */

export { sanitizeBlock, sanitizeLine, sanitizeText, TAB_WIDTH } from "@ask-user/core/contract";
export { addressRows } from "./text/address-rows.ts";
export { EmojiWarmup } from "./text/emoji-widths.ts";
export { ELLIPSIS, fitLine, padRight, wrap } from "./text/fit.ts";
