import { expect } from "vitest";
import { connect, type QuestionnaireSnapshot, type QuestionnaireView } from "../../src/index.ts";

const EDITOR_KINDS = ["answer", "questionNote", "optionNote", "formNote"] as const;

function expectedMode(snapshot: QuestionnaireSnapshot): QuestionnaireView["mode"] {
	const value = snapshot.value;
	const top = typeof value === "string" ? value : Object.keys(value)[0];
	if (top === "editing" || top === "reviewing" || top === "submitted" || top === "cancelled") return top;
	return "answering";
}

function assertTabs(snapshot: QuestionnaireSnapshot, view: QuestionnaireView): void {
	const { questions, states } = snapshot.context;
	expect(view.tabCount).toBe(questions.length + 1);
	const tabs = Array.from({ length: view.tabCount }, (_, index) => view.getTab(index));
	expect(tabs.filter((tab) => tab.active).map((tab) => tab.index)).toEqual([view.activeTab]);
	expect(tabs.map((tab) => tab.kind)).toEqual([...questions.map(() => "question"), "review"]);
	expect(tabs.slice(0, -1).map((tab) => tab.label)).toEqual(questions.map((q) => q.label));
	expect(tabs.slice(0, -1).map((tab) => tab.answered)).toEqual(
		states.map((s) => s.selected.length > 0 || s.customText !== undefined),
	);
	const beside = questions.map((_, index) => view.getQuestion(index));
	expect(beside.map((question) => question.answered)).toEqual(tabs.slice(0, -1).map((tab) => tab.answered));
	expect(beside.map((question) => question.focusedRow)).toEqual(states.map((s) => s.focus));
	expect(() => view.getQuestion(questions.length)).toThrow(RangeError);
}

function assertQuestion(snapshot: QuestionnaireSnapshot, view: QuestionnaireView): void {
	const { context } = snapshot;
	const question = view.question;
	const source = context.questions[context.current];
	expect(question, "a question view while answering or editing").toBeDefined();
	if (question === undefined || source === undefined) return;
	expect(view.activeTab).toBe(context.current);
	expect(question).toMatchObject({ index: context.current, id: source.id, label: source.label, type: source.type });
	expect(question.rowCount).toBe(source.options.length + (source.allowsCustom ? 1 : 0));
	const rows = Array.from({ length: question.rowCount }, (_, index) => question.getRow(index));
	expect(rows.filter((row) => row.focused).map((row) => row.index)).toEqual([question.focusedRow]);
	expect(rows.map((row) => row.number)).toEqual(rows.map((row) => row.index + 1));
	expect(rows.map((row) => row.kind)).toEqual([
		...source.options.map(() => "option"),
		...(source.allowsCustom ? ["custom"] : []),
	]);
	expect(question.answered).toBe(rows.some((row) => row.selected));
	if (source.type !== "multi") expect(rows.filter((row) => row.selected).length).toBeLessThanOrEqual(1);
	expect(() => question.getRow(question.rowCount)).toThrow(RangeError);
}

/**
 * `connect()` works on the snapshot and its view agrees with the machine: one mode, one active tab, one focused
 * row, an editor exactly while editing, a review exactly while reviewing, every row and review item readable.
 */
export function assertViewInvariants(snapshot: QuestionnaireSnapshot): QuestionnaireView {
	const sent: unknown[] = [];
	const view = connect(snapshot, (event) => sent.push(event));
	const mode = expectedMode(snapshot);
	expect(view.mode).toBe(mode);
	assertTabs(snapshot, view);
	const formNote = snapshot.matches({ editing: "formNote" });
	if (mode === "answering" || (mode === "editing" && !formNote)) assertQuestion(snapshot, view);
	else expect(view.question).toBeUndefined();
	// the form note is edited from the review, whose tab stays active
	if (formNote) expect(view.activeTab).toBe(view.tabCount - 1);
	if (mode === "editing") {
		const kinds = EDITOR_KINDS.filter((kind) => snapshot.matches({ editing: kind }));
		expect(kinds).toHaveLength(1);
		expect(view.editor?.kind).toBe(kinds[0]);
		expect(view.editor?.draft).toBe(snapshot.context.draft);
		expect(view.editor?.heading.length).toBeGreaterThan(0);
	} else expect(view.editor).toBeUndefined();
	if (mode === "reviewing") {
		const review = view.review;
		expect(view.activeTab).toBe(view.tabCount - 1);
		expect(review?.focus).toBe(snapshot.context.reviewFocus);
		expect(review?.armed).toBe(snapshot.matches({ reviewing: "armed" }));
		expect(review?.note).toBe(snapshot.context.formNote);
		expect(review?.itemCount).toBe(snapshot.context.questions.length);
		const items = Array.from({ length: review?.itemCount ?? 0 }, (_, index) => review?.getItem(index));
		expect(review?.unansweredCount).toBe(items.filter((item) => item?.answered === false).length);
		expect(review?.unansweredRequired).toEqual(
			items.flatMap((item) => (item?.required && !item.answered ? [item.index] : [])),
		);
	} else expect(view.review).toBeUndefined();
	const confirming = view.confirmingCancel;
	expect(confirming !== undefined, "a cancel waits to be confirmed exactly in a confirmingCancel state").toBe(
		JSON.stringify(snapshot.value).includes('"confirmingCancel"'),
	);
	if (confirming !== undefined) {
		expect(mode === "answering" || mode === "reviewing", "only Esc in the main flow asks first").toBe(true);
		expect(confirming.answers + confirming.notes, "only a form with something to lose asks").toBeGreaterThan(0);
	}
	const applies = snapshot.status === "active" && snapshot.can({ type: "option.next" });
	expect(view.nextOption()).toBe(applies);
	expect(sent, "intents send what applies, and never act on the snapshot").toEqual(
		applies ? [{ type: "option.next" }] : [],
	);
	return view;
}
