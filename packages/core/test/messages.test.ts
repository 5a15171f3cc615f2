import { normalize } from "@ask-user/test-kit/payload";
import { describe, expect, it } from "vitest";
import { payloadFromElicitation } from "../src/elicitation.ts";
import { tour } from "../src/fixtures/index.ts";
import {
	buildContent,
	buildResult,
	CANCEL_REASONS,
	cancelledContent,
	connect,
	DEFAULT_MESSAGES,
	defineMessages,
	listQuestions,
	type MessageOverrides,
} from "../src/index.ts";
import { formRequest } from "./support/elicitation.ts";
import { event, key } from "./support/events.ts";
import { finish, play, start } from "./support/run.ts";

const french = defineMessages({
	reviewTab: "Relecture",
	customOption: "Autre réponse",
	answerPlaceholder: "Votre réponse, @ pour les fichiers",
	questionNoteHeading: (label) => `Note sur ${label}`,
	submitted: (title, answered, total) => `Envoyé ${title ?? "le questionnaire"} (${answered}/${total}) :`,
	cancelled: { dismissed: "Fermé (Ctrl+C) sans réponse." },
});

describe("the messages table", () => {
	it("an override reaches the view: the review tab, Type your own, the editors", () => {
		const actor = start(tour);
		const view = () => connect(actor.getSnapshot(), actor.send, french);
		expect(view().getTab(3).label).toBe("Relecture");
		expect(view().question?.getRow(3)).toMatchObject({ kind: "custom", label: "Autre réponse" });
		play(actor, [key.digit(4)]);
		expect(view().editor).toMatchObject({ heading: "Your answer", placeholder: "Votre réponse, @ pour les fichiers" });
		play(actor, [event.close(""), key.shiftN]);
		expect(view().editor?.heading).toBe("Note sur Database");
		expect(view().editor?.placeholder).toBe(DEFAULT_MESSAGES.questionNotePlaceholder);
	});

	it("the same override reaches content: a submit, a cancel, the no-UI listing", async () => {
		const submitted = await finish(tour, [key.digit(1), event.submit]);
		expect(buildContent(submitted, undefined, french).split("\n")[0]).toBe('Envoyé "Set up the new service" (1/3) :');
		expect(buildResult(submitted, undefined, french).content[0]?.text).toMatch(/^Envoyé /);
		const dismissed = await finish(tour, [key.ctrlC]);
		expect(buildContent(dismissed, undefined, french)).toBe(
			`Fermé (Ctrl+C) sans réponse.\n${DEFAULT_MESSAGES.noAnswer}`,
		);
		expect(cancelledContent("user", "why", french)).toBe(
			`${DEFAULT_MESSAGES.cancelled.user}\nwhy\n${DEFAULT_MESSAGES.noAnswer}`,
		);
		expect(listQuestions(normalize(tour).questions, french)).toContain("  4. Autre réponse");
	});

	it("the same override reaches MCP forms: the message, the own answer's and the note's fields, Yes and No", () => {
		const table = defineMessages({
			formMessage: "Répondez",
			ownAnswerField: (label) => `${label} : autre`,
			ownAnswerReplaces: "Remplace le choix",
			noteField: (label) => `${label} : note`,
			yes: "Oui",
			no: "Non",
		});
		const payload = normalize({ questions: tour.questions });
		const { params } = formRequest(payload, { messages: table });
		expect(params.message).toBe("Répondez");
		expect(params.requestedSchema.properties.database__custom).toMatchObject({
			title: "Database : autre",
			description: "Remplace le choix",
		});
		expect(params.requestedSchema.properties.database__note?.title).toBe("Database : note");
		const asked = payloadFromElicitation(
			{ mode: "form", message: "?", requestedSchema: { type: "object", properties: { ok: { type: "boolean" } } } },
			table,
		);
		if (!asked.ok) return expect.fail("a boolean field is askable");
		expect(asked.payload.questions[0]?.options.map((o) => o.label)).toEqual(["Oui", "Non"]);
	});

	it("without a table, the English defaults, free of any host's keys and features", async () => {
		const actor = play(start(tour), [key.digit(4)]);
		expect(connect(actor.getSnapshot(), actor.send).editor?.placeholder).toBe("Type your answer");
		const text = JSON.stringify({ ...DEFAULT_MESSAGES, cancelled: DEFAULT_MESSAGES.cancelled });
		expect(text).not.toMatch(/@|Ctrl|Esc|Enter|pi\b/);
		expect(buildContent(await finish(tour, [key.ctrlC]))).toMatch(/^The user dismissed the questionnaire without/);
		expect(Object.keys(DEFAULT_MESSAGES.cancelled).sort()).toEqual([...CANCEL_REASONS].sort());
	});

	it("an override is checked where it is made: the field is named", () => {
		const bad = (overrides: unknown) => () => defineMessages(overrides as MessageOverrides);
		expect(bad({ reviewTabs: "x" })).toThrow("messages.reviewTabs is not a message");
		expect(bad({ reviewTab: 3 })).toThrow("messages.reviewTab must be a string, got number");
		expect(bad({ submitted: "Sent" })).toThrow("messages.submitted must be a function, got string");
		expect(bad({ cancelled: { closed: "x" } })).toThrow(/messages\.cancelled\.closed is not a cancel reason \(user, /);
		expect(bad({ cancelled: { user: null } })).toThrow("messages.cancelled.user must be a string, got null");
		expect(bad({ reviewTab: ["x"] })).toThrow("messages.reviewTab must be a string, got array");
	});

	it("cancelled must be an object of cancel reasons: another kind is named, not read index by index", () => {
		const bad = (cancelled: unknown) => () => defineMessages({ cancelled } as MessageOverrides);
		const wrong = "messages.cancelled must be an object of cancel reasons, got";
		expect(bad(5)).toThrow(new TypeError(`${wrong} number`));
		expect(bad(null)).toThrow(new TypeError(`${wrong} null`));
		expect(bad([])).toThrow(new TypeError(`${wrong} array`));
		expect(bad(["x"])).toThrow(new TypeError(`${wrong} array`));
		expect(bad("x")).toThrow(new TypeError(`${wrong} string`));
		expect(bad(undefined)).toThrow(new TypeError(`${wrong} undefined`));
		expect(defineMessages({ cancelled: {} }).cancelled).toEqual(DEFAULT_MESSAGES.cancelled);
	});

	it("the overrides must be an object of messages: another kind is named, not read index by index", () => {
		const bad = (overrides: unknown) => () => defineMessages(overrides as MessageOverrides);
		expect(bad(null)).toThrow(new TypeError("messages must be an object of messages, got null"));
		expect(bad("x")).toThrow(new TypeError("messages must be an object of messages, got string"));
		expect(bad(["x"])).toThrow(new TypeError("messages must be an object of messages, got array"));
	});

	it("defineMessages leaves the defaults untouched and can build on another table", () => {
		const more = defineMessages({ answerHeading: "Réponse" }, french);
		expect(more).toMatchObject({ reviewTab: "Relecture", answerHeading: "Réponse" });
		expect(more.cancelled.dismissed).toBe("Fermé (Ctrl+C) sans réponse.");
		expect(DEFAULT_MESSAGES.reviewTab).toBe("Review");
		expect(DEFAULT_MESSAGES.cancelled.dismissed).not.toContain("Fermé");
	});
});
