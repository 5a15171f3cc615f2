/**
 * What `/ask-user web` serves in this pi, held by the extension (one per registration, no module state): the form
 * open in the terminal, if any, and whether the next form to open is to be served (the command ran while none was
 * open). Cheap to create at start: the page's server loads with the first form.
 */
import type { AskUserDetails } from "@ask-user/core/contract";
import type { PageAddress } from "@ask-user/render-web";

/** The open form as `/ask-user web` reaches it (`page/web-form.ts` makes it). */
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
	/** Saves the texts typed on the page and not saved there, before a time limit ends the form: they are kept. */
	saveTyped(): void;
	/**
	 * The form ended (`details`: how, when known), or goes on elsewhere (`why`, shown on the page): open pages say so,
	 * and the server closes. Resolves once it has.
	 */
	end(details?: AskUserDetails, why?: string): Promise<void>;
}

export interface ServedForms {
	/** The form open in the terminal, as the page reaches it; set while it is open. */
	open: WebForm | undefined;
	/** `/ask-user web` ran while no form was open: the next form is served as it opens. */
	nextServed: boolean;
}

export function createServedForms(): ServedForms {
	return { open: undefined, nextServed: false };
}
