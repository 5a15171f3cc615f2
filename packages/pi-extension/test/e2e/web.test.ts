/**
 * `/ask-user web` in a real pi: typed at pi's prompt (pi hides its prompt while a form is open), it serves the next
 * form; the page answers it over plain http (an opened preview comes rendered), the terminal follows, and the mock
 * model receives the answers. The open form is served from inside it with its web page key (`w`): the address shows
 * in the form and in pi.
 */

import { KEY_HEADER } from "@ask-user/render-web";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { act, firstView, follow, type OpenedPage, openPage, request } from "@ask-user/test-kit/page-client";
import { expect, it } from "vitest";
import {
	expectResultsSentToModel,
	openForm,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
} from "./support/ask-user-pi.ts";
import type { TmuxSession } from "./support/tmux-session.ts";
import { TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

const ADDRESS = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/;
/** An address with all of its token: 24 bytes, 32 characters of base64url. */
const WHOLE_ADDRESS = /^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{32}$/;

/**
 * Sends `/ask-user web` and waits for what it tells. pi completes `web` after `/ask-user`: an Enter that reaches the
 * completion list only completes the argument (pi submits from the list only a command's name), so Enter again.
 */
async function askUserWeb(session: TmuxSession, told: string): Promise<void> {
	await submitPrompt(session, "/ask-user web");
	for (let attempt = 0; attempt < 5; attempt += 1) {
		const shown = await session.waitForText(told, { timeoutMs: 2000 }).then(
			() => true,
			() => false,
		);
		if (shown) return;
		await session.sendKeys("Enter");
	}
	await session.waitForText(told);
}

/** Answers the tour from its page: a database, one feature, a layout (0-based rows), then submit; each accepted. */
async function answerTourOnPage(
	page: OpenedPage,
	picks: { readonly database: number; readonly feature: number; readonly layout: number },
): Promise<void> {
	for (const action of [
		{ type: "value.choose", question: 0, index: picks.database },
		{ type: "tab.next" },
		{ type: "value.toggle", question: 1, index: picks.feature },
		{ type: "tab.select", index: 2 },
		{ type: "value.choose", question: 2, index: picks.layout },
		{ type: "submit" },
	] as const) {
		expect((await act(page, action)).status, JSON.stringify(action)).toBe(204);
	}
}

it(
	"serves the next form after /ask-user web; the page's answers reach the model and the page's server closes",
	async () => {
		const replies = [askUserReply(tour, "call_web"), textReply("Thanks, noted.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await askUserWeb(session, "the next form will be served as a page");
			await openForm(session, "set up the service", TOUR_FORM_TEXT);
			const address = ADDRESS.exec(await session.waitForText(ADDRESS))?.[0] ?? "";
			const page = await openPage(address);

			expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
			expect((await act(page, { type: "tab.next" })).status).toBe(204);
			await session.waitForText("Which features belong in the first release?");
			expect((await act(page, { type: "value.toggle", question: 1, index: 0 })).status).toBe(204);
			expect((await act(page, { type: "questionNote", question: 1, text: "from my phone" })).status).toBe(204);
			expect((await act(page, { type: "tab.select", index: 2 })).status).toBe(204);
			// The preview the page opens comes rendered from pi's process: the file tree as code, no fence.
			const preview = await request(`${page.base}preview?question=2&index=1`, {
				headers: { cookie: page.cookie, [KEY_HEADER]: page.key },
			});
			expect(preview.status).toBe(200);
			expect(preview.body).toMatch(/^<pre><code>src\/\n {2}routes\//);
			expect((await act(page, { type: "value.choose", question: 2, index: 1 })).status).toBe(204);
			expect((await act(page, { type: "submit" })).status).toBe(204);

			await session.waitForText("Thanks, noted.");
			const [result] = await expectResultsSentToModel(pi, 1);
			expect(result?.content).toMatch(/^The user submitted .* on its web page, not in the terminal \(/);
			expect(result?.details).toMatchObject({
				cancelled: false,
				// Submitted on the page: the page is named as the channel.
				source: "page",
				answers: {
					database: { values: ["sqlite"], labels: ["SQLite"], indices: [2] },
					features: { values: ["auth"], labels: ["Authentication"], indices: [1], note: "from my phone" },
					layout: { values: ["by-layer"], labels: ["By layer"], indices: [2] },
				},
			});
			await expect(request(page.base)).rejects.toThrow(/ECONNREFUSED/);
		});
	},
	TUI_TEST_TIMEOUT_MS,
);

it(
	"serves the open form when its web page key is pressed; the address shows in the form, and the page's answer reaches the model",
	async () => {
		const replies = [askUserReply(tour, "call_web_key"), textReply("Thanks, noted.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await session.resize(80, 24);
			await openForm(session, "set up the service", TOUR_FORM_TEXT);
			expect(ADDRESS.test(await session.capture())).toBe(false);
			await session.sendKeys("w");
			await session.waitForText("The form as a web page");
			const screen = await session.waitForText(ADDRESS);
			const address = ADDRESS.exec(screen)?.[0] ?? "";
			// Shown whole on a line of its own in the form, and told in pi's messages above it.
			expect(screen.split("\n").filter((line) => line.includes(address)).length).toBeGreaterThanOrEqual(2);
			expect(screen).toContain("ask-user: the form is served at this address");
			const page = await openPage(address);
			expect(await firstView(page)).toContain("Which database should the service use?");
			// Opened: the form no longer shows the address.
			await session.waitForText(/^(?![\s\S]*The form as a web page)/);

			await answerTourOnPage(page, { database: 0, feature: 1, layout: 0 });

			await session.waitForText("Thanks, noted.");
			const [result] = await expectResultsSentToModel(pi, 1);
			expect(result?.details).toMatchObject({
				cancelled: false,
				answers: {
					database: { values: ["postgres"], indices: [1] },
					features: { values: ["search"], indices: [2] },
					layout: { values: ["by-feature"], indices: [1] },
				},
			});
			await expect(request(page.base)).rejects.toThrow(/ECONNREFUSED/);
		});
	},
	TUI_TEST_TIMEOUT_MS,
);

it(
	"a note the page told as typed and the terminal then saved anew: the page forgets it, and the terminal's reaches the model",
	async () => {
		const replies = [askUserReply(tour, "call_web_note"), textReply("Thanks, noted.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await openForm(session, "set up the service", TOUR_FORM_TEXT);
			await session.sendKeys("w");
			const page = await openPage(ADDRESS.exec(await session.waitForText(ADDRESS))?.[0] ?? "");
			const followed = await follow(page);
			const told = { type: "typing", drafts: [{ type: "questionNote", question: 0, text: "typed on the page" }] };
			expect((await act(page, told)).status).toBe(204);
			await session.sendKeys("N");
			await session.waitForText("Note on Database");
			await session.sendText("typed in the terminal");
			await session.sendKeys("Enter");
			await session.waitForText("✎ typed in the terminal");
			await expect
				.poll(() => followed.events.filter((event) => event.name === "settled").map((event) => event.html))
				.toEqual([[["note-0", "typed on the page"]]]);

			// Submit from the page saves every text told and not settled: the older page note is not among them.
			await answerTourOnPage(page, { database: 0, feature: 1, layout: 0 });
			await session.waitForText("Thanks, noted.");
			const [result] = await expectResultsSentToModel(pi, 1);
			expect(result?.details).toMatchObject({ answers: { database: { note: "typed in the terminal" } } });
		});
	},
	TUI_TEST_TIMEOUT_MS,
);

/** The address from a pane too narrow for it: the line it starts on and the lines it goes on over, joined. */
function wrappedAddress(screen: string, columns: number): string | undefined {
	const lines = screen.split("\n").map((line) => line.trimEnd());
	const start = lines.findIndex((line) => line.startsWith("http://127.0.0.1:"));
	if (start < 0) return undefined;
	let joined = "";
	for (const line of lines.slice(start)) {
		if (line.length > columns) return undefined;
		joined += line;
		if (WHOLE_ADDRESS.test(joined)) return joined;
	}
	return undefined;
}

it(
	"in a 44×20 pane, the address is cut only before its token, Esc closes it alone, and the page it opens answers the form",
	async () => {
		const replies = [askUserReply(tour, "call_web_narrow"), textReply("Thanks, noted.")];
		await withAskUserTui({ replies }, async (pi) => {
			const { session } = pi;
			await session.resize(44, 20);
			await openForm(session, "set up the service", TOUR_FORM_TEXT);
			await session.sendKeys("w");
			await session.waitForText("The form as a web page");
			const screen = await session.waitForText(/token=/);
			expect(screen.split("\n").every((line) => line.trimEnd().length <= 44)).toBe(true);
			const address = wrappedAddress(screen, 44);
			expect(address).toBeDefined();
			// Cut only before its token, in pi's message and in the form alike: the token is whole on a line of its own.
			const token = new URL(address ?? "http://x").searchParams.get("token") ?? "";
			const lines = screen.split("\n").map((line) => line.trim());
			expect(lines).toContain(token);
			const starts = lines.filter((line) => line.includes("token="));
			expect(starts.length).toBeGreaterThan(0);
			expect(starts.every((line) => line.endsWith("?token="))).toBe(true);
			// Esc closes the address alone; the form stays, and `w` shows the same address again.
			await session.sendKeys("Escape");
			await session.waitForText(/^(?![\s\S]*The form as a web page)/);
			expect(await session.capture()).toContain(TOUR_FORM_TEXT);
			await session.sendKeys("w");
			await session.waitForText("The form as a web page");
			const page = await openPage(address ?? "");
			await answerTourOnPage(page, { database: 1, feature: 0, layout: 1 });
			await session.waitForText("Thanks, noted.");
			const [result] = await expectResultsSentToModel(pi, 1);
			expect(result?.details).toMatchObject({
				cancelled: false,
				answers: {
					database: { values: ["sqlite"], indices: [2] },
					features: { values: ["auth"], indices: [1] },
					layout: { values: ["by-layer"], indices: [2] },
				},
			});
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
