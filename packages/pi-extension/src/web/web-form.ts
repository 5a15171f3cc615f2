/**
 * The form open in pi's terminal, as `/ask-user web` serves it: at most one at a time (forms open one after the
 * other). The page's server starts on the first address asked for, follows every change of the form, and closes
 * when the form ends, after telling the open pages how it ended.
 */
import type { AskUserDetails, QuestionnaireView } from "@ask-user/core";
import { endedHtml, formPieces, rowCache } from "./form-html.ts";
import { applyAction } from "./page-actions.ts";
import { type PageAddress, type PageServer, startPageServer } from "./page-server.ts";
import type { PageWords } from "./page-words.ts";

/** The terminal's form, as the page reaches it. */
export interface LiveForm {
	/** The latest view; its intents act on the form's own actor. */
	view(): QuestionnaireView;
	/** The page acted, as a key would (the time limit starts again). */
	acted(): void;
	/** The address the page listens on (the settings' `web.host`). */
	readonly host: string;
	/** The page's words, in the form's locale. */
	readonly words: PageWords;
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
	let server: Promise<PageServer> | undefined;
	let ended = false;
	/** A page's action is being applied; the page's Submit ended the form. */
	let acting = false;
	let submittedHere = false;
	/** The last address given, shown again while its token is unopened. */
	let last: PageAddress | undefined;
	const newAddress = async () => {
		if (ended) throw new Error("the form has ended");
		const rows = rowCache();
		server ??= startPageServer(
			{
				words: form.words,
				pieces: () => formPieces(form.view(), rows, form.words),
				act: (action) => {
					// The form may end within the action (its result asked for at once) or after it.
					acting = true;
					try {
						applyAction(() => form.view(), action);
					} finally {
						acting = false;
					}
					if (form.view().mode === "submitted") submittedHere = true;
					form.acted();
				},
			},
			form.host,
		).catch((error: unknown) => {
			server = undefined;
			throw error;
		});
		last = (await server).newAddress();
		return last;
	};
	const web: WebForm = {
		async address() {
			return (await newAddress()).url;
		},
		async shownAddress() {
			return last?.waiting() === true ? last : newAddress();
		},
		submittedHere: () => submittedHere || (acting && form.view().mode === "submitted"),
		changed() {
			server?.then((started) => started.changed()).catch(() => {});
		},
		async end(details) {
			ended = true;
			if (current === web) current = undefined;
			const started = await server?.catch(() => undefined);
			await started?.end(endedHtml(details, form.words));
		},
	};
	current = web;
	return web;
}
