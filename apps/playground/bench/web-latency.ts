/**
 * `pnpm --filter @ask-user/playground bench:web`: the page's load, and keystroke to updated page in the web
 * playground on localhost. The load runs from navigation to the tour's first question on screen with the
 * statechart drawn (target: under a second, median).
 * Chromium types a key into the page's xterm; the key goes over the WebSocket to the server's TUI, the component
 * renders, the output comes back and xterm writes it (`parsed`) and draws it into the DOM (`painted`, on the next
 * animation frame). Keys are spaced like fast typing, past pi-tui's 16 ms render throttle.
 */

import { launchChromium } from "@ask-user/test-kit/chromium";
import type { Page } from "playwright-core";
import { startPlayground, waitForScreen } from "../test/web/browser.ts";

const WARM_UP = 30;
const SAMPLES = 300;
const KEY_GAP_MS = 40;
const KEYS = ["\x1b[B", "\x1b[A"];
const LOADS = 20;
const LOAD_TARGET_MS = 1000;

interface Sample {
	readonly parsed: number;
	readonly painted: number;
}

function isSample(value: unknown): value is Sample {
	return typeof value === "object" && value !== null && "parsed" in value && "painted" in value;
}

async function measure(page: Page, key: string): Promise<Sample> {
	const sample: unknown = await page.evaluate(`window.__playground.measureKey(${JSON.stringify(key)})`);
	if (!isSample(sample)) throw new Error("the page's measureKey hook returned no sample");
	await new Promise((resolve) => setTimeout(resolve, KEY_GAP_MS));
	return sample;
}

function percentile(sorted: readonly number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function row(name: string, values: readonly number[]): string {
	const sorted = [...values].sort((a, b) => a - b);
	const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(10);
	return `${name.padEnd(34)}${fmt(percentile(sorted, 50))}${fmt(percentile(sorted, 95))}${fmt(sorted.at(-1) ?? 0)}`;
}

const { server } = await startPlayground();
const browser = await launchChromium();
try {
	const loads: number[] = [];
	for (let i = 0; i < LOADS; i++) {
		const tab = await browser.newPage();
		const start = performance.now();
		await tab.goto(server.url);
		await waitForScreen(tab, "Which database should the service use?");
		await tab.waitForSelector("#diagram .state.active");
		loads.push(performance.now() - start);
		await tab.close();
	}
	console.log(
		`web playground page load, ${LOADS} loads, each in a new tab (target: median under ${LOAD_TARGET_MS} ms)`,
	);
	console.log(`${"".padEnd(34)}${"median".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}`);
	console.log(row("load → first question and chart", loads));
	const median = [...loads].sort((a, b) => a - b)[Math.floor(LOADS / 2)] ?? Number.NaN;
	console.log(median < LOAD_TARGET_MS ? "load: within target" : `load: OVER TARGET (${median.toFixed(0)} ms)`);
	const page = await browser.newPage();
	await page.goto(server.url);
	await waitForScreen(page, "Which database should the service use?");
	for (let i = 0; i < WARM_UP; i++) await measure(page, KEYS[i % 2] ?? "");
	const samples: Sample[] = [];
	for (let i = 0; i < SAMPLES; i++) samples.push(await measure(page, KEYS[i % 2] ?? ""));
	console.log(`web playground on localhost, tour fixture, ${SAMPLES} keys (Down/Up), chromium headless`);
	console.log(`${"".padEnd(34)}${"median".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}`);
	console.log(
		row(
			"key → xterm written (parsed)",
			samples.map((s) => s.parsed),
		),
	);
	console.log(
		row(
			"key → page drawn (painted)",
			samples.map((s) => s.painted),
		),
	);
} finally {
	await browser.close();
	await server.close();
}
