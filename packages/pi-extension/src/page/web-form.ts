/**
 * The form open in pi's terminal, as `/ask-user web` serves it: at most one at a time (forms open one after the
 * other), registered in the extension's `ServedForms`. The page (render-web's `servePage`, following the terminal's form) starts on the first address asked for,
 * follows every change of the form, and closes when the form ends, after telling the open pages how it ended.
 */
import type { MessageLocale } from "@ask-user/core/contract";
import { type PageForm, type ServedPage, servePage } from "@ask-user/render-web";
import { piPageWords } from "./pi-page-words.ts";
import type { ServedForms, WebForm } from "./served-forms.ts";

/** The terminal's form, as the page reaches it: its view, and the page's acts as keys (the time limit starts again). */
export interface LiveForm extends PageForm {
	/** The address the page listens on (the settings' `web.host`). */
	readonly host: string;
	/** The form's locale, which the page speaks. */
	readonly locale: MessageLocale;
	/** Whether pi's terminal shows the form (else RPC dialogs wait while the page answers): the page names it. */
	readonly shownInTerminal: boolean;
}

/** The terminal's form as `/ask-user web` reaches it, registered in `forms` until `end`. */
export function webForm(form: LiveForm, forms: ServedForms): WebForm {
	let page: Promise<ServedPage> | undefined;
	/** The page once its server listens: the page acts only after that. */
	let started: ServedPage | undefined;
	let ended = false;
	/** The page's server, started with the first address asked for. */
	const listen = () => {
		page ??= servePage({
			form,
			host: form.host,
			locale: form.locale,
			hostWords: piPageWords(form.locale, form.shownInTerminal),
			shownInTerminal: form.shownInTerminal,
		}).then(
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
		saveTyped: () => started?.saveTyped(),
		async end(details, why) {
			ended = true;
			if (forms.open === web) forms.open = undefined;
			await (await page?.catch(() => undefined))?.end(details, why);
		},
	};
	forms.open = web;
	return web;
}
