/**
 * Bracketed pastes taken whole out of the input stream. pi delivers a paste as one input, `\x1b[200~…\x1b[201~`;
 * a terminal may split it across inputs, as pi-tui's `Editor` also allows. The editor host sanitizes and measures a
 * paste before the editor sees it, so it needs the whole of it.
 */

export const PASTE_START = "\x1b[200~";
export const PASTE_END = "\x1b[201~";

/** Whether `data` is one whole bracketed paste, as pi delivers it. */
export function isPaste(data: string): boolean {
	return data.startsWith(PASTE_START) && data.endsWith(PASTE_END);
}

/** A piece of input: typed keys as they came, or the text of a whole paste. */
type InputPiece = { readonly keys: string } | { readonly paste: string };

export class BracketedPaste {
	/** The text of a paste whose end has not arrived yet. */
	private open: string | undefined;

	/** `data` in pieces, in order; the start of a paste is held until its end arrives. */
	take(data: string): InputPiece[] {
		const pieces: InputPiece[] = [];
		let rest = data;
		while (rest !== "") {
			if (this.open === undefined) {
				const start = rest.indexOf(PASTE_START);
				if (start === -1) {
					pieces.push({ keys: rest });
					break;
				}
				if (start > 0) pieces.push({ keys: rest.slice(0, start) });
				this.open = "";
				rest = rest.slice(start + PASTE_START.length);
			}
			// The end marker itself may have been split: the search starts early enough to find it across inputs.
			const buffer = this.open + rest;
			const end = buffer.indexOf(PASTE_END, Math.max(0, this.open.length - PASTE_END.length + 1));
			if (end === -1) {
				this.open = buffer;
				break;
			}
			pieces.push({ paste: buffer.slice(0, end) });
			this.open = undefined;
			rest = buffer.slice(end + PASTE_END.length);
		}
		return pieces;
	}

	/** Forgets a paste still open, e.g. when the editor it was going to closes. */
	clear(): void {
		this.open = undefined;
	}
}
