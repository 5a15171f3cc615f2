import { cancelledDetails, questionnaireMachine, validate } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { createFormStore, MAX_ENTRY_CHARS, SAVE_AFTER_MS } from "../src/on-demand/form-store.ts";
import type { FormEntryData } from "../src/startup/stored-forms.ts";

const checked = validate(tour);
if (!checked.ok) throw new Error("tour is invalid");
const payload = checked.payload;

function setUp() {
	const written: FormEntryData[] = [];
	const reports: string[] = [];
	const store = createFormStore({
		toolCallId: "call-1",
		append: (type, data) => {
			expect(type).toBe("ask-user-form");
			written.push(data);
		},
		report: (message) => reports.push(message),
	});
	const actor = createActor(questionnaireMachine, { input: payload });
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
				progress: expect.objectContaining({ current: 0, place: { mode: "answering" } }),
			},
		]);
		actor.send({ type: "option.pick", number: 4 });
		for (const text of ["W", "We", "Web"]) actor.send({ type: "editor.change", text });
		vi.advanceTimersByTime(SAVE_AFTER_MS - 1);
		expect(written).toHaveLength(1);
		vi.advanceTimersByTime(1);
		expect(written).toHaveLength(2);
		expect(written[1]?.progress).toMatchObject({ place: { mode: "editing", kind: "answer", draft: "Web" } });
		actor.send({ type: "option.next" }); // the editor keeps the key: nothing changes, nothing is written
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written).toHaveLength(2);
	});

	it("flush writes what is pending at once (pi shutting down)", () => {
		const { store, actor, written } = setUp();
		actor.send({ type: "option.pick", number: 2 });
		store.flush();
		expect(written).toHaveLength(2);
		expect(written[1]?.progress).toMatchObject({ current: 1 });
	});

	it("ends answered, or cancelled with the last progress, pending changes included", () => {
		const answered = setUp();
		answered.store.end({ ...cancelledDetails("user", payload), cancelled: false });
		expect(answered.written.at(-1)).toEqual({ v: 1, toolCallId: "call-1", status: "answered" });

		const { store, actor, written } = setUp();
		actor.send({ type: "option.pick", number: 2 });
		store.end(cancelledDetails("aborted", payload));
		expect(written).toHaveLength(2);
		expect(written[1]).toMatchObject({ status: "cancelled", cancelReason: "aborted", progress: { current: 1 } });
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

	it("bounds an entry: a huge draft is dropped, and what still does not fit is not written", () => {
		const { actor, written } = setUp();
		actor.send({ type: "option.pick", number: 4 });
		actor.send({ type: "editor.change", text: "x".repeat(MAX_ENTRY_CHARS) });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written[1]?.progress).toMatchObject({ place: { mode: "editing", draft: "" } });
		actor.send({ type: "editor.save", text: "y".repeat(MAX_ENTRY_CHARS) });
		vi.advanceTimersByTime(SAVE_AFTER_MS);
		expect(written).toHaveLength(2);
		expect(written.every((data) => JSON.stringify(data).length < MAX_ENTRY_CHARS + 100)).toBe(true);
	});

	it("a failing appendEntry is reported once and never thrown", () => {
		const reports: string[] = [];
		const store = createFormStore({
			toolCallId: "call-1",
			append: () => {
				throw new Error("disk full");
			},
			report: (message) => reports.push(message),
		});
		const actor = createActor(questionnaireMachine, { input: payload }).start();
		store.snapshot(actor.getSnapshot());
		store.flush();
		store.end(cancelledDetails("user", payload));
		expect(reports).toEqual(["ask-user: the form's progress could not be stored (Error: disk full)"]);
	});
});
