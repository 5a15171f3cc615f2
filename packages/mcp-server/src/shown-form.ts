/**
 * The model's text as the client's own dialogs show it: sanitized as every ask_user screen's (D149) and cut to what a
 * dialog can show, `…` ending a cut text: a form's message and URL mode's (the payload's title), a field's or an
 * option's title (a label: one line), a field's description (the prompt, then each option's description and preview,
 * sharing its bound: the options' texts in fair shares, so that one long text cannot push the others out; a cut text
 * says so in the person's words).
 * The page shows every text up to render-web's own bound; the result echoes the model's text as core writes it. Only
 * what is shown is cut: ids and option values (`const`, what the client sends back) stay whole.
 */
import {
	cutText,
	type Messages,
	type NormalizedOption,
	type NormalizedPayload,
	type NormalizedQuestion,
	sanitizeLine,
	sanitizeText,
} from "@ask-user/core/contract";
import { type AskUserElicitation, elicitationRequest } from "@ask-user/core/elicitation";
import type { ServerWords } from "./server-words.ts";

/** The most UTF-16 units of a form's message and URL mode's, `…` included: a dialog's heading, a few lines. */
export const MAX_MESSAGE_UNITS = 300;
/** The most of a field's or an option's title before the form's own words (`: note`): one line of a dialog. */
export const MAX_TITLE_UNITS = 120;
/** The most of a field's description: about a screenful. */
export const MAX_DESCRIPTION_UNITS = 4_000;
/** The least of a field's description a long prompt keeps when the options' texts after it need more than the rest. */
export const PROMPT_SHARE_UNITS = MAX_DESCRIPTION_UNITS / 2;

const shownLine = (text: string, units: number) => cutText(sanitizeLine(text), units);
const shownText = (text: string, units: number) => cutText(sanitizeText(text), units);

/**
 * The options' titles, each one distinct: titles that are the same once cut (two long labels that start alike) or
 * as given end with their option's place (`… (2)`), so the person can tell apart what the client sends back as
 * distinct values. A place another option's title already holds is passed by a whole round of the list.
 */
function distinctTitles(options: readonly NormalizedOption[]): string[] {
	const labels = options.map((option) => sanitizeLine(option.label));
	const titles = labels.map((label) => cutText(label, MAX_TITLE_UNITS));
	const counts = new Map<string, number>();
	for (const title of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
	const taken = new Set(titles.filter((title) => counts.get(title) === 1));
	return titles.map((title, index) => {
		if (counts.get(title) === 1) return title;
		for (let place = index + 1; ; place += titles.length) {
			const mark = ` (${place})`;
			const marked = `${cutText(labels[index] ?? "", MAX_TITLE_UNITS - mark.length)}${mark}`;
			if (!taken.has(marked)) {
				taken.add(marked);
				return marked;
			}
		}
	});
}

/**
 * How many units each of `lengths` keeps of `room` together: all of it where every text fits its equal share, else
 * the texts shorter than their share keep all of theirs and the longer ones share what those leave, each the same,
 * so that no text can push the others out.
 */
function fairShares(lengths: readonly number[], room: number): number[] {
	const order = lengths.map((_, index) => index).sort((a, b) => (lengths[a] ?? 0) - (lengths[b] ?? 0));
	const shares = [...lengths];
	let left = room;
	for (const [place, index] of order.entries()) {
		const share = Math.max(1, Math.floor(left / (order.length - place)));
		if ((lengths[index] ?? 0) > share) {
			for (const longer of order.slice(place)) shares[longer] = share;
			break;
		}
		left -= lengths[index] ?? 0;
	}
	return shares;
}

/** `text` in at most `units` UTF-16 units: cut, `…` ending it, and saying so on a line of its own where that fits. */
function cutOptionText(text: string, units: number, cut: string): string {
	if (text.length <= units) return text;
	return units > 2 * (cut.length + 1) ? cutSaying(text, units, cut) : cutText(text, units);
}

/**
 * The options' descriptions and previews (sanitized) within what a field's description leaves them beside `prompt`
 * (its share at least: `shownDescription`) and the labels core writes before them: each option's texts their fair
 * share (`fairShares`), a description and a preview that need more than their option's share half of it each at
 * least, each cut text saying so (`cut`).
 */
function shownOptions(
	options: readonly NormalizedOption[],
	titles: readonly string[],
	prompt: string,
	cut: string,
): NormalizedOption[] {
	const texts = options.map(({ description, preview }) => ({
		description: description === undefined ? undefined : sanitizeText(description),
		preview: preview === undefined ? undefined : sanitizeText(preview),
	}));
	const lengths = texts.map(({ description, preview }) => (description?.length ?? 0) + (preview?.length ?? 0));
	// Core writes `label: description`, then `\n` and the preview, the options' texts apart by a blank line.
	const written = texts.reduce((units, { description, preview }, index) => {
		if (description === undefined && preview === undefined) return units;
		return units + (titles[index]?.length ?? 0) + ": ".length + "\n\n".length + (preview === undefined ? 0 : 1);
	}, 0);
	const room = MAX_DESCRIPTION_UNITS - Math.min(prompt.length, PROMPT_SHARE_UNITS + cut.length + 2) - written;
	const shares = fairShares(lengths, Math.max(room, options.length));
	return options.map((option, index) => {
		const { description, preview } = texts[index] ?? {};
		const share = shares[index] ?? 0;
		const descriptionUnits = preview === undefined ? share : Math.max(Math.ceil(share / 2), share - preview.length);
		const kept = description === undefined ? undefined : cutOptionText(description, descriptionUnits, cut);
		const previewUnits = share - (kept?.length ?? 0);
		return {
			...option,
			label: titles[index] ?? option.label,
			...(kept === undefined ? {} : { description: kept }),
			...(preview === undefined ? {} : { preview: cutOptionText(preview, previewUnits, cut) }),
		};
	});
}

function shownQuestion(question: NormalizedQuestion, cut: string): NormalizedQuestion {
	// Cut with the options' texts that follow it in the field's description (`shownDescription`).
	const prompt = sanitizeText(question.prompt);
	return {
		...question,
		label: shownLine(question.label, MAX_TITLE_UNITS),
		prompt,
		options: shownOptions(question.options, distinctTitles(question.options), prompt, cut),
	};
}

/** What the client shows with the page's address (URL mode): the title, else `messages.formMessage`. */
export function shownMessage(payload: NormalizedPayload, messages: Messages): string {
	return shownText(payload.title ?? messages.formMessage, MAX_MESSAGE_UNITS);
}

/** `text`, or its beginning, `…` and `cut` on a line of its own, in at most `units` UTF-16 units. */
function cutSaying(text: string, units: number, cut: string): string {
	return text.length <= units ? text : `${cutText(text, units - cut.length - 1)}\n${cut}`;
}

/**
 * A field's description in `MAX_DESCRIPTION_UNITS`, saying where it was cut. Core writes a question's field
 * description as its `prompt`, then each option's description and preview: a long prompt keeps what those leave, and
 * at least `PROMPT_SHARE_UNITS`, so it cannot push every option's text out of the form.
 */
function shownDescription(description: string, prompt: string | undefined, cut: string): string {
	if (prompt === undefined || !description.startsWith(prompt))
		return cutSaying(description, MAX_DESCRIPTION_UNITS, cut);
	const options = description.slice(prompt.length);
	const promptUnits = Math.max(MAX_DESCRIPTION_UNITS - options.length, PROMPT_SHARE_UNITS);
	return cutSaying(`${cutSaying(prompt, promptUnits, cut)}${options}`, MAX_DESCRIPTION_UNITS, cut);
}

/**
 * Core's form of `payload` (`elicitationRequest`, its fields named by the model's ids) with the model's text as
 * `shown…` bounds it: the same fields, values and gaps; `words` say where a description was cut.
 */
export function shownForm(payload: NormalizedPayload, messages: Messages, words: ServerWords): AskUserElicitation {
	const shown: NormalizedPayload = {
		questions: payload.questions.map((question) => shownQuestion(question, words.textCut)),
		...(payload.title === undefined ? {} : { title: shownText(payload.title, MAX_MESSAGE_UNITS) }),
	};
	const asked = elicitationRequest(shown, { messages });
	if (!asked.ok) return asked;
	const { properties } = asked.params.requestedSchema;
	// A question's own field is named by its id; its note's and own answer's descriptions are the form's words.
	const prompts = new Map(shown.questions.map((question) => [question.id, question.prompt]));
	const fields = Object.entries(properties).map(([name, field]) => {
		const { description } = field;
		if (description === undefined) return [name, field] as const;
		return [name, { ...field, description: shownDescription(description, prompts.get(name), words.textCut) }] as const;
	});
	// Entries, not assignments: a question id `__proto__` is a field like any other.
	const requestedSchema = { ...asked.params.requestedSchema, properties: Object.fromEntries(fields) };
	return { ...asked, params: { ...asked.params, requestedSchema } };
}
