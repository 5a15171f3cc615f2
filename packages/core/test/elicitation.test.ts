import { normalize } from "@ask-user/test-kit/payload";
import {
	type ElicitRequestFormParams,
	ElicitRequestSchema,
	type ElicitResult,
	ElicitResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import {
	detailsFromElicitation,
	type ElicitationRequestParams,
	type ElicitationResult,
	elicitationRequest,
	elicitationResult,
	payloadFromElicitation,
} from "../src/elicitation.ts";
import { textQuestions, tour, validFixtures } from "../src/fixtures/index.ts";
import { CANCEL_REASONS, connect, createQuestionnaireMachine, validate } from "../src/index.ts";
import { answeredDetails, formRequest } from "./support/elicitation.ts";

/** Parses params as the SDK does a request on the wire: anything it does not know would be stripped. */
function sdkParams(params: ElicitationRequestParams): ElicitRequestFormParams {
	const parsed = ElicitRequestSchema.parse({ method: "elicitation/create", params }).params;
	if (parsed.mode === "url") throw new Error("expected a form-mode request");
	return parsed;
}

const tourPayload = normalize(tour);

describe("ask_user → MCP form elicitation", () => {
	it("asks a text question as one string field, whose text is its own answer", () => {
		const payload = normalize(textQuestions);
		const { params } = formRequest(payload, { notes: false });
		expect(sdkParams(params)).toEqual(params);
		expect(params.requestedSchema.properties.name).toEqual({
			type: "string",
			title: "Name",
			description: "What should the release be called? It goes into the changelog heading.",
		});
		expect(Object.keys(params.requestedSchema.properties)).toEqual(["name", "channel", "channel__custom", "thanks"]);
		const details = answeredDetails(payload, {
			action: "accept",
			content: { name: " Aurora ", channel: "blog" },
		});
		expect(details.answers).toEqual({
			name: { values: ["Aurora"], labels: ["Aurora"], indices: [], customText: "Aurora" },
			channel: { values: ["blog"], labels: ["Blog post"], indices: [1] },
		});
	});

	it("drops notes on single options only for questions that have options: a text question loses none", () => {
		const { dropped } = formRequest(normalize(textQuestions));
		// name and thanks are text questions, channel a single question.
		expect(dropped).toEqual([
			{ path: "questions[1].options", message: "a form cannot take notes on single options: only on the question" },
		]);
	});

	it("maps every field of the tour to a request the SDK accepts unchanged", () => {
		const { params, dropped } = formRequest(tourPayload);
		// Compile-time: our params are the SDK's form params.
		const typed: ElicitRequestFormParams = params;
		expect(sdkParams(params)).toEqual(typed);
		expect(params.message).toBe("Set up the new service");
		// features takes an own answer: either field may answer it, so neither is required.
		expect(params.requestedSchema.required).toBeUndefined();
		expect(Object.keys(params.requestedSchema.properties)).toEqual([
			"database",
			"database__custom",
			"database__note",
			"features",
			"features__custom",
			"features__note",
			"layout",
			"layout__note",
		]);
		expect(params.requestedSchema.properties.database).toEqual({
			type: "string",
			title: "Database",
			description: [
				"Which database should the service use?",
				"PostgreSQL: Relational, strong consistency, JSONB for documents",
				"SQLite: One file, zero ops; fine for a single instance",
				"MongoDB: Document store, flexible schema",
			].join("\n\n"),
			oneOf: [
				{ const: "postgres", title: "PostgreSQL" },
				{ const: "sqlite", title: "SQLite" },
				{ const: "mongo", title: "MongoDB" },
			],
		});
		expect(params.requestedSchema.properties.features).toMatchObject({
			type: "array",
			items: { anyOf: expect.arrayContaining([{ const: "export", title: "CSV export" }]) },
		});
		// Previews go into the field's description, under the prompt.
		const layout = tourPayload.questions[2];
		expect(params.requestedSchema.properties.layout?.description).toBe(
			[
				layout?.prompt,
				...(layout?.options ?? []).map((o) => `${o.label}${o.description ? `: ${o.description}` : ":"}\n${o.preview}`),
			].join("\n\n"),
		);
		expect(dropped).toEqual([
			{ path: "questions[0].options", message: expect.stringContaining("notes on single options") },
			{ path: "questions[1].required", message: expect.stringContaining("choice field is optional") },
			{ path: "questions[1].options", message: expect.stringContaining("notes on single options") },
			{ path: "questions[2].options", message: expect.stringContaining("notes on single options") },
		]);
	});

	it("every valid fixture maps to a request the SDK accepts unchanged; notes: false leaves out note fields", () => {
		for (const fixture of validFixtures) {
			const { params } = formRequest(normalize(fixture.payload), { notes: false, message: "Answer" });
			expect(sdkParams(params), fixture.name).toEqual(params);
			expect(Object.keys(params.requestedSchema.properties).filter((name) => name.endsWith("__note"))).toEqual([]);
		}
	});

	it("refuses two questions whose fields would share a name, naming the question, without throwing", () => {
		const payload = normalize({
			questions: [
				{ id: "db", prompt: "Which?", options: [{ value: "a", label: "A" }] },
				{ id: "db__note", prompt: "And?", options: [{ value: "b", label: "B" }] },
			],
		});
		expect(elicitationRequest(payload)).toEqual({
			ok: false,
			issues: [
				{
					path: "questions[1].id",
					message: 'the form field "db__note" belongs to questions[0] too; rename one of the ids',
				},
			],
		});
		// A name the form leaves out is kept too: a client would fold a text field `db__note` into `db` as its note.
		expect(elicitationRequest(payload, { notes: false })).toMatchObject({
			ok: false,
			issues: [{ path: "questions[1].id" }],
		});
		const preview = normalize({
			questions: [
				{ id: "layout__custom", prompt: "Why?", type: "text" },
				{ id: "layout", prompt: "Which?", type: "preview", options: [{ value: "a", label: "A", preview: "a" }] },
			],
		});
		expect(elicitationRequest(preview)).toMatchObject({ ok: false, issues: [{ path: "questions[1].id" }] });
	});

	it("maps an accepted result to the details the questionnaire would give", () => {
		const result: ElicitResult = ElicitResultSchema.parse({
			action: "accept",
			content: {
				database: "sqlite",
				database__custom: "  ",
				features: ["search", "auth"],
				features__custom: "Webhooks",
				features__note: " first week ",
				layout: "by-layer",
			},
		});
		expect(answeredDetails(tourPayload, result)).toEqual({
			title: "Set up the new service",
			cancelled: false,
			questions: [
				{ id: "database", label: "Database", prompt: "Which database should the service use?", type: "single" },
				{ id: "features", label: "Features", prompt: "Which features belong in the first release?", type: "multi" },
				{ id: "layout", label: "Layout", prompt: "How should the handlers be laid out?", type: "preview" },
			],
			answers: {
				database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
				features: {
					values: ["auth", "search", "Webhooks"],
					labels: ["Authentication", "Search", "Webhooks"],
					indices: [1, 2],
					customText: "Webhooks",
					note: "first week",
				},
				layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
			},
		});
	});

	it("an own answer on a single question replaces the chosen option, as in the questionnaire", () => {
		const details = answeredDetails(tourPayload, {
			action: "accept",
			content: { database: "postgres", database__custom: "CockroachDB" },
		});
		expect(details.answers.database).toEqual({
			values: ["CockroachDB"],
			labels: ["CockroachDB"],
			indices: [],
			customText: "CockroachDB",
		});
	});

	it("decline is a cancel by the person, cancel is a dismissal; neither reports answers", () => {
		const declined = answeredDetails(tourPayload, { action: "decline" });
		expect(declined).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		const cancelled = answeredDetails(tourPayload, ElicitResultSchema.parse({ action: "cancel" }));
		expect(cancelled).toMatchObject({ cancelled: true, cancelReason: "dismissed", answers: {} });
		expect(CANCEL_REASONS).toContain(cancelled.cancelReason);
	});

	it("content that does not fit the payload is an issue naming the field, never an exception", () => {
		const read = (content: Record<string, unknown>) =>
			detailsFromElicitation(tourPayload, { action: "accept", content } as ElicitationResult);
		expect(read({ database: "mysql" })).toEqual({
			ok: false,
			issues: [
				{
					path: "content.database",
					message: '"mysql" is not one of the option values "postgres", "sqlite", "mongo"',
				},
			],
		});
		// Every field that does not fit is named at once.
		expect(read({ features: "auth", layout__note: 3, database__custom: ["x"] })).toEqual({
			ok: false,
			issues: [
				{ path: "content.database__custom", message: "must be a string, got an array" },
				{ path: "content.features", message: 'must be an array of option values, got "auth"' },
				{ path: "content.layout__note", message: "must be a string, got 3" },
			],
		});
		expect(read({ features: ["auth", null] })).toMatchObject({ ok: false, issues: [{ path: "content.features" }] });
		// A huge value is quoted short.
		const huge = read({ database: "x".repeat(1_000_000) });
		if (huge.ok) throw new Error("a value that is no option fits");
		expect(huge.issues[0]?.message.length).toBeLessThan(200);
	});

	it("a field the form did not ask is an issue naming it, not dropped in silence", () => {
		const read = (content: Record<string, unknown>) =>
			detailsFromElicitation(tourPayload, { action: "accept", content } as ElicitationResult);
		const unasked = "fits no question of the payload: the form asked no such field";
		// `layout` is a preview question: it takes no own answer, so `layout__custom` was never asked.
		expect(read({ database: "sqlite", databse: "postgres", layout__custom: "mine" })).toEqual({
			ok: false,
			issues: [
				{ path: "content.databse", message: unasked },
				{ path: "content.layout__custom", message: unasked },
			],
		});
		expect(read({ database: "sqlite", database__note: "fast" })).toMatchObject({ ok: true });
	});

	it("a result of the wrong shape is an issue, never an exception", () => {
		const read = (result: unknown) => detailsFromElicitation(tourPayload, result as ElicitationResult);
		expect(read(null)).toEqual({ ok: false, issues: [{ path: "(root)", message: "must be an object, got null" }] });
		expect(read({ action: "ok" })).toEqual({
			ok: false,
			issues: [{ path: "action", message: 'must be "accept", "decline" or "cancel", got "ok"' }],
		});
		expect(read({ action: "accept", content: [] })).toEqual({
			ok: false,
			issues: [{ path: "content", message: "must be an object of fields, got an array" }],
		});
	});

	it("ids like __proto__ and constructor are fields like any other, both ways", () => {
		const payload = normalize({
			questions: [
				{ id: "__proto__", prompt: "Which?", options: [{ value: "a", label: "A" }] },
				{ id: "constructor", prompt: "Why?", type: "text" },
			],
		});
		const { params } = formRequest(payload, { notes: false });
		expect(Object.keys(params.requestedSchema.properties)).toEqual(["__proto__", "__proto____custom", "constructor"]);
		// Nothing inherited is read as an answer…
		expect(answeredDetails(payload, { action: "accept", content: {} }).answers).toEqual({});
		// …and an own `__proto__` field (as JSON.parse makes it) is one.
		const content = JSON.parse('{"__proto__": "a", "constructor": "because"}') as Record<string, string>;
		expect(Object.entries(answeredDetails(payload, { action: "accept", content }).answers)).toEqual([
			["__proto__", { values: ["a"], labels: ["A"], indices: [1] }],
			["constructor", { values: ["because"], labels: ["because"], indices: [], customText: "because" }],
		]);
		// A client answering a server whose field is `__proto__` sends it as a field.
		const mapped = payloadFromElicitation(params);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		const actor = createActor(createQuestionnaireMachine(), { input: mapped.payload }).start();
		actor.send({ type: "option.pick", number: 1 });
		actor.send({ type: "editor.save", text: "because" });
		actor.send({ type: "flow.submit" });
		const details = actor.getSnapshot().output;
		if (details === undefined) throw new Error("not ended");
		const answered = elicitationResult(details, params.requestedSchema);
		if (!answered.ok) throw new Error(JSON.stringify(answered.issues));
		expect(Object.entries(answered.result.content ?? {})).toEqual([
			["__proto__", "a"],
			["constructor", "because"],
		]);
	});

	it("an option value with invisible characters added on the way still finds its option", () => {
		expect(answeredDetails(tourPayload, { action: "accept", content: { database: "\u200bsqlite " } }).answers).toEqual({
			database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
		});
	});
});

const serverRequest: ElicitRequestFormParams = sdkParams({
	message: "Configure the deployment",
	requestedSchema: {
		type: "object",
		properties: {
			region: {
				type: "string",
				title: "Region",
				description: "Where should it run?",
				oneOf: [
					{ const: "eu", title: "Europe" },
					{ const: "us", title: "United States" },
				],
			},
			size: { type: "string", enum: ["s", "m"], enumNames: ["Small", "Medium"], default: "s" },
			tier: { type: "string", enum: ["free", "pro"] },
			addons: { type: "array", title: "Add-ons", items: { type: "string", enum: ["cdn", "waf"] }, maxItems: 2 },
			alerts: { type: "array", items: { anyOf: [{ const: "mail", title: "E-mail" }] } },
			public: { type: "boolean", title: "Public?", description: "Reachable from the internet?" },
			comment: { type: "string", title: "Comment" },
		},
		required: ["region", "public"],
	},
});

describe("MCP form elicitation → ask_user", () => {
	it("maps enums, arrays and booleans to questions without an own-answer row, and plain strings to text questions", () => {
		const mapped = payloadFromElicitation(serverRequest);
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.title).toBe("Configure the deployment");
		expect(mapped.payload.questions).toEqual([
			{
				id: "region",
				label: "Region",
				prompt: "Where should it run?",
				type: "single",
				required: true,
				allowsCustom: false,
				options: [
					{ value: "eu", label: "Europe" },
					{ value: "us", label: "United States" },
				],
			},
			expect.objectContaining({
				id: "size",
				label: "size",
				prompt: "size",
				options: [
					{ value: "s", label: "Small" },
					{ value: "m", label: "Medium" },
				],
			}),
			expect.objectContaining({
				id: "tier",
				options: [
					{ value: "free", label: "free" },
					{ value: "pro", label: "pro" },
				],
			}),
			expect.objectContaining({
				id: "addons",
				type: "multi",
				label: "Add-ons",
				prompt: "Add-ons\n\nChoose at most 2.",
			}),
			expect.objectContaining({ id: "alerts", type: "multi", options: [{ value: "mail", label: "E-mail" }] }),
			expect.objectContaining({
				id: "public",
				type: "single",
				required: true,
				options: [
					{ value: "true", label: "Yes" },
					{ value: "false", label: "No" },
				],
			}),
			{
				id: "comment",
				label: "Comment",
				prompt: "Comment",
				type: "text",
				required: false,
				allowsCustom: true,
				options: [],
			},
		]);
		expect(mapped.skipped).toEqual([
			{ path: "requestedSchema.properties.size.default", message: expect.stringContaining("not preselected") },
		]);
	});

	it("refuses a request with a required field no question can ask, naming every such field", () => {
		const unfit = {
			message: "Lists",
			requestedSchema: {
				type: "object",
				properties: {
					tags: { type: "array", items: { type: "string" } },
					name: { type: "string" },
					where: { type: "object" },
					site: { type: "string", format: "hostname" },
				},
				required: ["tags", "name", "where", "site"],
			},
		} as unknown as ElicitationRequestParams;
		expect(payloadFromElicitation(unfit)).toEqual({
			ok: false,
			issues: [
				{ path: "requestedSchema.properties.tags", message: "has no choices" },
				{ path: "requestedSchema.properties.where", message: expect.stringContaining('type "object"') },
				{ path: "requestedSchema.properties.site", message: expect.stringContaining('format "hostname"') },
			],
		});
		expect(payloadFromElicitation({ message: "", requestedSchema: { type: "object", properties: {} } })).toEqual({
			ok: false,
			issues: [{ path: "requestedSchema.properties", message: expect.stringContaining("no field") }],
		});
	});

	it("the questionnaire answers the server: accept with content the SDK parses, booleans and arrays typed", () => {
		const mapped = payloadFromElicitation(serverRequest);
		if (!mapped.ok) throw new Error("unfit");
		const actor = createActor(createQuestionnaireMachine(), { input: mapped.payload }).start();
		const send = actor.send;
		send({ type: "option.pick", number: 2 }); // region: United States
		send({ type: "tab.next" }); // size: skipped
		send({ type: "tab.next" }); // tier: skipped
		send({ type: "option.pick", number: 2 }); // addons: waf
		send({ type: "option.pick", number: 1 }); // addons: cdn
		expect(connect(actor.getSnapshot(), send).question?.rowCount).toBe(2); // no `Type your own` row
		send({ type: "tab.next" }); // alerts: skipped
		send({ type: "tab.next" });
		send({ type: "option.pick", number: 2 }); // public: No, then the comment's editor
		expect(actor.getSnapshot().matches({ editing: "answer" })).toBe(true);
		send({ type: "editor.save", text: "after 6 pm" }); // comment, then the review
		send({ type: "option.confirm" });
		const details = actor.getSnapshot().output;
		if (details === undefined) throw new Error("the flow has not ended");
		const answered = elicitationResult(details, serverRequest.requestedSchema);
		if (!answered.ok) throw new Error(JSON.stringify(answered.issues));
		const typed: ElicitResult = answered.result;
		expect(ElicitResultSchema.parse(typed)).toEqual({
			action: "accept",
			content: { region: "us", addons: ["cdn", "waf"], public: false, comment: "after 6 pm" },
		});
	});

	it("a plain string's length and format limits are stated under its prompt", () => {
		const mapped = payloadFromElicitation({
			message: "Contact",
			requestedSchema: {
				type: "object",
				properties: { mail: { type: "string", format: "email", maxLength: 80 }, nick: { type: "string" } },
				required: ["mail"],
			},
		});
		if (!mapped.ok) throw new Error(JSON.stringify(mapped.issues));
		expect(mapped.payload.questions.map((q) => [q.id, q.type, q.required])).toEqual([
			["mail", "text", true],
			["nick", "text", false],
		]);
		expect(mapped.payload.questions[0]?.prompt).toBe(
			"mail\n\nAn e-mail address, like name@example.com. At most 80 characters.",
		);
		expect(mapped.skipped).toEqual([]);
	});

	it("a submit that leaves a required field unanswered is an issue, not a result; a cancel declines; other ends cancel", () => {
		const mapped = payloadFromElicitation(serverRequest);
		if (!mapped.ok) throw new Error("unfit");
		const actor = createActor(createQuestionnaireMachine(), { input: mapped.payload }).start();
		actor.send({ type: "option.pick", number: 1 });
		actor.send({ type: "flow.submit" });
		const submitted = actor.getSnapshot().output;
		if (submitted === undefined) throw new Error("the flow has not ended");
		const schema = serverRequest.requestedSchema;
		expect(elicitationResult(submitted, schema)).toEqual({
			ok: false,
			issues: [{ path: "content.public", message: "An answer is required.", question: 5 }],
		});
		expect(elicitationResult(submitted, { ...schema, required: ["region"] })).toEqual({
			ok: true,
			result: { action: "accept", content: { region: "eu" } },
		});
		const cancel = (reason: (typeof CANCEL_REASONS)[number]) => {
			const answered = elicitationResult({ cancelled: true, cancelReason: reason, questions: [], answers: {} }, schema);
			return answered.ok ? answered.result.action : "issues";
		};
		expect(CANCEL_REASONS.map(cancel)).toEqual([
			"decline",
			"cancel",
			"cancel",
			"cancel",
			"cancel",
			"cancel",
			"cancel",
			"cancel",
		]);
	});

	it("a round trip keeps the choices: our own request, read back, asks the same questions", () => {
		const { params } = formRequest(tourPayload);
		const mapped = payloadFromElicitation(params);
		if (!mapped.ok) throw new Error("unfit");
		const choices = mapped.payload.questions.filter((q) => q.type !== "text");
		expect(choices.map((q) => [q.id, q.type, q.options.map((o) => o.value)])).toEqual([
			["database", "single", ["postgres", "sqlite", "mongo"]],
			["features", "multi", ["auth", "search", "export", "audit"]],
			["layout", "single", ["by-feature", "by-layer"]],
		]);
		// The own answers and notes fold back into their questions: three questions, not eight.
		expect(mapped.payload.questions.map((q) => [q.id, q.label, q.allowsCustom])).toEqual([
			["database", "Database", true],
			["features", "Features", true],
			["layout", "Layout", false],
		]);
		const questions = mapped.payload.questions.map(({ allowsCustom: _, ...question }) => question);
		expect(validate({ questions }).ok).toBe(true);
	});
});
