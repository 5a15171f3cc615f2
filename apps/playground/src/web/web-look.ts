import { type AskTheme, fromPiTheme } from "@ask-user/render-tui";
import type { MarkdownTheme } from "@mariozechner/pi-tui";
import type { Scheme } from "./protocol.ts";

type PiTheme = import("@mariozechner/pi-coding-agent").Theme;

/** Where pi keeps its current theme, which pi's markdown theme reads on every call. */
const THEME_KEY = Symbol.for("@mariozechner/pi-coding-agent:theme");

/** pi's look for one page, switchable between pi's dark and light themes while the flow runs. */
export interface WebLook {
	readonly theme: AskTheme;
	readonly markdown: MarkdownTheme;
	scheme: Scheme;
}

/** Makes the looks of the pages; pi's themes are loaded once (pi-coding-agent takes seconds to import). */
export type WebLooks = () => WebLook;

/** Runs `call` with `theme` as pi's current theme: pi's markdown styles read the global theme, not an instance. */
function withPiTheme<T>(theme: PiTheme, call: () => T): T {
	const previous: unknown = Reflect.get(globalThis, THEME_KEY);
	Reflect.set(globalThis, THEME_KEY, theme);
	try {
		return call();
	} finally {
		Reflect.set(globalThis, THEME_KEY, previous);
	}
}

/** pi's markdown theme with every style bound to `current()` instead of pi's global theme. */
function boundMarkdownTheme(markdown: MarkdownTheme, current: () => PiTheme): MarkdownTheme {
	return new Proxy(markdown, {
		get(target, name) {
			const style: unknown = Reflect.get(target, name);
			if (typeof style !== "function") return style;
			return (...args: unknown[]) => withPiTheme(current(), () => Reflect.apply(style, target, args));
		},
	});
}

/**
 * Loads pi's dark and light themes as pi loads them, in the colours the page's xterm shows (truecolor, bold): this
 * server's own stdout may be no terminal at all.
 */
export async function loadWebLooks(): Promise<WebLooks> {
	process.env.COLORTERM = "truecolor";
	process.env.FORCE_COLOR ??= "3";
	const [pi, { builtInPiTheme }] = await Promise.all([
		import("@mariozechner/pi-coding-agent"),
		import("@ask-user/test-kit/pi-theme"),
	]);
	const themes: Record<Scheme, PiTheme> = { dark: builtInPiTheme("dark"), light: builtInPiTheme("light") };
	const markdown = pi.getMarkdownTheme();
	return () => {
		let scheme: Scheme = "dark";
		const current = () => themes[scheme];
		return {
			get scheme() {
				return scheme;
			},
			set scheme(value: Scheme) {
				scheme = value;
			},
			theme: fromPiTheme({
				fg: (color, text) => current().fg(color, text),
				bg: (color, text) => current().bg(color, text),
				bold: (text) => current().bold(text),
			}),
			markdown: boundMarkdownTheme(markdown, current),
		};
	};
}
