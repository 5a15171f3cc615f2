/**
 * Untrusted text made safe and width-fitted for a terminal, without the questionnaire component: what a host needs
 * to draw model text (a tool call, a transcript) as pi-tui lines.
 */

export { sanitizeBlock, sanitizeLine, sanitizeText, TAB_WIDTH } from "@ask-user/core/contract";
export { addressRows } from "./text/address-rows.ts";
export { ELLIPSIS, fitLine, padRight, wrap } from "./text/fit.ts";
