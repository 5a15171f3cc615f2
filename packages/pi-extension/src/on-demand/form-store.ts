/**
 * Stores a terminal form's progress in pi's session as it goes (see `startup/stored-forms.ts` for the entries):
 * once when it opens, then after each pause in the changes (`SAVE_AFTER_MS` without a new one: a person typing
 * writes one entry per pause, not one per key), when pi shuts down (`flush`), and with the outcome when it closes.
 * An entry that would be too large drops the editor's draft, then is not written (the last one stays).
 */
import { type AskUserDetails, type QuestionnaireSnapshot, type SavedProgress, saveProgress } from "@ask-user/core";
import { FORM_ENTRY_TYPE, type FormEntryData } from "../startup/stored-forms.ts";

/** How long the changes must pause before they are stored. */
export const SAVE_AFTER_MS = 1000;

/** The largest entry written, in UTF-16 units of its JSON: a form's answers and notes fit many times over. */
export const MAX_ENTRY_CHARS = 200_000;

export interface FormStore {
	/** Every snapshot of the running form (the component's `onSnapshot`). */
	snapshot(snapshot: QuestionnaireSnapshot): void;
	/** Writes what is pending now. */
	flush(): void;
	/**
	 * The outcome: answered, or cancelled with the last progress so the form can be reopened; nothing for a form that
	 * never showed.
	 */
	end(details: AskUserDetails): void;
}

export interface FormStoreOptions {
	readonly toolCallId: string;
	/** `pi.appendEntry`. */
	readonly append: (customType: string, data: FormEntryData) => void;
	/** Told once when an entry cannot be written. */
	readonly report: (message: string) => void;
}

/** The progress without the draft, for an entry that would be too large. */
function withoutDraft(progress: SavedProgress): SavedProgress {
	return progress.place.mode === "editing" ? { ...progress, place: { ...progress.place, draft: "" } } : progress;
}

export function createFormStore({ toolCallId, append, report }: FormStoreOptions): FormStore {
	let latest: SavedProgress | undefined;
	let written = "";
	let timer: ReturnType<typeof setTimeout> | undefined;
	let reported = false;
	let ended = false;

	const write = (data: FormEntryData) => {
		try {
			append(FORM_ENTRY_TYPE, data);
		} catch (error) {
			if (!reported) report(`ask-user: the form's progress could not be stored (${String(error)})`);
			reported = true;
		}
	};

	/** `progress` (or without its draft) and its JSON, within the bound; undefined when neither fits. */
	const bounded = (progress: SavedProgress) => {
		for (const candidate of [progress, withoutDraft(progress)]) {
			const json = JSON.stringify(candidate);
			if (json.length <= MAX_ENTRY_CHARS) return { json, progress: candidate };
		}
		return undefined;
	};

	const flush = () => {
		clearTimeout(timer);
		timer = undefined;
		if (ended || latest === undefined) return;
		const entry = bounded(latest);
		if (entry === undefined || entry.json === written) return;
		written = entry.json;
		write({ v: 1, toolCallId, status: "open", progress: entry.progress });
	};

	return {
		snapshot(snapshot) {
			if (ended) return;
			const first = latest === undefined;
			latest = saveProgress(snapshot);
			clearTimeout(timer);
			if (first) flush();
			else timer = setTimeout(flush, SAVE_AFTER_MS);
		},
		flush,
		end(details) {
			clearTimeout(timer);
			if (ended) return;
			ended = true;
			// A form that never showed (the run was aborted first) has nothing to reopen.
			if (latest === undefined) return;
			if (!details.cancelled) {
				write({ v: 1, toolCallId, status: "answered" });
				return;
			}
			const entry = latest === undefined ? undefined : bounded(latest);
			write({
				v: 1,
				toolCallId,
				status: "cancelled",
				...(details.cancelReason === undefined ? {} : { cancelReason: details.cancelReason }),
				...(entry === undefined ? {} : { progress: entry.progress }),
			});
		},
	};
}
