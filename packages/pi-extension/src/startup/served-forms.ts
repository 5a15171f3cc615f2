/**
 * What `/ask-user web` serves in this pi, held by the extension (one per registration, no module state): the form
 * open in the terminal, if any, and whether the next form to open is to be served (the command ran while none was
 * open). Cheap to create at start: the page's server loads with the first form.
 */
import type { WebForm } from "../web/web-form.ts";

export interface ServedForms {
	/** The form open in the terminal, as the page reaches it; set while it is open. */
	open: WebForm | undefined;
	/** `/ask-user web` ran while no form was open: the next form is served as it opens. */
	nextServed: boolean;
}

export function createServedForms(): ServedForms {
	return { open: undefined, nextServed: false };
}
