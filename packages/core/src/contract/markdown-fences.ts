/**
 * Fenced code blocks, line by line, as both renderers' bounds read a preview before Markdown parses it (the terminal's
 * blocks, `markdown-emphasis.ts`): a fence of three or more backticks or tildes after the line's container prefix
 * (quotes, indentation), closed by a line of the same character at least as long with nothing after it.
 */
const FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})(.*)$/;

/** The fence open after `line`, given the one open before it (`undefined`: none). */
export function fenceAfter(line: string, open: string | undefined): string | undefined {
	const match = FENCE.exec(line);
	if (open === undefined) return match?.[1];
	const marker = match?.[1];
	const closes =
		marker !== undefined && marker[0] === open[0] && marker.length >= open.length && match?.[2]?.trim() === "";
	return closes ? undefined : open;
}
