/**
 * The keys tables of docs/contract.md, written from render-tui's keymap: the one table the footer and the help read
 * too. `pnpm --filter @ask-user/render-tui keys-doc` rewrites what lies between the `keys:begin` and `keys:end`
 * markers; `test/keys-doc.test.ts` fails while the docs differ from the table.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createKeymap, type KeyHint } from "../../src/index.ts";

export const CONTRACT_PATH = fileURLToPath(new URL("../../../../docs/contract.md", import.meta.url));

const BEGIN =
	"<!-- keys:begin (generated from render-tui's keymap by `pnpm --filter @ask-user/render-tui keys-doc`) -->";
const END = "<!-- keys:end -->";

/** A markdown table cell: no line break, and a `|` that does not end the cell. */
function cell(text: string): string {
	return text.replace(/\s+/g, " ").replaceAll("|", "\\|");
}

function table(heading: string, hints: readonly KeyHint<string>[]): string[] {
	return [
		`${heading}:`,
		"",
		"| Keys | What they do |",
		"| --- | --- |",
		...hints.map((hint) => `| \`${cell(hint.keys)}\` | ${cell(hint.description)} |`),
		"",
	];
}

/** The generated section, markers included, for the keys as written in the table (no settings, no pi remaps). */
export function keysSection(): string {
	const { help, editing, filter } = createKeymap().keyHints;
	return [
		BEGIN,
		"",
		...table("On a question tab", help.question),
		...table("On the review", help.review),
		...table("In an editor (every other key edits the text)", editing),
		...table("In the filter line (every other key edits the filter)", filter),
		END,
	].join("\n");
}

/** `markdown` with its keys section replaced by `keysSection()`; throws when a marker is missing. */
export function withKeysSection(markdown: string): string {
	const begin = markdown.indexOf("<!-- keys:begin");
	const end = markdown.indexOf(END);
	if (begin < 0 || end < begin) throw new Error(`${CONTRACT_PATH}: the keys:begin and keys:end markers are missing`);
	return markdown.slice(0, begin) + keysSection() + markdown.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	writeFileSync(CONTRACT_PATH, withKeysSection(readFileSync(CONTRACT_PATH, "utf8")));
}
