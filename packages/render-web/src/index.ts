/**
 * The ask_user form as a web page, for any host: `servePage` serves a form (its own, from a payload, or one the host
 * runs) at a one-time address, with the page's HTML rendered from core's view model, its script and styles, and a
 * server held to its own pages (token, cookie and key, Host and Origin checks, caps and timeouts). The checks that
 * keep a local server to its own pages are exported for a host's own servers. No pi import.
 */
export { hostRefusal, originRefusal, type Refusal, refusedForeignHost, TEXT_HEADERS } from "./own-pages-only.ts";
export { KEY_HEADER } from "./page-script.ts";
export type { PageAddress, ServerLimits } from "./page-server.ts";
export {
	type FollowedFormOptions,
	type OwnFormOptions,
	type PageForm,
	type PageOptions,
	type ServedForm,
	type ServedPage,
	servePage,
} from "./serve-page.ts";
