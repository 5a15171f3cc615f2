/** `/ask-user web`: serves the form open in the terminal as a page and prints its one-time address in pi. */
import { addressRows } from "@ask-user/render-tui/text";
import type { ExtensionContext } from "@mariozechner/pi-coding-agent";
import type { NoticeWords } from "../locale/notice-words.ts";
import { describeError } from "../transcript/describe-error.ts";
import { displayLine } from "../transcript/transcript-text.ts";
import type { ServedForms, WebForm } from "./served-forms.ts";

/** pi draws its messages one column in from each side of its terminal. */
const MESSAGE_PADDING = 2;

/**
 * The address on lines of its own that pi's terminal does not wrap: cut only right before its token where the
 * terminal (as wide as now) is narrower, so that pi never cuts the token.
 */
function addressLines(url: string): string {
	const { columns } = process.stdout;
	return addressRows(url, columns === undefined ? Number.POSITIVE_INFINITY : columns - MESSAGE_PADDING).join("\n");
}

/**
 * Tells the person the page's address `address` resolves with, or why there is none (in `said`, their language);
 * settles as it does.
 */
export async function announced<Address extends string | { readonly url: string }>(
	address: Promise<Address>,
	notify: ExtensionContext["ui"]["notify"],
	said: NoticeWords,
): Promise<Address> {
	try {
		const given = await address;
		const url = typeof given === "string" ? given : given.url;
		notify(`ask-user: ${said.servedAt}\n${addressLines(url)}`, "info");
		return given;
	} catch (error) {
		notify(displayLine(`ask-user: ${said.serveFailed(describeError(error))}`), "error");
		throw error;
	}
}

/** Tells the person the page's new address, or why there is none. Never throws. */
export async function tellAddress(
	web: WebForm,
	notify: ExtensionContext["ui"]["notify"],
	said: NoticeWords,
): Promise<void> {
	await announced(web.address(), notify, said).catch(() => {});
}

/**
 * Serves the open form; with none open in the terminal, says so and serves the next one as it opens (pi's editor,
 * where the command is typed, is hidden while a form is open: a form can be served from the start only). Told in
 * `said`.
 */
export async function serveOpenForm(ctx: ExtensionContext, forms: ServedForms, said: NoticeWords): Promise<void> {
	const web = forms.open;
	if (web === undefined) {
		forms.nextServed = true;
		ctx.ui.notify(`ask-user: ${said.noFormToServe("web.auto in ~/.pi/agent/ask-user.json")}`, "info");
		return;
	}
	await tellAddress(web, (message, type) => ctx.ui.notify(message, type), said);
}
