import { tour } from "@ask-user/core/fixtures";
import { type Browser, chromium, type Page } from "playwright-core";
import { startWebServer, type WebServer, type WebServerOptions } from "../../src/web/server.ts";
import { loadWebLooks } from "../../src/web/web-look.ts";

/** Debian's chromium, which `.ci/run` installs. */
const CHROMIUM = "/usr/bin/chromium";

const CHROMIUM_ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

export function launchChromium(): Promise<Browser> {
	return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

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

/** The ids of the states lit up in the statechart. */
export function activeStates(page: Page): Promise<string[]> {
	return page.$$eval(".state.active", (boxes) => boxes.map((box) => box.getAttribute("data-id") ?? ""));
}

/** The event log's lines, `event → state`. */
export function eventLog(page: Page): Promise<string[]> {
	return page.$$eval("#log li", (items) => items.map((item) => item.textContent ?? ""));
}
