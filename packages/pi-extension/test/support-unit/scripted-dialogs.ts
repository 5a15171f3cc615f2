/** pi's `select`/`input`/`editor`/`confirm` dialogs answered from a script, recording every call (RPC mode's view). */
import { MESSAGE_LOCALES } from "@ask-user/core/contract";
import type { ExtensionUIContext, ExtensionUIDialogOptions } from "@mariozechner/pi-coding-agent";
import { dialogWords } from "../../src/dialogs/dialog-words.ts";

export type DialogCall =
	| { readonly method: "select"; readonly title: string; readonly options: string[]; readonly signal?: AbortSignal }
	| { readonly method: "input"; readonly title: string; readonly placeholder?: string; readonly signal?: AbortSignal }
	/** pi's `editor` takes no signal. */
	| { readonly method: "editor"; readonly title: string; readonly prefill?: string }
	| { readonly method: "confirm"; readonly title: string; readonly message: string; readonly signal?: AbortSignal };

/**
 * One scripted answer. A string answers a select with the entry equal to it or starting with it (`"2."`, `"Done"`),
 * an input or editor with the string itself, and a confirm with `"yes"` or `"no"`; `undefined` dismisses the
 * dialog; a function returns the raw answer.
 */
export type Reply = string | undefined | ((call: DialogCall) => string | undefined | Promise<string | undefined>);

export interface ScriptedDialogs {
	readonly ui: Pick<ExtensionUIContext, "select" | "input" | "editor" | "confirm" | "custom" | "notify">;
	readonly calls: DialogCall[];
	/** Every `ctx.ui.notify` message. */
	readonly notices: string[];
	/** The selects that offered the form's web page first (D93), answered apart from the script. */
	readonly offers: DialogCall[];
}

/** The titles of the select that offers the page first, in every locale. */
const OFFER_TITLES = new Set(MESSAGE_LOCALES.map((locale) => dialogWords(locale).howTitle));

/** A reply that keeps the dialog open until the signal aborts, like pi's RPC dialogs (an editor: forever). */
export function untilAborted(call: DialogCall): Promise<undefined> {
	return new Promise((resolve) => {
		if (!("signal" in call)) return;
		if (call.signal?.aborted) resolve(undefined);
		else call.signal?.addEventListener("abort", () => resolve(undefined), { once: true });
	});
}

function pick(call: DialogCall, reply: string): string {
	if (call.method !== "select") return reply;
	const entry =
		call.options.find((option) => option === reply) ?? call.options.find((option) => option.startsWith(reply));
	if (entry === undefined)
		throw new Error(`no entry "${reply}" in select "${call.title}": ${call.options.join(" | ")}`);
	return entry;
}

/**
 * Dialogs that follow `replies` in order; `custom()` resolves undefined at once, as in pi's RPC mode. The select that
 * offers the page first is answered `offer` (by default its last entry, step by step here) and kept in `offers`.
 */
export function scriptedDialogs(replies: readonly Reply[], offer?: Reply): ScriptedDialogs {
	const calls: DialogCall[] = [];
	const notices: string[] = [];
	const offers: DialogCall[] = [];
	const queue = [...replies];
	const answer = async (call: DialogCall): Promise<string | undefined> => {
		if (call.method === "select" && OFFER_TITLES.has(call.title)) {
			offers.push(call);
			if (typeof offer === "function") return offer(call);
			return offer === undefined ? call.options.at(-1) : pick(call, offer);
		}
		calls.push(call);
		if ("signal" in call && call.signal?.aborted) return undefined;
		if (queue.length === 0) throw new Error(`unscripted ${call.method}: "${call.title}"`);
		const reply = queue.shift();
		if (typeof reply === "function") return reply(call);
		return reply === undefined ? undefined : pick(call, reply);
	};
	const ui: ScriptedDialogs["ui"] = {
		select: (title: string, options: string[], opts?: ExtensionUIDialogOptions) =>
			answer({ method: "select", title, options, ...(opts?.signal ? { signal: opts.signal } : {}) }),
		input: (title: string, placeholder?: string, opts?: ExtensionUIDialogOptions) =>
			answer({
				method: "input",
				title,
				...(placeholder === undefined ? {} : { placeholder }),
				...(opts?.signal ? { signal: opts.signal } : {}),
			}),
		editor: (title: string, prefill?: string) =>
			answer({ method: "editor", title, ...(prefill === undefined ? {} : { prefill }) }),
		confirm: async (title: string, message: string, opts?: ExtensionUIDialogOptions) =>
			(await answer({ method: "confirm", title, message, ...(opts?.signal ? { signal: opts.signal } : {}) })) === "yes",
		custom: async <T>() => undefined as T,
		notify: (message: string) => notices.push(message),
	};
	return { ui, calls, notices, offers };
}
