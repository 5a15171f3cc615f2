/**
 * The fuzzer's reference: what each key should do, written from the contract's keyboard rules and the decisions in
 * docs/decisions.md, independently of the keymap and the statechart. It follows the tab, the focused row, the
 * selection, free text and notes (whether there is one, not their text) and how the flow ended, so the component
 * can be checked after every key: its machine state, and at the end its `details`.
 */
import type { Answer, AskUserDetails, CancelReason, EditorKind, NormalizedPayload } from "@ask-user/core";
import type { FuzzKey, KeyName } from "@ask-user/test-kit/key-alphabet";

interface QuestionModel {
	focus: number;
	readonly selected: Set<number>;
	custom: boolean;
	note: boolean;
	readonly optionNotes: Set<number>;
}

type Mode =
	/** `awaitingDigit`: a typed row number that could go on; its row is focused. */
	| { readonly name: "answering"; readonly awaitingDigit: boolean }
	/** `blank` is unknown (undefined) after a deletion: then the machine's mirrored draft decides. */
	| { readonly name: "editing"; readonly kind: EditorKind; blank: boolean | undefined }
	/** `armed`: the focused button's digit was typed once. */
	| { readonly name: "reviewing"; focus: ReviewButton; armed: boolean }
	/** Esc with answers or notes: it asks first, over a question (`answering`) or the review's focused button. */
	| { readonly name: "confirming"; readonly over: "answering" | ReviewButton }
	| { readonly name: "ended"; readonly cancelReason: CancelReason | undefined };

/** The review's buttons in order, pressed by the digits 1, 2 and 3. */
const REVIEW_BUTTONS = ["submit", "cancel", "discuss"] as const;
type ReviewButton = (typeof REVIEW_BUTTONS)[number];
const BUTTON_ENDS: Readonly<Record<ReviewButton, CancelReason | undefined>> = {
	submit: undefined,
	cancel: "user",
	discuss: "discuss",
};

/** What the machine's snapshot says, reduced to what the model follows. */
export interface ObservedState {
	readonly mode: string;
	readonly current: number;
	readonly questions: readonly {
		readonly focus: number;
		readonly selected: readonly number[];
		readonly custom: boolean;
		readonly note: boolean;
		readonly optionNotes: readonly number[];
	}[];
}

/** Keys that put visible text into an open editor (`n`, Shift+N and digits are text there). */
const TYPING_KEYS: ReadonlySet<KeyName> = new Set(["n", "shiftN", "kittyShiftN", "at"]);

function sorted(values: Iterable<number>): number[] {
	return [...values].sort((a, b) => a - b);
}

export class KeyModel {
	private mode: Mode = { name: "answering", awaitingDigit: false };
	private current = 0;
	private readonly states: QuestionModel[];
	/** Whether the whole form has a note (written on the review). */
	private formNote = false;

	constructor(private readonly payload: NormalizedPayload) {
		this.states = payload.questions.map(() => ({
			focus: 0,
			selected: new Set(),
			custom: false,
			note: false,
			optionNotes: new Set(),
		}));
		this.enterTab();
	}

	get ended(): boolean {
		return this.mode.name === "ended";
	}

	get cancelReason(): CancelReason | undefined {
		return this.mode.name === "ended" ? this.mode.cancelReason : undefined;
	}

	/**
	 * The mode as the statechart names its states, the review's focused button (data) in brackets: `answering.idle`,
	 * `editing.note`, `reviewing.armed[cancel]`, …
	 */
	get stateName(): string {
		switch (this.mode.name) {
			case "editing":
				return `editing.${this.mode.kind}`;
			case "reviewing":
				return `reviewing.${this.mode.armed ? "armed" : "idle"}[${this.mode.focus}]`;
			case "ended":
				return this.mode.cancelReason === undefined ? "submitted" : "cancelled";
			case "confirming":
				return this.mode.over === "answering"
					? "answering.confirmingCancel"
					: `reviewing.confirmingCancel[${this.mode.over}]`;
			default:
				return this.mode.awaitingDigit ? "answering.awaitingDigit" : "answering.idle";
		}
	}

	/**
	 * Applies one key. `draft` is the editor text the machine holds before the key; it is read only when the model
	 * cannot know whether the text is blank (after a Backspace).
	 */
	press(key: FuzzKey, draft: string): void {
		const { mode } = this;
		if (mode.name === "ended") return;
		if (key.kind === "key" && key.name === "ctrlC") this.end("dismissed");
		else if (mode.name === "confirming") this.pressWhileConfirming(mode, key);
		else if (mode.name === "editing") this.pressInEditor(mode, key, draft);
		else if (mode.name === "reviewing") this.pressInReview(mode, key);
		else this.pressOnQuestion(key, mode.awaitingDigit);
	}

	/** The host aborted the flow. */
	abort(): void {
		if (!this.ended) this.end("aborted");
	}

	/** Where the model and the machine disagree, or undefined when they agree. */
	difference(observed: ObservedState): string | undefined {
		if (observed.mode !== this.stateName) return `state ${observed.mode}, expected ${this.stateName}`;
		if (this.ended) return undefined;
		if (observed.current !== this.current) return `tab ${observed.current}, expected ${this.current}`;
		for (const [index, state] of this.states.entries()) {
			const expected = {
				focus: state.focus,
				selected: sorted(state.selected),
				custom: state.custom,
				note: state.note,
				optionNotes: sorted(state.optionNotes),
			};
			const actual = observed.questions[index];
			if (JSON.stringify(actual) !== JSON.stringify(expected)) {
				return `question ${index}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
			}
		}
		return undefined;
	}

	/** The answers the model expects in `details`, in the shape the contract gives them (text abbreviated). */
	expectedAnswers(): Record<
		string,
		{ indices: number[]; customText: boolean; note: boolean; optionNotes: string[]; unchosenNotes: string[] }
	> {
		const answers: ReturnType<KeyModel["expectedAnswers"]> = {};
		if (this.cancelReason !== undefined) return answers;
		this.payload.questions.forEach((question, index) => {
			const state = this.states[index];
			if (state === undefined) return;
			const selected = sorted(state.selected);
			const unchosen = sorted(state.optionNotes).filter((row) => !state.selected.has(row));
			if (selected.length === 0 && !state.custom && !state.note && unchosen.length === 0) return;
			answers[question.id] = {
				indices: selected.map((row) => row + 1),
				customText: state.custom,
				note: state.note,
				optionNotes: selected
					.filter((row) => state.optionNotes.has(row))
					.map((row) => question.options[row]?.value ?? ""),
				unchosenNotes: unchosen.map((row) => question.options[row]?.value ?? ""),
			};
		});
		return answers;
	}

	/** `details` reduced to what `expectedAnswers` holds. */
	static answersOf(details: AskUserDetails): ReturnType<KeyModel["expectedAnswers"]> {
		const reduce = (answer: Answer) => ({
			indices: answer.indices,
			customText: answer.customText !== undefined,
			note: answer.note !== undefined,
			optionNotes: Object.keys(answer.optionNotes ?? {}),
			unchosenNotes: (answer.unchosenOptionNotes ?? []).map((n) => n.value),
		});
		return Object.fromEntries(Object.entries(details.answers).map(([id, answer]) => [id, reduce(answer)]));
	}

	private get active() {
		const question = this.payload.questions[this.current];
		const state = this.states[this.current];
		if (question === undefined || state === undefined) throw new Error(`the model has no question ${this.current}`);
		return {
			question,
			state,
			multi: question.type === "multi",
			rows: question.options.length + (question.allowsCustom ? 1 : 0),
		};
	}

	private end(cancelReason: CancelReason | undefined): void {
		this.mode = { name: "ended", cancelReason };
	}

	/** Anything answered or noted on any question: Esc then asks before it cancels. */
	private get hasProgress(): boolean {
		return (
			this.formNote ||
			this.states.some((state) => state.selected.size > 0 || state.custom || state.note || state.optionNotes.size > 0)
		);
	}

	/** Esc in the main flow: cancels at once with nothing to lose, else asks. */
	private escape(over: Extract<Mode, { name: "confirming" }>["over"]): void {
		if (this.hasProgress) this.mode = { name: "confirming", over };
		else this.end("user");
	}

	/** Esc again cancels; any other key goes back to where Esc was pressed and does nothing else. */
	private pressWhileConfirming(mode: Extract<Mode, { name: "confirming" }>, key: FuzzKey): void {
		if (key.kind === "key" && key.name === "escape") this.end("user");
		else if (mode.over === "answering") this.answering();
		else this.mode = { name: "reviewing", focus: mode.over, armed: false };
	}

	private answering(awaitingDigit = false): void {
		this.mode = { name: "answering", awaitingDigit };
	}

	private review(): void {
		this.mode = { name: "reviewing", focus: "submit", armed: false };
	}

	/** Arriving on the current question's tab: a text question opens its editor, the others show their rows. */
	private enterTab(): void {
		if (this.active.question.type === "text") this.openEditor("answer");
		else this.answering();
	}

	/** Tab: the next question, or the review after the last one. */
	private advance(): void {
		if (this.current === this.payload.questions.length - 1) {
			this.review();
			return;
		}
		this.current++;
		this.enterTab();
	}

	/** Shift+Tab: the previous question, or the review before the first one. */
	private retreat(): void {
		if (this.current === 0) {
			this.review();
			return;
		}
		this.current--;
		this.enterTab();
	}

	private isCustomRow(row: number): boolean {
		const { question } = this.active;
		return question.allowsCustom && row === question.options.length;
	}

	private openEditor(kind: EditorKind): void {
		const { state } = this.active;
		const has = {
			answer: state.custom,
			questionNote: state.note,
			optionNote: state.optionNotes.has(state.focus),
			formNote: this.formNote,
		}[kind];
		this.mode = { name: "editing", kind, blank: !has };
	}

	/** Space or a digit on multi-select; on single-select, a new pick replaces the selection and free text. */
	private toggle(row: number): void {
		const { state, multi } = this.active;
		if (state.selected.has(row)) state.selected.delete(row);
		else if (multi) state.selected.add(row);
		else this.pickOnly(row);
	}

	private pickOnly(row: number): void {
		const { state } = this.active;
		state.selected.clear();
		state.selected.add(row);
		state.custom = false;
	}

	/**
	 * Digits form a row number: one that could go on (its number × 10 is still a row) waits with its row focused;
	 * a digit that names no row is ignored.
	 */
	private typeDigit(digit: number, awaitingDigit: boolean): void {
		const { state, rows } = this.active;
		const number = awaitingDigit ? (state.focus + 1) * 10 + digit : digit;
		if (number < 1 || number > rows) return;
		state.focus = number - 1;
		if (number * 10 <= rows) this.answering(true);
		else this.pickRow();
	}

	/** The focused row picked by its number: the editor on Type your own, a toggle on multi, else pick and move on. */
	private pickRow(): void {
		const { state, multi } = this.active;
		this.answering();
		if (this.isCustomRow(state.focus)) this.openEditor("answer");
		else if (multi) this.toggle(state.focus);
		else {
			this.pickOnly(state.focus);
			this.advance();
		}
	}

	private pressOnQuestion(key: FuzzKey, awaitingDigit: boolean): void {
		const { state, multi, question, rows } = this.active;
		if (key.kind === "digit") {
			this.typeDigit(key.digit, awaitingDigit);
			return;
		}
		if (key.kind !== "key") return;
		if (awaitingDigit && key.name === "enter") {
			this.pickRow();
			return;
		}
		// Any other key the flow acts on drops a waiting row number.
		if (awaitingDigit && ["tab", "right", "shiftTab", "left", "down", "up", "space"].includes(key.name)) {
			this.answering();
		}
		switch (key.name) {
			case "escape":
				this.escape("answering");
				return;
			case "tab":
			case "right":
				this.advance();
				return;
			case "shiftTab":
			case "left":
				this.retreat();
				return;
			case "down":
				state.focus = (state.focus + 1) % rows;
				return;
			case "up":
				state.focus = (state.focus - 1 + rows) % rows;
				return;
			case "enter":
				if (this.isCustomRow(state.focus)) {
					this.openEditor("answer");
					return;
				}
				if (!multi) this.pickOnly(state.focus);
				// An empty multi question is not left empty by Enter: the focused option is ticked first.
				else if (state.selected.size === 0 && !state.custom) state.selected.add(state.focus);
				this.advance();
				return;
			case "space":
				if (this.isCustomRow(state.focus)) {
					this.openEditor("answer");
					return;
				}
				this.toggle(state.focus);
				return;
			case "n":
				if (state.focus < question.options.length) this.openEditor("optionNote");
				return;
			case "shiftN":
			case "kittyShiftN":
				this.openEditor("questionNote");
				return;
			default:
				return;
		}
	}

	private pressInReview(mode: Extract<Mode, { name: "reviewing" }>, key: FuzzKey): void {
		if (key.kind === "digit") {
			// 1, 2 and 3 focus Submit, Cancel and Discuss and arm them; the same digit again presses the button.
			const button = REVIEW_BUTTONS[key.digit - 1];
			if (button === undefined) return;
			if (mode.armed && mode.focus === button) this.end(BUTTON_ENDS[button]);
			else Object.assign(mode, { focus: button, armed: true });
			return;
		}
		if (key.kind !== "key") return;
		switch (key.name) {
			case "escape":
				this.escape(mode.focus);
				return;
			case "tab":
			case "right":
				this.current = 0;
				this.enterTab();
				return;
			case "shiftTab":
			case "left":
				this.current = this.payload.questions.length - 1;
				this.enterTab();
				return;
			case "up":
			case "down": {
				const step = key.name === "down" ? 1 : REVIEW_BUTTONS.length - 1;
				mode.focus = REVIEW_BUTTONS[(REVIEW_BUTTONS.indexOf(mode.focus) + step) % REVIEW_BUTTONS.length] ?? "submit";
				mode.armed = false;
				return;
			}
			case "enter":
				this.end(BUTTON_ENDS[mode.focus]);
				return;
			case "shiftN":
			case "kittyShiftN":
				// On the review, Shift+N notes the whole form.
				this.openEditor("formNote");
				return;
			default:
				return;
		}
	}

	private pressInEditor(mode: Extract<Mode, { name: "editing" }>, key: FuzzKey, draft: string): void {
		const blank = () => mode.blank ?? draft.trim() === "";
		if (key.kind === "key" && key.name === "escape") {
			this.closeEditor(mode.kind, blank(), false);
			return;
		}
		if (key.kind === "key" && key.name === "enter") {
			this.closeEditor(mode.kind, blank(), true);
			return;
		}
		// A text question's answer editor (it opens on arrival) is left with Tab and Shift+Tab, the draft saved.
		const leaves = mode.kind === "answer" && this.active.question.type === "text";
		if (key.kind === "key" && (key.name === "tab" || key.name === "shiftTab") && leaves) {
			this.closeEditor(mode.kind, blank(), false);
			if (key.name === "tab") this.advance();
			else this.retreat();
			return;
		}
		if (key.kind === "key" && key.name === "backspace") mode.blank = undefined;
		else if (key.kind !== "key" || TYPING_KEYS.has(key.name)) mode.blank = false;
	}

	/** Esc saves and closes; Enter saves, and on the free-form answer moves on like a pick when there is an answer. */
	private closeEditor(kind: EditorKind, blank: boolean, submit: boolean): void {
		const { state, multi } = this.active;
		if (kind === "formNote") {
			this.formNote = !blank;
			this.review();
			return;
		}
		if (kind === "questionNote") state.note = !blank;
		else if (kind === "optionNote") {
			if (blank) state.optionNotes.delete(state.focus);
			else state.optionNotes.add(state.focus);
		} else {
			const answered = !blank || state.selected.size > 0;
			state.custom = !blank;
			if (!blank && !multi) state.selected.clear();
			if (submit && answered) {
				this.advance();
				return;
			}
		}
		this.answering();
	}
}
