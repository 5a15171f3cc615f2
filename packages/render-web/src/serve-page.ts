/**
 * The one entry every host serves the form's page through (D87): `servePage` runs a form of its own on core's
 * statechart for a payload (a host without a terminal form, such as an MCP server) and resolves `done` with core's
 * details, or follows a form the host already runs (pi's terminal form) through its view, the page acting on the same
 * actor. Either way the page's server listens from the call, hands out one-time addresses, sends each change as the
 * pieces of the form it changed, and closes when the form ends, after telling the open pages how it ended.
 */
import {
	type AskUserDetails,
	type CancelReason,
	localeMessages,
	type MessageLocale,
	type NormalizedPayload,
	QuestionnaireFlow,
	type QuestionnaireView,
} from "@ask-user/core";
import { endedHtml, formPieces, rowCache } from "./form-html.ts";
import {
	applyAction,
	checkTyped,
	MAX_KEPT_TYPED_UNITS,
	saveTyped,
	type TextAction,
	typedLeft,
	typedSince,
	unsavedTyped,
} from "./page-actions.ts";
import { type PageAddress, type ServerLimits, startPageServer } from "./page-server.ts";
import { type HostWords, pageWords } from "./page-words.ts";
import { shownPreview } from "./preview-markdown.ts";
import { boxText, fieldOf, replacedTexts, settledTexts } from "./text-boxes.ts";

/** A form the host runs, as the page reaches it. */
export interface PageForm {
	/** The latest view; its intents act on the form's own actor. */
	view(): QuestionnaireView;
	/** The page acted, as a key would (e.g. a time limit starts again). */
	acted?(): void;
}

/** Where and how the page is served. */
export interface PageOptions {
	/** The address to listen on: `127.0.0.1` by default; `0.0.0.0` or `::` reach the network (a phone). */
	readonly host?: string;
	/** The port: one the system picks by default. */
	readonly port?: number;
	/** The page's language, the form's: English by default. */
	readonly locale?: MessageLocale;
	/** The host's words for who serves the page and where a new address comes from, in `locale`. */
	readonly hostWords?: Partial<HostWords>;
	/** How many connections the server holds and how long a silent one lives: smaller in tests. */
	readonly limits?: ServerLimits;
}

/** `servePage` for a form of the page's own. */
export interface OwnFormOptions extends PageOptions {
	/** The form to run: a payload core's `validate` gave. Its words are core's, in `locale`. */
	readonly payload: NormalizedPayload;
	/** The person acted on the page (each action it takes), as a key would: e.g. a host's time limit starts again. */
	readonly acted?: () => void;
}

/** `servePage` for a form the host already runs: the page follows it and acts on it. */
export interface FollowedFormOptions extends PageOptions {
	readonly form: PageForm;
	/**
	 * Whether the page's server keeps the process running; false by default, since the host runs the form (pi's
	 * terminal) and the page only follows it.
	 */
	readonly holdsProcess?: boolean;
	/**
	 * Whether a terminal shows the same form (pi's terminal form): the page then names it (the editor it holds open,
	 * the options listed around its focus, where longer text goes). False by default: the page names no terminal and
	 * lists every option itself, a page of them at a time.
	 */
	readonly shownInTerminal?: boolean;
}

/** The served page. */
export interface ServedPage {
	/** The first one-time address: it opens the page in one browser, once. */
	readonly url: string;
	/** A new one-time address (the older ones that are still unopened keep working, up to a few). */
	newAddress(): PageAddress;
	/** The address to show again: the last one given while it is unopened, else a new one. */
	shownAddress(): PageAddress;
	/** Whether the page's Submit ended the form: the answers are the page's (`source: "page"`). */
	submittedHere(): boolean;
	/**
	 * Saves in the form the texts typed on the page and not saved yet, as the page last told them while they were
	 * typed, each in its own question wherever the form is now (it goes back to its tab after): before a host's time
	 * limit ends the form, so that they are kept with what was answered (`unsubmittedAnswers`).
	 */
	saveTyped(): void;
	/**
	 * The form changed (a key in the host's own view): open pages follow, with what changed. A box saved anew there
	 * since a page told its text as typed keeps the newer text: that told text is dropped, and the pages forget it.
	 */
	changed(): void;
	/**
	 * The form ended (`details`: how, when known), or the page stops following a form that goes on elsewhere (`why`,
	 * the host's words for it, shown instead of the page's "The form closed."): open pages say so and the server
	 * closes; resolves once it has.
	 */
	end(details?: AskUserDetails, why?: string): Promise<void>;
}

/** The served page of a form of its own. */
export interface ServedForm extends ServedPage {
	/**
	 * The form's details once it ends: submitted on the page (`source: "page"`), cancelled there, or ended by
	 * `abort` (what was answered kept as unsubmitted where core keeps it).
	 */
	readonly done: Promise<AskUserDetails>;
	/** Ends the form as cancelled with `reason` (`aborted` by default: a host's time limit says `timeout`). */
	abort(reason?: CancelReason): void;
}

/** Serves a form of its own, from `payload`; `done` resolves with its details. */
export function servePage(options: OwnFormOptions): Promise<ServedForm>;
/** Serves a form the host runs: call `changed` on each of its changes and `end` when it ends. */
export function servePage(options: FollowedFormOptions): Promise<ServedPage>;
export async function servePage(options: OwnFormOptions | FollowedFormOptions): Promise<ServedPage | ServedForm> {
	if ("form" in options) {
		return followForm(options.form, options, options.holdsProcess ?? false, options.shownInTerminal ?? false);
	}
	return runForm(options);
}

async function runForm(options: OwnFormOptions): Promise<ServedForm> {
	let page: ServedPage | undefined;
	let finished: (details: AskUserDetails) => void = () => {};
	const done = new Promise<AskUserDetails>((resolve) => {
		finished = resolve;
	});
	const flow = new QuestionnaireFlow({
		payload: options.payload,
		messages: localeMessages(options.locale ?? "en"),
		onUpdate: () => page?.changed(),
		onDone: (ended) => {
			const details: AskUserDetails =
				!ended.cancelled && page?.submittedHere() === true ? { ...ended, source: "page" } : ended;
			void page?.end(details).finally(() => finished(details));
		},
	});
	try {
		const acted = options.acted;
		const form: PageForm = acted === undefined ? { view: () => flow.view } : { view: () => flow.view, acted };
		page = await followForm(form, options, true, false);
	} catch (error) {
		flow.stop();
		throw error;
	}
	const served = page;
	const abort = (reason: CancelReason = "aborted") => {
		// What was typed on the page and not saved yet is kept as answered (a time-out's result keeps it).
		served.saveTyped();
		flow.abort(reason);
	};
	return { ...page, done, abort };
}

async function followForm(
	form: PageForm,
	options: PageOptions,
	holdsProcess: boolean,
	terminal: boolean,
): Promise<ServedPage> {
	const words = pageWords(options.locale ?? "en", options.hostWords);
	const rows = rowCache();
	/** A page's action is being applied; the page's Submit ended the form. */
	let acting = false;
	let submittedHere = false;
	/**
	 * The texts the pages told as typed and not saved yet (`typing`), the latest for each box, whichever page told it and
	 * wherever the form is now, less those an action saved since.
	 */
	let typed: readonly TextAction[] = [];
	/** The text each box of `typed` held when its text was told: a newer save of the box is seen by the change. */
	const told = new WeakMap<TextAction, string>();
	/** Tells the pages to forget `texts`, told as typed and settled. */
	const settle = (texts: readonly TextAction[]) =>
		server.settled(texts.map((text) => [fieldOf(text), text.text] as const));
	const server = await startPageServer(
		{
			words,
			pieces: () => formPieces(form.view(), rows, words, terminal),
			preview: (question, index) => shownPreview(form.view(), question, index),
			act: (action) => {
				if (action.type === "typing") {
					const view = form.view();
					checkTyped(view, action.drafts);
					for (const text of action.drafts) {
						const held = boxText(view, text);
						if (held !== undefined) told.set(text, held);
					}
					typed = typedSince(typed, action.drafts, MAX_KEPT_TYPED_UNITS);
					form.acted?.();
					return;
				}
				// The texts told as typed that the action leaves are saved with it (Submit's: every one).
				const before = typed;
				const left = typedLeft(form.view(), before, action);
				// The form may end within the action (its result asked for at once) or after it.
				acting = true;
				try {
					applyAction(() => form.view(), action, left);
				} finally {
					acting = false;
				}
				typed = unsavedTyped(before, action).filter((text) => !left.includes(text));
				// The pages forget what the form now has, before the update that takes their boxes away says it kept them.
				settle(settledTexts(form.view(), before, left, typed));
				if (form.view().mode === "submitted") submittedHere = true;
				form.acted?.();
			},
		},
		{
			host: options.host ?? "127.0.0.1",
			holdsProcess,
			...(options.port === undefined ? {} : { port: options.port }),
			...(options.limits === undefined ? {} : { limits: options.limits }),
		},
	);
	let last = server.newAddress();
	const newAddress = () => {
		last = server.newAddress();
		return last;
	};
	return {
		url: last.url,
		newAddress,
		shownAddress: () => (last.waiting() ? last : newAddress()),
		submittedHere: () => submittedHere || (acting && form.view().mode === "submitted"),
		saveTyped: () => {
			const saving = typed;
			typed = [];
			saveTyped(() => form.view(), saving);
		},
		changed: () => {
			// A box saved anew in the host's own view (the terminal) since its text was told: the newer save stands.
			const replaced = acting || typed.length === 0 ? [] : replacedTexts(form.view(), typed, told);
			if (replaced.length > 0) {
				typed = typed.filter((text) => !replaced.includes(text));
				settle(replaced);
			}
			server.changed();
		},
		end: (details, why) => server.end(endedHtml(details, words, why)),
	};
}
