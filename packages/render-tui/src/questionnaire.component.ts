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
import type { ExternalEditor } from "./component/external-editor.ts";
import { untimedFormMachine } from "./component/form-machine.ts";
import { keyTableOf } from "./component/key-tables.ts";
import { type FormParts, pressKey } from "./component/mode-keys.ts";
import { QuestionnaireBody } from "./component/questionnaire-body.ts";
import { TypeaheadGuard } from "./component/typeahead-guard.ts";
import { type ModeKind, modeOf, type ViewMode, type ViewPlace } from "./component/view-mode.ts";
import { type WebPageHost, WebPageKey } from "./component/web-page-key.ts";
import { createKeymap, type KeyHint, type Keymap, withoutActions } from "./keymap.ts";
import type { FormAction } from "./keys/key-sources.ts";
import { type LoopWatch, watchEventLoop } from "./keys/pause-clock.ts";
import { renderFolded } from "./render/folded.ts";
import { renderFrame } from "./render/frame.ts";
import { measureMarks } from "./text/emoji-widths.ts";
import type { AskTheme } from "./theme.ts";

/** Rows left to the host below the questionnaire by default (pi's footer and status lines). */
export const DEFAULT_RESERVED_ROWS = 4;

/** The form: what it asks, the statechart that runs it, and where its answers and progress go. */
export interface QuestionnaireForm {
	readonly payload: NormalizedPayload;
	/**
	 * Called exactly once, with the machine's output, when the flow ends; on an error, with a cancelled result that
	 * keeps what was answered in `unsubmittedAnswers`. An exception it throws goes to `onError`.
	 */
	readonly onDone: (details: AskUserDetails) => void;
	/**
	 * Told about an exception inside the component, which then ends the flow as cancelled with reason `error`, and
	 * about one thrown by `onDone`.
	 */
	readonly onError?: (error: unknown) => void;
	/**
	 * The statechart, e.g. `createQuestionnaireMachine().provide(...)`; defaults to core's without the digit wait's
	 * pause (`digitWaitMs: Infinity`): a typed row number waits for its next digit or Enter, never for a timer.
	 */
	readonly machine?: QuestionnaireMachine;
	/** Forwarded to `createActor`, e.g. for the Stately inspector. */
	readonly inspect?: ((event: InspectionEvent) => void) | undefined;
	/**
	 * A persisted snapshot to reopen the form from, where the person was (core's `restoreProgress`, which checks
	 * stored progress against the payload); the payload is still the input.
	 */
	readonly snapshot?: Snapshot<unknown> | undefined;
	/** Every snapshot while the flow runs, the first one included: e.g. to store `saveProgress(snapshot)`. */
	readonly onSnapshot?: ((snapshot: QuestionnaireSnapshot) => void) | undefined;
	/**
	 * Where the person was in what the snapshot does not hold (each preview's scroll), kept by the host with the stored
	 * form: the form writes it as the person reads, and a form reopened with the same place shows the previews there.
	 */
	readonly place?: ViewPlace | undefined;
}

/**
 * What the host serves the form: its terminal, and the services a key asks for (completion, the agent's message,
 * the web page, the external editor) or that run beside it (a notice, the typing clock). A service left out is not
 * offered: its key is named nowhere and does nothing.
 */
export interface QuestionnaireHostServices {
	readonly tui: TUI;
	/** Rows the questionnaire may use; defaults to the terminal's rows minus `DEFAULT_RESERVED_ROWS`. */
	readonly maxHeight?: (() => number) | undefined;
	/** `@` file completion in the editors, e.g. pi's own provider. */
	readonly autocompleteProvider?: AutocompleteProvider;
	/**
	 * The agent's last message (e.g. the last assistant text of pi's session branch), read when the person asks for
	 * it: the agent's message key opens it in the reader. Untrusted, of any size: sanitized and bounded when shown.
	 */
	readonly context?: (() => string | undefined) | undefined;
	/**
	 * Serves the form as a web page (pi's `/ask-user web` page) and resolves with a one-time address: the web page key
	 * calls it, and the form shows the address whole until the next key or until a browser opens it.
	 */
	readonly webPage?: WebPageHost | undefined;
	/**
	 * Edits the open answer or note in the person's own editor (Ctrl+G, pi's `app.editor.external`), e.g.
	 * `editExternally` (`$VISUAL`/`$EDITOR` on a private temporary file, as pi does). What it returns is untrusted:
	 * sanitized and held to the editor's limit.
	 */
	readonly externalEditor?: ExternalEditor | undefined;
	/** A short text shown first in the footer, read at each render (e.g. the time left to answer). */
	readonly notice?: () => string | undefined;
	/** Told of every key the form receives (e.g. to start a time limit again); held typeahead included. */
	readonly onKey?: (() => void) | undefined;
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
	/** The clock of `lastTypedAt`, in milliseconds; defaults to `performance.now()`. */
	readonly clock?: () => number;
	/**
	 * Runs its callback once the host has read the input that was waiting when the form's first frame was drawn;
	 * keys read before then were typed before anyone could see the form, and are held as typing on. Defaults to
	 * `setImmediate` (after Node's poll phase, where a terminal's waiting input is read). A host that hands the form
	 * its keys itself, never from a buffer (a script, a test), passes `(run) => run()`.
	 */
	readonly afterPendingInput?: ((run: () => void) => void) | undefined;
	/**
	 * Looks at the host's event loop while typing is held, so time the host could not run (its loop busy, the
	 * process starved) is not taken for the person's pause: the keys typed meanwhile arrive together after it and
	 * are still typing on. Defaults to an interval timer (`watchEventLoop`) with the default clock, and to none with
	 * a `clock` of the host's: pass the watch that goes with it.
	 */
	readonly loopWatch?: LoopWatch | undefined;
}

/** The person's settings: colours, the keys they bound, the form's language. */
export interface QuestionnairePersonSettings {
	readonly theme: AskTheme;
	/** Preview styles, e.g. pi's `getMarkdownTheme()` for syntax highlighting; defaults to one from `theme`. */
	readonly markdownTheme?: MarkdownTheme;
	/**
	 * pi's keybindings (the manager `ctx.ui.custom` passes): a person who remapped `tui.select.up`/`down`/
	 * `confirm`/`cancel`/`pageUp`/`pageDown` or `tui.input.submit` gets those keys here; the footer names them.
	 */
	readonly keybindings?: Pick<KeybindingsManager, "getKeys" | "getDefinition">;
	/** Keys for the form's own actions (e.g. from settings), replacing the defaults of the actions given. */
	readonly actionKeys?: Partial<Record<FormAction, readonly KeyId[]>>;
	/** The text core's view writes (placeholders, `Type your own`, the review tab), from `defineMessages`. */
	readonly messages?: Messages;
}

/** The three groups, as one object: `{ ...form, ...services, ...settings }`. */
export interface QuestionnaireComponentOptions
	extends QuestionnaireForm,
		QuestionnaireHostServices,
		QuestionnairePersonSettings {}

export class QuestionnaireComponent implements Component, Focusable {
	private readonly options: QuestionnaireComponentOptions;
	private readonly body: QuestionnaireBody;
	private readonly editorHost: EditorHost;
	private readonly flow: QuestionnaireFlow;
	private readonly typeahead: TypeaheadGuard;
	/**
	 * Folded to one line so the person can read the conversation: view state. Everything else stays as it was (the
	 * hosted editor and its draft, the help, the reader, every scroll), so unfolding shows the same form.
	 */
	private folded = false;
	private readonly keymap: Keymap;
	/** The keymap's hints for the keys this form offers. */
	private readonly keyHints: Keymap["keyHints"];
	/** The web page key, when the host serves the form as a page. */
	private readonly webPage: WebPageKey | undefined;
	/** What the steps of the key tables act on. */
	private readonly parts: FormParts;

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
			options.afterPendingInput,
			options.loopWatch ?? (options.clock === undefined ? watchEventLoop : undefined),
		);
		// Without the agent's message, the web page or the external editor, their keys are named nowhere (footer, help,
		// reader hints) and do nothing.
		this.keyHints = withoutActions(this.keymap.keyHints, {
			main: [
				...(options.context === undefined ? (["agentMessage"] as const) : []),
				...(options.webPage === undefined ? (["webPage"] as const) : []),
			],
			editing: options.externalEditor === undefined ? ["external"] : [],
		});
		this.webPage =
			options.webPage === undefined ? undefined : new WebPageKey(options.webPage, () => tui.requestRender());
		this.body = new QuestionnaireBody(
			options.theme,
			options.payload,
			options.markdownTheme,
			() => this.flow.view,
			this.keyHints,
			options.context,
			options.place,
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
			options.externalEditor,
		);
		this.parts = {
			keymap: this.keymap,
			view: () => this.flow.view,
			body: this.body,
			editorHost: this.editorHost,
			setFolded: (folded) => {
				this.folded = folded;
				// Folding redraws the whole screen: a differential render would only blank the rows the form left, and
				// the end of the conversation should fill them (pi-tui never scrolls back down by itself).
				tui.requestRender(folded);
			},
			pressWebPage: () => this.webPage?.press(),
			requestRender: () => tui.requestRender(),
		};
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
		this.typeahead.close();
		this.flow.stop();
		this.body.close();
		this.editorHost.release();
	}

	invalidate(): void {
		this.body.invalidate();
		this.editorHost.invalidate();
	}

	/** What the form shows now (`view-mode.ts`): every key goes through this mode's key table. */
	get mode(): ModeKind {
		return this.viewMode().kind;
	}

	private viewMode(): ViewMode {
		const view = this.flow.view;
		return modeOf({
			view,
			folded: this.folded,
			editor: this.editorHost.editor,
			overlay: this.body.overlayOn(view),
			filter: this.body.filterOn(view),
			address: this.webPage?.showing === true,
		});
	}

	handleInput(data: string): void {
		if (this.flow.ended) return;
		this.options.onKey?.();
		if (this.typeahead.drops(data)) {
			this.options.tui.requestRender(); // the footer counts what is kept
			return;
		}
		this.body.keyArrived();
		try {
			// The mode the key was pressed in: the address it shows goes with this key, whatever it does.
			const mode = this.viewMode();
			this.webPage?.keyArrived();
			pressKey(this.parts, mode, data);
		} catch (error) {
			this.flow.fail(error);
		}
	}

	render(width: number): string[] {
		if (this.flow.ended) return [];
		try {
			// pi-tui's emoji expression, compiled before the first frame if no pause in pi did it (D127).
			measureMarks();
			this.typeahead.appeared();
			const height = Math.max(1, Math.floor(this.maxHeight()));
			const { view } = this.flow;
			const messages = this.options.messages ?? DEFAULT_MESSAGES;
			const mode = this.viewMode();
			if (mode.kind === "folded") {
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
				(body) => this.body.render(body, mode, view, this.editorHost.editing),
				{
					footer: () => ({
						body: this.body.footerHints(mode, view, keyTableOf(mode).footer),
						lines: this.body.footerLines(mode),
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
}

/** The notices given, one after the other; undefined when none is. */
function joinNotices(notices: readonly (string | undefined)[]): string | undefined {
	const given = notices.filter((notice) => notice !== undefined);
	return given.length === 0 ? undefined : given.join(" · ");
}
