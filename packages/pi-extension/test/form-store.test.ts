import { cancelledDetails, createQuestionnaireMachine, saveProgress, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { foldForms } from "../src/stored-forms/folded-forms.ts";
import { createFormStore, MAX_ENTRY_CHARS, SAVE_AFTER_MS, type StoreProblem } from "../src/stored-forms/form-store.ts";
import type { Patch } from "../src/stored-forms/progress-patch.ts";
import type { FormEntryData } from "../src/stored-forms/stored-forms.ts";

/** The progress `written` folds to, as a reopened form reads it. */
const folded = (written: readonly FormEntryData[]) => foldForms(written).get("call-1")?.progress;

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const payload = checked.payload;

function setUp() {
	const written: FormEntryData[] = [];
	const reports: StoreProblem[] = [];
	const store = createFormStore({
		toolCallId: "call-1",
		append: (type, data) => {
			expect(type).toBe("ask-user-form");
			written.push(data);
		},
		report: (message) => reports.push(message),
	});
	const actor = createActor(createQuestionnaireMachine(), { input: payload });
	actor.subscribe((snapshot) => {
		if (snapshot.status === "active") store.snapshot(snapshot);
	});
	actor.start();
	return { store, actor, written, reports };
}

describe("the form store", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it("writes when the form opens, then once per pause in the changes", () => {
		const { actor, written } = setUp();
		expect(written).toEqual([
			{
				v: 1,
				toolCallId: "call-1",
				status: "open",
				n: 0,
				progress: expect.objectContaining({ current: 0, place: { mode: "answering" } }),
			},
		]);
		actor.send({ type: "option.pick", number: 4 });
		for (const text of ["W", "We", "Web"]) actor.send({ type: "editor.change", text });
		vi.advanceTimersByTime(SAVE_AFTER_MS - 1);
		expect(written).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(written).toHaveLength(2);
		expect(folded(written)).toMatchObject({ place: { mode: "editing", kind: "answer", draft: "Web" } });
		actor.send({ type: "option.next" }); // the editor keeps the key: nothing changes, nothing is written
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written).toHaveLength(2);
	});

	it("each change starts the pause again: a person typing slower than the pause writes once per stop", () => {
		const { actor, written } = setUp();
		actor.send({ type: "option.pick", number: 4 });
		for (const text of ["W", "We", "Web", "Webs"]) {
			actor.send({ type: "editor.change", text });
			vi.advanceTimersByTime(SAVE_AFTER_MS - 1);
		}
		expect(written).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(written).toHaveLength(2);
		expect(folded(written)).toMatchObject({ place: { mode: "editing", kind: "answer", draft: "Webs" } });
		actor.send({ type: "editor.change", text: "Webso" });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written).toHaveLength(3);
		expect(folded(written)).toMatchObject({ place: { mode: "editing", kind: "answer", draft: "Webso" } });
	});

	it("flush writes what is pending at once (pi shutting down)", () => {
		const { store, actor, written } = setUp();
		actor.send({ type: "option.pick", number: 2 });
		store.flush();
		expect(written).toHaveLength(2);
		expect(folded(written)).toMatchObject({ current: 1 });
	});

	it("ends answered, or cancelled with the last progress, pending changes included", () => {
		const answered = setUp();
		answered.store.end({ ...cancelledDetails("user", payload), cancelled: false });
		expect(answered.written.at(-1)).toEqual({ v: 1, toolCallId: "call-1", status: "answered" });

		const { store, actor, written } = setUp();
		actor.send({ type: "option.pick", number: 2 });
		store.end(cancelledDetails("aborted", payload));
		expect(written).toHaveLength(2);
		expect(written[1]).toMatchObject({ status: "cancelled", cancelReason: "aborted" });
		expect(folded(written)).toMatchObject({ current: 1 });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		actor.send({ type: "option.pick", number: 1 });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written).toHaveLength(2);
	});

	it("a form that never showed stores nothing", () => {
		const written: FormEntryData[] = [];
		const store = createFormStore({
			toolCallId: "call-1",
			append: (_type, data) => written.push(data),
			report: () => {},
		});
		store.flush();
		store.end(cancelledDetails("aborted", payload));
		expect(written).toEqual([]);
	});

	it("bounds an entry: a huge draft is dropped, and what still does not fit is not written, told once", () => {
		const { actor, written, reports } = setUp();
		actor.send({ type: "option.pick", number: 4 });
		actor.send({ type: "editor.change", text: "x".repeat(MAX_ENTRY_CHARS) });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(folded(written)).toMatchObject({ place: { mode: "editing", draft: "" } });
		actor.send({ type: "editor.save", text: "y".repeat(MAX_ENTRY_CHARS) });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written).toHaveLength(2);
		expect(written.every((data) => JSON.stringify(data).length < MAX_ENTRY_CHARS + 100)).toBe(true);
		expect(reports).toEqual([{ kind: "tooLarge" }]);
		actor.send({ type: "option.pick", number: 1 });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(reports).toHaveLength(1);
	});

	it("keeps progress as large as a few pasted logs: three answers of an editor's 100,000 characters", () => {
		const { actor, written, reports } = setUp();
		const log = (mark: string) => `${mark}${"log line\n".repeat(11_110)}`;
		actor.send({ type: "option.pick", number: 4 });
		actor.send({ type: "editor.save", text: log("a") });
		actor.send({ type: "option.pick", number: 4 });
		actor.send({ type: "editor.save", text: log("b") });
		actor.send({ type: "editor.open", kind: "questionNote" });
		actor.send({ type: "editor.save", text: log("c") });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(reports).toEqual([]);
		const kept = JSON.stringify(folded(written));
		expect(kept).toContain(JSON.stringify(log("a").slice(0, 50)).slice(1, -1));
		expect(kept).toContain(JSON.stringify(log("c").slice(0, 50)).slice(1, -1));
		expect(kept.length).toBeGreaterThan(200_000);
	});

	it("a failing appendEntry is reported once and never thrown", () => {
		const reports: StoreProblem[] = [];
		const store = createFormStore({
			toolCallId: "call-1",
			append: () => {
				throw new Error("disk full");
			},
			report: (message) => reports.push(message),
		});
		const actor = createActor(createQuestionnaireMachine(), { input: payload }).start();
		store.snapshot(actor.getSnapshot());
		store.flush();
		store.end(cancelledDetails("user", payload));
		expect(reports).toEqual([{ kind: "failed", reason: "Error: disk full" }]);
	});
});

describe("stored progress grows with the change, not with the form", () => {
	beforeEach(() => {
		vi.useFakeTimers();
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	const KB = 1024;
	const bytesOf = (entries: readonly FormEntryData[]) =>
		entries.reduce((sum, data) => sum + JSON.stringify(data).length, 0);
	/** What the running form would store now, as JSON gives it back. */
	const current = (actor: ReturnType<typeof setUp>["actor"]) =>
		JSON.parse(JSON.stringify(saveProgress(actor.getSnapshot())));

	/** A 150 KB answer being typed, then edited 20 times in small steps, each after a pause. */
	function twentyEdits() {
		const setup = setUp();
		const { actor } = setup;
		actor.send({ type: "option.pick", number: 4 });
		let text = "word ".repeat((150 * KB) / 5);
		actor.send({ type: "editor.change", text });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		const before = setup.written.length;
		const states: unknown[] = [];
		for (let edit = 0; edit < 20; edit++) {
			const at = (edit * 7919) % text.length;
			text = `${text.slice(0, at)}edit ${edit}${text.slice(at + 3)}`;
			actor.send({ type: "editor.change", text });
			vi.advanceTimersByTime(SAVE_AFTER_MS);
			states.push(current(actor));
		}
		return { ...setup, edits: setup.written.slice(before), states };
	}

	it("20 small edits of a 150 KB answer append far less than 20 copies of it", () => {
		const { written, edits } = twentyEdits();
		expect(edits).toHaveLength(20);
		expect(bytesOf(edits)).toBeLessThan(20 * KB);
		expect(bytesOf(written)).toBeLessThan(2 * 150 * KB + 20 * KB);
	});

	it("the entries fold to the form's exact state after every pause, as a reopened form reads them", () => {
		const { written, edits, states, actor, store } = twentyEdits();
		expect(edits.every((data) => data.progress === undefined && data.changes !== undefined)).toBe(true);
		for (const [index, state] of states.entries()) {
			expect(folded(written.slice(0, written.length - edits.length + index + 1))).toEqual(state);
		}
		actor.send({ type: "editor.save", text: "short" });
		actor.send({ type: "option.pick", number: 2 });
		store.end(cancelledDetails("user", payload));
		expect(folded(written)).toEqual(current(actor));
	});

	it("writes the whole progress again once the changes since the last whole entry would outgrow it", () => {
		const { actor, written } = setUp();
		for (let edit = 1; edit <= 40; edit++) {
			actor.send({ type: "option.pick", number: 4 });
			actor.send({ type: "editor.change", text: `answer ${"x".repeat(edit * 50)}` });
			vi.advanceTimersByTime(SAVE_AFTER_MS);
			actor.send({ type: "editor.close" });
			vi.advanceTimersByTime(SAVE_AFTER_MS);
		}
		const whole = written.filter((data) => data.progress !== undefined);
		expect(whole.length).toBeGreaterThan(1);
		expect(folded(written)).toEqual(current(actor));
		expect(written.map((data) => data.n)).toEqual(written.map((_data, index) => index));
	});

	it("a missing or damaged change keeps the last progress that folded cleanly, and nothing throws", () => {
		const { written, states } = twentyEdits();
		const start = written.length - 20;
		const beforeGap = states[4];
		const missing = [...written.slice(0, start + 5), ...written.slice(start + 6)];
		expect(folded(missing)).toEqual(beforeGap);
		const damages: unknown[] = [
			null,
			"changes",
			{ s: [10_000_000, 0, "x"] },
			{ o: { place: { o: { draft: { s: [0, 0, 42] } } } } },
			{ o: { place: { o: { draft: { s: [0, 0, "", 12] } } } } },
			JSON.parse('{ "o": { "__proto__": { "v": { "polluted": true } } } }'),
			{ o: { states: { a: { 99: { v: {} } }, n: 100 } } },
			{ a: {}, n: 1 },
			{ unknown: true },
		];
		for (const changes of damages) {
			const damaged = written.map((data, index) => (index === start + 5 ? { ...data, changes } : data));
			expect(folded(damaged), JSON.stringify(changes)).toEqual(beforeGap);
		}
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});

	it("patches only what changed: a text by its changed middle, an object by its changed fields", () => {
		const { edits } = twentyEdits();
		const changes = edits[0]?.changes as Patch;
		expect(changes).toEqual({ o: { place: { o: { draft: { s: [0, expect.any(Number), "edit 0", 150 * KB] } } } } });
	});
});
