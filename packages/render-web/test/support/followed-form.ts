/**
 * A form on core's actor that the page follows (`servePage({ form })`), as a host with a form of its own (pi's
 * terminal) serves it: the page's server starts on the first address asked for, each later one is new.
 */
import { type AskUserDetails, connect, createQuestionnaireMachine, type QuestionnaireMachine } from "@ask-user/core";
import { type Actor, createActor } from "xstate";
import { type ServedPage, servePage } from "../../src/index.ts";
import { validPayload } from "./valid-payload.ts";

export interface ServedForm {
	readonly actor: Actor<QuestionnaireMachine>;
	readonly web: {
		/** A one-time address of the page; the server starts with the first. */
		address(): Promise<string>;
		end(details?: AskUserDetails): Promise<void>;
	};
	/** How often the page acted. */
	readonly acted: () => number;
}

export function servedForm(payload: unknown, host = "127.0.0.1"): ServedForm {
	const actor = createActor(createQuestionnaireMachine(), { input: validPayload(payload) }).start();
	let acted = 0;
	let page: Promise<ServedPage> | undefined;
	const form = {
		view: () => connect(actor.getSnapshot(), actor.send.bind(actor)),
		acted: () => {
			acted += 1;
		},
	};
	actor.subscribe(() => {
		void page?.then((served) => served.changed());
	});
	return {
		actor,
		web: {
			async address() {
				if (page === undefined) {
					page = servePage({ form, host });
					return (await page).url;
				}
				return (await page).newAddress().url;
			},
			async end(details) {
				await (await page)?.end(details);
			},
		},
		acted: () => acted,
	};
}
