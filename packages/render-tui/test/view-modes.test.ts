/**
 * What the form shows is one explicit mode, each with its key table (D94): this walks every mode and every key of its
 * table (and one key it does not list), from a form brought into that mode, and checks the mode each key leads to
 * where the table names it, that a key never fails the form, and that the screen is drawn after each.
 */
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { describe, expect, it } from "vitest";
import { type Entry, KEY_TABLES } from "../src/component/key-tables.ts";
import type { ModeKind } from "../src/component/view-mode.ts";
import { type Detached, detachedQuestionnaire } from "./support/detached.ts";
import { ACTION_KEYS, twentyFive } from "./support/land-and-sea.ts";

/** The keys that bring a new form into each mode: the compiler checks every mode has one. */
const reach: { readonly [K in ModeKind]: readonly string[] } = {
	question: [],
	review: [RAW_KEYS.shiftTab],
	narrowed: ["/", "l", "a", "n", "d", RAW_KEYS.enter],
	filter: ["/", "l"],
	reader: ["e"],
	agent: ["a"],
	help: ["?"],
	address: ["w"],
	confirming: [RAW_KEYS.space, RAW_KEYS.escape],
	editing: [RAW_KEYS.shiftN],
	folded: [RAW_KEYS.ctrlO],
};

/** A key no table of the main, editing or filter line lists: it types an `x` where typing goes. */
const UNLISTED = "x";

const flush = () => new Promise((resolve) => setImmediate(resolve));

async function formIn(mode: ModeKind): Promise<Detached> {
	const form = detachedQuestionnaire(twentyFive, {
		context: () => "What the agent said last.",
		webPage: async () => ({
			url: "http://127.0.0.1:9/t/token",
			heading: "Web page",
			opened: new Promise<void>(() => {}),
		}),
		externalEditor: () => ({ text: "from the host's editor" }),
		actionKeys: { discuss: ["ctrl+d"] },
	});
	for (const key of reach[mode]) {
		form.press(key);
		form.component.render(80);
	}
	await flush();
	form.component.render(80);
	return form;
}

/**
 * The mode a step leads back to (`under`): what the address, the confirmation, the fold, the reader or the agent's
 * message was over (`reach`).
 */
const UNDER: Partial<Record<ModeKind, ModeKind>> = {
	address: "question",
	confirming: "question",
	folded: "question",
	reader: "question",
	agent: "question",
};

describe("every mode and every key of its table", () => {
	for (const kind of Object.keys(reach) as ModeKind[]) {
		const table = KEY_TABLES[kind];
		const entries: [string, Entry, string][] = [
			...Object.entries(table.keys).flatMap(([action, entry]): [string, Entry, string][] =>
				entry === undefined ? [] : [[action, entry, ACTION_KEYS[action] ?? ""]],
			),
			["(unlisted)", table.otherwise, UNLISTED],
		];
		describe(kind, () => {
			it("is reached", async () => {
				const form = await formIn(kind);
				expect(form.component.mode).toBe(kind);
			});
			for (const [action, entry, key] of entries) {
				it(`${action}: ${entry.step}${entry.to === undefined ? "" : ` → ${entry.to}`}`, async () => {
					expect(key, `no key for ${action}`).not.toBe("");
					const form = await formIn(kind);
					expect(form.component.mode).toBe(kind);
					form.press(key);
					await flush();
					const lines = form.component.render(80);
					// No key fails the form (an exception ends it as cancelled with reason `error`).
					expect(form.results.map((result) => result.cancelReason)).not.toContain("error");
					if (entry.to === "ended") expect(form.results).toHaveLength(1);
					// A step that may end the form (Esc on an unanswered one, Enter on the review) names no mode.
					if (entry.to === undefined || entry.to === "ended") return;
					expect(form.results).toEqual([]);
					expect(lines.length).toBeGreaterThan(0);
					expect(form.component.mode).toBe(entry.to === "under" ? UNDER[kind] : entry.to);
				});
			}
		});
	}
});

describe("the screen and the keys follow the same mode", () => {
	it("an editor the page opens over the agent's message shows, and takes the typed keys", async () => {
		const form = await formIn("agent");
		expect(form.component.render(80).join("\n")).toContain("What the agent said last.");
		// As `/ask-user web`'s page does, on the same actor.
		form.component.view.openEditor("questionNote");
		form.press("h", "i");
		const screen = form.component.render(80).join("\n");
		expect(form.component.mode).toBe("editing");
		expect(screen).not.toContain("What the agent said last.");
		expect(screen).toContain("hi");
	});
});
