/**
 * How a waiting form calls the person, decided from the environment alone: the bell, a desktop notification in the
 * protocol the terminal announces (OSC 777 or OSC 9; nothing where none is announced, so no stray bytes reach a
 * terminal that would print them), and the title. Pure: `waiting-call.ts` writes what this decides.
 */
import { sanitizeLine } from "@ask-user/render-tui/text";
import type { NotifySettings } from "./settings.ts";

export type DesktopProtocol = "osc777" | "osc9";

export interface AttentionChannels {
	readonly bell: boolean;
	readonly desktop: DesktopProtocol | undefined;
	readonly title: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The desktop notification protocol the terminal announces: WezTerm and Ghostty take OSC 777, iTerm2, kitty and
 * Windows Terminal OSC 9. Inside tmux or screen (which swallow or mangle OSC) none.
 */
export function desktopProtocol(env: Env): DesktopProtocol | undefined {
	if (env.TMUX !== undefined || env.STY !== undefined) return undefined;
	const program = env.TERM_PROGRAM ?? "";
	if (program === "WezTerm" || program === "ghostty") return "osc777";
	if (program === "iTerm.app" || (env.TERM ?? "").includes("kitty") || env.WT_SESSION !== undefined) return "osc9";
	return undefined;
}

export function attentionChannels(env: Env, notify: NotifySettings): AttentionChannels {
	return {
		bell: notify.bell,
		desktop: notify.desktop ? desktopProtocol(env) : undefined,
		title: notify.title,
	};
}

/**
 * `text` sanitized for an OSC string (no escape sequence), each run of control characters (BEL and ESC would end or
 * break it) and of the characters in `also` one space.
 */
function oscClean(text: string, also = ""): string {
	return sanitizeLine(text)
		.replace(new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${also}]+`, "g"), " ")
		.trim();
}

/** Text for a notification's OSC string: clean, no `;` (it separates the fields), at most 120 chars. */
export function oscText(text: string): string {
	return [...oscClean(text, ";")].slice(0, 120).join("");
}

/** The bytes that set the terminal title (OSC 0, as pi-tui's `setTitle` writes them), with no control character. */
export function titleSequence(title: string): string {
	return `\x1b]0;${oscClean(title)}\x07`;
}

/** The bytes that ring the bell and raise the desktop notification (an empty string when both are off). */
export function callSequence(channels: AttentionChannels, title: string, body: string): string {
	const bell = channels.bell ? "\x07" : "";
	if (channels.desktop === "osc777") return `${bell}\x1b]777;notify;${oscText(title)};${oscText(body)}\x07`;
	if (channels.desktop === "osc9") return `${bell}\x1b]9;${oscText(`${title}: ${body}`)}\x07`;
	return bell;
}

/** The terminal title while an answer is awaited. */
export function awaitingTitle(base: string): string {
	return `⏳ answer awaited · ${base}`;
}
