/**
 * The questionnaire as a pi-tui component, composed of its jobs: the flow owns the XState actor and delivers the
 * result exactly once; keys resolve through the keymap into the view model's intents; while the machine is editing
 * a pi-tui `Editor` is hosted and its live text mirrored into the machine; the body renders inside the frame.
 */
import type { AskUserDetails, CancelReason, NormalizedPayload, QuestionnaireMachine } from "@ask-user/core";
import type {
	AutocompleteProvider,
	Component,
	Focusable,
	KeybindingsManager,
	KeyId,
	MarkdownTheme,
	TUI,
} from "@mariozechner/pi-tui";
import type { InspectionEvent } from "xstate";
import { EditorHost } from "./component/editor-host.ts";
import { handleEditingKey, handleMainKey, type PreviewDirection } from "./component/key-input.ts";
import { QuestionnaireBody } from "./component/questionnaire-body.ts";
import { QuestionnaireFlow } from "./component/questionnaire-flow.ts";
import { createKeymap, type Keymap } from "./keymap.ts";
import type { FormAction } from "./keys/key-sources.ts";
import { renderFrame } from "./render/frame.ts";
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
	/** The statechart, e.g. `questionnaireMachine.provide(...)`; defaults to core's. */
	readonly machine?: QuestionnaireMachine;
	/** Forwarded to `createActor`, e.g. for the Stately inspector. */
	readonly inspect?: (event: InspectionEvent) => void;
	/** Rows the questionnaire may use; defaults to the terminal's rows minus `DEFAULT_RESERVED_ROWS`. */
	readonly maxHeight?: () => number;
	/** Preview styles, e.g. pi's `getMarkdownTheme()` for syntax highlighting; defaults to one from `theme`. */
	readonly markdownTheme?: MarkdownTheme;
	/**
	 * Told about an exception inside the component, which then ends the flow as cancelled with reason `error`, and
	 * about one thrown by `onDone`.
	 */
	readonly onError?: (error: unknown) => void;
	/**
	 * pi's keybindings (the manager `ctx.ui.custom` passes): a person who remapped `tui.select.up`/`down`/
	 * `confirm`/`cancel`/`pageUp`/`pageDown` or `tui.input.submit` gets those keys here; the footer names them.
	 */
	readonly keybindings?: Pick<KeybindingsManager, "getKeys" | "getDefinition">;
	/** Keys for the form's own actions (e.g. from settings), replacing the defaults of the actions given. */
	readonly actionKeys?: Partial<Record<FormAction, readonly KeyId[]>>;
	/** A short text shown first in the footer, read at each render (e.g. the time left to answer). */
	readonly notice?: () => string | undefined;
}

export class QuestionnaireComponent implements Component, Focusable {
	private readonly options: QuestionnaireComponentOptions;
	private readonly body: QuestionnaireBody;
	private readonly editorHost: EditorHost;
	private readonly flow: QuestionnaireFlow;
	private readonly keymap: Keymap;

	constructor(options: QuestionnaireComponentOptions) {
		this.options = options;
		this.keymap = createKeymap({
			...(options.keybindings === undefined ? {} : { keybindings: options.keybindings }),
			...(options.actionKeys === undefined ? {} : { actionKeys: options.actionKeys }),
		});
		const { tui } = options;
		this.body = new QuestionnaireBody(options.theme, options.payload, options.markdownTheme);
		this.editorHost = new EditorHost(
			tui,
			options.theme,
			{
				changeDraft: (text) => this.flow.view.changeDraft(text),
				saveEditor: (text) => this.flow.view.saveEditor(text),
			},
			options.autocompleteProvider,
		);
		// Starts the actor: the first view arrives through `onUpdate` before the constructor returns.
		this.flow = new QuestionnaireFlow({
			payload: options.payload,
			...(options.machine === undefined ? {} : { machine: options.machine }),
			...(options.inspect === undefined ? {} : { inspect: options.inspect }),
			...(options.onError === undefined ? {} : { onError: options.onError }),
			onUpdate: (view) => {
				this.editorHost.sync(view.editor);
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

	/** Set by the TUI; forwarded to the hosted editor so it shows the hardware cursor. */
	set focused(value: boolean) {
		this.editorHost.focused = value;
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
		try {
			const { view } = this.flow;
			const editor = this.editorHost.editor;
			if (editor !== undefined) handleEditingKey(this.keymap, view, editor, this.editorHost.typedInput(data));
			else handleMainKey(this.keymap, view, data, (direction) => this.scrollPreview(direction));
		} catch (error) {
			this.flow.fail(error);
		}
	}

	render(width: number): string[] {
		if (this.flow.ended) return [];
		try {
			const height = Math.max(1, Math.floor(this.maxHeight()));
			const { view } = this.flow;
			return renderFrame(
				view,
				this.options.theme,
				width,
				height,
				(bodyHeight) => this.body.render(view, this.editorHost.editor, width, bodyHeight),
				this.keymap,
				this.options.notice?.(),
			);
		} catch (error) {
			this.flow.fail(error);
			return [];
		}
	}

	private maxHeight(): number {
		return this.options.maxHeight?.() ?? this.options.tui.terminal.rows - DEFAULT_RESERVED_ROWS;
	}

	private scrollPreview(direction: PreviewDirection): void {
		if (this.body.scrollPreview(this.flow.view.question, direction)) this.options.tui.requestRender();
	}
}
