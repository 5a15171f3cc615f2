/**
 * The questionnaire as a pi-tui component, composed of its jobs: the flow owns the XState actor and delivers the
 * result exactly once; keys resolve through the keymap into the view model's intents; while the machine is editing
 * a pi-tui `Editor` is hosted and its live text mirrored into the machine; the body renders inside the frame.
 * Keys typed on from before the form appeared are dropped (`TypeaheadGuard`).
 */
import {
	type AskUserDetails,
	type CancelReason,
	DEFAULT_MESSAGES,
	type Messages,
	type NormalizedPayload,
	QuestionnaireFlow,
	type QuestionnaireMachine,
	type QuestionnaireSnapshot,
	type QuestionnaireView,
} from "@ask-user/core";
import type {
	AutocompleteProvider,
	Component,
	Focusable,
	KeybindingsManager,
	KeyId,
	MarkdownTheme,
	TUI,
} from "@mariozechner/pi-tui";
import type { InspectionEvent, Snapshot } from "xstate";
import { EditorHost } from "./component/editor-host.ts";
import { untimedFormMachine } from "./component/form-machine.ts";
import { handleEditingKey, handleHelpKey, handleMainKey, type OpenHelp } from "./component/key-input.ts";
import { QuestionnaireBody } from "./component/questionnaire-body.ts";
import { TypeaheadGuard } from "./component/typeahead-guard.ts";
import { type WebPageHost, WebPageKey } from "./component/web-page-key.ts";
import { createKeymap, type KeyHint, type Keymap, type MainAction } from "./keymap.ts";
import type { FormAction } from "./keys/key-sources.ts";
import { renderFolded } from "./render/folded.ts";
import { renderFrame } from "./render/frame.ts";
import { helpScroll, renderHelp } from "./render/help.ts";
import { moveScroll } from "./render/scroll.ts";
import type { AskTheme } from "./theme.ts";

/** Rows left to the host below the questionnaire by default (pi's footer and status lines). */
export const DEFAULT_RESERVED_ROWS = 4;

export interface QuestionnaireComponentOptions {
	readonly tui: TUI;
	readonly theme: AskTheme;
	readonly payload: NormalizedPayload;
	/**
	 * Called exactly once, with the machine's output, when the flow ends; on an error, with a cancelled result that
	 * keeps what was answered in `unsubmittedAnswers`. An exception it throws goes to `onError`.
	 */
	readonly onDone: (details: AskUserDetails) => void;
	/** `@` file completion in the editors, e.g. pi's own provider. */
	readonly autocompleteProvider?: AutocompleteProvider;
	/**
	 * The statechart, e.g. `createQuestionnaireMachine().provide(...)`; defaults to core's without the digit wait's
	 * pause (`digitWaitMs: Infinity`): a typed row number waits for its next digit or Enter, never for a timer.
	 */
	readonly machine?: QuestionnaireMachine;
	/** Forwarded to `createActor`, e.g. for the Stately inspector. */
	readonly inspect?: ((event: InspectionEvent) => void) | undefined;
	/** The text core's view writes (placeholders, `Type your own`, the review tab), from `defineMessages`. */
	readonly messages?: Messages;
	/** Rows the questionnaire may use; defaults to the terminal's rows minus `DEFAULT_RESERVED_ROWS`. */
	readonly maxHeight?: (() => number) | undefined;
	/** Preview styles, e.g. pi's `getMarkdownTheme()` for syntax highlighting; defaults to one from `theme`. */
	readonly markdownTheme?: MarkdownTheme;
	/**
	 * Told about an exception inside the component, which then ends the flow as cancelled with reason `error`, and
	 * about one thrown by `onDone`.
	 */
	readonly onError?: (error: unknown) => void;
	/**
	 * When the host last received typed text before the form opened (e.g. from pi's terminal input listener), on
	 * `clock`'s time line. If that was a moment ago, keys do not act on the form until the typing pauses, so the
	 * tail of a sentence typed into the host does not answer the form; their text is kept (`heldTypeahead`).
	 * Undefined: nothing was typed, every key acts.
	 */
	readonly lastTypedAt?: number;
	/**
	 * The person's usual gap between typed keys, in milliseconds, when the host could tell: a slow typist's pause
	 * must be longer before a key acts (up to 0.9 s; at least 0.5 s).
	 */
	readonly typingGapMs?: number | undefined;
	/** Told of every key the form receives (e.g. to start a time limit again); held typeahead included. */
	readonly onKey?: (() => void) | undefined;
	/** The clock of `lastTypedAt`, in milliseconds; defaults to `performance.now()`. */
	readonly clock?: () => number;
	/**
	 * pi's keybindings (the manager `ctx.ui.custom` passes): a person who remapped `tui.select.up`/`down`/
	 * `confirm`/`cancel`/`pageUp`/`pageDown` or `tui.input.submit` gets those keys here; the footer names them.
	 */
	readonly keybindings?: Pick<KeybindingsManager, "getKeys" | "getDefinition">;
	/** Keys for the form's own actions (e.g. from settings), replacing the defaults of the actions given. */
	readonly actionKeys?: Partial<Record<FormAction, readonly KeyId[]>>;
	/** A short text shown first in the footer, read at each render (e.g. the time left to answer). */
	readonly notice?: () => string | undefined;
	/**
	 * A persisted snapshot to reopen the form from, where the person was (core's `restoreProgress`, which checks
	 * stored progress against the payload); the payload is still the input.
	 */
	readonly snapshot?: Snapshot<unknown> | undefined;
	/** Every snapshot while the flow runs, the first one included: e.g. to store `saveProgress(snapshot)`. */
	readonly onSnapshot?: ((snapshot: QuestionnaireSnapshot) => void) | undefined;
	/**
	 * The agent's last message (e.g. the last assistant text of pi's session branch), read when the person asks for
	 * it: the agent's message key opens it in the reader. Untrusted, of any size: sanitized and bounded when shown.
	 * Without it, the key is not offered.
	 */
	readonly context?: (() => string | undefined) | undefined;
	/**
	 * Serves the form as a web page (pi's `/ask-user web` page) and resolves with a one-time address: the web page key
	 * calls it, and the form shows the address whole until the next key or until a browser opens it. Without it, the
	 * key is not offered.
	 */
	readonly webPage?: WebPageHost | undefined;
}

export class QuestionnaireComponent implements Component, Focusable {
	private readonly options: QuestionnaireComponentOptions;
	private readonly body: QuestionnaireBody;
	private readonly editorHost: EditorHost;
	private readonly flow: QuestionnaireFlow;
	private readonly typeahead: TypeaheadGuard;
	/**
	 * The help overlay is view state, held here like the preview's scroll: it answers nothing and changes no
	 * result, so the statechart stays about what the person answers, and closing it needs no event.
	 */
	private helpOpen = false;
	/** How far the help is scrolled, from the top each time it opens. */
	private helpScroll = helpScroll();
	/**
	 * Folded to one line so the person can read the conversation: view state too. Everything else stays as it
	 * was (the hosted editor and its draft, the help, the reader, every scroll), so unfolding shows the same form.
	 */
	private folded = false;
	private readonly keymap: Keymap;
	/** The keymap's hints for the keys this form offers. */
	private readonly keyHints: Keymap["keyHints"];
	/** The web page key, when the host serves the form as a page. */
	private readonly webPage: WebPageKey | undefined;

	constructor(options: QuestionnaireComponentOptions) {
		this.options = options;
		this.keymap = createKeymap(
			{
				...(options.keybindings === undefined ? {} : { keybindings: options.keybindings }),
				...(options.actionKeys === undefined ? {} : { actionKeys: options.actionKeys }),
			},
			options.messages,
		);
		const { tui } = options;
		const { lastTypedAt, typingGapMs } = options;
		this.typeahead = new TypeaheadGuard(
			options.clock ?? (() => performance.now()),
			lastTypedAt === undefined ? undefined : { lastTypedAt, typicalGapMs: typingGapMs },
		);
		// Without the agent's message or the web page, their keys are named nowhere (footer, help, reader hints) and
		// do nothing.
		const offered = this.keymap.keyHints;
		const withMessage = options.context === undefined ? withoutAction(offered, "agentMessage") : offered;
		this.keyHints = options.webPage === undefined ? withoutAction(withMessage, "webPage") : withMessage;
		this.webPage =
			options.webPage === undefined ? undefined : new WebPageKey(options.webPage, () => tui.requestRender());
		this.body = new QuestionnaireBody(
			options.theme,
			options.payload,
			options.markdownTheme,
			() => this.flow.view,
			this.keyHints,
			options.context,
		);
		this.editorHost = new EditorHost(
			tui,
			options.theme,
			options.messages ?? DEFAULT_MESSAGES,
			{
				changeEditor: (text) => this.flow.view.changeEditor(text),
				saveEditor: (text) => this.flow.view.saveEditor(text),
			},
			options.autocompleteProvider,
		);
		// Starts the actor: the first view arrives through `onUpdate` before the constructor returns.
		this.flow = new QuestionnaireFlow({
			payload: options.payload,
			machine: options.machine ?? untimedFormMachine(),
			...(options.inspect === undefined ? {} : { inspect: options.inspect }),
			...(options.messages === undefined ? {} : { messages: options.messages }),
			...(options.onError === undefined ? {} : { onError: options.onError }),
			...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
			...(options.onSnapshot === undefined ? {} : { onSnapshot: options.onSnapshot }),
			onUpdate: (view) => {
				this.editorHost.sync(view.editor, view.activeTab);
				tui.requestRender();
			},
			onDone: (details) => {
				this.editorHost.release();
				try {
					options.onDone(details);
				} finally {
					tui.requestRender();
				}
			},
		});
	}

	get focused(): boolean {
		return this.editorHost.focused;
	}

	/** Set by the TUI; forwarded to the hosted editor and the filter line so they show the hardware cursor. */
	set focused(value: boolean) {
		this.editorHost.focused = value;
		this.body.focused = value;
	}

	/** The text typed on from before the form appeared, kept from the form: the host gives it back to its editor. */
	heldTypeahead(): string {
		return this.typeahead.held();
	}

	/** Whether an editor is open with text in it: the person is writing (a host's time limit waits for it). */
	writing(): boolean {
		return (this.editorHost.editor?.getText().length ?? 0) > 0;
	}

	/**
	 * The view of the latest snapshot: its intents send events to the form's own actor, so a second renderer (pi's
	 * `/ask-user web` page) acts on the same form; the terminal renders what they change.
	 */
	get view(): QuestionnaireView {
		return this.flow.view;
	}

	/** Ends the flow from the host (e.g. the agent run was aborted). */
	abort(reason?: CancelReason): void {
		this.flow.abort(reason);
	}

	/** Stops the actor and releases the editor. `onDone` is not called after this. */
	dispose(): void {
		this.flow.stop();
		this.editorHost.release();
	}

	invalidate(): void {
		this.body.invalidate();
		this.editorHost.invalidate();
	}

	handleInput(data: string): void {
		if (this.flow.ended) return;
		this.options.onKey?.();
		if (this.typeahead.drops(data)) {
			this.options.tui.requestRender(); // the footer counts what is kept
			return;
		}
		this.body.keyArrived();
		const told = this.webPage?.keyArrived() === true;
		try {
			const { view } = this.flow;
			const editor = this.editorHost.editor;
			const mode = editor !== undefined ? "editing" : this.body.filterTyping(view) ? "filter" : "main";
			if (this.foldKey(data, mode)) return;
			if (told && this.closesAddress(data, mode)) return;
			if (editor !== undefined) {
				const input = this.editorHost.typedInput(data);
				handleEditingKey(
					this.keymap,
					() => this.flow.view,
					editor,
					input,
					() => this.editorHost.editExternally(),
				);
			} else if (this.helpOpen) handleHelpKey(this.keymap, view, data, this.openHelp());
			else if (mode === "filter") {
				this.body.filterKey(this.keymap, view, data);
				this.options.tui.requestRender();
			} else {
				handleMainKey(this.keymap, view, data, {
					viewFirst: (action) => this.webPageKey(action) || this.viewKey(view, action),
					openHelp: () => this.setHelp(true),
				});
			}
		} catch (error) {
			this.flow.fail(error);
		}
	}

	render(width: number): string[] {
		if (this.flow.ended) return [];
		try {
			this.typeahead.appeared();
			const height = Math.max(1, Math.floor(this.maxHeight()));
			const { view } = this.flow;
			const messages = this.options.messages ?? DEFAULT_MESSAGES;
			if (this.folded) {
				const { main, editing } = this.keyHints;
				const hints: readonly KeyHint<string>[] = this.editorHost.editor === undefined ? main : editing;
				const unfoldKeys = hints.find((hint) => hint.action === "fold")?.keys;
				return renderFolded(view, this.options.theme, width, {
					unfoldKeys,
					notice: this.hostNotice(messages),
					words: this.keyHints.words,
				});
			}
			const { theme } = this.options;
			return renderFrame(
				{ theme, messages, width, height },
				view,
				(body) =>
					this.helpOpen
						? renderHelp(body, view, this.keyHints, this.helpScroll)
						: this.body.render(body, view, this.editorHost.editing),
				{
					footer: () => ({
						body: this.body.footerHints(view),
						keymap: { keyHints: this.keyHints },
						notice: this.footerNotice(width, messages),
					}),
					told: this.webPage?.lines({ theme, messages, width, height }),
				},
			);
		} catch (error) {
			this.flow.fail(error);
			return [];
		}
	}

	/** The body's notice about the last key, then the form's own and the host's. */
	private footerNotice(width: number, messages: Messages): string | undefined {
		return joinNotices([this.body.footerNotice(width, messages), this.hostNotice(messages)]);
	}

	/** Typed text the typeahead guard keeps, while it is up; then the host's notice (e.g. the time left). */
	private hostNotice(messages: Messages): string | undefined {
		const kept = this.typeahead.keptWhileUp();
		return joinNotices([kept === 0 ? undefined : messages.typeaheadKept(kept), this.options.notice?.()]);
	}

	private maxHeight(): number {
		return this.options.maxHeight?.() ?? this.options.tui.terminal.rows - DEFAULT_RESERVED_ROWS;
	}

	/**
	 * The cancel key (Esc) while the page's address is shown closes the address alone: a person closing what they
	 * read never cancels the form with it. True when it did.
	 */
	private closesAddress(data: string, mode: "editing" | "filter" | "main"): boolean {
		if (mode !== "main" || this.helpOpen || this.keymap.resolveMainKey(data)?.type !== "cancel") return false;
		this.options.tui.requestRender();
		return true;
	}

	/** The web page key, when the host serves the form as a page: true when it took the key. */
	private webPageKey(action: MainAction | undefined): boolean {
		if (action?.type !== "webPage" || this.webPage === undefined) return false;
		this.webPage.press();
		return true;
	}

	/** Scrolling and the full-text reader: true when the body took the key. */
	private viewKey(view: QuestionnaireView, action: MainAction | undefined): boolean {
		const taken = this.body.handleKey(view, action);
		if (taken) this.options.tui.requestRender();
		return taken;
	}

	/**
	 * The fold key folds and unfolds, with an editor open too (a key the editor types with never folds there, see
	 * the keymap). While folded, only the fold key and Ctrl+C act: keys typed while reading answer nothing unseen.
	 * True when the key was the fold's or the form is folded.
	 */
	private foldKey(data: string, mode: "editing" | "filter" | "main"): boolean {
		const action =
			mode === "editing"
				? this.keymap.resolveEditingKey(data)
				: mode === "filter"
					? this.keymap.resolveFilterKey(data)
					: this.keymap.resolveMainKey(data)?.type;
		const fold = action === "fold";
		if (fold) {
			this.folded = !this.folded;
			// Folding redraws the whole screen: a differential render would only blank the rows the form left, and
			// the end of the conversation should fill them (pi-tui never scrolls back down by itself).
			this.options.tui.requestRender(this.folded);
			return true;
		}
		if (!this.folded) return false;
		if (action === "dismiss") this.flow.view.dismiss();
		return true;
	}

	private setHelp(open: boolean): void {
		this.helpOpen = open;
		if (open) this.helpScroll = helpScroll();
		this.options.tui.requestRender();
	}

	/** The open help, for its keys: scrolled while it is taller than its rows, else closed by any key. */
	private openHelp(): OpenHelp {
		return {
			scrolls: this.helpScroll.scrolls,
			scroll: (move) => {
				moveScroll(this.helpScroll, move);
				this.options.tui.requestRender();
			},
			close: () => this.setHelp(false),
		};
	}
}

/** The notices given, one after the other; undefined when none is. */
function joinNotices(notices: readonly (string | undefined)[]): string | undefined {
	const given = notices.filter((notice) => notice !== undefined);
	return given.length === 0 ? undefined : given.join(" · ");
}

/** `keyHints` without the main-mode hints of `action`, in the footer and in the help. */
function withoutAction(keyHints: Keymap["keyHints"], action: MainAction["type"]): Keymap["keyHints"] {
	const keep = (hint: KeyHint<MainAction["type"]>) => hint.action !== action;
	const { main, help } = keyHints;
	return {
		...keyHints,
		main: main.filter(keep),
		help: { ...help, question: help.question.filter(keep), review: help.review.filter(keep) },
	};
}
