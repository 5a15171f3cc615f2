/**
 * The `web` settings of `/ask-user web`: whether every form is served as a page at once (`auto`), and the address
 * the page listens on (`host`, 127.0.0.1 by default). Read from the global `ask-user.json` only: a project's file
 * comes with any cloned repository, and must not open the person's answers to the network.
 */
import { isIP } from "node:net";
import { isFields } from "@ask-user/core/contract";
import { nameOf, quote } from "./quote.ts";
import type { SettingsScope } from "./settings-keys.ts";
import type { SettingsWords } from "./settings-words.ts";

export interface WebSettings {
	/** Every form is served as a page as it opens, its address told in pi. */
	readonly auto: boolean;
	/** The address the page listens on: an IP address; anything but loopback lets other machines reach it. */
	readonly host: string;
}

export const DEFAULT_WEB_SETTINGS: WebSettings = { auto: false, host: "127.0.0.1" };

/** The `web` field of one settings file, or undefined with its problems pushed. */
export function parseWeb(
	raw: unknown,
	at: string,
	scope: SettingsScope,
	{ list: problems, words }: { readonly list: string[]; readonly words: SettingsWords },
): Partial<WebSettings> | undefined {
	if (scope === "project") {
		problems.push(words.globalOnly(at, "web"));
		return undefined;
	}
	if (!isFields(raw)) {
		problems.push(words.webShape(at));
		return undefined;
	}
	const web: { -readonly [K in keyof WebSettings]?: WebSettings[K] } = {};
	for (const [name, value] of Object.entries(raw)) {
		if (name === "auto") {
			if (typeof value === "boolean") web.auto = value;
			else problems.push(words.notBoolean(`${at}.auto`, quote(value)));
		} else if (name === "host") {
			if (typeof value === "string" && isIP(value) !== 0) web.host = value;
			else problems.push(words.webHost(`${at}.host`, quote(value)));
		} else problems.push(words.webUnknownField(`${at}.${nameOf(name)}`));
	}
	return web;
}
