/** The whole page: the form's HTML with its style and script, allowed by a Content-Security-Policy nonce alone. */
import { PAGE_SCRIPT } from "./page-script.ts";
import { PAGE_STYLE } from "./page-style.ts";

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

/** The page's frame: the form comes with the first update (for the page's key alone, see `page-server.ts`). */
export function pageHtml(nonce: string): string {
	return `<!doctype html>
<html lang="en">
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
<script nonce="${nonce}">${PAGE_SCRIPT}</script>
</body>
</html>
`;
}
