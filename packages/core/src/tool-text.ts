/**
 * `@ask-user/core/tool-text`: what the model reads about `ask_user` (description, prompt line, guidelines), alone, so a
 * host can register the tool at its start without loading the contract's validation and results; and the shipped
 * locales with `localeOf` and `environmentLocale`, so what it registers can speak the environment's language without
 * loading the messages.
 */
export { environmentLocale, localeOf, MESSAGE_LOCALES, type MessageLocale } from "./contract/locale-tag.ts";
export { TOOL_DESCRIPTION, TOOL_GUIDELINES, TOOL_PROMPT_SNIPPET } from "./contract/tool-prompt.ts";
