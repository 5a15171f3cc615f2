/**
 * `@ask-user/core/tool-text`: what the model reads about `ask_user` (description, prompt line, guidelines), alone, so a
 * host can register the tool at its start without loading the contract's validation and results.
 */
export { TOOL_DESCRIPTION, TOOL_GUIDELINES, TOOL_PROMPT_SNIPPET } from "./contract/tool-prompt.ts";
