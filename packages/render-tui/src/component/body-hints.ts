/** Footer hints for view-only state (the full-text reader, text out of view), with the keys the keymap names. */
import { type KeyHint, keyHints, type MainAction } from "../keymap.ts";
import type { BodyHints } from "../render/footer.ts";

function keysOf(...actions: MainAction["type"][]): string {
	return actions.map((action) => keyHints.main.find((hint) => hint.action === action)?.keys ?? action).join("/");
}

function hint(action: string, keys: string, description: string): KeyHint<string> {
	return { action, keys, description };
}

/** Shown first when the question screen had to cut model text. */
export const truncatedHints: BodyHints = { only: false, hints: [hint("expand", keysOf("expand"), "full text")] };

/** Shown first when the review's list does not fit. */
export const reviewScrollHints: BodyHints = {
	only: false,
	hints: [hint("scroll", keysOf("preview.down", "preview.up"), "scroll answers")],
};

/** The reader's own keys, instead of the question's. */
export const readerHints: BodyHints = {
	only: true,
	hints: [
		hint(
			"scroll",
			`${keysOf("option.prev")}${keysOf("option.next")} ${keysOf("preview.up", "preview.down")}`,
			"scroll",
		),
		hint("close", keysOf("expand", "cancel"), "close"),
		hint("ends", keysOf("scroll.top", "scroll.bottom"), "top/end"),
		hint("dismiss", keysOf("dismiss"), "dismiss"),
	],
};
