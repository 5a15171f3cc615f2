/**
 * The most characters (code points) an answer or note that a person types holds, wherever it is typed: the terminal's
 * editor refuses a paste or key that would go past it (render-tui), the web page cuts a longer text in its box and
 * says so (render-web). One bound for both, so a text typed on the page is one the terminal's editor holds too.
 */
export const MAX_TYPED_CHARACTERS = 100_000;
