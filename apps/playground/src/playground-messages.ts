import { defineMessages, type Messages } from "@ask-user/core/contract";

/**
 * The form's words in the playground: core's English table, but for keys the typeahead guard holds (typed on from
 * before the form could be seen, as while the playground starts). pi gives them back to its prompt; the playground
 * has none, so they are ignored, and the form says so.
 */
export const PLAYGROUND_MESSAGES: Messages = defineMessages({
	typeaheadKept: (characters) => `${characters} typed character${characters === 1 ? "" : "s"} ignored until you pause`,
});
