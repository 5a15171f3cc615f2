/**
 * The web page key: asks the host to serve the form as a web page (pi's `/ask-user web` page) and shows the page's
 * address in the form, whole, until the next key or until a browser opens it; or why it could not be served.
 */

import type { RenderContext } from "../render/render-context.ts";
import { renderWebAddress } from "../render/web-address.ts";

/** A one-time address of the form's page, from the host. */
export interface WebPageAddress {
	readonly url: string;
	/** The line shown above the address, in the person's language (what the page is, that it opens once). */
	readonly heading: string;
	/** Settles when a browser first opens the address: the form stops showing it. */
	readonly opened: Promise<void>;
}

/**
 * The host's side of the key: serves the form (again) and resolves with an address; rejects when it cannot, with an
 * error whose message is the sentence shown (in the person's language; sanitized here).
 */
export type WebPageHost = () => Promise<WebPageAddress>;

type Shown = { readonly url: string; readonly heading: string } | { readonly failed: string };

function reasonOf(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

export class WebPageKey {
	private readonly host: WebPageHost;
	private readonly requestRender: () => void;
	private shown: Shown | undefined;
	/** Counts the presses: only the answer to the latest is shown. */
	private asked = 0;

	constructor(host: WebPageHost, requestRender: () => void) {
		this.host = host;
		this.requestRender = requestRender;
	}

	/** The key was pressed: the address is shown when the host gives it. */
	press(): void {
		const ask = ++this.asked;
		const show = (shown: Shown) => {
			if (ask !== this.asked) return;
			this.shown = shown;
			this.requestRender();
		};
		let answer: Promise<WebPageAddress>;
		try {
			answer = this.host();
		} catch (error) {
			answer = Promise.reject(error);
		}
		answer.then(
			(address) => {
				show({ url: address.url, heading: address.heading });
				address.opened.then(
					() => this.hide(address.url),
					() => {},
				);
			},
			(error: unknown) => show({ failed: reasonOf(error) }),
		);
	}

	/** Whether the address (or why there is none) is shown. */
	get showing(): boolean {
		return this.shown !== undefined;
	}

	/** A key arrived: what was shown goes (an address still pending is shown when it comes). True when it went. */
	keyArrived(): boolean {
		const shown = this.shown !== undefined;
		this.shown = undefined;
		return shown;
	}

	/**
	 * The lines above the footer (`context.height`: the form's rows): the address whole, with its QR code where it
	 * fits, or why there is none; none while nothing is shown.
	 */
	lines(context: RenderContext): string[] {
		return this.shown === undefined ? [] : renderWebAddress(this.shown, context);
	}

	private hide(url: string): void {
		if (this.shown === undefined || !("url" in this.shown) || this.shown.url !== url) return;
		this.shown = undefined;
		this.requestRender();
	}
}
