/**
 * The modes that serve render-web's page, with the SDK's own client over stdio and the page answered in chromium:
 * URL mode (the client opens the address) and no elicitation (the call waits; the address comes as a log message,
 * progress notifications and on stderr), in both protocol generations; a form that would drop a constraint goes to
 * the page; the time limit and the client's cancel end a waiting call cleanly, with what was answered.
 */
import { launchChromium } from "@ask-user/test-kit/chromium";
import { DATABASE_PAYLOAD, databaseQuestion } from "@ask-user/test-kit/database-question";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionsClosedAfterEach, ERAS, type Era, textOf } from "./support/client.ts";
import { addressIn, answerOnPage, pickOnPage } from "./support/page.ts";

// The server starts (twice for 2026-07-28's probe) and chromium drives the page: seconds each.
const TIMEOUT = 60_000;

let browser: Browser;
beforeAll(async () => {
	browser = await launchChromium();
}, TIMEOUT);
afterAll(async () => {
	await browser.close();
});

const started = connectionsClosedAfterEach();

/** The same question with a recommendation, which no form can show. */
const RECOMMENDED = {
	questions: [
		{
			...databaseQuestion(),
			options: [
				{ value: "pg", label: "Postgres", recommended: true },
				{ value: "sqlite", label: "SQLite" },
			],
		},
	],
};

async function until<T>(read: () => T | undefined): Promise<T> {
	await expect.poll(read, { timeout: 20_000 }).toBeDefined();
	const value = read();
	if (value === undefined) throw new Error("never came");
	return value;
}

describe.each(ERAS)("the page, %s generation", (era: Era) => {
	it(
		"URL mode: the client opens the page's address, the call ends with the form answered there",
		async () => {
			let answering: Promise<void> | undefined;
			const connection = await started({
				era,
				capabilities: { elicitation: { form: {}, url: {} } },
				answer: (params) => {
					if (params.mode !== "url") return { action: "decline" };
					// The person opens it; the client accepts at once (consent to open), and the page ends the call.
					answering = answerOnPage(browser, params.url, /SQLite/);
					return { action: "accept" };
				},
			});
			const text = textOf(await connection.callAskUser(DATABASE_PAYLOAD));
			await answering;
			expect(connection.asked.map((params) => params.mode)).toEqual(["url"]);
			expect(text).toContain('"Database" ["db"]: "SQLite" ["sqlite"]');
			// 2025-11-25 tells the client the URL's flow is complete; 2026-07-28 has no such notification.
			expect(connection.completed).toHaveLength(era === "legacy" ? 1 : 0);
		},
		TIMEOUT,
	);

	it(
		"no elicitation: the call waits on the page, whose address comes as progress, a log message and on stderr",
		async () => {
			const connection = await started({ era, capabilities: {} });
			const call = connection.callAskUser(DATABASE_PAYLOAD);
			const url = addressIn(await until(() => connection.progress[0]));
			expect(connection.stderr()).toContain(url);
			// A 2026-07-28 server logs only to a client that names a log level in its request (this one does not).
			if (era === "legacy") await until(() => connection.logs.find((line) => line.includes(url)));
			await answerOnPage(browser, url, /SQLite/);
			const text = textOf(await call);
			expect(text).toContain('"Database" ["db"]: "SQLite" ["sqlite"]');
			expect(text.split("\n")[0]).toBe("The user submitted the questionnaire on its web page (1 of 1 answered):");
			expect(connection.asked).toEqual([]);
		},
		TIMEOUT,
	);

	it(
		"URL mode: once the address the client opened is used, a new one goes to stderr (and the log on 2025-11-25)",
		async () => {
			let given: string | undefined;
			const connection = await started({
				era,
				capabilities: { elicitation: { url: {} } },
				answer: (params) => {
					if (params.mode === "url") given = params.url;
					return { action: "accept" };
				},
			});
			const call = connection.callAskUser(DATABASE_PAYLOAD);
			const first = await until(() => given);
			// Opened (say, in a tab the person then closed): the address opens no page again.
			expect((await fetch(first, { redirect: "manual" })).status).toBe(303);
			const told = (line: string) => /https?:\/\//.test(line) && !line.includes(first);
			const fresh = addressIn(await until(() => connection.stderr().split("\n").find(told)));
			// A 2026-07-28 server logs only to a client that names a log level in its request (this one does not).
			if (era === "legacy") await until(() => connection.logs.find((line) => line.includes(fresh)));
			await answerOnPage(browser, fresh, /Postgres/);
			expect(textOf(await call)).toContain('"Postgres" ["pg"]');
		},
		TIMEOUT,
	);

	it(
		"a payload a form cannot carry faithfully goes to the page, never to a flattened form",
		async () => {
			const connection = await started({ era, answer: () => ({ action: "decline" }) });
			const call = connection.callAskUser(RECOMMENDED);
			const shown = await until(() => connection.progress[0]);
			// In the person's words: which question, and what the form cannot show; no path of the payload.
			expect(shown).toMatch(
				/^This MCP client's form cannot mark a recommended option \(question 1\)\. Answer the questions in a browser: http/,
			);
			expect(shown).not.toContain("questions[");
			await answerOnPage(browser, addressIn(shown), /SQLite/);
			expect(textOf(await call)).toContain('"SQLite" ["sqlite"]');
			expect(connection.asked).toEqual([]);
		},
		TIMEOUT,
	);
});

describe("a waiting call's end", () => {
	it(
		"a payload with a gap in every question names the first 10 questions, then how many more",
		async () => {
			const questions = Array.from({ length: 25 }, (_, index) => ({ ...RECOMMENDED.questions[0], id: `db${index}` }));
			const connection = await started({ era: "legacy", answer: () => ({ action: "decline" }) });
			const controller = new AbortController();
			const call = connection.callAskUser({ questions }, controller.signal);
			const shown = await until(() => connection.progress[0]);
			expect(shown).toContain("(questions 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 15 more).");
			controller.abort();
			await expect(call).rejects.toThrow();
		},
		TIMEOUT,
	);

	it(
		"--locale: the server's words and the page speak the locale chosen",
		async () => {
			const connection = await started({ era: "legacy", capabilities: {}, args: ["--locale", "de"] });
			const controller = new AbortController();
			const call = connection.callAskUser(DATABASE_PAYLOAD, controller.signal);
			const shown = await until(() => connection.progress[0]);
			expect(shown).toMatch(/^Dieser MCP-Client zeigt keine Formulare\. Beantworten Sie die Fragen im Browser: http/);
			const page = await browser.newPage();
			try {
				await page.goto(addressIn(shown));
				expect(await page.locator("html").getAttribute("lang")).toBe("de");
				await expect.poll(() => page.getByText("Notiz zu dieser Frage").count()).toBeGreaterThan(0);
			} finally {
				await page.close();
			}
			controller.abort();
			await expect(call).rejects.toThrow();
		},
		TIMEOUT,
	);

	it(
		"--open: a browser that cannot be opened is told on stderr in the person's words, the address still given",
		async () => {
			// No opener on this PATH (the server's node is named by its path): starting it fails.
			const connection = await started({
				era: "legacy",
				capabilities: {},
				args: ["--open"],
				env: { LANG: "de_DE.UTF-8", PATH: tempDir("ask-user-mcp-no-opener") },
			});
			const controller = new AbortController();
			const call = connection.callAskUser(DATABASE_PAYLOAD, controller.signal);
			const failed = await until(() =>
				connection
					.stderr()
					.split("\n")
					.find((line) => line.includes("--open")),
			);
			expect(failed).toMatch(/^ask-user-mcp: --open konnte die Seite nicht im Browser öffnen: \S+: .*ENOENT/);
			expect(connection.stderr()).toContain(addressIn(await until(() => connection.progress[0])));
			controller.abort();
			await expect(call).rejects.toThrow();
		},
		TIMEOUT,
	);

	it(
		"the time limit ends it as cancelled, with what was answered, and the page's server closes",
		async () => {
			const connection = await started({ era: "legacy", capabilities: {}, args: ["--timeout", "4"] });
			const call = connection.callAskUser(DATABASE_PAYLOAD);
			const url = addressIn(await until(() => connection.progress[0]));
			await pickOnPage(browser, url, /SQLite/);
			const text = textOf(await call);
			expect(text).toMatch(/timed out/);
			expect(text).toContain('"SQLite" ["sqlite"]');
			await expect(fetch(url)).rejects.toThrow();
		},
		TIMEOUT,
	);

	it(
		"once its address is opened, a new one goes to stderr and the log, where the used one's refusal points",
		async () => {
			const connection = await started({ era: "legacy", capabilities: {} });
			const call = connection.callAskUser(DATABASE_PAYLOAD);
			const first = addressIn(await until(() => connection.logs[0]));
			expect((await fetch(first, { redirect: "manual" })).status).toBe(303);
			const fresh = addressIn(await until(() => connection.logs.find((line) => !line.includes(first))));
			expect(fresh).not.toBe(first);
			expect(connection.stderr()).toContain(fresh);
			const refused = await fetch(first, { redirect: "manual" });
			expect(refused.status).toBe(403);
			expect(await refused.text()).toContain("open the newest address given for this form");
			await answerOnPage(browser, fresh, /Postgres/);
			expect(textOf(await call)).toContain('"Postgres" ["pg"]');
		},
		TIMEOUT,
	);

	it(
		"the time limit starts again on each action on the page: a person still answering is not cut off",
		async () => {
			const connection = await started({ era: "legacy", capabilities: {}, args: ["--timeout", "3"] });
			const call = connection.callAskUser(DATABASE_PAYLOAD);
			const url = addressIn(await until(() => connection.progress[0]));
			const page = await browser.newPage();
			try {
				await page.goto(url);
				// Six picks 1 s apart: 6 s in all, twice the limit, never 3 s without an action.
				for (const option of [/SQLite/, /Postgres/, /SQLite/, /Postgres/, /SQLite/, /Postgres/]) {
					// A pick moves on to the review; its question's button goes back, for the next pick.
					if ((await page.locator(".review h2").count()) > 0) await page.locator(".review .item-label").click();
					await page.getByRole("radio", { name: option }).click();
					await expect.poll(() => page.locator(".review h2").count()).toBe(1);
					await new Promise((resolve) => setTimeout(resolve, 1000));
				}
				await page.getByRole("button", { name: "Submit" }).click();
				const text = textOf(await call);
				expect(text).not.toMatch(/timed out/);
				expect(text).toContain('"Postgres" ["pg"]');
			} finally {
				await page.close();
			}
		},
		TIMEOUT,
	);

	it(
		"typing on the page starts the time limit again, and the text typed and not saved is kept at a time-out",
		async () => {
			const connection = await started({ era: "legacy", capabilities: {}, args: ["--timeout", "4"] });
			const question = { id: "n", label: "Name", prompt: "Describe the project in a sentence", type: "text" };
			const call = connection.callAskUser({ questions: [question] });
			const url = addressIn(await until(() => connection.progress[0]));
			const page = await browser.newPage();
			try {
				await page.goto(url);
				const box = page.locator("textarea").first();
				await expect.poll(() => box.count()).toBe(1);
				// A key every 0.4 s for 8 s, twice the limit, and no Save: typing alone keeps the form open.
				const sentence = "A slow typist writes a careful one";
				for (const key of sentence.slice(0, 20)) {
					await box.press(key === " " ? "Space" : key);
					await new Promise((resolve) => setTimeout(resolve, 400));
				}
				expect(await box.count()).toBe(1);
				await box.pressSequentially(sentence.slice(20));
				const text = textOf(await call);
				expect(text).toMatch(/timed out/);
				expect(text).toContain(`"${sentence}"`);
			} finally {
				await page.close();
			}
		},
		TIMEOUT,
	);

	it(
		"2026-07-28 URL mode: each action on the page renews the round's lease, so a person still answering keeps the round",
		async () => {
			const connection = await started({
				era: "modern",
				capabilities: { elicitation: { url: {} } },
				manualRounds: true,
				args: ["--timeout", "4"],
			});
			const params = { name: "ask_user", arguments: DATABASE_PAYLOAD };
			const round = (await connection.client.request(
				{ method: "tools/call", params },
				{ allowInputRequired: true },
			)) as { requestState?: string; inputRequests?: Record<string, { params?: { url?: string } }> };
			const url = Object.values(round.inputRequests ?? {})[0]?.params?.url ?? "";
			const page = await browser.newPage();
			try {
				await page.goto(url);
				// Six picks 1 s apart before the client retries: longer than the 4-second lease, never 4 s without an action.
				for (const option of [/SQLite/, /Postgres/, /SQLite/, /Postgres/, /SQLite/, /Postgres/]) {
					// A pick moves on to the review; its question's button goes back, for the next pick.
					if ((await page.locator(".review h2").count()) > 0) await page.locator(".review .item-label").click();
					await page.getByRole("radio", { name: option }).click();
					await expect.poll(() => page.locator(".review h2").count()).toBe(1);
					await new Promise((resolve) => setTimeout(resolve, 1000));
				}
				await page.getByRole("button", { name: "Submit" }).click();
				await expect.poll(() => page.locator("h1").textContent()).toBe("Submitted");
			} finally {
				await page.close();
			}
			const retry = { ...params, requestState: round.requestState, inputResponses: { answers: { action: "accept" } } };
			const final = await connection.client.request(
				{ method: "tools/call", params: retry },
				{ allowInputRequired: true },
			);
			const text = textOf(final as { content: [] });
			expect(text).not.toMatch(/timed out|aborted/);
			expect(text).toContain('"Postgres" ["pg"]');
		},
		TIMEOUT,
	);

	it(
		"the client's cancel ends it and closes the page, and the next call is asked",
		async () => {
			const connection = await started({ era: "legacy", capabilities: {} });
			const controller = new AbortController();
			const cancelled = connection.callAskUser(DATABASE_PAYLOAD, controller.signal);
			const url = addressIn(await until(() => connection.progress[0]));
			controller.abort();
			await expect(cancelled).rejects.toThrow();
			await expect
				.poll(() =>
					fetch(url).then(
						() => "open",
						() => "closed",
					),
				)
				.toBe("closed");
			const next = connection.callAskUser(DATABASE_PAYLOAD);
			const nextUrl = addressIn(await until(() => connection.progress.find((line) => !line.includes(url))));
			await answerOnPage(browser, nextUrl, /Postgres/);
			expect(textOf(await next)).toContain('"Postgres" ["pg"]');
		},
		TIMEOUT,
	);
});
