/**
 * An option's preview as the page shows it once opened: its Markdown rendered to HTML by marked, as the terminal
 * renders it with pi-tui (headings, emphasis, lists, code, tables), from the text the page shows of it (`shownText`:
 * cut and sanitized), its nesting bounded as for the terminal (`boundMarkdownNesting`); one whose emphasis would take
 * marked too long to parse (`hasHeavyEmphasis`) shows as written. Nothing the model wrote acts:
 * raw HTML shows as the text it is, a link opens only an `http:`, `https:` or `mailto:` address (in a new tab, its
 * target shown beside text that differs from it), an image shows as its text and address (the page loads none), a
 * task's box is a glyph (no form control), and no attribute holds the model's text but a link's checked address and
 * a code block's language (escaped, as marked writes it). Rendered on the server when a page first opens the
 * preview (`GET /preview`): a question of 500 long previews costs its first view nothing.
 */
import type { QuestionnaireView } from "@ask-user/core";
import { boundMarkdownNesting, hasHeavyEmphasis } from "@ask-user/core/contract";
import { Marked, type Tokens } from "marked";
import { escapeHtml, shownText } from "./html-text.ts";

/** The schemes a preview's link may open; any other (`javascript:`, `data:`, a relative path) shows as text. */
const OPENED_SCHEMES = /^(?:https?:\/\/|mailto:)/i;

/**
 * `html`, then ` (target)` when the target differs from the link's `text` (an address written bare, `www.` or an
 * e-mail address, is its own target): a link never passes for another address.
 */
function withTarget(html: string, text: string, target: string): string {
	const same = target === text || target === `mailto:${text}` || target === `http://${text}`;
	return same ? html : `${html} <span class="target">(${escapeHtml(target)})</span>`;
}

const markdown = new Marked({
	async: false,
	gfm: true,
	renderer: {
		// A block of HTML shows as written, its lines kept; inline HTML as the text it is.
		html: ({ text, block }: Tokens.HTML | Tokens.Tag) =>
			block ? `<pre>${escapeHtml(text.trimEnd())}</pre>\n` : escapeHtml(text),
		// Below the question's own heading (`h2`): a preview's `#` is an `h3`.
		heading({ tokens, depth }: Tokens.Heading) {
			const level = Math.min(depth + 2, 6);
			return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
		},
		link({ href, tokens, text }: Tokens.Link) {
			const inner = this.parser.parseInline(tokens);
			if (!OPENED_SCHEMES.test(href)) return withTarget(inner, text, href);
			const link = `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inner}</a>`;
			return withTarget(link, text, href);
		},
		// A task's box as a glyph: no form control of the model's among the page's own.
		checkbox: ({ checked }: Tokens.Checkbox) => (checked ? "☑ " : "☐ "),
		image: ({ href, text }: Tokens.Image) =>
			`<span class="image">${escapeHtml(text)} <span class="target">(${escapeHtml(href)})</span></span>`,
	},
});

/**
 * The preview `text` as HTML (as written, in a `<pre>`, when a paragraph's emphasis would take too long). Should
 * marked ever throw, the request fails alone (`page-server.ts`) and the page keeps
 * showing the text as written.
 */
export function previewHtml(text: string): string {
	const shown = shownText(text);
	if (hasHeavyEmphasis(shown)) return `<pre>${escapeHtml(shown)}</pre>`;
	return markdown.parse(boundMarkdownNesting(shown), { async: false });
}

/**
 * The preview of row `index` of question `question` as HTML (`previewHtml`); undefined when the form has no such row
 * or the row no preview. A preview is the model's, the same for the whole form: any question's is served.
 */
export function shownPreview(view: QuestionnaireView, question: number, index: number): string | undefined {
	const questions = view.tabCount - 1;
	if (!Number.isInteger(question) || question < 0 || question >= questions) return undefined;
	const shown = view.getQuestion(question);
	if (!Number.isInteger(index) || index < 0 || index >= shown.rowCount) return undefined;
	const preview = shown.getRow(index).preview;
	return preview === undefined ? undefined : previewHtml(preview);
}
