/**
 * Footer hints for view-only state (the full-text reader, text out of view), naming the keys the form's keymap binds
 * (pi's remaps and the host's settings applied), read when the footer renders.
 */
import type { FilterAction, KeyHint, Keymap, MainAction } from "../keymap.ts";
import { pairLabel } from "../keys/key-sources.ts";
import type { BodyHints } from "../render/footer.ts";
import { lineKeys, pageKeys } from "../render/scroll-keys.ts";
import { widthOf } from "../text/fit.ts";

type KeyHints = Keymap["keyHints"];

/** The keys of `actions` that have any, joined by `/`; undefined when none has a key. */
function keysOf(keyHints: KeyHints, ...actions: MainAction["type"][]): string | undefined {
	const labels = actions.flatMap((action) => keyHints.main.find((hint) => hint.action === action)?.keys ?? []);
	return labels.length === 0 ? undefined : labels.join("/");
}

/** How the keymap's table words `action` in `hints` (the footer's words, or the help's); "" when it has no entry. */
function wordingOf(hints: readonly KeyHint<string>[], action: string): string {
	return hints.find((hint) => hint.action === action)?.description ?? "";
}

/** A hint for `keys`, or none when no key is bound. */
function hint(action: string, keys: string | undefined, description: string): KeyHint<string>[] {
	return keys === undefined ? [] : [{ action, keys, description }];
}

/**
 * Shown first on a question screen: the page keys while the focused preview is taller than its pane, and `e` when
 * model text or the form's title was cut (`full text`), else to read such a preview at full height (`full preview`).
 * Where the title was cut, `e` is the only way to read it (or the cut text): it keeps its place in a narrow footer.
 */
export function questionHints(report: {
	readonly cut: boolean;
	readonly previewScrolls: boolean;
	readonly titleCut: boolean;
}): BodyHints | undefined {
	const { cut, previewScrolls, titleCut } = report;
	if (!cut && !previewScrolls && !titleCut) return undefined;
	return {
		only: false,
		hints: (keyHints) => [
			...(previewScrolls
				? hint("preview.down", keysOf(keyHints, "preview.down", "preview.up"), keyHints.words.keyScroll)
				: []),
			...hint(
				"expand",
				keysOf(keyHints, "expand"),
				cut || !previewScrolls ? wordingOf(keyHints.main, "expand") : keyHints.words.keyFullPreview,
			).map((expand) => ({ ...expand, kept: cut || titleCut })),
		],
	};
}

/**
 * Why the option-note key did nothing on `Type your own` (or a text question's row), naming the question-note key;
 * shorter where `width` is narrow.
 */
export function noteOnOptionsNotice(keyHints: KeyHints, width: number): string {
	const { words } = keyHints;
	const questionNote = keysOf(keyHints, "questionNote");
	if (questionNote === undefined) return words.notesOnOptions;
	const wordings = [words.notesOnOptionsKey(questionNote), words.notesQuestionKey(questionNote)];
	return wordings.find((wording) => widthOf(wording) <= width) ?? wordings[1] ?? "";
}

/**
 * Shown first on the review: `e` when an answer, a note or the form's title was cut or the form note had no room (the
 * reader shows each whole; nothing else on the screen tells of it), then the page keys while its list does not fit
 * (its more-lines say so too), in their shorter wording where the whole does not fit.
 */
export function reviewHints(report: { readonly scrolls: boolean; readonly cut: boolean }): BodyHints | undefined {
	const { scrolls, cut } = report;
	if (!scrolls && !cut) return undefined;
	return {
		only: false,
		hints: (keyHints) => [
			...(cut ? hint("expand", keysOf(keyHints, "expand"), wordingOf(keyHints.main, "expand")) : []),
			...(scrolls
				? hint("scroll", keysOf(keyHints, "preview.down", "preview.up"), keyHints.words.keyScrollAnswers).map(
						(scroll) => ({ ...scroll, shorter: keyHints.words.keyScroll }),
					)
				: []),
		],
	};
}

/** ↑↓ and PgUp/PgDn in the reader, as bound: `↑↓ PgUp/PgDn`, `k j PgUp/PgDn`. */
function readerScrollKeys(keyHints: KeyHints): string | undefined {
	const parts = [lineKeys(keyHints), pageKeys(keyHints)].filter((part) => part !== undefined);
	return parts.length === 0 ? undefined : parts.join(" ");
}

/**
 * The reader's own keys, instead of the question's: how to close it first, so a narrow pane never drops it for the
 * scrolling keys, which name ↑↓ alone where all of them do not fit.
 */
export const readerHints: BodyHints = {
	only: true,
	hints: (keyHints) => [
		...hint("close", keysOf(keyHints, "expand", "cancel"), keyHints.words.keyClose),
		...hint("scroll", readerScrollKeys(keyHints), keyHints.words.keyScroll).map((scroll) => ({
			...scroll,
			fewerKeys: pageKeys(keyHints) === undefined ? undefined : lineKeys(keyHints),
		})),
		...hint("ends", keysOf(keyHints, "scroll.top", "scroll.bottom"), keyHints.words.keyTopEnd),
		// The same words for the same key as everywhere else (the keymap's table).
		...hint("dismiss", keysOf(keyHints, "dismiss"), wordingOf(keyHints.main, "dismiss")),
	],
};

/**
 * An editor's completion list (`@` files) while it shows, as pi's editor takes its keys (pi's remaps applied), most
 * useful first (a narrow pane drops the last): `Tab/Enter complete · Esc close · ↑↓ move`. Tab, Enter and Esc act on
 * the list then, not on the editor.
 */
export const completionHints: BodyHints = {
	only: true,
	hints: (keyHints) => {
		const tab = keyHints.completion.find((entry) => entry.action === "complete")?.keys;
		const complete = [tab, keysOf(keyHints, "confirm")].filter((keys) => keys !== undefined).join("/");
		return [
			...hint("complete", complete === "" ? undefined : complete, keyHints.words.keyComplete),
			...hint("close", keysOf(keyHints, "cancel"), keyHints.words.keyClose),
			...hint("move", lineKeys(keyHints), keyHints.words.keyMove),
		];
	},
};

/**
 * While the web page's address shows: Esc hides it alone (it never cancels the form), said first; then what the mode
 * under it names, without its own Esc (`Esc cancel`, `Esc all options`), whose key hides the address now.
 */
export function addressHints(under: BodyHints | undefined): BodyHints {
	return {
		only: under?.only ?? false,
		hints: (keyHints) => [
			...hint("cancel", keysOf(keyHints, "cancel"), keyHints.words.keyHideAddress),
			...(under?.hints(keyHints) ?? []).filter((entry) => entry.action !== "cancel"),
		],
	};
}

/**
 * The filter line's keys while it takes typing, as bound and as the keymap's table words them, ↑ and ↓ as one hint:
 * `Enter keep filter · Esc all options · ↑↓ move · Tab next tab`.
 */
export const filterHints: BodyHints = {
	only: true,
	hints: (keyHints) => {
		const entry = (action: FilterAction) => keyHints.filter.filter((hint) => hint.action === action);
		const [up, down] = [entry("option.prev")[0], entry("option.next")[0]];
		const move = up === undefined || down === undefined ? (up ?? down)?.keys : pairLabel(up.keys, down.keys);
		return [
			...entry("keep"),
			...entry("clear"),
			...hint("move", move, keyHints.words.keyMove),
			...entry("tab.next"),
			...entry("dismiss"),
		];
	},
};

/** `base`'s hints after `hints`. */
function before(hints: (keyHints: KeyHints) => KeyHint<string>[], base: BodyHints | undefined): BodyHints {
	return { only: false, hints: (keyHints) => [...hints(keyHints), ...(base?.hints(keyHints) ?? [])] };
}

/**
 * On a list narrowed by the filter: how to see every option again, then `base`. With `hiddenWaiting`, a typed row
 * number whose row the filter hides: only its next digit completes it (Enter does not pick it), said first in the
 * place of the footer's own pending hint.
 */
export function narrowedHints(base: BodyHints | undefined, hiddenWaiting?: number): BodyHints {
	return before(
		(keyHints) => [
			...(hiddenWaiting === undefined
				? []
				: [{ action: "digit.type", keys: `${hiddenWaiting}…`, description: keyHints.words.keyNextDigit }]),
			// Named `cancel`: it takes the place of the cancel key's own hint while the list is narrowed, and shows every
			// option as Esc does in the filter line.
			...hint("cancel", keysOf(keyHints, "cancel"), wordingOf(keyHints.filter, "clear")),
			...hint("filter", keysOf(keyHints, "filter"), keyHints.words.keyEditFilter),
		],
		base,
	);
}

/** On a list longer than the screen: `base`, then the filter's key. */
export function findHint(base: BodyHints | undefined): BodyHints {
	return {
		only: false,
		hints: (keyHints) => [
			...(base?.hints(keyHints) ?? []),
			...hint("filter", keysOf(keyHints, "filter"), wordingOf(keyHints.help.question, "filter")),
		],
	};
}
