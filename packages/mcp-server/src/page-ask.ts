import type { AskUserDetails, CancelReason, NormalizedPayload } from "@ask-user/core/contract";
import type { ServedForm } from "@ask-user/render-web";

/** The served page and its end: the details once the form ends on the page, by the time limit or by `signal`. */
export interface PageAsk {
	readonly page: ServedForm;
	readonly done: Promise<AskUserDetails>;
}

/**
 * Serves `payload`'s form as render-web's page (one-time address, Host and Origin checks, caps) on `host`, ended as
 * cancelled by the time limit (`timeout`, what was answered kept) or when `signal` aborts (`aborted`).
 */
export async function servePageAsk(
	payload: NormalizedPayload,
	options: { readonly host: string; readonly timeLimitMs: number; readonly signal: AbortSignal },
): Promise<PageAsk> {
	// Imported on the first page: render-web, XState and the page's words are not needed to start or to list tools.
	const { servePage } = await import("@ask-user/render-web");
	const page = await servePage({ payload, host: options.host });
	const end = (reason: CancelReason) => () => page.abort(reason);
	const timer = setTimeout(end("timeout"), options.timeLimitMs);
	const abort = end("aborted");
	if (options.signal.aborted) abort();
	options.signal.addEventListener("abort", abort, { once: true });
	const done = page.done.finally(() => {
		clearTimeout(timer);
		options.signal.removeEventListener("abort", abort);
	});
	return { page, done };
}
