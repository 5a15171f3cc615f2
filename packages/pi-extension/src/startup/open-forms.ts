/**
 * The forms open in this pi process: what pi's shutdown must store before it exits, and whether `/ask-user` may open
 * one (one form at a time, as `ask_user` runs sequentially).
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
	return {
		add(flush) {
			const entry = () => flush();
			open.add(entry);
			return () => {
				open.delete(entry);
			};
		},
		get isOpen() {
			return open.size > 0;
		},
		flushAll() {
			for (const flush of open) flush();
		},
	};
}
