/**
 * A scripted answer's string that is no option's value but looks like one: an option's label, or a value with a
 * typo or another case. A file's string is the own answer only when it looks like no option, so an evaluation run's
 * typo is refused and named instead of passing as the person's own words.
 */
import type { NormalizedQuestion as Question } from "@ask-user/core/contract";
import { quote } from "../settings/quote.ts";

/** The longest value compared letter by letter: a longer string is no typo of a short value. */
export const MAX_COMPARED = 200;

/** The edits allowed between a typo and the value it means: one for a short value, two from six characters. */
export const allowedEdits = (value: string) => (value.length < 3 ? 0 : value.length < 6 ? 1 : 2);

/** The edit distance between `a` and `b` (inserts, deletions, changes), or `limit + 1` once it is over `limit`. */
export function editsWithin(a: string, b: string, limit: number): number {
	if (Math.abs(a.length - b.length) > limit) return limit + 1;
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
	for (let i = 1; i <= a.length; i++) {
		const row = [i];
		for (let j = 1; j <= b.length; j++) {
			row[j] = Math.min(
				(previous[j] ?? 0) + 1,
				(row[j - 1] ?? 0) + 1,
				(previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
			);
		}
		if (Math.min(...row) > limit) return limit + 1;
		previous = row;
	}
	return previous[b.length] ?? limit + 1;
}

/** What `text` looks like among `question`'s options, for a problem that names it, or nothing. */
export function nearOption(question: Question, text: string): string | undefined {
	const typed = text.trim().toLowerCase();
	if (typed.length > MAX_COMPARED) return undefined;
	const labelled = question.options.find((option) => option.label.trim().toLowerCase() === typed);
	if (labelled !== undefined) return `is the label of the option ${quote(labelled.value)}`;
	const near = question.options.find(
		(option) =>
			option.value.length <= MAX_COMPARED &&
			editsWithin(typed, option.value.toLowerCase(), allowedEdits(option.value)) <= allowedEdits(option.value),
	);
	return near === undefined ? undefined : `is no option's value but near ${quote(near.value)}`;
}
