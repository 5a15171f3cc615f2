/**
 * The web playground in a real browser (Debian's chromium, driven by playwright-core): each test opens its own tab,
 * which is its own flow on the server.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import { minimal } from "@ask-user/core/fixtures";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TOUR_SCRIPT } from "../support/run-cli.ts";
import { activeStates, eventLog, fillPayload, payloadText, usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const FIRST_QUESTION = "Which database should the service use?";

const web = usePlaygroundInChromium();

async function openTour(hash = ""): Promise<Page> {
	const page = await web.browser.newPage();
	await page.goto(`${web.playground.server.url}${hash}`);
	await waitForScreen(page, FIRST_QUESTION);
	await page.focus(".xterm-helper-textarea");
	return page;
}

describe("the web playground in chromium", () => {
	it("loads the tour fixture, shows its first question in pi's colours and lights up the initial state", async () => {
		const page = await web.browser.newPage();
		const requests: string[] = [];
		page.on("request", (request) => requests.push(request.url()));
		await page.goto(web.playground.server.url);
		await waitForScreen(page, FIRST_QUESTION);
		// Offline: everything the page loads comes from the playground's own server.
		expect(requests.filter((url) => !url.startsWith(web.playground.server.url))).toEqual([]);
		// Loaded in three requests (the time it takes is a figure of bench:web): the page, its script, xterm's styles.
		expect(requests.map((url) => new URL(url).pathname).sort()).toEqual(["/", "/app.js", "/xterm.css"]);
		expect(await page.inputValue("#fixture")).toBe("tour");
		expect(await payloadText(page)).toContain('"questions"');
		await page.waitForSelector('.state.active[data-id="answering"]');
		expect(await eventLog(page)).toEqual(["xstate.init → answering.idle"]);
		// The statechart is drawn from the machine: every state of docs/statechart.md has a box.
		for (const id of ["answering", "editing.optionNote", "reviewing.armed", "submitted"])
			expect(await page.locator(`.state[data-id="${id}"]`).count()).toBe(1);
		expect(await page.inputValue("#cols")).toBe("100");
		// pi's theme reaches xterm: truecolor text, and bold (the server's own stdout is no terminal here).
		expect(await page.locator('.xterm-rows span[style*="color"]').count()).toBeGreaterThan(0);
		expect(await page.locator(".xterm-rows span.xterm-bold").count()).toBeGreaterThan(0);
		await page.close();
	});

	it("drives the flow with the keyboard: the highlighted state and the event log follow", async () => {
		const page = await openTour();
		await page.keyboard.press("N");
		await page.waitForSelector('.state.active[data-id="editing.questionNote"]');
		expect(await activeStates(page)).toEqual(["editing", "editing.questionNote"]);
		expect((await eventLog(page)).at(-1)).toBe("editor.open → editing.questionNote");
		await page.keyboard.type("hi");
		await page.keyboard.press("Escape");
		await page.waitForSelector('.state.active[data-id="answering"]');
		expect((await eventLog(page)).slice(-1)).toEqual(["editor.close → answering.idle"]);
		await page.keyboard.press("ArrowDown");
		await page.waitForSelector('#log li:has-text("option.next")');
		expect((await eventLog(page)).at(-1)).toBe("option.next → answering.idle");
		await page.close();
	});

	it("reloads the form when the payload is edited", async () => {
		const page = await openTour();
		await fillPayload(page, JSON.stringify(minimal));
		const question = minimal.questions[0]?.prompt ?? "";
		await waitForScreen(page, question);
		expect(await page.locator("#issues li").count()).toBe(0);
		expect(await eventLog(page)).toEqual(["xstate.init → answering.idle"]);
		await page.close();
	});

	it("shows invalid JSON and invalid payloads as issues while the last valid form keeps running", async () => {
		const page = await openTour();
		await fillPayload(page, '{ "questions": [');
		await page.waitForSelector("#issues li");
		expect(await page.textContent("#issues")).toMatch(/^1:17 - the payload is not valid JSON: /);
		await fillPayload(page, JSON.stringify({ questions: [{ id: "q", prompt: "?", options: [] }] }));
		await page.waitForSelector('#issues li:has-text("- questions[0]")');
		// The tour still runs, and still takes keys.
		await waitForScreen(page, FIRST_QUESTION);
		await page.focus(".xterm-helper-textarea");
		await page.keyboard.press("ArrowDown");
		await page.waitForSelector('#log li:has-text("option.next")');
		await page.close();
	});

	it("shows the event log's numbers whole, up to 9999", async () => {
		const page = await openTour();
		const [room, needed] = await page.evaluate(() => {
			const log = document.querySelector("#log");
			if (log === null) throw new Error("no #log");
			log.append(
				...Array.from({ length: 9998 }, () => Object.assign(document.createElement("li"), { textContent: "x" })),
			);
			const last = log.lastElementChild?.firstChild;
			if (last === null || last === undefined) throw new Error("no last item");
			const range = document.createRange();
			range.selectNodeContents(last);
			// The marker, "9999. ", in the log's font, between the log's left edge and the item's text.
			const probe = Object.assign(document.createElement("span"), { textContent: "9999. " });
			log.append(probe);
			const width = probe.getBoundingClientRect().width;
			probe.remove();
			return [range.getBoundingClientRect().left - log.getBoundingClientRect().left - log.clientLeft, width];
		});
		expect(room).toBeGreaterThanOrEqual(needed - 0.5);
		await page.close();
	});

	it("draws the statechart as SVG, marks the transitions each key takes and describes a clicked state", async () => {
		const page = await openTour();
		expect(await page.locator("#diagram .edge").count()).toBeGreaterThan(30);
		// The flow's start: the eventless step from enteringTab into answering.
		expect(
			await page.$$eval("#diagram .edge path.taken", (paths) => paths.map((path) => path.parentElement?.dataset.id)),
		).toEqual(["enteringTab->answering"]);
		await page.keyboard.press("Tab");
		// Tab: answering → advancing, then eventless on through enteringTab back to answering.
		// A straight edge's path has no width: attached, not "visible".
		await page.waitForSelector('#diagram .edge[data-id="answering->advancing"] path.taken', { state: "attached" });
		expect(
			await page.$$eval("#diagram .edge path.taken", (paths) => paths.map((path) => path.parentElement?.dataset.id)),
		).toEqual(["enteringTab->answering", "answering->advancing", "advancing->enteringTab"]);
		expect(await page.textContent('#diagram .edge[data-id="answering->advancing"] .label.taken')).toMatch(/^tab\.next/);
		// On to the review, at the foot of the chart: the chart scrolls to it, the page stays where it is.
		await page.keyboard.press("Tab");
		await page.keyboard.press("Tab");
		await page.waitForSelector('#diagram .state.active[data-id="reviewing.idle"]');
		expect(await page.evaluate(() => window.scrollY)).toBe(0);
		const [chartTop, stateTop, chartHeight] = await page.evaluate(() => {
			const chart = document.querySelector("#chart .drawing")?.getBoundingClientRect();
			const state = document.querySelector('#diagram .state[data-id="reviewing.idle"]');
			return [chart?.top ?? 0, state?.getBoundingClientRect().top ?? 0, chart?.height ?? 0];
		});
		expect(stateTop).toBeGreaterThanOrEqual(chartTop);
		expect(stateTop).toBeLessThan(chartTop + chartHeight);
		await page.keyboard.press("Control+C");
		await page.waitForSelector(".everywhere .transition.taken");
		expect(await page.textContent(".everywhere .taken")).toBe("flow.dismiss → cancelled");
		await page.click('#diagram .state[data-id="editing.formNote"] rect');
		expect(await page.textContent("#state-info strong")).toBe("editing.formNote");
		expect(await page.textContent("#state-info .description")).not.toBe("");
		expect(await page.textContent("#state-info li")).toContain("editor.save [wellFormed] → reviewing");
		await page.close();
	});

	it("replays a key script and shows the result the model reads when the form is submitted", async () => {
		const page = await openTour();
		await page.fill("#keys", TOUR_SCRIPT);
		await page.click("#replay");
		await page.waitForSelector("#result-panel:not([hidden])");
		expect(await page.textContent("#content")).toContain("The user submitted");
		expect(await page.textContent("#content")).toContain('own answer: "webhooks"');
		expect(JSON.parse((await page.textContent("#details")) ?? "")).toMatchObject({
			cancelled: false,
			answers: { database: { values: ["sqlite"], note: "small team" } },
		});
		expect(await activeStates(page)).toEqual(["submitted"]);
		expect(await page.textContent("#keys-error")).toBe("");
		await page.close();
	});

	it("names a bad key in the script", async () => {
		const page = await openTour();
		await page.fill("#keys", "Down Bogus");
		await page.click("#replay");
		await page.waitForSelector('#keys-error:has-text("unknown key")');
		expect(await page.textContent("#keys-error")).toContain('"Bogus"');
		await page.close();
	});

	it("shares a link that reproduces the payload, the size, the theme and the keys typed", async () => {
		const page = await openTour();
		await fillPayload(page, JSON.stringify(minimal));
		await waitForScreen(page, minimal.questions[0]?.prompt ?? "");
		await page.fill("#cols", "60");
		await page.dispatchEvent("#cols", "change");
		await page.selectOption("#scheme", "light");
		// Typed into the terminal, not written as a script: the link carries them all the same.
		await page.focus(".xterm-helper-textarea");
		for (const key of ["ArrowDown", "Enter", "Enter"]) await page.keyboard.press(key);
		await page.waitForSelector("#result-panel:not([hidden])");
		await page.click("#share");
		const link = (await page.getAttribute("#share-link", "href")) ?? "";
		expect(link).toContain("#payload=");
		expect(await page.textContent("#share-note")).toBe("");
		const other = await web.browser.newPage();
		await other.goto(link);
		await other.waitForSelector("#result-panel:not([hidden])");
		expect(JSON.parse((await other.textContent("#details")) ?? "")).toMatchObject({
			cancelled: false,
			answers: { confirm: { values: ["no"] } },
		});
		expect(await other.inputValue("#keys")).toBe("Down Enter Enter");
		expect(await other.inputValue("#cols")).toBe("60");
		expect(await other.inputValue("#scheme")).toBe("light");
		expect(await payloadText(other)).toBe(JSON.stringify(minimal));
		await Promise.all([page.close(), other.close()]);
	});

	it("opens no flow for a page of another site: its WebSocket is closed before a message", async () => {
		const flowUrl = `${web.playground.server.url.replace(/^http/, "ws")}flow`;
		const otherSite = createServer((_request, response) => {
			response.writeHead(200, { "content-type": "text/html" }).end(`<script>
				window.outcome = new Promise((resolve) => {
					const socket = new WebSocket(${JSON.stringify(flowUrl)});
					socket.onmessage = (event) => resolve("received " + String(event.data).slice(0, 40));
					socket.onclose = (event) => resolve("closed " + event.code);
				});
			</script>`);
		});
		otherSite.listen(0, "127.0.0.1");
		await once(otherSite, "listening");
		const address = otherSite.address();
		const page = await web.browser.newPage();
		await page.goto(`http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}/`);
		// 1006: the handshake failed (the 403 and its text are hidden from the page, as from any script).
		expect(await page.evaluate("window.outcome")).toBe("closed 1006");
		expect(web.playground.server.sessions).toBe(0);
		await page.close();
		otherSite.close();
	});

	it("gives each tab its own flow and releases it when the tab closes", async () => {
		const pages = await Promise.all([openTour(), openTour()]);
		expect(web.playground.server.sessions).toBeGreaterThanOrEqual(2);
		const [first, second] = pages;
		await first?.keyboard.press("N");
		await first?.waitForSelector('.state.active[data-id="editing.questionNote"]');
		expect(await activeStates(second as Page)).toEqual(["answering", "answering.idle"]);
		await Promise.all(pages.map((page) => page.close()));
		await expect.poll(() => web.playground.server.sessions).toBe(0);
		expect(web.playground.notes).toEqual([]);
	});
});
