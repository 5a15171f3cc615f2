/**
 * The forms open in this pi process: what must be stored before pi exits, and whether `/ask-user` may open one (one
 * form at a time, as `ask_user` runs sequentially). pi exits at once when its terminal closes (SIGHUP), without
 * `session_shutdown`, and a SIGTERM ends it before its shutdown gets there (pi's handler steps aside as its
 * shutdown starts, and `signal-exit` raises the signal again); it writes the session file synchronously, so while a
 * form is open its pending progress is stored however the process ends (`onProcessEnd`).
 */
import { onProcessEnd, type ProcessEndHost, processEndHost } from "../process-end/process-end.ts";
import type { DeclinedEntryData } from "../stored-forms/declined-offers.ts";
import type { AnswerEntryData, FormEntryData } from "../stored-forms/stored-forms.ts";

/** pi's session, as the forms store their progress in it. */
export interface FormSession {
	/** `pi.appendEntry`: a form's entries, an `/answer` form's arguments, and a declined offer to reopen a form. */
	readonly append: (customType: string, data: FormEntryData | AnswerEntryData | DeclinedEntryData) => void;
	readonly openForms: OpenForms;
	/**
	 * Where the person was in each form's view-only state (each preview's scroll), by `toolCallId`, for as long as pi
	 * runs: a form reopened with `/ask-user` shows its previews from there (render-tui's `ViewPlace`).
	 */
	readonly places?: Map<string, { readonly previews: Map<string, number> }>;
}

export interface OpenForms {
	/**
	 * A form opened (`reopened`: with `/ask-user`); `flush` stores its pending progress. Returns what to call when it
	 * closes.
	 */
	add(flush: () => void, reopened?: boolean): () => void;
	readonly isOpen: boolean;
	/** Whether a form reopened with `/ask-user` is open. */
	readonly reopenedIsOpen: boolean;
	/**
	 * Resolves once no reopened form is open, so the agent's `ask_user` waits while the person answers a form they
	 * reopened, instead of taking its place and orphaning it; false when `signal` aborts first.
	 */
	whenReopenedClosed(signal?: AbortSignal): Promise<boolean>;
	/** Stores every open form's pending progress (pi is shutting down). */
	flushAll(): void;
}

/** `host`: the process whose end stores the open forms' progress. */
export function createOpenForms(host: ProcessEndHost = processEndHost): OpenForms {
	const open = new Set<() => void>();
	let reopened = 0;
	let waiting: (() => void)[] = [];
	/** Takes the flush off the process's end; set while a form is open. */
	let stopFlushOnEnd: (() => void) | undefined;
	const flushAll = () => {
		for (const flush of open) flush();
	};
	return {
		add(flush, isReopened = false) {
			const entry = () => flush();
			stopFlushOnEnd ??= onProcessEnd(flushAll, host);
			open.add(entry);
			if (isReopened) reopened += 1;
			return () => {
				if (!open.delete(entry)) return;
				if (open.size === 0) {
					stopFlushOnEnd?.();
					stopFlushOnEnd = undefined;
				}
				if (!isReopened) return;
				reopened -= 1;
				if (reopened > 0) return;
				const wake = waiting;
				waiting = [];
				for (const resolve of wake) resolve();
			};
		},
		get isOpen() {
			return open.size > 0;
		},
		get reopenedIsOpen() {
			return reopened > 0;
		},
		async whenReopenedClosed(signal) {
			while (reopened > 0) {
				if (signal?.aborted) return false;
				const freed = await new Promise<boolean>((resolve) => {
					const onAbort = () => resolve(false);
					signal?.addEventListener("abort", onAbort, { once: true });
					waiting.push(() => {
						signal?.removeEventListener("abort", onAbort);
						resolve(true);
					});
				});
				if (!freed) return false;
			}
			return signal?.aborted !== true;
		},
		flushAll,
	};
}
