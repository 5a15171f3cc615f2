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
 * How many rounds whose lease ended are still remembered for a late retry: a person answers a client's form at their
 * own pace, so a retry may come after the lease, and then the answer is read rather than the form asked again.
 */
const EXPIRED_KEPT = 32;

/**
 * The forms asked in `input_required` rounds, each under a fresh random token sent as the round's `requestState`:
 * the client echoes it when it retries the call, and an unknown or reused token finds nothing (the map is the
 * check; no state a client could forge is read from it). A form whose retry never comes ends, its page closed and
 * its turn given back, when the connection closes (`endAll`) or else after `leaseMs` (from the round, or from the
 * last action on its page): between rounds no request is in flight, so a client that moved on cannot tell the
 * server. A form ended by its lease stays readable by its token, once, among the last 32 so ended (D148): a retry
 * that comes late reads its answer (URL mode: the page's end, with what was answered) instead of being asked afresh.
 */
export class OpenRounds {
	private readonly forms = new Map<string, { readonly form: OpenForm; timer: NodeJS.Timeout }>();
	/** The forms ended by their lease, oldest first. */
	private readonly expired = new Map<string, OpenForm>();

	constructor(private readonly leaseMs: number) {}

	/**
	 * Holds `form` until its retry; returns the token to send as `requestState`. Each action the person takes on its
	 * page (URL mode) starts the lease again, as it does the page's time limit (D156): a person still answering there
	 * keeps the round, however late the client retries.
	 */
	open(form: OpenForm): string {
		const token = randomUUID();
		const lease = () => {
			const timer = setTimeout(() => this.expire(token), this.leaseMs);
			timer.unref();
			return timer;
		};
		const held = { form, timer: lease() };
		this.forms.set(token, held);
		form.page?.onAction(() => {
			if (this.forms.get(token) !== held) return;
			clearTimeout(held.timer);
			held.timer = lease();
		});
		return token;
	}

	/** Ends every form still waiting for its retry (the connection closed): pages closed, turns given back. */
	endAll(): void {
		for (const token of [...this.forms.keys()]) this.end(this.take(token));
		this.expired.clear();
	}

	private end(form: OpenForm | undefined): void {
		form?.page?.page.abort("aborted");
		form?.release();
	}

	/** The lease ran out: the form ends, remembered for a late retry. */
	private expire(token: string): void {
		const form = this.take(token);
		if (form === undefined) return;
		this.end(form);
		this.expired.set(token, form);
		const oldest = this.expired.keys().next().value;
		if (this.expired.size > EXPIRED_KEPT && oldest !== undefined) this.expired.delete(oldest);
	}

	/**
	 * The form asked under `token` (the echoed `requestState`), no longer held, also when its lease ended; undefined
	 * for any other value, and for a token already taken.
	 */
	take(token: unknown): OpenForm | undefined {
		if (typeof token !== "string") return undefined;
		const expired = this.expired.get(token);
		if (expired !== undefined) {
			this.expired.delete(token);
			return expired;
		}
		const held = this.forms.get(token);
		if (held === undefined) return undefined;
		this.forms.delete(token);
		clearTimeout(held.timer);
		return held.form;
	}
}
