/** The text a key types, as a terminal sends it. */
import { decodeKittyPrintable } from "@mariozechner/pi-tui";
import { isPaste, PASTE_END, PASTE_START } from "./bracketed-paste.ts";

/**
 * The text of a key as a terminal sends it: plain characters, a kitty key report, or a bracketed paste (its
 * text, kept whole as pi's editor would take it); undefined for a key that types nothing.
 */
export function typedText(data: string): string | undefined {
	if (isPaste(data)) {
		return data.slice(PASTE_START.length, data.length - PASTE_END.length);
	}
	if (/^[^\p{Cc}]+$/u.test(data)) return data;
	return decodeKittyPrintable(data);
}
