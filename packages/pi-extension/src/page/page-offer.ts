/**
 * RPC mode offers the form's web page first (D93): a GUI driving pi gets pi's four dialog types only, which walk the
 * questions one at a time, while the page is the whole form. Before the first dialog the page is served (the
 * `/ask-user web` machinery, on the flow the dialogs run) and a select names its address: answer in the browser page,
 * or step by step here. Choosing the page waits in a second select that the form's end closes; its one entry leaves
 * the page for the dialogs, so a GUI that cannot open links is never stuck. Choosing step by step, or a page that
 * cannot be served, goes to the dialogs at once. Dismissing either select cancels the form, as a dismissed question's
 * select does (asking first when answers would be lost, and showing the select again when the person keeps them).
 */
import type { AnswerSource, AskUserDetails } from "@ask-user/core";
import type { MessageLocale } from "@ask-user/core/contract";
import type { DialogForm, DialogUI } from "../dialogs/ask-with-dialogs.ts";
import type { DialogWords } from "../dialogs/dialog-words.ts";
import { onAbort } from "../form/abort.ts";
import type { NoticeWords } from "../locale/notice-words.ts";
import type { ServedForms } from "./served-forms.ts";
import { webForm } from "./web-form.ts";

export interface PageOfferOptions {
	readonly ui: DialogUI & { readonly notify: (message: string, type?: "info" | "warning" | "error") => void };
	/** The form's signal: its abort (the run's, a time limit, an end from outside) closes the dialogs. */
	readonly signal: AbortSignal;
	/** The address the page listens on (the settings' `web.host`). */
	readonly host: string;
	readonly words: DialogWords;
	readonly said: NoticeWords;
	/** The form's locale, which the page speaks. */
	readonly locale: MessageLocale;
	/** What `/ask-user web` serves: the offered page is the form's page there too. */
	readonly forms: ServedForms;
}

/** The offer, run before the dialogs; `answeredOn` says whether the page submitted the answers. */
export interface PageOffer {
	readonly before: (form: DialogForm) => Promise<void>;
	readonly answeredOn: () => AnswerSource | undefined;
}

export function pageOffer({ ui, signal, host, words, said, locale, forms }: PageOfferOptions): PageOffer {
	let submittedOnPage = false;
	const before = async (form: DialogForm): Promise<void> => {
		const web = webForm({ view: form.view, acted: () => {}, host, locale, shownInTerminal: false }, forms);
		let address: string;
		try {
			address = await web.address();
		} catch (error) {
			// No page (the address cannot be listened on): the dialogs, and the person is told why.
			ui.notify(`ask-user: ${said.serveFailed(error instanceof Error ? error.message : String(error))}`, "warning");
			await web.end();
			return;
		}
		const onPage = words.onPage(address);
		let how: string | undefined;
		do how = signal.aborted ? undefined : await ui.select(words.howTitle, [onPage, words.stepByStep], { signal });
		while (how === undefined && !signal.aborted && !(await form.dismissed(signal)));
		if (how !== onPage || signal.aborted) {
			// Dismissed, the form was cancelled: the page, if opened meanwhile, says so.
			await web.end(how === undefined && !signal.aborted ? await form.ended : undefined);
			return;
		}
		const stopFollowing = form.onChange(() => web.changed());
		// The waiting select closes when the form ends (on the page, by a time limit, by the run's abort).
		const waiting = new AbortController();
		const stopWaiting = onAbort(signal, () => waiting.abort());
		let details: AskUserDetails | undefined;
		form.ended.then((result) => {
			details = result;
			waiting.abort();
		});
		for (;;) {
			const left = await ui.select(words.waitingTitle(address), [words.stepByStepInstead], { signal: waiting.signal });
			if (left !== undefined || waiting.signal.aborted) break;
			// Dismissed: the form is cancelled (once confirmed, when the page's answers would be lost), else it waits again.
			if (await form.dismissed(waiting.signal)) {
				details = await form.ended;
				break;
			}
		}
		stopWaiting();
		stopFollowing();
		submittedOnPage = web.submittedHere();
		// The page ended the form (it says how), or the person left it for the dialogs (it says so, and closes).
		await web.end(details, details === undefined ? words.pageLeft : undefined);
	};
	return { before, answeredOn: () => (submittedOnPage ? "page" : undefined) };
}
