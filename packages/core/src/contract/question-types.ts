/**
 * The question types, apart from the TypeBox schema: validation and the result builders read them without loading
 * TypeBox, so a host bundling only `validate` from `@ask-user/core/contract` carries no schema library.
 */
export const QUESTION_TYPES = ["single", "multi", "preview", "text"] as const;

/** A question's kind: `single`, `multi`, `preview` or `text` (`QUESTION_TYPES`). */
export type QuestionType = (typeof QUESTION_TYPES)[number];
