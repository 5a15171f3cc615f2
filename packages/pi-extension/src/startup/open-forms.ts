/**
 * The forms open in this pi process: what must be stored before pi exits, and whether `/ask-user` may open one (one
 * form at a time, as `ask_user` runs sequentially). pi exits at once when its terminal closes (SIGHUP), without
 * `session_shutdown`; it writes the session file synchronously, so while a form is open a listener on the process's
 * `exit` stores its pending progress on the way out.
 */
import type { FormEntryData } from "./stored-forms.ts";

/** pi's session, as the forms store their progress in it. */
export interface FormSession {
	/** `pi.appendEntry`. */
	readonly append: (customType: string, data: FormEntryData) => void;
	readonly openForms: OpenForms;
}

export interface OpenForms {
	/** A form opened; `flush` stores its pending progress. Returns what to call when it closes. */
	add(flush: () => void): () => void;
	readonly isOpen: boolean;
	/** Stores every open form's pending progress (pi is shutting down). */
	flushAll(): void;
}

export function createOpenForms(): OpenForms {
	const open = new Set<() => void>();
	const flushAll = () => {
		for (const flush of open) flush();
	};
	return {
		add(flush) {
			const entry = () => flush();
			if (open.size === 0) process.on("exit", flushAll);
			open.add(entry);
			return () => {
				open.delete(entry);
				if (open.size === 0) process.off("exit", flushAll);
			};
		},
		get isOpen() {
			return open.size > 0;
		},
		flushAll,
	};
}
