/** The scrolling keys as the keymap binds them, as the footer and the help name them. */
import type { Keymap, MainAction } from "../keymap.ts";
import { pairLabel } from "../keys/key-sources.ts";

type KeyHints = Keymap["keyHints"];

const keysOf = (keyHints: KeyHints, action: MainAction["type"]) =>
	keyHints.main.find((hint) => hint.action === action)?.keys;

/** ↑ and ↓ as one label: `↑↓`, `k j`; undefined when neither has a key. */
export function lineKeys(keyHints: KeyHints): string | undefined {
	const [up, down] = [keysOf(keyHints, "option.prev"), keysOf(keyHints, "option.next")];
	return up === undefined || down === undefined ? (up ?? down) : pairLabel(up, down);
}

/** PgUp and PgDn as one label: `PgUp/PgDn`; undefined when neither has a key. */
export function pageKeys(keyHints: KeyHints): string | undefined {
	const keys = [keysOf(keyHints, "preview.up"), keysOf(keyHints, "preview.down")].filter((key) => key !== undefined);
	return keys.length === 0 ? undefined : keys.join("/");
}
