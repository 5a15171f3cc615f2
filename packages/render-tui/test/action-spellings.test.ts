import { connect, createQuestionnaireMachine, type EditorKind, type QuestionnaireEvent } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { namesEvent, nameWords } from "@ask-user/test-kit/action-names";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { perform } from "../src/component/key-input.ts";
import { createKeymap } from "../src/keymap.ts";
import { FORM_ACTIONS } from "../src/keys/key-sources.ts";
import { ACTION_KEYS } from "./support/land-and-sea.ts";
import { normalize } from "./support/normalize.ts";

/** Every event type of core's machine: the compiler checks the list is whole and holds nothing else. */
const eventTypes: Record<QuestionnaireEvent["type"], true> = {
	"tab.next": true,
	"tab.prev": true,
	"tab.select": true,
	"option.next": true,
	"option.prev": true,
	"option.focus": true,
	"option.confirm": true,
	"option.toggle": true,
	"option.pick": true,
	"value.choose": true,
	"value.toggle": true,
	"digit.type": true,
	"editor.open": true,
	"editor.change": true,
	"editor.save": true,
	"editor.close": true,
	"flow.submit": true,
	"flow.discuss": true,
	"flow.cancel": true,
	"flow.resume": true,
	"flow.dismiss": true,
	"flow.abort": true,
};

/** Every editor the machine opens (`editor.open`'s kind): the option note is `optionNote`, nowhere `note.option`. */
const editorKinds: Record<EditorKind, true> = { answer: true, questionNote: true, optionNote: true, formNote: true };

/** Each set of words and the spellings it has among `names`. */
function spellings(names: Iterable<string>): Map<string, Set<string>> {
	const byWords = new Map<string, Set<string>>();
	for (const name of names) {
		const key = nameWords(name);
		byWords.set(key, (byWords.get(key) ?? new Set()).add(name));
	}
	return byWords;
}

describe("one spelling per action", () => {
	// `discuss` has no key of its own: bind one so that every action of the table shows in the hints.
	const { main, editing, filter } = createKeymap({ actionKeys: { discuss: ["ctrl+d"] } }).keyHints;
	const keymapActions = [...main, ...editing, ...filter].map((hint) => hint.action);
	const names = [...Object.keys(eventTypes), ...Object.keys(editorKinds), ...FORM_ACTIONS, ...keymapActions];

	it("no action has two spellings among the machine's events, its editors, the keymap and the settings' actions", () => {
		const several = [...spellings(names).values()].filter((set) => set.size > 1).map((set) => [...set]);
		expect(several).toEqual([]);
	});

	it("every settings action is a keymap action of the same name", () => {
		expect(FORM_ACTIONS.filter((action) => !keymapActions.includes(action))).toEqual([]);
	});

	it("the keymap opens the machine's editors by their kind", () => {
		expect(keymapActions).toEqual(expect.arrayContaining(["optionNote", "questionNote"]));
		expect(Object.keys(editorKinds)).toEqual(expect.arrayContaining(["optionNote", "questionNote"]));
	});

	it("tells spellings of the same words apart (the check can fail)", () => {
		const found = spellings(["note.option", "noteOption", "optionNote", "flow.dismiss", "dismiss"]);
		expect([...found.values()].filter((set) => set.size > 1).map((set) => [...set])).toEqual([
			["note.option", "noteOption", "optionNote"],
		]);
	});
});

/** The main-mode actions that send the machine an event on a question tab (`discuss` only on the review). */
const SENDING = [
	"tab.next",
	"tab.prev",
	"option.next",
	"option.prev",
	"confirm",
	"cancel",
	"dismiss",
	"toggle",
	"digit.type",
	"optionNote",
	"questionNote",
] as const;

describe("each keymap action is named for the event its key sends", () => {
	const keymap = createKeymap();
	for (const action of SENDING) {
		it(`${action}`, () => {
			const key = ACTION_KEYS[action] ?? "";
			const snapshot = createActor(createQuestionnaireMachine(), { input: normalize(tour) })
				.start()
				.getSnapshot();
			const sent: QuestionnaireEvent[] = [];
			const view = connect({ ...snapshot, can: () => true } as typeof snapshot, (event) => sent.push(event));
			const resolved = keymap.resolveMainKey(key);
			expect(resolved?.type).toBe(action);
			if (resolved !== undefined) perform(view, resolved);
			const [event] = sent;
			// An editor is opened by its kind (D1): `optionNote` sends `editor.open` for the `optionNote` editor.
			const named = event?.type === "editor.open" ? event.kind : event?.type;
			expect(namesEvent(action, named ?? ""), `${action} sends ${named}`).toBe(true);
		});
	}
});
