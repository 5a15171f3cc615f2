/**
 * A paste the terminal did not bracket (tmux's `paste-buffer` without `-p`, a terminal or a tool without bracketed
 * paste) reaches pi as keys: while a form is open its line breaks would act as Enter (saving an answer with the first
 * line, confirming, submitting on the review) and its text as the form's keys (digits picking, `N` opening a note),
 * so a pasted log could submit answers the person never chose (D178). pi reads such a paste in chunks of the
 * terminal's input, each split into keys at once; a person's keys come one at a time, or a few together when pi was
 * busy. So while a form is open, a chunk that holds a line feed (Enter sends a CR), two line breaks, a line break
 * with text after it, or more text than a person types while pi is busy, goes to the form as one bracketed paste, as
 * the terminal would have sent it: the answer or note being written takes it as text, and the form's other screens
 * ignore it (the footer says so), as they ignore any paste. A line typed with its Enter (`yes` CR) stays keys.
 */
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";

const PASTE_START = "\x1b[200~";
const PASTE_END = "\x1b[201~";
/** Terminal escape sequences (CSI, OSC, two-byte): not typed text. */
const ESCAPES = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])/g;
/** More printable characters than this in one chunk are no person's keys, however busy pi was. */
const MOST_TYPED_TOGETHER = 24;

/** The terminal's input as pi reads it: a stream of chunks. */
export interface TerminalInput {
	prependListener(event: "data", listener: (chunk: string | Buffer) => void): unknown;
	removeListener(event: "data", listener: (chunk: string | Buffer) => void): unknown;
}

/** Whether a chunk of the terminal's input is pasted text rather than keys. */
export function looksPasted(chunk: string): boolean {
	// A bracketed paste, or a piece of one, is delivered as the terminal marked it.
	if (chunk.includes(PASTE_START) || chunk.includes(PASTE_END)) return false;
	const text = chunk.replace(ESCAPES, "");
	const printable = text.replace(/\p{Cc}/gu, "");
	if (printable.length > MOST_TYPED_TOGETHER || (text.length > 1 && text.includes("\n"))) return true;
	const lineBreak = text.search(/[\r\n]/);
	// After a line break, text or another line break (tmux sends a pasted CRLF as two CRs): no Enter a person typed.
	return lineBreak >= 0 && /[^\p{Cc}\s]|[\r\n]/u.test(text.slice(lineBreak + 1));
}

/**
 * From now until the returned function is called, while `formOpen()`, each chunk of `input` that looks pasted
 * reaches pi's focused component as one bracketed paste: its first key is replaced by the paste, the others are
 * taken. `input` is the stream pi-tui reads (`process.stdin`), listened to before pi-tui, so each chunk is known
 * whole before its keys arrive (pi-tui splits a chunk into keys synchronously, within the chunk's event).
 */
export function joinUnbracketedPastes(
	ui: Pick<ExtensionUIContext, "onTerminalInput">,
	input: TerminalInput,
	formOpen: () => boolean,
): () => void {
	/** The chunk being read, while it looks pasted and its keys are arriving. */
	let pasted: string | undefined;
	let delivered = false;
	const onChunk = (chunk: string | Buffer) => {
		const text = String(chunk);
		if (!formOpen() || !looksPasted(text)) return;
		pasted = text;
		delivered = false;
		// Its keys all arrive within this event: anything later is a new chunk's.
		queueMicrotask(() => {
			pasted = undefined;
		});
	};
	input.prependListener("data", onChunk);
	const stopListening = ui.onTerminalInput(() => {
		if (pasted === undefined) return undefined;
		if (delivered) return { consume: true };
		delivered = true;
		return { data: `${PASTE_START}${pasted}${PASTE_END}` };
	});
	return () => {
		stopListening();
		input.removeListener("data", onChunk);
	};
}
