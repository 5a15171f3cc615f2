import type { MessageLocale } from "@ask-user/core/contract";

/** How the server asks. */
export interface AskUserServerOptions {
	/**
	 * How long a person has to answer each call, in milliseconds, at most 2,147,483,647 (the longest timer Node keeps;
	 * `createAskUserServer` throws on a longer one): on the page it starts again on each action the person takes;
	 * then the call ends as cancelled (`timeout`), with what was answered. Undefined: a day, and a form handed to a
	 * 2026-07-28 client is held 10 minutes for the client's retry.
	 */
	readonly timeLimitMs?: number | undefined;
	/** Where the page listens: `127.0.0.1` by default (`0.0.0.0` or `::` reach the network, e.g. a phone). */
	readonly host?: string | undefined;
	/**
	 * The language of the person's words (`en`, `de`, `fr` or `es`): the client's form, the server's progress and log
	 * lines, the page. Undefined: the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first set), else English, as
	 * pi's extension reads it. The model's text is English in every locale.
	 */
	readonly locale?: MessageLocale | undefined;
	/** Open the page in the person's browser when no client can show it (no elicitation). */
	readonly open?: boolean | undefined;
	/** Where the server tells the person who started it (the address of a page): stderr by default. */
	readonly tell?: ((line: string) => void) | undefined;
}
