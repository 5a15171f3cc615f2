import type { AskUserElicitation, ElicitationGap } from "@ask-user/core/elicitation";
import type { ClientSupport } from "./client-support.ts";
import type { FormGap, ServerWords } from "./server-words.ts";

/** The most question places named for one thing a form cannot show; the rest are counted. */
const MAX_NAMED_PLACES = 10;

/** What a gap of core's mapping (`questions[2].options[0].recommended`) means to the person, and its question's place. */
function readGap(gap: ElicitationGap): readonly [FormGap, number] {
	const kind: FormGap = gap.path.endsWith(".recommended")
		? "recommended"
		: gap.path.endsWith(".required")
			? "requiredOwnAnswer"
			: "other";
	const index = gap.path.match(/^questions\[(\d+)\]/)?.[1];
	return [kind, index === undefined ? 0 : Number(index) + 1];
}

/**
 * Why the page is served instead of the client's form, told to the person with its address: the client shows no
 * forms, or what its form cannot show (a recommended option, a required answer that may be an own answer) and in which
 * questions, by their place (the page's tabs are in that order): never core's paths, which mean nothing to a person.
 */
export function whyPage(support: ClientSupport, asked: AskUserElicitation, words: ServerWords): string {
	if (!support.form) return words.noForms;
	// Notes on single options are a way of answering the form does not offer, not part of the payload (`faithful`).
	const gaps = asked.ok ? asked.dropped.filter((gap) => !gap.path.endsWith(".options")) : asked.issues;
	const places = new Map<FormGap, Set<number>>();
	for (const gap of gaps) {
		const [kind, place] = readGap(gap);
		const known = places.get(kind) ?? new Set<number>();
		places.set(kind, known.add(place));
	}
	const named = [...places].map(([kind, all]): readonly [FormGap, string] => {
		const listed = [...all].slice(0, MAX_NAMED_PLACES);
		return [kind, words.questions(listed, all.size - listed.length)];
	});
	return words.formCannot(named);
}
