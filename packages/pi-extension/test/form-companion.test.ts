/** The companion of a terminal form: the waiting call starts on the idle turn after the form's first frame. */
import { validate } from "@ask-user/core";
import { describe, expect, it } from "vitest";
import type { MountedForm } from "../src/form/ask-in-terminal.ts";
import { PI_MESSAGES } from "../src/locale/messages.ts";
import { noticeWords } from "../src/locale/notice-words.ts";
import { companionOf } from "../src/notifications/form-companion.ts";
import { DEFAULT_SETTINGS } from "../src/settings/settings.ts";
import { fakeContext } from "./support-unit/fake-pi.ts";

const checked = validate({
	questions: [{ id: "db", prompt: "Which database?", options: [{ value: "pg", label: "Postgres" }] }],
});
if (!checked.ok) throw new Error("the payload is valid");
const { payload } = checked;

/** One turn of the event loop, after the idle work queued before it. */
const idleTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A mounted form whose terminal records writes, and a context that records titles. */
function mounted() {
	const writes: string[] = [];
	const titles: string[] = [];
	const tui = { terminal: { write: (data: string) => void writes.push(data) }, addInputListener: () => () => {} };
	const form = { tui, timeOut: () => {}, writing: () => false, view: () => undefined } as unknown as MountedForm;
	const ctx = fakeContext({ ui: { setTitle: (title) => void titles.push(title) }, cwd: "/work/project" });
	const start = companionOf(DEFAULT_SETTINGS, ctx, payload, "call-1", {
		messages: PI_MESSAGES,
		said: noticeWords("en"),
	});
	return { form, start, writes, titles };
}

describe("the waiting call of a terminal form", () => {
	it("rings and marks the title on the idle turn after the form mounts, and restores it when the form closes", async () => {
		const { form, start, writes, titles } = mounted();
		const companion = start(form);
		expect(writes).toEqual([]);
		expect(titles).toEqual([]);
		await idleTurn();
		expect(writes.join("")).toContain("\x07");
		expect(titles).toEqual(["⏳ answer awaited · π - project"]);
		companion.stop();
		expect(titles).toEqual(["⏳ answer awaited · π - project", "π - project"]);
	});

	it("never calls for a form that closed before that turn", async () => {
		const { form, start, writes, titles } = mounted();
		start(form).stop();
		await idleTurn();
		expect(writes).toEqual([]);
		expect(titles).toEqual([]);
	});
});
