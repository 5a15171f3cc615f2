/** `/ask-user web`: serves the form open in the terminal as a page and prints its one-time address in pi. */
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import { describeError } from "../startup/describe-error.ts";
import { displayLine } from "../startup/transcript-text.ts";
import { openWebForm, serveNextForm, type WebForm } from "./web-form.ts";

/** Tells the person the page's address `address` resolves with, or why there is none; settles as it does. */
export async function announced<Address extends string | { readonly url: string }>(
	address: Promise<Address>,
	notify: ExtensionContext["ui"]["notify"],
): Promise<Address> {
	try {
		const given = await address;
		const url = typeof given === "string" ? given : given.url;
		notify(`ask-user: the form is served at ${url} (the address opens in one browser, once)`, "info");
		return given;
	} catch (error) {
		notify(displayLine(`ask-user: the form could not be served (${describeError(error)})`), "error");
		throw error;
	}
}

/** Tells the person the page's new address, or why there is none. Never throws. */
export async function tellAddress(web: WebForm, notify: ExtensionContext["ui"]["notify"]): Promise<void> {
	await announced(web.address(), notify).catch(() => {});
}

/**
 * Serves the open form; with none open in the terminal, says so and serves the next one as it opens (pi's editor,
 * where the command is typed, is hidden while a form is open: a form can be served from the start only).
 */
export async function serveOpenForm(ctx: ExtensionContext): Promise<void> {
	const web = openWebForm();
	if (web === undefined) {
		serveNextForm();
		ctx.ui.notify(
			"ask-user: no form is open in the terminal; the next form will be served as a page, its address told here (web.auto in ~/.pi/agent/ask-user.json serves every form)",
			"info",
		);
		return;
	}
	await tellAddress(web, (message, type) => ctx.ui.notify(message, type));
}
