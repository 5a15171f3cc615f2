import type { AskUserDetails, CancelReason, MessageLocale, NormalizedPayload } from "@ask-user/core/contract";
import type { ServedForm } from "@ask-user/render-web";

/** The served page and its end: the details once the form ends on the page, by the time limit or by `signal`. */
export interface PageAsk {
	readonly page: ServedForm;
	readonly done: Promise<AskUserDetails>;
	/** Tells `listener` after each action the person takes on the page, from now on (a round's lease renews on it). */
	readonly onAction: (listener: () => void) => void;
}

/**
 * Serves `payload`'s form as render-web's page (one-time address, Host and Origin checks, caps) on `host`, in
 * `locale` (the page's words and core's, as pi's page speaks the form's locale), ended as
 * cancelled by the time limit (`timeout`, what was answered kept) or when `signal` aborts (`aborted`). The time limit
 * starts again on each action the person takes on the page, as a key does in pi's form: a person still answering is
 * never cut off as away.
 */
export async function servePageAsk(
	payload: NormalizedPayload,
	options: {
		readonly host: string;
		readonly timeLimitMs: number;
		readonly signal: AbortSignal;
		readonly locale: MessageLocale;
	},
): Promise<PageAsk> {
	// Imported on the first page: render-web, XState and the page's words are not needed to start or to list tools.
	const { servePage } = await import("@ask-user/render-web");
	let timer: NodeJS.Timeout | undefined;
	let ended = false;
	const listeners: (() => void)[] = [];
	const end = (reason: CancelReason) => () => page.abort(reason);
	const restart = () => {
		if (ended) return;
		clearTimeout(timer);
		timer = setTimeout(end("timeout"), options.timeLimitMs);
	};
	const acted = () => {
		restart();
		for (const listener of listeners) listener();
	};
	const page = await servePage({ payload, host: options.host, acted, locale: options.locale });
	restart();
	const abort = end("aborted");
	if (options.signal.aborted) abort();
	options.signal.addEventListener("abort", abort, { once: true });
	const done = page.done.finally(() => {
		ended = true;
		clearTimeout(timer);
		options.signal.removeEventListener("abort", abort);
	});
	return { page, done, onAction: (listener) => listeners.push(listener) };
}
