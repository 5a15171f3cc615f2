/**
 * `/ask-user web`'s server keeps the form to its own page: another site (a foreign Host, a foreign or missing
 * Origin) and a browser without the page's cookie get nothing; the one-time address opens once; bodies are bounded
 * and checked. Plain node http, so that the refusals can be read. Then the page follows the form and closes with it.
 */
import { connect, MAX_TYPED_CHARACTERS } from "@ask-user/core";
import { minimal, textQuestions, tour } from "@ask-user/core/fixtures";
import { act, type FollowedPage, follow, openPage, request } from "@ask-user/test-kit/page-client";
import { afterEach, describe, expect, it } from "vitest";
import { toPromise } from "xstate";
import { MAX_BODY_BYTES } from "../src/page-actions.ts";
import { KEY_HEADER } from "../src/page-script.ts";
import { MAX_PAGES } from "../src/page-server.ts";
import { servePage } from "../src/serve-page.ts";
import { DATABASE_THEN_NAME } from "./support/database-then-name.ts";
import { type ServedForm, servedForm } from "./support/followed-form.ts";
import { PASTED_LOG } from "./support/pasted-log.ts";
import { validPayload } from "./support/valid-payload.ts";

let served: ServedForm | undefined;

afterEach(async () => {
	served?.actor.stop();
	await served?.web.end({ cancelled: true, cancelReason: "aborted", questions: [], answers: {} });
	served = undefined;
});

/** The texts each "settled" event told the page to forget, as [field, text]. */
const settledIn = (followed: FollowedPage) =>
	followed.events.filter((event) => event.name === "settled").map((event) => event.html);

async function serve(payload: unknown = tour) {
	served = servedForm(payload);
	const address = await served.web.address();
	return { form: served, address, url: new URL(address) };
}

describe("the one-time address", () => {
	it("is 127.0.0.1 on a port the system picks, with a token of at least 16 random bytes", async () => {
		const { url } = await serve();
		expect(url.hostname).toBe("127.0.0.1");
		expect(Number(url.port)).toBeGreaterThan(0);
		const token = url.searchParams.get("token") ?? "";
		expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
		const again = new URL((await served?.web.address()) ?? "");
		expect(again.port).toBe(url.port);
		expect(again.searchParams.get("token")).not.toBe(token);
	});

	it("trades its token for an HttpOnly, SameSite=Strict cookie once, then is refused", async () => {
		const { address } = await serve();
		const first = await request(address);
		expect(first.status).toBe(303);
		// The page's key rides in the fragment: only the page's own script reads it.
		expect(first.headers.location).toMatch(/^\/#[\w-]{32}$/);
		const cookie = first.headers["set-cookie"]?.[0] ?? "";
		expect(cookie).toMatch(/^ask-user-\d+=[\w-]{40,}; HttpOnly; SameSite=Strict; Path=\/$/);
		const second = await request(address);
		expect(second.status).toBe(403);
		expect(second.body).toBe(
			"this address was opened already: it opens once, in one browser; open the newest address given for this form (a new one is given once this one is opened)",
		);
	});

	it("cut short (one line of an address cut across lines) is refused as incomplete, not as opened", async () => {
		const { address } = await serve();
		const answer = await request(address.slice(0, -5));
		expect(answer.status).toBe(403);
		expect(answer.body).toBe("this address's token is wrong or incomplete: copy the whole address, all its lines");
	});

	it("retired by newer ones says so", async () => {
		const { form, address } = await serve();
		for (let i = 0; i < 8; i++) await form.web.address();
		const answer = await request(address);
		expect(answer.status).toBe(403);
		expect(answer.body).toBe("this address was replaced by newer ones; open the latest address given");
	});

	it("with a wrong token or none, and without the cookie, gives nothing of the form", async () => {
		const { url } = await serve();
		const base = url.origin;
		expect((await request(`${base}/?token=${"A".repeat(32)}`)).status).toBe(403);
		for (const path of ["/", "/events"]) {
			const answer = await request(`${base}${path}`);
			expect(answer.status).toBe(403);
			expect(answer.body).not.toContain("Database");
		}
		const wrongCookie = await request(`${base}/`, { headers: { cookie: `ask-user-${url.port}=forged` } });
		expect(wrongCookie.status).toBe(403);
		const post = await request(`${base}/action`, {
			method: "POST",
			headers: { origin: base, "content-type": "application/json" },
			body: JSON.stringify({ type: "tab.next" }),
		});
		expect(post.status).toBe(403);
		expect(served?.actor.getSnapshot().context.current).toBe(0);
	});
});

describe("the page", () => {
	it("is served with the cookie under a strict Content-Security-Policy whose nonce alone runs its script", async () => {
		const { address } = await serve();
		const page = await openPage(address);
		const answer = await request(page.base, { headers: { cookie: page.cookie } });
		expect(answer.status).toBe(200);
		// The frame alone: the form comes with the updates, for the page's key.
		expect(answer.body).toContain('<main id="form"></main>');
		expect(answer.body).not.toContain("Which database");
		const policy = String(answer.headers["content-security-policy"]);
		const nonce = /script-src 'nonce-([\w+/=-]+)'/.exec(policy)?.[1] ?? "";
		expect(nonce.length).toBeGreaterThanOrEqual(16);
		expect(policy).toContain("default-src 'none'");
		expect(policy).not.toContain("unsafe-inline");
		expect(answer.body).toContain(`<script nonce="${nonce}">`);
		expect(answer.body.match(/<script/g)).toHaveLength(1);
		expect(answer.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
		const followed = await follow(page);
		await expect.poll(() => followed.events.length).toBe(1);
		expect(followed.events[0]?.html).toContain("Which database should the service use?");
		followed.close();
		expect(answer.headers["cache-control"]).toBe("no-store");
	});

	it("and everything else are refused (421, saying why) to a request that names another host", async () => {
		const { address, url } = await serve();
		const page = await openPage(address);
		for (const path of ["/", "/events", address.slice(url.origin.length)]) {
			const answer = await request(`${url.origin}${path}`, {
				headers: { host: `rebound.example:${url.port}`, cookie: page.cookie },
			});
			expect(answer.status).toBe(421);
			expect(answer.body).toBe(
				`this server answers only to 127.0.0.1:${url.port} or localhost:${url.port}, and the request named Host "rebound.example:${url.port}"`,
			);
		}
		const localhost = await request(page.base, { headers: { host: `localhost:${url.port}`, cookie: page.cookie } });
		expect(localhost.status).toBe(200);
	});
});

describe("an action", () => {
	it("from another site's page (a foreign or missing Origin) is refused with 403 and changes nothing", async () => {
		const { address, url } = await serve();
		const page = await openPage(address);
		for (const origin of ["https://attacker.example", `http://localhost:${Number(url.port) + 1}`, undefined]) {
			const answer = await request(`${page.base}action`, {
				method: "POST",
				headers: { cookie: page.cookie, "content-type": "application/json", ...(origin ? { origin } : {}) },
				body: JSON.stringify({ type: "tab.next" }),
			});
			expect(answer.status).toBe(403);
			const sent = origin === undefined ? "no Origin" : `Origin ${JSON.stringify(origin)}`;
			expect(answer.body).toBe(
				`an action here must come from this server's own page (${page.origin}); it sent ${sent}`,
			);
		}
		expect(served?.actor.getSnapshot().context.current).toBe(0);
	});

	it("larger than MAX_BODY_BYTES is refused with 413, declared or not", async () => {
		const { address } = await serve();
		const page = await openPage(address);
		const text = "x".repeat(MAX_BODY_BYTES);
		const declared = await act(page, { type: "questionNote", question: 0, text });
		expect(declared.status).toBe(413);
		expect(declared.body).toBe("This is more text than the page sends at once (about 1 MB): shorten the text.");
		const chunked = await request(`${page.base}action`, {
			method: "POST",
			headers: { cookie: page.cookie, origin: page.origin, "transfer-encoding": "chunked", [KEY_HEADER]: page.key },
			body: JSON.stringify({ type: "questionNote", question: 0, text }),
		});
		expect(chunked.status).toBe(413);
		expect(served?.actor.getSnapshot().context.states[0]?.note).toBeUndefined();
	});

	it("says so in the page's words, with a size a person reads", async () => {
		const own = await servePage({ payload: validPayload(minimal), locale: "de" });
		const page = await openPage(own.url);
		const refused = await act(page, { type: "formNote", text: "x".repeat(MAX_BODY_BYTES) });
		expect(refused.status).toBe(413);
		expect(refused.body).toBe("Das ist mehr Text, als die Seite auf einmal sendet (etwa 1 MB): kürzen Sie den Text.");
		own.abort();
		await own.done;
	});

	it("keeps at a time-out every long text told, each in its own notice: seven boxes of 100,000 emoji", async () => {
		const options = Array.from({ length: 5 }, (_, index) => ({ label: `Option ${index}`, value: `o${index}` }));
		const own = await servePage({ payload: validPayload({ questions: [{ id: "db", prompt: "Which?", options }] }) });
		const page = await openPage(own.url);
		const long = (tag: string) => `${tag} ${"😀".repeat(MAX_TYPED_CHARACTERS - 3)}`;
		const texts = [
			{ type: "answer", question: 0, text: long("T0") },
			{ type: "questionNote", question: 0, text: long("T1") },
			...options.map((_, index) => ({ type: "optionNote", question: 0, index, text: long(`T${index + 2}`) })),
		];
		for (const text of texts) expect((await act(page, { type: "typing", drafts: [text] })).status).toBe(204);
		own.abort("timeout");
		const kept = (await own.done).unsubmittedAnswers?.db;
		expect(kept?.customText).toBe(long("T0"));
		expect(kept?.note).toBe(long("T1"));
		// No option is chosen: each option's note is a note on an unchosen option.
		expect(kept?.unchosenOptionNotes?.map((note) => note.note)).toEqual(
			options.map((_, index) => long(`T${index + 2}`)),
		);
	});

	it("takes a pasted log of 100 KB: typing it acts and a time-out keeps it, saving it saves it", async () => {
		let acted = 0;
		const own = await servePage({ payload: validPayload(textQuestions), acted: () => acted++ });
		const page = await openPage(own.url);
		const log = PASTED_LOG;
		expect(log.length).toBeGreaterThan(100_000);
		expect((await act(page, { type: "typing", drafts: [{ type: "answer", question: 0, text: log }] })).status).toBe(
			204,
		);
		expect(acted).toBe(1);
		own.abort("timeout");
		expect((await own.done).unsubmittedAnswers?.name?.customText).toBe(log);
		const saved = await servePage({ payload: validPayload(textQuestions) });
		const second = await openPage(saved.url);
		expect((await act(second, { type: "answer", question: 0, text: log })).status).toBe(204);
		expect((await act(second, { type: "submit" })).status).toBe(204);
		expect((await saved.done).answers.name?.customText).toBe(log);
	});

	it("that is not JSON or not an action is refused with 400 naming the problem", async () => {
		const { address } = await serve();
		const page = await openPage(address);
		const notJson = await request(`${page.base}action`, {
			method: "POST",
			headers: { cookie: page.cookie, origin: page.origin, [KEY_HEADER]: page.key },
			body: "{type",
		});
		expect(notJson.status).toBe(400);
		expect(notJson.body).toMatch(/^the action is not JSON \(/);
		const cases: [unknown, string][] = [
			[[], "the action must be a JSON object with a type"],
			[
				{ type: "launch" },
				'type: must be one of tab.select, tab.next, tab.prev, submit, cancel, discuss, resume, value.choose, value.toggle, option.focus, option.pick, option.confirm, answer, questionNote, optionNote, formNote, typing, got "launch"',
			],
			[{ type: "value.choose", question: 0 }, "index: must be a whole number of 0 or more, got nothing"],
			[{ type: "value.choose", question: 0, index: -1 }, "index: must be a whole number of 0 or more, got -1"],
			[{ type: "value.choose", question: 0, index: 3 }, "index: question 1 has no option 4"],
			[{ type: "questionNote", question: 0, text: 5 }, "text: must be a string, got number"],
			[{ type: "resume", value: "x" }, '"value": not a field of resume (it takes no other field)'],
			[{ type: "tab.next", value: "x" }, '"value": not a field of tab.next (it takes drafts)'],
			[{ type: "tab.next", drafts: "x" }, "drafts: must be a list of answers and notes, got string"],
			[
				{ type: "submit", drafts: [{ type: "questionNote", question: 0 }] },
				"drafts[0]: text: must be a string, got undefined",
			],
			[
				{ type: "tab.prev", drafts: [{ type: "tab.next" }] },
				"drafts[0]: must be one of answer, questionNote, optionNote, formNote, got tab.next",
			],
			[{ type: "tab.select", index: 9 }, "index: tab 9 is outside 0..3"],
		];
		for (const [action, message] of cases) {
			const answer = await act(page, action);
			expect({ action, status: answer.status, body: answer.body }).toEqual({ action, status: 400, body: message });
		}
	});

	it("on a question the form has left is refused with 409", async () => {
		const { address, form } = await serve();
		const page = await openPage(address);
		form.actor.send({ type: "tab.next" });
		const answer = await act(page, { type: "value.choose", question: 0, index: 1 });
		expect(answer.status).toBe(409);
		expect(answer.body).toBe("the form is no longer on question 1; the page shows where it is now");
		expect(form.actor.getSnapshot().context.states[0]?.selected).toEqual([]);
	});
});

describe("the page follows the form", () => {
	it("of its own, tells the host of each action the person takes on the page (acted)", async () => {
		let acted = 0;
		const own = await servePage({ payload: validPayload(minimal), acted: () => acted++ });
		try {
			const page = await openPage(own.url);
			expect(acted).toBe(0);
			expect((await act(page, { type: "value.choose", question: 0, index: 0 })).status).toBe(204);
			expect(acted).toBe(1);
			expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
			expect(acted).toBe(2);
		} finally {
			own.abort();
		}
		expect((await own.done).cancelled).toBe(true);
	});

	it("of its own, takes the texts told as typed as an action that changes nothing, and keeps them at a time-out", async () => {
		let acted = 0;
		const own = await servePage({ payload: validPayload(textQuestions), acted: () => acted++ });
		const page = await openPage(own.url);
		const typing = (drafts: unknown[]) => act(page, { type: "typing", drafts });
		expect((await typing([{ type: "answer", question: 0, text: "Aurora" }])).status).toBe(204);
		expect(acted).toBe(1);
		// A note typed and then saved by its own Save is the form's: the older text told as typed is not saved over it.
		expect((await typing([{ type: "questionNote", question: 0, text: "draf" }])).status).toBe(204);
		expect((await act(page, { type: "questionNote", question: 0, text: "draft note" })).status).toBe(204);
		expect(acted).toBe(3);
		// A text for a question the form is not on (its box typed in before the form moved on elsewhere) is kept too,
		// and so is one told by another page (a text told again replaces only its own box's).
		expect((await typing([{ type: "answer", question: 2, text: "yes" }])).status).toBe(204);
		expect(await typing([{ type: "tab" }])).toMatchObject({ status: 400 });
		expect(await typing([{ type: "answer", question: 3, text: "x" }])).toMatchObject({
			status: 400,
			body: "drafts[0]: question: the form has no question 4",
		});
		expect((await typing([{ type: "answer", question: 0, text: "Aurora Borealis" }])).status).toBe(204);
		own.abort("timeout");
		const details = await own.done;
		expect(details.cancelReason).toBe("timeout");
		expect(details.unsubmittedAnswers?.name).toMatchObject({ customText: "Aurora Borealis", note: "draft note" });
		expect(details.unsubmittedAnswers?.thanks).toMatchObject({ customText: "yes" });
	});

	it("tells the pages, ahead of the update, to forget the texts told as typed that the form has now", async () => {
		const { address, form } = await serve(DATABASE_THEN_NAME);
		const page = await openPage(address);
		const followed = await follow(page);
		const typing = (drafts: unknown[]) => act(page, { type: "typing", drafts });
		expect((await typing([{ type: "questionNote", question: 0, text: "draf" }])).status).toBe(204);
		// Its own Save replaces the text told of its box: that one is the pages' no longer.
		expect((await act(page, { type: "questionNote", question: 0, text: "draft note" })).status).toBe(204);
		await expect.poll(() => settledIn(followed)).toEqual([[["note-0", "draf"]]]);
		expect(
			await typing([
				{ type: "questionNote", question: 0, text: "the note" },
				{ type: "answer", question: 0, text: "own" },
				{ type: "optionNote", question: 0, index: 1, text: "fast" },
			]),
		).toMatchObject({ status: 204 });
		const before = followed.events.length;
		// The pick saves the texts typed on its question and moves on; its option takes the own answer's place, so the
		// own answer typed stays the pages' (a page keeps it for its box's return).
		expect((await act(page, { type: "option.pick", question: 0, index: 1 })).status).toBe(204);
		await expect.poll(() => followed.events.length).toBeGreaterThan(before + 1);
		expect(followed.events[before]).toEqual({
			name: "settled",
			html: [
				["note-0", "the note"],
				["option-0-1", "fast"],
			],
		});
		expect(["view", "parts"]).toContain(followed.events[before + 1]?.name);
		expect((await act(page, { type: "submit" })).status).toBe(204);
		const db = (await toPromise(form.actor)).answers.db;
		expect(db).toMatchObject({ values: ["sqlite"], note: "the note", optionNotes: { sqlite: "fast" } });
		expect(db?.customText).toBeUndefined();
		followed.close();
	});

	it("tells the pages to forget a text told as typed whose box the terminal saved since, and never saves it over", async () => {
		const { address, form } = await serve(DATABASE_THEN_NAME);
		const page = await openPage(address);
		const followed = await follow(page);
		const view = () => connect(form.actor.getSnapshot(), form.actor.send.bind(form.actor));
		const typing = (drafts: unknown[]) => act(page, { type: "typing", drafts });
		expect(
			await typing([
				{ type: "answer", question: 1, text: "from the page" },
				{ type: "questionNote", question: 1, text: "page note" },
			]),
		).toMatchObject({ status: 204 });
		// The terminal goes there (a text question: its answer's editor opens) and saves the answer, and nothing else:
		// the note typed stays the pages'.
		expect(view().selectTab(1)).toBe(true);
		expect(view().editor?.kind).toBe("answer");
		expect(view().saveEditor("from the terminal")).toBe(true);
		await expect.poll(() => settledIn(followed)).toEqual([[["answer-1", "from the page"]]]);
		expect((await act(page, { type: "submit" })).status).toBe(204);
		const details = await toPromise(form.actor);
		expect(details.answers.name).toMatchObject({ customText: "from the terminal", note: "page note" });
		followed.close();
	});

	it("sees every change, answers it and ends with it: the server is gone after", async () => {
		const { address, url, form } = await serve(minimal);
		const page = await openPage(address);
		const followed = await follow(page);
		await expect.poll(() => followed.events.length).toBe(1);
		expect(followed.events[0]?.name).toBe("view");
		form.actor.send({ type: "value.choose", value: "yes" });
		await expect.poll(() => followed.events.length).toBe(2);
		// The focus is the terminal's: moving it leaves the page as it is, and nothing is sent.
		form.actor.send({ type: "option.next" });
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(followed.events).toHaveLength(2);
		expect((await act(page, { type: "value.choose", question: 0, index: 0 })).status).toBe(204);
		expect(form.acted()).toBe(1);
		expect((await act(page, { type: "submit" })).status).toBe(204);
		const details = await toPromise(form.actor);
		expect(details.cancelled).toBe(false);
		await form.web.end(details);
		await followed.closed;
		expect(followed.events.at(-1)).toEqual({
			name: "ended",
			html: expect.stringContaining("The answers were submitted to the agent."),
		});
		await expect(request(`${url.origin}/`)).rejects.toThrow(/ECONNREFUSED/);
	});

	it(`with at most ${MAX_PAGES} pages at once`, async () => {
		const { address } = await serve();
		const page = await openPage(address);
		const pages = await Promise.all(Array.from({ length: MAX_PAGES }, () => follow(page)));
		await expect(follow(page)).rejects.toThrow("events answered 503");
		for (const followed of pages) followed.close();
	});
});
