import { randomUUID } from "node:crypto";
import type { NormalizedPayload } from "@ask-user/core/contract";
import type { InputRequest } from "@modelcontextprotocol/server";
import type { PageAsk } from "./page-ask.ts";

/** A form asked in an `input_required` round (2026-07-28), waiting for the client to retry with the answer. */
export interface OpenForm {
	readonly payload: NormalizedPayload;
	/** What the round asks: a form (form mode) or the page's address (URL mode). */
	readonly request: () => InputRequest;
	/** URL mode: the page the address opens. */
	readonly page?: PageAsk;
	/** Ends the form's turn in the queue. */
	readonly release: () => void;
}

/**
 * The forms asked in `input_required` rounds, each under a fresh random token sent as the round's `requestState`:
 * the client echoes it when it retries the call, and an unknown or reused token finds nothing (the map is the
 * check; no state a client could forge is read from it). A form whose retry never comes ends, its page closed and
 * its turn given back, when the connection closes (`endAll`) or else after `leaseMs`: between rounds no request is
 * in flight, so a client that moved on cannot tell the server.
 */
export class OpenRounds {
	private readonly forms = new Map<string, { readonly form: OpenForm; readonly timer: NodeJS.Timeout }>();

	constructor(private readonly leaseMs: number) {}

	/** Holds `form` until its retry; returns the token to send as `requestState`. */
	open(form: OpenForm): string {
		const token = randomUUID();
		const timer = setTimeout(() => this.end(token), this.leaseMs);
		timer.unref();
		this.forms.set(token, { form, timer });
		return token;
	}

	/** Ends every form still waiting for its retry (the connection closed): pages closed, turns given back. */
	endAll(): void {
		for (const token of [...this.forms.keys()]) this.end(token);
	}

	private end(token: string): void {
		const abandoned = this.take(token);
		abandoned?.page?.page.abort("aborted");
		abandoned?.release();
	}

	/** The form asked under `token` (the echoed `requestState`), no longer held; undefined for any other value. */
	take(token: unknown): OpenForm | undefined {
		if (typeof token !== "string") return undefined;
		const held = this.forms.get(token);
		if (held === undefined) return undefined;
		this.forms.delete(token);
		clearTimeout(held.timer);
		return held.form;
	}
}
