import { tour } from "@ask-user/core/fixtures";
import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { startWebServer, type WebServer, type WebServerOptions } from "../../src/web/server.ts";
import { loadWebLooks } from "../../src/web/web-look.ts";

export interface Playground {
	readonly server: WebServer;
	/** What the server told the person who started it: errors inside the component, bad messages. */
	readonly notes: string[];
}

/** The web playground on a free port, starting with the tour, as `pnpm playground --web` serves it. */
export async function startPlayground(onSession?: WebServerOptions["onSession"]): Promise<Playground> {
	const notes: string[] = [];
	const server = await startWebServer({
		port: 0,
		looks: await loadWebLooks(),
		initial: { name: "tour", payload: tour },
		note: (line) => notes.push(line),
		...(onSession === undefined ? {} : { onSession }),
	});
	return { server, notes };
}

/** Waits until the page's terminal shows `text`. */
export async function waitForScreen(page: Page, text: string): Promise<void> {
	await page.waitForFunction(`window.__playground.screen().join("\\n").includes(${JSON.stringify(text)})`);
}

/** The payload editor's text. */
export function payloadText(page: Page): Promise<string> {
	return page.evaluate<string>("window.__playground.payload()");
}

/** Replaces the payload editor's text as typing would; the page sends it once typing pauses. */
export async function fillPayload(page: Page, text: string): Promise<void> {
	await page.fill("#payload .cm-content", text);
}

/** The ids of the states lit up in the statechart. */
export function activeStates(page: Page): Promise<string[]> {
	return page.$$eval(".state.active", (boxes) => boxes.map((box) => box.getAttribute("data-id") ?? ""));
}

/** The event log's lines, `event → state`. */
export function eventLog(page: Page): Promise<string[]> {
	return page.$$eval("#log li", (items) => items.map((item) => item.textContent ?? ""));
}

/** The playground and a chromium shared by a test file's tests. */
export interface PlaygroundInChromium {
	readonly playground: Playground;
	readonly browser: Browser;
	/** A new tab on the playground, once its terminal shows the tour's first question. */
	open(viewport?: { readonly width: number; readonly height: number }): Promise<Page>;
}

/** Starts the playground and chromium before the file's tests and closes both after them. */
export function usePlaygroundInChromium(): PlaygroundInChromium {
	let started: { readonly playground: Playground; readonly browser: Browser } | undefined;
	beforeAll(async () => {
		const [playground, browser] = await Promise.all([startPlayground(), launchChromium()]);
		started = { playground, browser };
	}, 60_000);
	afterAll(async () => {
		await started?.browser.close();
		await started?.playground.server.close();
	});
	const get = () => {
		if (started === undefined) throw new Error("the playground and chromium start before the file's tests");
		return started;
	};
	return {
		get playground() {
			return get().playground;
		},
		get browser() {
			return get().browser;
		},
		async open(viewport) {
			const { playground, browser } = get();
			const page = await browser.newPage(viewport === undefined ? {} : { viewport });
			await page.goto(playground.server.url);
			await waitForScreen(page, "Which database");
			return page;
		},
	};
}
