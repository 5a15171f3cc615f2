/** The whole page: the form's HTML with its style and script, allowed by a Content-Security-Policy nonce alone. */
import { pageScript } from "./page-script.ts";
import { PAGE_STYLE } from "./page-style.ts";
import type { PageWords } from "./page-words.ts";

/** The policy of every page: nothing runs or loads but the nonce's script and style, and requests to this server. */
export function contentSecurityPolicy(nonce: string): string {
	return [
		"default-src 'none'",
		`script-src 'nonce-${nonce}'`,
		`style-src 'nonce-${nonce}'`,
		"connect-src 'self'",
		"img-src 'none'",
		"base-uri 'none'",
		"form-action 'none'",
		"frame-ancestors 'none'",
	].join("; ");
}

/**
 * The page's frame in `words`' language: the form comes with the first update (for the page's key alone, see
 * `page-server.ts`).
 */
export function pageHtml(nonce: string, words: PageWords): string {
	return `<!doctype html>
<html lang="${words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>ask_user</title>
<style nonce="${nonce}">${PAGE_STYLE}</style>
</head>
<body>
<div id="status" role="status" aria-live="polite"></div>
<main id="form"></main>
<script nonce="${nonce}">${pageScript(words)}</script>
</body>
</html>
`;
}
