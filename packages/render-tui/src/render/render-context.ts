/**
 * What a screen renderer draws with, in one object instead of a row of positional parameters: the theme and the
 * messages table, the box it fills, and where it tells what it left out. A renderer that gives a part of its box to another passes a copy with
 * that part's size (`{ ...context, width: left }`).
 */
import type { Messages } from "@ask-user/core";
import type { AskTheme } from "../theme.ts";
import type { CutReport } from "./blocks.ts";

/** What a question screen tells the body after a frame: cut model text, and whether its list or preview scrolls. */
export interface ScreenReport extends CutReport {
	previewScrolls: boolean;
	/** On the review: the first answer shown cut (its index), else the form note when it was cut or had no room. */
	cutAt?: number | "note" | undefined;
}

export interface RenderContext {
	readonly theme: AskTheme;
	/** The words the screens write themselves (the review's summary, its warning, …), in the person's language. */
	readonly messages: Messages;
	/** Columns; every line drawn fits them. */
	readonly width: number;
	/** Lines at most. */
	readonly height: number;
	/** Set while rendering when the caller asks what was left out; the renderer never clears it. */
	readonly report?: ScreenReport | undefined;
}
