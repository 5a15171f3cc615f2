import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ElicitRequestSchema, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor } from "xstate";
import { type ElicitationRequestParams, elicitationResult, payloadFromElicitation } from "../src/elicitation.ts";
import {
	connect,
	createQuestionnaireMachine,
	type NormalizedPayload,
	type QuestionnaireEvent,
	restoreProgress,
	saveProgress,
} from "../src/index.ts";

const request = {
	message: "Set up the site",
	requestedSchema: {
		type: "object",
		properties: {
			addons: {
				type: "array",
				title: "Add-ons",
				items: { type: "string", enum: ["cdn", "waf", "logs"] },
				minItems: 1,
				maxItems: 2,
			},
			mail: { type: "string", title: "E-mail", format: "email", maxLength: 40 },
			nick: { type: "string", title: "Nickname", minLength: 3 },
			replicas: { type: "integer", title: "Replicas", minimum: 1, maximum: 5 },
			size: { type: "string", title: "Size", enum: ["s", "m"], default: "m" },
			due: { type: "string", title: "Due", format: "date" },
			site: { type: "string", title: "Site", format: "uri" },
		},
		required: ["addons", "mail", "replicas", "size"],
	},
} satisfies ElicitationRequestParams;

const schema = request.requestedSchema;

/** The SDK's own validator, as `Server.elicitInput` runs it on an accepted result. */
const sdkAccepts = (content: Record<string, unknown>) =>
	new AjvJsonSchemaValidator().getValidator(schema)(content).valid;

function mapped(): NormalizedPayload {
	const result = payloadFromElicitation(request);
	if (!result.ok) throw new Error(JSON.stringify(result.issues));
	return result.payload;
}

/** Types `text` as the answer of the question at `tab` (a text question: its tab opens the editor). */
function answerText(actor: AnyActorRef, tab: number, text: string): void {
	actor.send({ type: "tab.select", index: tab });
	const view = connect(actor.getSnapshot(), actor.send);
	if (view.mode !== "editing") view.openEditor("answer");
	actor.send({ type: "editor.save", text });
}

/** The person submits: an open editor (the next text question's) is closed first, as submit does not apply there. */
function submit(actor: AnyActorRef): void {
	const view = connect(actor.getSnapshot(), actor.send);
	if (view.mode === "editing") view.closeEditor();
	actor.send({ type: "flow.submit" });
}

function play(actor: AnyActorRef, events: readonly QuestionnaireEvent[]): void {
	for (const event of events) actor.send(event);
}

describe("elicitationResult checks every rule of the form before anything is sent", () => {
	it("states each field's rules under its prompt", () => {
		const prompts = mapped().questions.map((q) => q.prompt.split("\n\n")[1]);
		expect(prompts).toEqual([
			"Choose at least 1. Choose at most 2.",
			"An e-mail address, like name@example.com. At most 40 characters.",
			"At least 3 characters.",
			"A whole number from 1 to 5.",
			undefined,
			"A date, like 2025-12-31.",
			"A URI, like https://example.com/page.",
		]);
	});

	it("answers the server would refuse are issues, one per broken rule, and the SDK refuses each of them too", () => {
		const payload = mapped();
		const actor = createActor(createQuestionnaireMachine(), { input: payload }).start();
		play(
			actor,
			[1, 2, 3].map((number) => ({ type: "option.pick", number })),
		);
		answerText(actor, 1, "not a mail");
		answerText(actor, 2, "ab");
		answerText(actor, 3, "2.5");
		answerText(actor, 5, "2025-02-30");
		answerText(actor, 6, "no uri");
		actor.send({ type: "flow.submit" });
		const details = actor.getSnapshot().output;
		if (details === undefined) throw new Error("not ended");
		const answered = elicitationResult(details, schema);
		expect(answered).toEqual({
			ok: false,
			issues: [
				{ path: "content.addons", message: "Choose at most 2.", question: 0 },
				{ path: "content.mail", message: "An e-mail address, like name@example.com.", question: 1 },
				{ path: "content.nick", message: "At least 3 characters.", question: 2 },
				{ path: "content.replicas", message: "A whole number from 1 to 5.", question: 3 },
				{ path: "content.size", message: "An answer is required.", question: 4 },
				{ path: "content.due", message: "A date, like 2025-12-31.", question: 5 },
				{ path: "content.site", message: "A URI, like https://example.com/page.", question: 6 },
			],
		});
		// Each of these answers, alone in otherwise valid content, is one the SDK refuses.
		const valid = { addons: ["cdn"], mail: "a@example.com", replicas: 2, size: "s" };
		expect(sdkAccepts(valid)).toBe(true);
		for (const broken of [
			{ addons: ["cdn", "waf", "logs"] },
			{ mail: "not a mail" },
			{ mail: `${"a".repeat(40)}@example.com` },
			{ nick: "ab" },
			{ nick: "a😀" },
			{ replicas: 2.5 },
			{ replicas: 6 },
			{ due: "2025-02-30" },
			{ site: "no uri" },
			{ site: "https://example.com/a%zz" },
			{ site: "a:" },
		]) {
			const content = { ...valid, ...broken };
			expect(sdkAccepts(content), JSON.stringify(broken)).toBe(false);
			const name = Object.keys(broken)[0] ?? "";
			const question = payload.questions.findIndex((q) => q.id === name);
			const value = Object.values(broken)[0];
			const answers = {
				[name]:
					typeof value === "object" && value !== null
						? { values: value, labels: value, indices: value.map((v: string) => ["cdn", "waf", "logs"].indexOf(v) + 1) }
						: { values: [String(value)], labels: [String(value)], indices: [], customText: String(value) },
			};
			const single = elicitationResult({ cancelled: false, questions: [], answers }, { ...schema, required: [] });
			expect(single.ok, JSON.stringify(broken)).toBe(false);
			if (!single.ok) expect(single.issues.map((issue) => issue.question)).toEqual([question]);
		}
	});

	it("answers that keep the rules pass, and the SDK accepts them as sent", () => {
		const answers = (values: Record<string, string>) =>
			Object.fromEntries(
				Object.entries(values).map(([id, text]) => [
					id,
					{ values: [text], labels: [text], indices: [], customText: text },
				]),
			);
		const fits = elicitationResult(
			{
				cancelled: false,
				questions: [],
				answers: {
					addons: { values: ["logs", "cdn"], labels: ["logs", "cdn"], indices: [1, 3] },
					size: { values: ["s"], labels: ["s"], indices: [1] },
					...answers({
						mail: "first.last+tag@mail.example.org",
						nick: "a😀c",
						replicas: " 5 ",
						due: "2024-02-29",
						site: "https://example.com/a?b=c#d",
					}),
				},
			},
			schema,
		);
		if (!fits.ok) throw new Error(JSON.stringify(fits.issues));
		expect(fits.result.content).toEqual({
			addons: ["cdn", "logs"],
			mail: "first.last+tag@mail.example.org",
			nick: "a😀c",
			replicas: 5,
			size: "s",
			due: "2024-02-29",
			site: "https://example.com/a?b=c#d",
		});
		expect(sdkAccepts(fits.result.content ?? {})).toBe(true);
	});

	it("a required field with a default, left unanswered, gets the default when defaults apply", () => {
		const base = {
			cancelled: false,
			questions: [],
			answers: {
				addons: { values: ["cdn"], labels: ["cdn"], indices: [1] },
				mail: { values: ["a@b.co"], labels: ["a@b.co"], indices: [], customText: "a@b.co" },
				replicas: { values: ["1"], labels: ["1"], indices: [], customText: "1" },
			},
		};
		expect(elicitationResult(base, schema)).toMatchObject({ ok: false, issues: [{ path: "content.size" }] });
		expect(elicitationResult(base, schema, { applyDefaults: true })).toEqual({
			ok: true,
			result: { action: "accept", content: { addons: ["cdn"], mail: "a@b.co", replicas: 1, size: "m" } },
		});
	});
});

describe("a real MCP round trip (the SDK's Client and Server, in memory)", () => {
	it("the server gets content it accepts: the person's answers are kept while they fix the ones the form refuses", async () => {
		const server = new Server({ name: "site", version: "1.0.0" }, { capabilities: {} });
		const client = new Client(
			{ name: "ask-user", version: "1.0.0" },
			{ capabilities: { elicitation: { form: { applyDefaults: true } } } },
		);
		const asked: string[][] = [];
		client.setRequestHandler(ElicitRequestSchema, async (incoming): Promise<ElicitResult> => {
			const params = incoming.params;
			if (params.mode === "url") throw new Error("form mode expected");
			const mappedRequest = payloadFromElicitation(params);
			if (!mappedRequest.ok) return { action: "cancel" };
			const payload = mappedRequest.payload;
			let actor: AnyActorRef = createActor(createQuestionnaireMachine(), { input: payload }).start();
			// The person ticks all three add-ons and types a nickname that is too short.
			play(
				actor,
				[1, 2, 3].map((number) => ({ type: "option.pick", number })),
			);
			answerText(actor, 1, "ops@example.com");
			answerText(actor, 2, "ab");
			answerText(actor, 3, "3");
			submit(actor);
			for (;;) {
				const snapshot = actor.getSnapshot();
				const answered = elicitationResult(snapshot.output, params.requestedSchema, { applyDefaults: true });
				if (answered.ok) return answered.result;
				asked.push(answered.issues.map((issue) => `${issue.path}: ${issue.message}`));
				// Ask again where the first issue is, with every answer kept.
				const restored = restoreProgress(payload, { ...saveProgress(snapshot), current: answered.issues[0]?.question });
				if (!restored.ok) throw new Error(restored.issues.join("\n"));
				actor = createActor(createQuestionnaireMachine(), { input: payload, snapshot: restored.snapshot }).start();
				expect(connect(actor.getSnapshot(), actor.send).question?.getRow(2)).toMatchObject({ selected: true });
				actor.send({ type: "option.pick", number: 3 }); // unticks Logs
				answerText(actor, 2, "abc");
				submit(actor);
			}
		});
		const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
		await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
		const result = await server.elicitInput(request);
		expect(asked).toEqual([["content.addons: Choose at most 2.", "content.nick: At least 3 characters."]]);
		expect(result).toEqual({
			action: "accept",
			content: { addons: ["cdn", "waf"], mail: "ops@example.com", nick: "abc", replicas: 3, size: "m" },
		});
		await Promise.all([client.close(), server.close()]);
	});

	it("without the check, the server refuses the same answers and they are lost (what happened before)", async () => {
		const server = new Server({ name: "site", version: "1.0.0" }, { capabilities: {} });
		const client = new Client({ name: "naive", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
		client.setRequestHandler(ElicitRequestSchema, async () => ({
			action: "accept",
			content: { addons: ["cdn", "waf", "logs"], mail: "ops@example.com", replicas: 3, size: "m" },
		}));
		const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
		await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
		await expect(server.elicitInput(request)).rejects.toThrow("must NOT have more than 2 items");
		await Promise.all([client.close(), server.close()]);
	});
});
