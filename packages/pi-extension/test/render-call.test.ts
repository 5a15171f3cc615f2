import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { renderCall } from "../src/transcript/render-call.ts";
import { MAX_TEXT_UNITS } from "../src/transcript/transcript-text.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";

const render = (args: unknown, width = 120) => renderCall(args, identityTheme).render(width);

describe("renderCall: readable while the arguments stream in", () => {
	it.each([
		["no arguments yet", {}, "ask_user"],
		["not an object", undefined, "ask_user"],
		["questions not an array yet", { questions: "" }, "ask_user"],
		["an empty question", { questions: [{}] }, "ask_user · 1 question: Q1"],
		["a question that is not an object", { questions: [null, 3] }, "ask_user · 2 questions: Q1, Q2"],
		["a title cut mid-way", { title: "Set up the ne" }, "ask_user Set up the ne"],
		[
			"labels cut mid-way and missing",
			{ title: "Setup", questions: [{ id: "db", label: "Datab" }, { id: "auth", prompt: "Which" }, { label: "  " }] },
			"ask_user Setup · 3 questions: Datab, Q2, Q3",
		],
	])("%s", (_name, args, line) => {
		expect(render(args)).toEqual([line]);
	});

	it("counts the questions in the session's locale", () => {
		const args = { title: "Setup", questions: [{ label: "Datenbank" }, { label: "Auth" }] };
		const one = { questions: [{ label: "Datenbank" }] };
		const lines = (["en", "de", "fr", "es"] as const).map((locale) => [
			...renderCall(args, identityTheme, locale).render(120),
			...renderCall(one, identityTheme, locale).render(120),
		]);
		expect(lines).toEqual([
			["ask_user Setup · 2 questions: Datenbank, Auth", "ask_user · 1 question: Datenbank"],
			["ask_user Setup · 2 Fragen: Datenbank, Auth", "ask_user · 1 Frage: Datenbank"],
			["ask_user Setup · 2 questions: Datenbank, Auth", "ask_user · 1 question: Datenbank"],
			["ask_user Setup · 2 preguntas: Datenbank, Auth", "ask_user · 1 pregunta: Datenbank"],
		]);
	});

	it("model text cannot reach the terminal as escape sequences or line breaks", () => {
		const lines = render({ title: "\x1b[2J\x1b]0;pwned\x07Title\nnext", questions: [{ label: "A\x1b[31mred\u202e" }] });
		expect(lines).toEqual(["ask_user Title next · 1 question: Ared"]);
	});

	it("every line fits the width, however long or wide the text", () => {
		const args = {
			title: "設定".repeat(40),
			questions: Array.from({ length: 30 }, (_, i) => ({ label: `Label ${i} 🙂` })),
		};
		for (let width = 1; width <= 60; width++) {
			for (const line of render(args, width)) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
		}
	});
});

describe("renderCall costs what it shows, not what was sent", () => {
	it("reads only the first of 200,000 questions (20 MB of labels): the ones the line can show", () => {
		const label = "L".repeat(100);
		const count = 200_000;
		let itemReads = 0;
		const questions = new Proxy(
			Array.from({ length: count }, () => ({ label })),
			{
				get(target, key, receiver) {
					if (typeof key === "string" && /^\d+$/.test(key)) itemReads++;
					return Reflect.get(target, key, receiver);
				},
			},
		);
		const [line] = render({ title: "Setup", questions }, 300);
		expect(line).toMatch(/^ask_user Setup · 200000 questions: L+, L+/);
		// The line shows at most MAX_TEXT_UNITS of labels: about 20 labels of 100 units are read, not 200,000.
		expect(itemReads).toBeLessThanOrEqual(Math.ceil(MAX_TEXT_UNITS / label.length) + 1);
	});
});
