/**
 * The form open in pi's terminal, as `/ask-user web` serves it: at most one at a time (forms open one after the
 * other). The page (render-web's `servePage`, following the terminal's form) starts on the first address asked for,
 * follows every change of the form, and closes when the form ends, after telling the open pages how it ended.
 */
import type { AskUserDetails } from "@ask-user/core";
import type { MessageLocale } from "@ask-user/core/contract";
import { type PageAddress, type PageForm, type ServedPage, servePage } from "@ask-user/render-web";

/** The terminal's form, as the page reaches it: its view, and the page's acts as keys (the time limit starts again). */
export interface LiveForm extends PageForm {
	/** The address the page listens on (the settings' `web.host`). */
	readonly host: string;
	/** The form's locale, which the page speaks. */
	readonly locale: MessageLocale;
}

export interface WebForm {
	/** A new one-time address of the page; the server starts with the first. Rejects when it cannot listen. */
	address(): Promise<string>;
	/**
	 * The address to show again (the form's web page key): the last one given while its token is unopened, else a
	 * new one. Rejects as `address` does.
	 */
	shownAddress(): Promise<PageAddress>;
	/** Whether an action of the page ended the form with its answers (its Submit): the answers are the page's. */
	submittedHere(): boolean;
	/** The form changed (in the terminal or on the page): open pages follow. */
	changed(): void;
	/** The form ended (`details`: how, when known): open pages say so, and the server closes. Resolves once it has. */
	end(details?: AskUserDetails): Promise<void>;
}

let current: WebForm | undefined;
/** `/ask-user web` ran while no form was open: the next form is served as it opens. */
let nextServed = false;

/** Serves the next form that opens in the terminal (once). */
export function serveNextForm(): void {
	nextServed = true;
}

/** Whether the form opening now is to be served, as `/ask-user web` asked; asked once per form. */
export function takeNextFormServed(): boolean {
	const served = nextServed;
	nextServed = false;
	return served;
}

/** The form open in the terminal, if any. */
export function openWebForm(): WebForm | undefined {
	return current;
}

/** Registers the terminal's form; `end` unregisters it. */
export function webForm(form: LiveForm): WebForm {
	let page: Promise<ServedPage> | undefined;
	/** The page once its server listens: the page acts only after that. */
	let started: ServedPage | undefined;
	let ended = false;
	/** The page's server, started with the first address asked for. */
	const listen = () => {
		page ??= servePage({ form, host: form.host, locale: form.locale }).then(
			(served) => {
				started = served;
				return served;
			},
			(error: unknown) => {
				page = undefined;
				throw error;
			},
		);
		return page;
	};
	const web: WebForm = {
		async address() {
			if (ended) throw new Error("the form has ended");
			const first = page === undefined;
			const listening = await listen();
			return first ? listening.url : listening.newAddress().url;
		},
		async shownAddress() {
			if (ended) throw new Error("the form has ended");
			return (await listen()).shownAddress();
		},
		submittedHere: () => started?.submittedHere() === true,
		// Before the server listens no page follows the form.
		changed: () => started?.changed(),
		async end(details) {
			ended = true;
			if (current === web) current = undefined;
			await (await page?.catch(() => undefined))?.end(details);
		},
	};
	current = web;
	return web;
}
