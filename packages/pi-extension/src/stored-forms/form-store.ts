/**
 * Stores a terminal form's progress in pi's session as it goes (see `stored-forms/stored-forms.ts` for the entries):
 * once when it opens, then after each pause in the changes (`SAVE_AFTER_MS` without a new one: a person typing
 * writes one entry per pause, not one per key), when pi shuts down (`flush`), and with the outcome when it closes.
 * The first entry holds the whole progress; each later one holds what changed since the one before (`changes`,
 * `stored-forms/progress-patch.ts`), so a pause appends about what was typed in it, however large the form. A whole
 * entry is written instead when the change is more than half of it, or the changes since the last whole one would
 * outgrow it, so folding them stays bounded.
 * Progress that would be too large drops the editor's draft, then is not written (the last one stays), and the person
 * is told once: what changes from then on is lost if pi stops.
 */
import { type AskUserDetails, type QuestionnaireSnapshot, type SavedProgress, saveProgress } from "@ask-user/core";
import { diff } from "./progress-patch.ts";
import { FORM_ENTRY_TYPE, type FormEntryData } from "./stored-forms.ts";

/** How long the changes must pause before they are stored. */
export const SAVE_AFTER_MS = 1000;

/**
 * The largest progress stored, in UTF-16 units of its JSON: ten answers or notes as long as an editor takes (100,000
 * characters each), so a few pasted logs fit.
 */
export const MAX_ENTRY_CHARS = 1_000_000;

/** Why progress was not stored: an entry pi could not write, or progress over `MAX_ENTRY_CHARS`. */
export type StoreProblem = { readonly kind: "failed"; readonly reason: string } | { readonly kind: "tooLarge" };

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
	/** Told once for each kind of problem: an entry that cannot be written (with the error), progress too large. */
	readonly report: (problem: StoreProblem) => void;
}

/** The progress without the draft, for an entry that would be too large. */
function withoutDraft(progress: SavedProgress): SavedProgress {
	return progress.place.mode === "editing" ? { ...progress, place: { ...progress.place, draft: "" } } : progress;
}

/** What was stored last: the progress the entries fold to, its JSON, and what the entries since the whole one hold. */
interface Stored {
	readonly progress: SavedProgress;
	readonly json: string;
	readonly n: number;
	/** UTF-16 units of the changes written since the last whole entry. */
	readonly changed: number;
}

export function createFormStore({ toolCallId, append, report }: FormStoreOptions): FormStore {
	/** The newest snapshot: its progress is read when it is stored, not on every key. */
	let latest: QuestionnaireSnapshot | undefined;
	let stored: Stored | undefined;
	let timer: ReturnType<typeof setTimeout> | undefined;
	const reported = new Set<StoreProblem["kind"]>();
	let ended = false;
	const tell = (problem: StoreProblem) => {
		if (!reported.has(problem.kind)) report(problem);
		reported.add(problem.kind);
	};

	/** Whether `data` was written. */
	const write = (data: FormEntryData): boolean => {
		try {
			append(FORM_ENTRY_TYPE, data);
			return true;
		} catch (error) {
			tell({ kind: "failed", reason: String(error) });
			return false;
		}
	};

	/** `progress` (or without its draft) and its JSON, within the bound; undefined when neither fits. */
	const bounded = (progress: SavedProgress) => {
		for (const candidate of [progress, withoutDraft(progress)]) {
			const json = JSON.stringify(candidate);
			if (json.length <= MAX_ENTRY_CHARS) return { json, progress: candidate };
		}
		tell({ kind: "tooLarge" });
		return undefined;
	};

	/**
	 * Writes `status` with the latest progress: what changed since the last entry, or the whole progress when there
	 * is none yet, the change is more than half of it, or the changes since the last whole one would outgrow it. Without progress that fits, the entry
	 * holds none and the last one stored stays.
	 */
	const store = (status: "open" | "cancelled", extra: Pick<FormEntryData, "cancelReason"> = {}) => {
		const entry = latest === undefined ? undefined : bounded(saveProgress(latest));
		if (status === "open" && (entry === undefined || entry.json === stored?.json)) return;
		const n = stored === undefined ? 0 : stored.n + 1;
		const base = { v: 1, toolCallId, status, n, ...extra } as const;
		if (entry === undefined) {
			if (write(base) && stored !== undefined) stored = { ...stored, n };
			return;
		}
		const changes = stored === undefined ? undefined : diff(stored.progress, entry.progress);
		const changed = changes === undefined ? 0 : JSON.stringify(changes).length;
		// An entry that could not be written is not built on: the next one is whole, or changes from what was.
		if (stored !== undefined && 2 * changed <= entry.json.length && stored.changed + changed <= entry.json.length) {
			if (write(changes === undefined ? base : { ...base, changes })) {
				stored = { progress: entry.progress, json: entry.json, n, changed: stored.changed + changed };
			}
			return;
		}
		if (write({ ...base, progress: entry.progress })) {
			stored = { progress: entry.progress, json: entry.json, n, changed: 0 };
		}
	};

	const flush = () => {
		clearTimeout(timer);
		timer = undefined;
		if (!ended) store("open");
	};

	return {
		snapshot(snapshot) {
			if (ended) return;
			const first = latest === undefined;
			latest = snapshot;
			if (first) flush();
			// The pause starts again: the same timer, moved (a new one per key cost more than the rest of this).
			else if (timer === undefined) timer = setTimeout(flush, SAVE_AFTER_MS);
			else timer.refresh();
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
			store("cancelled", details.cancelReason === undefined ? {} : { cancelReason: details.cancelReason });
		},
	};
}
