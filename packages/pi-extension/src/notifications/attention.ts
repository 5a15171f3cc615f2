/**
 * How a waiting form calls the person, decided from the environment alone: the bell, a desktop notification in the
 * protocol the terminal announces (OSC 777 or OSC 9; nothing where none is announced, so no stray bytes reach a
 * terminal that would print them), passed through tmux or screen to the terminal around them, and the title. Pure:
 * `waiting-call.ts` writes what this decides.
 */
import { sanitizeLine } from "@ask-user/render-tui/text";
import type { NotifySettings } from "../settings/settings.ts";

type DesktopProtocol = "osc777" | "osc9";

/** A terminal multiplexer pi runs in: its DCS passthrough carries the notification to the terminal around it. */
export type Multiplexer = "tmux" | "screen";

export interface DesktopChannel {
	readonly protocol: DesktopProtocol;
	readonly through?: Multiplexer;
}

export interface AttentionChannels {
	readonly bell: boolean;
	readonly desktop: DesktopChannel | undefined;
	readonly title: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The protocol a terminal takes: WezTerm and Ghostty OSC 777, iTerm2, kitty and Windows Terminal OSC 9. */
function announcedProtocol(env: Env): DesktopProtocol | undefined {
	const program = env.TERM_PROGRAM ?? "";
	if (program === "WezTerm" || program === "ghostty") return "osc777";
	if (program === "iTerm.app" || (env.TERM ?? "").includes("kitty") || env.WT_SESSION !== undefined) return "osc9";
	return undefined;
}

/**
 * The protocol of the terminal around tmux or screen, which set `TERM` (and tmux `TERM_PROGRAM`) to their own: read
 * from what that terminal exported to the shell that started them, and still in their environment.
 */
function outerProtocol(env: Env): DesktopProtocol | undefined {
	if (env.WEZTERM_PANE !== undefined || env.GHOSTTY_RESOURCES_DIR !== undefined) return "osc777";
	if (env.LC_TERMINAL === "iTerm2" || env.KITTY_WINDOW_ID !== undefined) return "osc9";
	return announcedProtocol(env);
}

/** The multiplexer pi runs in, from the variables tmux (`TMUX`) and screen (`STY`) set. */
function multiplexerOf(env: Env): Multiplexer | undefined {
	if (env.TMUX !== undefined) return "tmux";
	return env.STY === undefined ? undefined : "screen";
}

/**
 * The desktop notification the terminal takes, and the multiplexer it passes through. Inside tmux the terminal
 * around it gets it only where tmux allows passthrough (`set -g allow-passthrough on`; otherwise tmux drops it
 * whole, and nothing shows).
 */
export function desktopChannel(env: Env): DesktopChannel | undefined {
	const through = multiplexerOf(env);
	if (through === undefined) {
		const protocol = announcedProtocol(env);
		return protocol === undefined ? undefined : { protocol };
	}
	const protocol = outerProtocol(env);
	return protocol === undefined ? undefined : { protocol, through };
}

export function attentionChannels(env: Env, notify: NotifySettings): AttentionChannels {
	return {
		bell: notify.bell,
		desktop: notify.desktop ? desktopChannel(env) : undefined,
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

/**
 * `sequence` wrapped in the multiplexer's DCS passthrough: tmux's `ESC P tmux; … ESC \\` with each ESC inside
 * doubled, screen's `ESC P … ESC \\` (the OSC inside ends with BEL, so no `ESC \\` ends the DCS early).
 */
export function passThrough(sequence: string, through: Multiplexer | undefined): string {
	if (through === "tmux") return `\x1bPtmux;${sequence.replaceAll("\x1b", "\x1b\x1b")}\x1b\\`;
	if (through === "screen") return `\x1bP${sequence}\x1b\\`;
	return sequence;
}

/** The bytes that raise the desktop notification, passed through the multiplexer. */
function desktopSequence({ protocol, through }: DesktopChannel, title: string, body: string): string {
	const osc =
		protocol === "osc777"
			? `\x1b]777;notify;${oscText(title)};${oscText(body)}\x07`
			: `\x1b]9;${oscText(`${title}: ${body}`)}\x07`;
	return passThrough(osc, through);
}

/** The bytes that ring the bell and raise the desktop notification (an empty string when both are off). */
export function callSequence(channels: AttentionChannels, title: string, body: string): string {
	const bell = channels.bell ? "\x07" : "";
	return channels.desktop === undefined ? bell : bell + desktopSequence(channels.desktop, title, body);
}
