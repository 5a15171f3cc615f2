/**
 * Footer hints for view-only state (the full-text reader, text out of view), naming the keys the form's keymap binds
 * (pi's remaps and the host's settings applied), read when the footer renders.
 */
import type { KeyHint, Keymap, MainAction } from "../keymap.ts";
import { pairLabel } from "../keys/key-sources.ts";
import type { BodyHints } from "../render/footer.ts";

type KeyHints = Keymap["keyHints"];

/** The keys of `actions` that have any, joined by `/`; undefined when none has a key. */
function keysOf(keyHints: KeyHints, ...actions: MainAction["type"][]): string | undefined {
	const labels = actions.flatMap((action) => keyHints.main.find((hint) => hint.action === action)?.keys ?? []);
	return labels.length === 0 ? undefined : labels.join("/");
}

/** A hint for `keys`, or none when no key is bound. */
function hint(action: string, keys: string | undefined, description: string): KeyHint<string>[] {
	return keys === undefined ? [] : [{ action, keys, description }];
}

/** Shown first when the question screen had to cut model text. */
export const truncatedHints: BodyHints = {
	only: false,
	hints: (keyHints) => hint("expand", keysOf(keyHints, "expand"), "full text"),
};

/** Shown first when the review's list does not fit. */
export const reviewScrollHints: BodyHints = {
	only: false,
	hints: (keyHints) => hint("scroll", keysOf(keyHints, "preview.down", "preview.up"), "scroll answers"),
};

/** ↑↓ and PgUp/PgDn in the reader, as bound: `↑↓ PgUp/PgDn`, `k j PgUp/PgDn`. */
function readerScrollKeys(keyHints: KeyHints): string | undefined {
	const [up, down] = [keysOf(keyHints, "option.prev"), keysOf(keyHints, "option.next")];
	const lines = up === undefined || down === undefined ? (up ?? down) : pairLabel(up, down);
	const pages = keysOf(keyHints, "preview.up", "preview.down");
	const parts = [lines, pages].filter((part) => part !== undefined);
	return parts.length === 0 ? undefined : parts.join(" ");
}

/** The reader's own keys, instead of the question's. */
export const readerHints: BodyHints = {
	only: true,
	hints: (keyHints) => [
		...hint("scroll", readerScrollKeys(keyHints), "scroll"),
		...hint("close", keysOf(keyHints, "expand", "cancel"), "close"),
		...hint("ends", keysOf(keyHints, "scroll.top", "scroll.bottom"), "top/end"),
		...hint("dismiss", keysOf(keyHints, "dismiss"), "dismiss"),
	],
};
