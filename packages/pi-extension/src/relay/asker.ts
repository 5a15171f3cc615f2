/**
 * Who asks through the relay, as text: the task cut to its bound (its start), the working directory kept whole for
 * the form's `@` and cut to its end (where its name is) only where it is shown, the relayed form's title, and the line
 * that tells this pi's agent who asked a relayed question it gets the answer to.
 */
import { statSync } from "node:fs";
import { cutTextStart, echoed, sanitizeText } from "@ask-user/core/contract";
import { visibleWidth } from "@mariozechner/pi-tui";
import type { NoticeWords } from "../locale/notice-words.ts";

/** The longest task shown with a relayed question, and the most of its directory told: longer is cut, with `…`. */
export const MAX_RELAY_LABEL = 200;
/**
 * The longest working directory a relay takes whole (Linux's `PATH_MAX`): the form's `@` completes in it, so it is
 * never cut for display; a longer one is cut to its end (no directory here, so nothing is completed).
 */
export const MAX_RELAY_DIRECTORY = 4096;

/** Who asks through the relay: the subagent's task or name, its working directory, and what its agent said last. */
export interface RelayAsker {
	readonly label: string;
	/** The directory whole (up to `MAX_RELAY_DIRECTORY`): what shows of it is cut where it shows. */
	readonly cwd: string;
	/** Its agent's last message (cut to `MAX_RELAY_AGENT_MESSAGE`); none when it said nothing. */
	readonly agentMessage?: string;
}

/** The most columns of the working directory a relayed form's title shows: at 80 columns, its end always shows. */
const TITLE_DIRECTORY_COLUMNS = 40;

/** `cwd`, or `…` and as much of its end as fits in `TITLE_DIRECTORY_COLUMNS` columns with it. */
function titleDirectory(cwd: string): string {
	if (visibleWidth(cwd) <= TITLE_DIRECTORY_COLUMNS) return cwd;
	let start = cwd.length;
	let used = visibleWidth("…");
	for (const character of [...cwd].reverse()) {
		used += visibleWidth(character);
		if (used > TITLE_DIRECTORY_COLUMNS) break;
		start -= character.length;
	}
	return `…${cwd.slice(start)}`;
}

/**
 * The title line of a relayed form, in `words` (the person's language): the directory first, so that however long
 * the task is, the one-line title shows the directory's end; the task after it, cut by the width.
 */
export function askerLine(asker: RelayAsker, words: NoticeWords): string {
	const label = asker.label.trim();
	return words.askedBySubagent(
		label === "" ? undefined : `“${label}”`,
		asker.cwd === "" ? undefined : titleDirectory(asker.cwd),
	);
}

/**
 * The subagent's working directory when it is one on this machine (the relay is local: it is, unless the directory
 * went, or a name past `MAX_RELAY_DIRECTORY` was cut); undefined otherwise, for its form's `@` to complete nothing.
 */
export function subagentDirectory(asker: RelayAsker): string | undefined {
	if (asker.cwd === "") return undefined;
	try {
		return statSync(asker.cwd, { throwIfNoEntry: false })?.isDirectory() === true ? asker.cwd : undefined;
	} catch {
		// A name no directory can have (a part over the file system's limit): none.
		return undefined;
	}
}

/** Model-written text as the model reads it: cut (`echoed`), sanitized and quoted as a JSON string. */
const quoted = (text: string) => JSON.stringify(sanitizeText(echoed(text)));

/**
 * The line before the answers to a relayed question reopened with `/ask-user`: they reach this pi's agent, which did
 * not ask it, because the subagent's call has ended.
 */
export function askedBySubagentNote(asker: RelayAsker): string {
	const label = asker.label.trim();
	const who = [
		...(label === "" ? [] : [`its task ${quoted(label)}`]),
		...(asker.cwd === "" ? [] : [`in ${quoted(cutTextStart(asker.cwd, MAX_RELAY_LABEL))}`]),
	];
	const named = who.length === 0 ? "" : ` (${who.join(", ")})`;
	return `This answers a question a subagent asked${named}; the subagent no longer waits for it.`;
}
