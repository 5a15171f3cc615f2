import type { AskUserDetails } from "@ask-user/core";
import { keyText } from "@mariozechner/pi-coding-agent";
import { visibleWidth } from "@mariozechner/pi-tui";
import { describe, expect, it } from "vitest";
import { readDetails } from "../src/transcript/read-details.ts";
import {
	COLLAPSED_QUESTIONS,
	injectedKeyText,
	type RenderedResult,
	renderResult,
} from "../src/transcript/render-result.ts";
import { loadExtension } from "./support-unit/fake-pi.ts";
import { identityTheme } from "./support-unit/identity-theme.ts";

const QUESTIONS = [
	{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
	{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
	{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
] satisfies AskUserDetails["questions"];

const submitted: AskUserDetails = {
	cancelled: false,
	questions: QUESTIONS,
	answers: {
		database: {
			values: ["postgres"],
			labels: ["PostgreSQL"],
			indices: [1],
			optionNotes: { postgres: "version 15" },
		},
		features: {
			values: ["search", "GraphQL API"],
			labels: ["Search", "GraphQL API"],
			indices: [2],
			customText: "GraphQL API",
			note: "keep it small",
		},
	},
};

function result(details: unknown, text = "the content text"): RenderedResult {
	return { content: [{ type: "text", text }], details };
}

function render(r: RenderedResult, { expanded = false, isPartial = false } = {}, width = 200): string[] {
	return renderResult(r, { expanded, isPartial }, identityTheme, "en").render(width);
}

describe("renderResult", () => {
	it("while the questionnaire is open: a waiting line", () => {
		expect(render(result(undefined, "Waiting"), { isPartial: true })).toEqual(["Waiting for the user to answer…"]);
	});

	it("one line per question: answers, own answers and notes marked, unanswered visible", () => {
		expect(render(result(submitted))).toEqual([
			'✓ Database: PostgreSQL · note on PostgreSQL: "version 15"',
			'✓ Features: Search, (own) "GraphQL API" · note: "keep it small"',
			"○ Layout: (no answer)",
		]);
	});

	it("at 80 columns the one-line summary keeps the question's note in view, cutting the answer and option notes first", () => {
		const long: AskUserDetails = {
			...submitted,
			answers: {
				features: {
					values: ["search", "export"],
					labels: ["Full-text search over every document", "CSV export of the whole audit log"],
					indices: [2, 3],
					optionNotes: { search: "only titles and tags for now, bodies later", export: "weekly" },
					note: "no GraphQL yet",
				},
			},
		};
		const line = render(result(long), {}, 80).find((text) => text.startsWith("✓ Features"));
		expect(line).toContain("…");
		expect(line?.endsWith(' · note: "no GraphQL yet"')).toBe(true);
		expect(visibleWidth(line ?? "")).toBeLessThanOrEqual(80);
		// A line that fits keeps every part, in order.
		const wide = render(result(long), {}, 400).find((text) => text.startsWith("✓ Features"));
		expect(wide).toBe(
			'✓ Features: Full-text search over every document, CSV export of the whole audit log · note on Full-text search over every document: "only titles and tags for now, bodies later" · note on CSV export of the whole audit log: "weekly" · note: "no GraphQL yet"',
		);
	});

	it("answers another extension sent say so above them", () => {
		const lines = render(result({ ...submitted, source: "event", sender: "phone" }));
		expect(lines[0]).toBe("answered by another extension");
		expect(lines.slice(1)).toEqual(render(result(submitted)));
	});

	it("scripted answers say so above them: no person was asked", () => {
		const lines = render(result({ ...submitted, source: "script", sender: "/ci/answers.json" }));
		expect(lines[0]).toBe("scripted answers (no person was asked)");
		expect(lines.slice(1)).toEqual(render(result(submitted)));
	});

	it("a question with only a note is shown unanswered, with its note", () => {
		const details = { ...submitted, answers: { layout: { values: [], labels: [], indices: [], note: "ask Sam" } } };
		expect(render(result(details))[2]).toBe('○ Layout: (no answer) · note: "ask Sam"');
	});

	it("a note on an option left unchosen is shown, marked as not chosen", () => {
		const details = {
			...submitted,
			answers: {
				layout: {
					values: [],
					labels: [],
					indices: [],
					unchosenOptionNotes: [{ value: "by-layer", label: "By layer", note: "too rigid" }],
				},
			},
		};
		expect(render(result(JSON.parse(JSON.stringify(details))))[2]).toBe(
			'○ Layout: (no answer) · note on By layer (not chosen): "too rigid"',
		);
	});

	it("stored answers keep question ids such as __proto__ and constructor", () => {
		const questions = ["__proto__", "constructor"].map((id) => ({ id, label: id, prompt: "?", type: "single" }));
		const stored = JSON.parse(
			'{"cancelled": false, "questions": [], "answers": {"__proto__": {"values": ["a"], "labels": ["A"], "indices": [1]}}}',
		);
		expect(render(result({ ...stored, questions }))).toEqual(["✓ __proto__: A", "○ constructor: (no answer)"]);
		const read = readDetails({ ...stored, questions });
		expect(Object.keys(read?.answers ?? {})).toEqual(["__proto__"]);
		expect(Object.getPrototypeOf(read?.answers)).toBe(Object.prototype);
	});

	it("expanded: adds each prompt and puts notes on their own lines", () => {
		expect(render(result(submitted), { expanded: true })).toEqual([
			"✓ Database: PostgreSQL",
			"  Which database should the service use?",
			'  note on PostgreSQL: "version 15"',
			'✓ Features: Search, (own) "GraphQL API"',
			"  Which features belong in the first release?",
			'  note: "keep it small"',
			"○ Layout: (no answer)",
			"  How should the handlers be laid out?",
		]);
	});

	it.each([
		["user", "Cancelled (by the user)"],
		["dismissed", "Cancelled (dismissed)"],
		["aborted", "Cancelled (run aborted)"],
		["ui_unavailable", "Cancelled (no interactive UI)"],
		["invalid_input", "Cancelled (invalid input)"],
		["error", "Cancelled (error)"],
	])("cancelled with reason %s: %s", (reason, line) => {
		const details = { cancelled: true, cancelReason: reason, questions: QUESTIONS, answers: {} };
		expect(render(result(details))).toEqual([line]);
	});

	it("cancelled, expanded: adds the text the model got", () => {
		const details = { cancelled: true, cancelReason: "invalid_input", questions: [], answers: {} };
		const text = "Invalid ask_user payload.\n- questions[0].id is missing";
		expect(render(result(details, text), { expanded: true })).toEqual([
			"Cancelled (invalid input)",
			"Invalid ask_user payload.",
			"- questions[0].id is missing",
		]);
	});

	it("cancelled details from a version without cancelReason: plain Cancelled", () => {
		expect(render(result({ cancelled: true, questions: QUESTIONS, answers: {} }))).toEqual(["Cancelled"]);
	});

	it("renders stored details of a resumed session (a JSON round trip)", () => {
		expect(render(result(JSON.parse(JSON.stringify(submitted))))).toEqual(render(result(submitted)));
	});

	it.each([
		["no details (an error result)", undefined],
		["pi's example questionnaire format", { questions: [], answers: [{ id: "x", label: "X" }], cancelled: false }],
		["a question without an id", { cancelled: false, questions: [{ label: "A" }], answers: {} }],
		["an answer without labels", { cancelled: false, questions: QUESTIONS, answers: { database: { values: ["x"] } } }],
		["a string", "details"],
	])("malformed details (%s): falls back to the content text", (_name, details) => {
		expect(render(result(details, "line one\nline two"))).toEqual(["line one", "line two"]);
	});

	it("tolerates missing optional fields of an older version", () => {
		const details = {
			cancelled: false,
			questions: [{ id: "db" }],
			answers: { db: { values: ["pg"], labels: ["PostgreSQL"] } },
		};
		expect(render(result(details))).toEqual(["✓ db: PostgreSQL"]);
	});

	describe("hostile text", () => {
		const evil = "\x1b[2J\x1b]8;;http://x\x07link\x1b]8;;\x07\x9b31m\u202etxt\r\nnext\x07\x00";
		const details: AskUserDetails = {
			cancelled: false,
			questions: [{ id: "q", label: `L${evil}`, prompt: `P${evil}`, type: "multi" }],
			answers: {
				q: {
					values: ["a", evil],
					labels: [`A${evil}`, evil],
					indices: [1],
					customText: evil,
					note: evil,
					optionNotes: { a: evil },
				},
			},
		};
		const renders = [
			render(result(details)),
			render(result(details), { expanded: true }),
			render(result({ cancelled: true, cancelReason: "user", questions: [], answers: {} }, evil), { expanded: true }),
			render(result(undefined, evil)),
		];

		it("no escape sequence or control character reaches the output", () => {
			for (const line of renders.flat()) expect(line).not.toMatch(/[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
		});

		it("the text itself still shows", () => {
			expect(renders[0]?.[0]).toContain("linktxt next");
		});
	});

	it("every line fits the width, collapsed and expanded", () => {
		const long = {
			...submitted,
			questions: QUESTIONS.map((q) => ({ ...q, label: `${q.label} 設定🙂`.repeat(5), prompt: q.prompt.repeat(6) })),
		};
		for (const expanded of [false, true]) {
			const component = renderResult(
				result(long, "x".repeat(300)),
				{ expanded, isPartial: false },
				identityTheme,
				"en",
			);
			for (let width = 1; width <= 80; width++) {
				for (const line of component.render(width)) expect(visibleWidth(line)).toBeLessThanOrEqual(width);
			}
		}
	});
});

describe("renderResult: the note on the whole form, recommendations, Discuss first", () => {
	const noted: AskUserDetails = {
		cancelled: false,
		questions: QUESTIONS.slice(0, 1),
		answers: {
			database: {
				values: ["sqlite"],
				labels: ["SQLite"],
				indices: [2],
				unchosenRecommended: [{ value: "postgres", label: "PostgreSQL" }],
			},
		},
		note: "only\nfor now",
	};

	it("shows a declined recommendation on its question and the form note last, sanitized", () => {
		expect(render(result(noted))).toEqual([
			"✓ Database: SQLite · recommended, not chosen: PostgreSQL",
			'note on the form: "only for now"',
		]);
	});

	it("survives a stored round trip", () => {
		expect(readDetails(JSON.parse(JSON.stringify(noted)))).toEqual(noted);
	});

	it("Discuss first reads as a cancel that asked to talk, with the form note", () => {
		const discussed: AskUserDetails = {
			cancelled: true,
			cancelReason: "discuss",
			questions: QUESTIONS,
			answers: {},
			note: "explain first",
		};
		expect(render(result(discussed))).toEqual(["Cancelled (to discuss first)", 'note on the form: "explain first"']);
	});
});

describe("the expand key in the transcript", () => {
	const many: AskUserDetails = {
		cancelled: false,
		questions: Array.from({ length: COLLAPSED_QUESTIONS + 2 }, (_, i) => ({
			id: `q${i}`,
			label: `Q${i}`,
			prompt: `P${i}?`,
			type: "single" as const,
		})),
		answers: {},
	};

	it("is named by the keyText pi passes in the render context (pi 1.x), which sees the person's keybindings", () => {
		const { tool } = loadExtension();
		const context = { keyText: (id: string) => (id === "app.tools.expand" ? "ctrl+y" : "") };
		const lines = tool
			.renderResult?.(
				{ content: [{ type: "text", text: "x" }], details: many },
				{ expanded: false, isPartial: false },
				identityTheme as never,
				context as never,
			)
			.render(200);
		expect(lines?.at(-1)).toBe("… 2 more questions (ctrl+y to expand)");
	});

	it("without one (pi 0.73.1), by the keyText pi-coding-agent exports", () => {
		expect(injectedKeyText(undefined)).toBe(keyText);
		expect(injectedKeyText({ args: {} })).toBe(keyText);
		expect(injectedKeyText({ keyText: () => "f9" })("app.tools.expand")).toBe("f9");
	});
});
