/**
 * The stored progress of each form, folded from its entries in order: a full entry (`progress`) sets it, a change
 * entry (`changes`, numbered `n` one past the entry before it) patches it. A change that does not follow (an entry
 * missing from the branch) or does not fit (a hand-edited file) is not applied, nor any change after it until the
 * next full entry: the form keeps the last progress that folded cleanly, and `restoreProgress` still checks it.
 * Entries written before changes existed carry no `n`: each holds its whole progress, as it always did.
 */
import { applyPatch } from "./progress-patch.ts";

/** What folding reads of an entry (`stored-forms.ts` has the whole shape). */
interface FoldedEntry {
	readonly toolCallId: string;
	readonly progress?: unknown;
	readonly n?: number;
	readonly changes?: unknown;
}

/** A form's latest entry, with the progress its entries fold to. */
interface FoldedForm<Entry> {
	readonly data: Entry;
	readonly progress: unknown;
}

interface Chain {
	readonly progress: unknown;
	/** The number of the last entry folded cleanly; undefined once a change did not fit. */
	readonly n: number | undefined;
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

function fold(chain: Chain | undefined, data: FoldedEntry): Chain {
	const n = isCount(data.n) ? data.n : undefined;
	if (data.progress !== undefined || n === undefined) return { progress: data.progress, n };
	if (chain?.n === undefined || n !== chain.n + 1) return { progress: chain?.progress, n: undefined };
	if (data.changes === undefined) return { progress: chain.progress, n };
	try {
		return { progress: applyPatch(chain.progress, data.changes), n };
	} catch {
		return { progress: chain.progress, n: undefined };
	}
}

/** Every form's folded progress by call id, in the order of each form's latest entry. */
export function foldForms<Entry extends FoldedEntry>(entries: Iterable<Entry>): Map<string, FoldedForm<Entry>> {
	const chains = new Map<string, Chain>();
	const forms = new Map<string, FoldedForm<Entry>>();
	for (const data of entries) {
		const chain = fold(chains.get(data.toolCallId), data);
		chains.set(data.toolCallId, chain);
		// Re-inserted, so the map's order is the order of each form's latest entry.
		forms.delete(data.toolCallId);
		forms.set(data.toolCallId, { data, progress: chain.progress });
	}
	return forms;
}
