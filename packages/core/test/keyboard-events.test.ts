import { assertOutputRules } from "@ask-user/test-kit/output-rules";
import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { threeHundredOptions, tour } from "../src/fixtures/index.ts";
import { createQuestionnaireMachine, DIGIT_WAIT_MS } from "../src/index.ts";
import { event, key } from "./support/events.ts";
import { finish, play, settle, start, view } from "./support/run.ts";

/** tour: database (single, 3 options + Type your own), features (multi, 4 + Type your own), layout (preview, 2), review. */

function selectedRows(actor: ReturnType<typeof start>): number[] {
	const question = view(actor).question;
	if (question === undefined) return [];
	return Array.from({ length: question.rowCount }, (_, row) => question.getRow(row))
		.filter((row) => row.selected)
		.map((row) => row.index);
}

describe("Main flow", () => {
	describe("Enter confirms", () => {
		it("on a single-select option it picks the option and moves to the next tab", () => {
			const actor = play(start(tour), [key.down, key.enter]);
			expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1 });
			expect(view(actor).getTab(0)).toMatchObject({ label: "Database", answered: true, active: false });
			play(actor, [key.shiftTab]);
			expect(selectedRows(actor)).toEqual([1]);
		});

		it("on a multi-select question with something ticked it moves to the next tab without changing the selection", () => {
			const actor = play(start(tour), [event.selectTab(1), key.space, key.down, key.enter]);
			expect(view(actor).activeTab).toBe(2);
			play(actor, [key.shiftTab]);
			expect(selectedRows(actor)).toEqual([0]);
		});

		it("on a multi-select question with nothing ticked it ticks the focused option and moves on", () => {
			const actor = play(start(tour), [event.selectTab(1), key.down, key.enter]);
			expect(view(actor).activeTab).toBe(2);
			expect(view(actor).getTab(1).answered).toBe(true);
			play(actor, [key.shiftTab]);
			expect(selectedRows(actor)).toEqual([1]);
		});

		it("on a multi-select question with only an own answer it moves on without ticking", () => {
			const actor = play(start(tour), [
				event.selectTab(1),
				key.digit(5),
				event.save("SSO"),
				key.shiftTab,
				key.up,
				key.enter,
			]);
			expect(view(actor).activeTab).toBe(2);
			play(actor, [key.shiftTab]);
			expect(selectedRows(actor)).toEqual([4]);
		});

		it("on the last question it moves to the review tab", () => {
			const actor = play(start(tour), [event.selectTab(2), key.enter]);
			expect(view(actor)).toMatchObject({ mode: "reviewing", activeTab: 3 });
			expect(view(actor).getTab(2).answered).toBe(true);
		});

		it("on Type your own it opens the free-form editor with the saved answer as draft", () => {
			const actor = play(start(tour), [key.up, key.enter]);
			expect(view(actor)).toMatchObject({
				mode: "editing",
				editor: { kind: "answer", draft: "", heading: "Your answer" },
			});
			play(actor, [event.save("Redis"), key.shiftTab, key.enter]);
			expect(view(actor).editor).toMatchObject({ kind: "answer", draft: "Redis" });
		});
	});

	describe("Space toggles the active option and stays", () => {
		it("on multi-select it selects and deselects", () => {
			const actor = play(start(tour), [event.selectTab(1), key.space, key.down, key.space]);
			expect(selectedRows(actor)).toEqual([0, 1]);
			play(actor, [key.space]);
			expect(selectedRows(actor)).toEqual([0]);
			expect(view(actor)).toMatchObject({ activeTab: 1, question: { focusedRow: 1 } });
		});

		it("on single-select it picks the option, replacing the previous one", () => {
			const actor = play(start(tour), [key.space, key.down, key.space]);
			expect(selectedRows(actor)).toEqual([1]);
			expect(view(actor).activeTab).toBe(0);
		});

		it("on Type your own it opens the free-form editor", () => {
			const actor = play(start(tour), [key.up, key.space]);
			expect(view(actor).editor?.kind).toBe("answer");
		});
	});

	describe("Up and Down move between options", () => {
		it("through every row including Type your own, wrapping at both ends", () => {
			const actor = start(tour);
			const rows: number[] = [];
			for (let i = 0; i < 5; i++) rows.push(view(play(actor, [key.down])).question?.focusedRow ?? -1);
			expect(rows).toEqual([1, 2, 3, 0, 1]);
			play(actor, [key.up, key.up]);
			expect(view(actor).question?.focusedRow).toBe(3);
			const question = view(actor).question;
			expect([0, 1, 2, 3].map((row) => question?.getRow(row).focused)).toEqual([false, false, false, true]);
		});

		it("focus is kept per question", () => {
			const actor = play(start(tour), [key.down, key.down, key.tab, key.down, key.shiftTab]);
			expect(view(actor).question?.focusedRow).toBe(2);
			play(actor, [key.tab]);
			expect(view(actor).question?.focusedRow).toBe(1);
		});

		it("a row can be focused directly, clamped to the rows", () => {
			const actor = play(start(tour), [event.focus(2)]);
			expect(view(actor).question?.focusedRow).toBe(2);
			play(actor, [event.focus(99)]);
			expect(view(actor).question?.focusedRow).toBe(3);
			play(actor, [event.focus(-5)]);
			expect(view(actor).question?.focusedRow).toBe(0);
			play(actor, [event.focus(Number.NaN)]);
			expect(view(actor).question?.focusedRow).toBe(0);
		});
	});

	describe("1..9 select or toggle the matching option", () => {
		it("on single-select a digit picks and moves on", () => {
			const actor = play(start(tour), [key.digit(3)]);
			expect(view(actor).activeTab).toBe(1);
			play(actor, [key.shiftTab]);
			expect(selectedRows(actor)).toEqual([2]);
			expect(view(actor).question?.focusedRow).toBe(2);
		});

		it("on multi-select a digit toggles and stays", () => {
			const actor = play(start(tour), [event.selectTab(1), key.digit(4), key.digit(1), key.digit(4)]);
			expect(selectedRows(actor)).toEqual([0]);
			expect(view(actor)).toMatchObject({ activeTab: 1, question: { focusedRow: 3 } });
		});

		it("on a preview question a digit picks and moves on", () => {
			const actor = play(start(tour), [event.selectTab(2), key.digit(2)]);
			expect(view(actor).mode).toBe("reviewing");
			expect(view(actor).review?.getItem(2).chosen).toEqual([{ label: "By layer", value: "by-layer", index: 2 }]);
		});

		it("the digit after the last option (option count + 1) opens the Type your own editor", () => {
			const single = play(start(tour), [key.digit(4)]);
			expect(view(single)).toMatchObject({ mode: "editing", editor: { kind: "answer" }, question: { focusedRow: 3 } });
			const multi = play(start(tour), [event.selectTab(1), key.digit(5)]);
			expect(view(multi)).toMatchObject({ mode: "editing", editor: { kind: "answer" }, question: { focusedRow: 4 } });
		});

		it("out-of-range digits are ignored", () => {
			for (const [tab, digits] of [
				[0, [0, 5, 9, -1, 1.5]],
				[1, [0, 6, 9]],
				[2, [0, 3, 9]],
			] as const) {
				const actor = play(start(tour), [event.selectTab(tab)]);
				const before = actor.getSnapshot();
				play(actor, digits.map(key.digit));
				expect(actor.getSnapshot().value).toEqual(before.value);
				expect(actor.getSnapshot().context).toBe(before.context);
			}
		});
	});

	describe("row numbers past 9: digits form the number", () => {
		/** 12 options and Type your own: 13 rows. */
		const options = Array.from({ length: 12 }, (_, i) => ({ value: `v${i + 1}`, label: `Option ${i + 1}` }));
		const twelve = (type: "single" | "multi") => ({ questions: [{ id: "q", prompt: "Which?", type, options }] });
		const startTimed = (type: "single" | "multi") => {
			const clock = new SimulatedClock();
			const actor = createActor(createQuestionnaireMachine(), { input: normalize(twelve(type)), clock }).start();
			return { actor, clock };
		};

		it("1 then 2 picks row 12", async () => {
			const details = await finish(twelve("single"), [key.digit(1), key.digit(2), event.submit]);
			expect(details.answers.q).toMatchObject({ values: ["v12"], indices: [12] });
		});

		it("a digit that cannot begin a longer row number acts at once", async () => {
			const details = await finish(twelve("single"), [key.digit(2), event.submit]);
			expect(details.answers.q).toMatchObject({ values: ["v2"], indices: [2] });
		});

		it("a digit that can begin one focuses its row and waits; Enter picks it", async () => {
			const actor = play(start(twelve("single")), [key.down, key.down, key.digit(1)]);
			expect(view(actor)).toMatchObject({ mode: "answering", question: { focusedRow: 0, waitingNumber: 1 } });
			expect((await settle(play(actor, [key.enter, event.submit]))).answers.q).toMatchObject({ values: ["v1"] });
		});

		it("a pause of DIGIT_WAIT_MS picks the waiting row, not sooner", async () => {
			const { actor, clock } = startTimed("single");
			actor.send(key.digit(1));
			clock.increment(DIGIT_WAIT_MS - 1);
			expect(view(actor).question?.waitingNumber).toBe(1);
			clock.increment(1);
			expect((await settle(play(actor, [event.submit]))).answers.q).toMatchObject({ values: ["v1"] });
		});

		it("createQuestionnaireMachine's digitWaitMs sets the wait; Infinity leaves the pause out", async () => {
			const clock = new SimulatedClock();
			const slow = createQuestionnaireMachine({ digitWaitMs: DIGIT_WAIT_MS * 3 });
			const actor = createActor(slow, { input: normalize(twelve("single")), clock }).start();
			actor.send(key.digit(1));
			clock.increment(DIGIT_WAIT_MS * 3 - 1);
			expect(view(actor).question?.waitingNumber).toBe(1);
			clock.increment(1);
			expect(view(actor).mode).toBe("reviewing");
			const untimed = createQuestionnaireMachine({ digitWaitMs: Number.POSITIVE_INFINITY });
			const waiting = createActor(untimed, { input: normalize(twelve("single")), clock }).start();
			waiting.send(key.digit(1));
			clock.increment(DIGIT_WAIT_MS * 1000);
			expect(view(waiting).question?.waitingNumber).toBe(1);
			expect((await settle(play(waiting, [key.digit(2), event.submit]))).answers.q).toMatchObject({ values: ["v12"] });
		});

		it("each further digit restarts the wait; one that names no row is ignored", () => {
			const { actor, clock } = startTimed("single");
			actor.send(key.digit(1));
			clock.increment(DIGIT_WAIT_MS - 1);
			actor.send(key.digit(5));
			expect(view(actor).question).toMatchObject({ focusedRow: 0, waitingNumber: 1 });
			clock.increment(1);
			expect(view(actor).mode).toBe("reviewing");
		});

		it("0 begins no row number; 1 0 picks row 10", async () => {
			const actor = play(start(twelve("single")), [key.digit(0)]);
			expect(view(actor).question).not.toHaveProperty("waitingNumber");
			const details = await settle(play(actor, [key.digit(1), key.digit(0), event.submit]));
			expect(details.answers.q).toMatchObject({ indices: [10] });
		});

		it("1 3 on 13 rows is Type your own: the editor opens", () => {
			const actor = play(start(twelve("single")), [key.digit(1), key.digit(3)]);
			expect(view(actor)).toMatchObject({ mode: "editing", editor: { kind: "answer" }, question: { focusedRow: 12 } });
		});

		it("moving the focus drops a waiting number: the pause then picks nothing", () => {
			const { actor, clock } = startTimed("single");
			actor.send(key.digit(1));
			actor.send(key.down);
			expect(view(actor).question).toMatchObject({ focusedRow: 1 });
			expect(view(actor).question).not.toHaveProperty("waitingNumber");
			clock.increment(DIGIT_WAIT_MS * 2);
			expect(view(actor)).toMatchObject({ mode: "answering", question: { answered: false } });
		});

		it("on multi-select the completed number toggles its row and stays; Enter on a waiting number toggles it", () => {
			const actor = play(start(twelve("multi")), [key.digit(1), key.digit(1), key.digit(1), key.enter]);
			expect(selectedRows(actor)).toEqual([0, 10]);
			expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0 });
			expect(view(actor).question).not.toHaveProperty("waitingNumber");
		});

		it("with 300 options three digits pick at once: 1 2 5 picks row 125", async () => {
			const details = await finish(threeHundredOptions, [key.digit(1), key.digit(2), key.digit(5), event.submit]);
			expect(Object.values(details.answers)[0]?.indices).toEqual([125]);
		});
	});

	describe("Tab, Shift+Tab, Left, Right move between tabs", () => {
		it("Tab and Right go forward; after the review tab comes the first question", () => {
			const actor = start(tour);
			const tabs: number[] = [];
			for (const step of [key.tab, key.right, key.tab, key.right]) tabs.push(view(play(actor, [step])).activeTab);
			expect(tabs).toEqual([1, 2, 3, 0]);
		});

		it("Shift+Tab and Left go back; before the first question comes the review tab", () => {
			const actor = start(tour);
			const tabs: number[] = [];
			for (const step of [key.shiftTab, key.left, key.shiftTab, key.left])
				tabs.push(view(play(actor, [step])).activeTab);
			expect(tabs).toEqual([3, 2, 1, 0]);
		});

		it("a tab can be selected directly; an index outside the tabs is ignored", () => {
			const actor = play(start(tour), [event.selectTab(2)]);
			expect(view(actor).getTab(2).active).toBe(true);
			play(actor, [event.selectTab(3)]);
			expect(view(actor).mode).toBe("reviewing");
			play(actor, [event.selectTab(4), event.selectTab(-1), event.selectTab(0.5)]);
			expect(view(actor).mode).toBe("reviewing");
			play(actor, [event.selectTab(0)]);
			expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0 });
		});

		it("a question beside the active one reads as its tab will show it", () => {
			const actor = play(start(tour), [event.selectTab(1), key.down, key.space, key.down, key.tab]);
			const beside = view(actor).getQuestion(1);
			expect(beside).toMatchObject({ index: 1, label: "Features", focusedRow: 2, answered: true });
			expect(beside.getRow(1)).toMatchObject({ selected: true, focused: false });
			expect(beside.getRow(2)).toMatchObject({ selected: false, focused: true });
			const { getRow: _ahead, ...ahead } = beside;
			const shown = view(play(actor, [key.shiftTab])).question;
			if (shown === undefined) throw new Error("no question shown");
			const { getRow: _shown, ...drawn } = shown;
			expect(ahead).toEqual(drawn);
			expect(() => view(actor).getQuestion(3)).toThrow(RangeError);
		});

		it("tabs show which questions are answered", () => {
			const actor = play(start(tour), [key.digit(1), key.digit(2)]);
			const v = view(actor);
			expect(Array.from({ length: v.tabCount }, (_, i) => v.getTab(i).answered)).toEqual([true, true, false, false]);
			expect(Array.from({ length: v.tabCount }, (_, i) => v.getTab(i).kind)).toEqual([
				"question",
				"question",
				"question",
				"review",
			]);
		});
	});

	describe("Esc cancels the flow (reason: user); with answers or notes it asks first", () => {
		it("with nothing answered or noted, Esc cancels at once, on a question and on the review", async () => {
			const details = await finish(tour, [key.down, key.esc]);
			assertOutputRules(tour, details, true);
			expect(details.cancelReason).toBe("user");
			const fromReview = await finish(tour, [key.shiftTab, key.down, key.esc]);
			expect(fromReview).toMatchObject({ cancelled: true, cancelReason: "user" });
		});

		it("with an answer, Esc asks and counts what would be lost; Esc again cancels", async () => {
			const actor = play(start(tour), [key.digit(1), key.esc]);
			expect(actor.getSnapshot().status).toBe("active");
			expect(view(actor)).toMatchObject({ mode: "answering", confirmingCancel: { answers: 1, notes: 0 } });
			const details = await settle(play(actor, [key.esc]));
			assertOutputRules(tour, details, true);
			expect(details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		});

		it("notes count too: question notes and option notes, on any question", () => {
			const actor = play(start(tour), [key.shiftN, event.save("q"), key.n, event.save("o"), key.tab, key.esc]);
			expect(view(actor).confirmingCancel).toEqual({ answers: 0, notes: 2, question: "Discard 2 notes?" });
			play(actor, [key.space, key.space, key.esc]);
			expect(view(actor).confirmingCancel).toEqual({ answers: 1, notes: 2, question: "Discard 1 answer and 2 notes?" });
		});

		it("any other key returns to the question and does nothing else", () => {
			const actor = play(start(tour), [key.digit(1), key.down]);
			const before = actor.getSnapshot().context;
			for (const other of [key.down, key.space, key.enter, key.tab, key.digit(2), key.n, event.submit]) {
				play(actor, [key.esc]);
				expect(view(actor).confirmingCancel).toBeDefined();
				play(actor, [other]);
				expect(actor.getSnapshot().value, JSON.stringify(other)).toEqual({ answering: "idle" });
				expect(actor.getSnapshot().context).toEqual(before);
				expect(view(actor).confirmingCancel).toBeUndefined();
			}
			play(actor, [{ type: "flow.resume" }]);
			expect(actor.getSnapshot().context).toEqual(before);
		});

		it("on the review, asking keeps the focused button, and another key returns to it", () => {
			const actor = play(start(tour), [key.digit(1), key.shiftTab, key.shiftTab, key.down, key.esc]);
			expect(view(actor)).toMatchObject({ mode: "reviewing", confirmingCancel: { answers: 1, notes: 0 } });
			expect(view(actor).review?.focus).toBe("cancel");
			play(actor, [key.enter]);
			expect(actor.getSnapshot().status).toBe("active");
			expect(actor.getSnapshot().value).toEqual({ reviewing: "idle" });
			expect(view(actor).review?.focus).toBe("cancel");
			play(actor, [key.up, key.esc, key.digit(1)]);
			expect(actor.getSnapshot().value).toEqual({ reviewing: "idle" });
			expect(view(actor).review).toMatchObject({ focus: "submit", armed: false });
		});

		it("the review's Cancel button, chosen deliberately, cancels at once", async () => {
			const details = await finish(tour, [key.digit(1), key.shiftTab, key.shiftTab, key.down, key.enter]);
			expect(details).toMatchObject({ cancelled: true, cancelReason: "user" });
			const byDigits = await finish(tour, [key.digit(1), key.shiftTab, key.shiftTab, key.digit(2), key.digit(2)]);
			expect(byDigits).toMatchObject({ cancelled: true, cancelReason: "user" });
		});

		it("Ctrl+C while Esc asks dismisses at once", async () => {
			const details = await finish(tour, [key.digit(1), key.esc, key.ctrlC]);
			expect(details).toMatchObject({ cancelled: true, cancelReason: "dismissed" });
		});
	});

	it("Ctrl+C dismisses the flow at once (reason: dismissed)", async () => {
		const details = await finish(tour, [key.digit(1), key.ctrlC]);
		assertOutputRules(tour, details, true);
		expect(details.cancelReason).toBe("dismissed");
	});

	it("n opens the focused option's note; Shift+N the question's note", () => {
		const actor = play(start(tour), [key.down, key.n]);
		expect(view(actor).editor).toMatchObject({ kind: "optionNote", draft: "", heading: "Note on SQLite" });
		play(actor, [event.save("one file"), key.shiftN]);
		expect(view(actor).editor).toMatchObject({ kind: "questionNote", draft: "", heading: "Note on Database" });
		play(actor, [event.save("any"), key.n]);
		expect(view(actor).editor).toMatchObject({ kind: "optionNote", draft: "one file" });
		play(actor, [event.close(), key.shiftN]);
		expect(view(actor).editor).toMatchObject({ kind: "questionNote", draft: "any" });
	});

	it("n on Type your own does nothing: the free-form row has no option note", () => {
		const actor = play(start(tour), [key.up]);
		const before = actor.getSnapshot();
		play(actor, [key.n]);
		expect(actor.getSnapshot()).toBe(before);
	});

	it("the free-form editor does not open on a preview question", () => {
		const actor = play(start(tour), [event.selectTab(2)]);
		const before = actor.getSnapshot();
		play(actor, [event.open("answer")]);
		expect(actor.getSnapshot()).toBe(before);
	});
});

describe("Editing flow", () => {
	it("the renderer's editor text is mirrored into the draft", () => {
		const actor = play(start(tour), [key.shiftN, event.change("a"), event.change("ab")]);
		expect(view(actor).editor?.draft).toBe("ab");
	});

	it("Esc saves the draft and closes the editor, staying on the same tab and row", () => {
		const actor = play(start(tour), [key.down, key.n, event.change("one file"), event.close()]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0, question: { focusedRow: 1 } });
		expect(view(actor).question?.getRow(1).note).toBe("one file");
		expect(view(actor).editor).toBeUndefined();
		play(actor, [key.up, key.up, key.enter, event.change("Redis"), event.close()]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0, question: { focusedRow: 3 } });
		expect(view(actor).question?.getRow(3)).toMatchObject({ kind: "custom", selected: true, customText: "Redis" });
	});

	it("Enter on a free-form answer saves it and moves to the next tab", () => {
		const actor = play(start(tour), [key.digit(4), event.change("Redis"), event.save()]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1 });
		expect(view(actor).getTab(0).answered).toBe(true);
	});

	it("Enter on an empty free-form answer clears it and stays on the question", () => {
		const actor = play(start(tour), [key.digit(4), event.save("Redis"), key.shiftTab, key.enter, event.save("   ")]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 0 });
		expect(view(actor).getTab(0).answered).toBe(false);
	});

	it("Enter on a note saves it and stays on the same tab", () => {
		const actor = play(start(tour), [event.selectTab(1), key.shiftN, event.save("keep it small")]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1, question: { note: "keep it small" } });
		play(actor, [key.n, event.save("email only")]);
		expect(view(actor)).toMatchObject({ mode: "answering", activeTab: 1 });
		expect(view(actor).question?.getRow(0).note).toBe("email only");
	});

	it("saving empty text removes a note", () => {
		const actor = play(start(tour), [key.shiftN, event.save("x"), key.n, event.save("y")]);
		play(actor, [key.shiftN, event.save(""), key.n, event.close(" ")]);
		expect(view(actor).question?.note).toBeUndefined();
		expect(view(actor).question?.getRow(0).note).toBeUndefined();
	});

	it("arrow keys, Tab, digits and Space stay in the editor", () => {
		const actor = play(start(tour), [key.digit(4), event.change("Re")]);
		const before = actor.getSnapshot();
		play(actor, [key.tab, key.shiftTab, key.up, key.down, key.space, key.enter, key.digit(1), key.n, event.submit]);
		expect(actor.getSnapshot().value).toEqual({ editing: "answer" });
		expect(actor.getSnapshot().context).toBe(before.context);
	});

	it("Ctrl+C dismisses at once without saving the editor's draft", async () => {
		const actor = play(start(tour), [key.digit(1), key.digit(5), event.change("Webhooks"), key.ctrlC]);
		const details = await settle(actor);
		assertOutputRules(tour, details, true);
		expect(details.cancelReason).toBe("dismissed");
		const { context } = actor.getSnapshot();
		expect(context.draft).toBe("");
		expect(context.states[1]?.customText).toBeUndefined();
	});

	it("saving free text on single-select replaces the selection; picking an option replaces the free text", async () => {
		const actor = play(start(tour), [key.digit(2), key.shiftTab, key.digit(4), event.save("Redis"), key.shiftTab]);
		expect(selectedRows(actor)).toEqual([3]);
		expect(view(actor).question?.getRow(1).selected).toBe(false);
		const replaced = await finish(tour, [key.digit(4), event.save("Redis"), key.shiftTab, key.digit(1), event.submit]);
		expect(replaced.answers.database).toEqual({ values: ["postgres"], labels: ["PostgreSQL"], indices: [1] });
	});

	it("saving free text on multi-select keeps the selected options", () => {
		const actor = play(start(tour), [
			event.selectTab(1),
			key.digit(1),
			key.digit(3),
			key.digit(5),
			event.save("Webhooks"),
		]);
		play(actor, [key.shiftTab]);
		expect(selectedRows(actor)).toEqual([0, 2, 4]);
	});
});

describe("Review tab", () => {
	it("Submit is focused first; Up and Down move between Submit, Cancel and Discuss, wrapping", () => {
		const actor = play(start(tour), [key.shiftTab]);
		const focus: string[] = [view(actor).review?.focus ?? ""];
		for (const step of [key.down, key.down, key.down, key.up, key.up])
			focus.push(view(play(actor, [step])).review?.focus ?? "");
		expect(focus).toEqual(["submit", "cancel", "discuss", "submit", "discuss", "cancel"]);
	});

	it("Enter on Submit submits", async () => {
		const details = await finish(tour, [key.digit(1), event.selectTab(3), key.enter]);
		assertOutputRules(tour, details, false);
		expect(details.answers.database?.values).toEqual(["postgres"]);
	});

	it("Enter on Cancel cancels (reason: user)", async () => {
		const details = await finish(tour, [key.digit(1), event.selectTab(3), key.down, key.enter]);
		expect(details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
	});

	it("digit 1 focuses Submit and arms it, a second 1 submits; others are ignored", async () => {
		const actor = play(start(tour), [key.shiftTab, key.down, key.digit(4), key.digit(0)]);
		expect(view(actor).review).toMatchObject({ focus: "cancel", armed: false });
		play(actor, [key.digit(1)]);
		expect(view(actor).review).toMatchObject({ focus: "submit", armed: true });
		expect((await settle(play(actor, [key.digit(1)]))).cancelled).toBe(false);
	});

	it("digit 2 focuses Cancel and arms it, a second 2 cancels (reason: user)", async () => {
		const actor = play(start(tour), [key.shiftTab, key.digit(2)]);
		expect(view(actor).review).toMatchObject({ focus: "cancel", armed: true });
		expect(await settle(play(actor, [key.digit(2)]))).toMatchObject({ cancelled: true, cancelReason: "user" });
	});

	it("a digit typed twice by accident never ends the form: 1 then 2 only focuses Cancel, 2 then 1 only Submit", () => {
		const actor = play(start(tour), [key.shiftTab, key.digit(1), key.digit(2)]);
		expect(view(actor)).toMatchObject({ mode: "reviewing", review: { focus: "cancel", armed: true } });
		play(actor, [key.digit(1)]);
		expect(view(actor)).toMatchObject({ mode: "reviewing", review: { focus: "submit", armed: true } });
	});

	it("Enter presses an armed button; moving the focus disarms it", async () => {
		const moved = play(start(tour), [key.shiftTab, key.digit(1), key.down]);
		expect(view(moved).review).toMatchObject({ focus: "cancel", armed: false });
		expect((await finish(tour, [key.shiftTab, key.digit(2), key.enter])).cancelled).toBe(true);
		expect((await finish(tour, [key.shiftTab, key.digit(1), key.enter])).cancelled).toBe(false);
	});

	it("a host's option.pick presses button 1 or 2 at once", async () => {
		expect((await finish(tour, [key.shiftTab, event.pick(1)])).cancelled).toBe(false);
		expect((await finish(tour, [key.shiftTab, key.down, event.pick(1)])).cancelled).toBe(false);
		expect((await finish(tour, [key.shiftTab, event.pick(2)])).cancelled).toBe(true);
	});

	it("lists every question with its answer and counts the unanswered ones", () => {
		const actor = play(start(tour), [
			key.digit(4),
			event.save("Redis"),
			key.digit(2),
			key.n,
			event.save("SSO"),
			key.digit(5),
			event.save("Webhooks"),
		]);
		play(actor, [key.shiftN, event.save("ship soon"), event.selectTab(3)]);
		const review = view(actor).review;
		expect(review).toMatchObject({ focus: "submit", itemCount: 3, unansweredCount: 1 });
		expect(review?.getItem(0)).toMatchObject({
			index: 0,
			label: "Database",
			chosen: [],
			customText: "Redis",
			answered: true,
		});
		expect(review?.getItem(1)).toMatchObject({
			label: "Features",
			chosen: [{ label: "Search", value: "search" }],
			customText: "Webhooks",
			optionNotes: [{ label: "Search", value: "search", note: "SSO", chosen: true }],
			required: true,
			answered: true,
		});
		expect(review?.getItem(2)).toMatchObject({ label: "Layout", chosen: [], note: "ship soon", answered: false });
		expect(() => review?.getItem(3)).toThrow(RangeError);
	});
});

describe("Host events", () => {
	it("flow.abort cancels with reason aborted, from any state", async () => {
		for (const events of [[], [key.digit(4), event.change("x")], [key.shiftTab]]) {
			const details = await finish(tour, [...events, event.abort()]);
			expect(details).toMatchObject({ cancelled: true, cancelReason: "aborted", answers: {} });
		}
		const withReason = await finish(tour, [event.abort("ui_unavailable")]);
		expect(withReason.cancelReason).toBe("ui_unavailable");
	});

	it("flow.submit submits from a question tab", async () => {
		const details = await finish(tour, [key.digit(1), event.submit]);
		expect(details).toMatchObject({ cancelled: false, answers: { database: { values: ["postgres"] } } });
	});

	it("events after the end are ignored", async () => {
		const actor = play(start(tour), [key.digit(1), event.submit, key.esc, event.abort()]);
		expect((await settle(actor)).cancelled).toBe(false);
	});

	it("intent functions of connect() send the same events", async () => {
		const actor = start(tour);
		view(actor).pick(2);
		view(actor).toggle();
		view(actor).nextOption();
		view(actor).toggle();
		view(actor).typeDigit(4);
		view(actor).openEditor("questionNote");
		view(actor).changeEditor("a note");
		view(actor).closeEditor();
		view(actor).nextTab();
		view(actor).confirm();
		view(actor).submit();
		const details = await settle(actor);
		expect(details.answers).toEqual({
			database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
			features: {
				values: ["auth", "search", "audit"],
				labels: ["Authentication", "Search", "Audit log"],
				indices: [1, 2, 4],
				note: "a note",
			},
			layout: { values: ["by-feature"], labels: ["By feature"], indices: [1] },
		});
	});
});
