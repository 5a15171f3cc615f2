import type { EditorState } from "@codemirror/state";
import type { PayloadIssue } from "../protocol.ts";
import { parseIssuePath, placeOf, syntaxErrorAt } from "./json-tree.ts";

/** A payload issue at its place in the editor's text. */
interface PlacedIssue {
	readonly from: number;
	readonly to: number;
	readonly message: string;
	/** Whether the issue names a place: one with none (how many more issues there were) is at the start. */
	readonly placed: boolean;
}

/**
 * The issues at their places in `state`'s text (a field's issue at its key, invalid JSON where it stops being JSON),
 * in the order of those places: issues at one place in the order given, those with no place last.
 */
export function placeIssues(state: EditorState, issues: readonly PayloadIssue[]): PlacedIssue[] {
	return (
		issues
			.map((issue): PlacedIssue => {
				if (issue.path !== "")
					return { ...placeOf(state, parseIssuePath(issue.path)), message: issue.text, placed: true };
				const error = syntaxErrorAt(state);
				const from = error ?? 0;
				return { from, to: Math.min(from + 1, state.doc.length), message: issue.text, placed: error !== undefined };
			})
			// A stable sort: ties keep the order given (`validate`'s).
			.sort((a, b) => Number(!a.placed) - Number(!b.placed) || a.from - b.from)
	);
}
