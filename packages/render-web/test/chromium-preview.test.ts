/**
 * An option's preview on the page, in chromium: opened, it shows its Markdown rendered (a heading, code, a table)
 * instead of its source; nothing the model wrote runs or loads (a script, an image's handler, an image); a row drawn
 * again (its note saved) shows the preview rendered at once, without asking the server again; the source stays hidden
 * while the server renders it, and shows should the server not answer.
 */
import { launchChromium } from "@ask-user/test-kit/chromium";
import { act, openPage } from "@ask-user/test-kit/page-client";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { servePage } from "../src/index.ts";
import { validPayload } from "./support/valid-payload.ts";

let browser: Browser;

beforeAll(async () => {
	browser = await launchChromium();
}, 60_000);

afterAll(() => browser?.close());

const PREVIEW = [
	"## Layout by feature",
	"",
	"```ts",
	"export const routes = [auth, search];",
	"```",
	"",
	"| folder | holds |",
	"|---|---|",
	"| auth | sessions |",
	"",
	'<script>window.ran = "script"</script>',
	'<img src="x" onerror="window.ran = \'handler\'">',
	"![pixel](http://127.0.0.1:9/pixel.png)",
].join("\n");

it("shows an opened preview rendered, runs and loads nothing of it, and keeps it rendered when its row is drawn again", async () => {
	const served = await servePage({
		payload: validPayload({
			questions: [
				{
					id: "layout",
					prompt: "Which layouts?",
					type: "multi",
					options: [
						{ value: "feature", label: "By feature", preview: PREVIEW },
						{ value: "layer", label: "By layer" },
					],
				},
			],
		}),
	});
	const page = await browser.newPage();
	const asked: string[] = [];
	page.on("request", (request) => {
		const url = new URL(request.url());
		if (url.pathname !== "/events" && url.pathname !== "/action") asked.push(url.pathname);
	});
	try {
		await page.goto(served.url);
		const preview = page.locator('details[data-key="preview-0-0"]');
		await preview.locator("summary").click();
		await expect.poll(() => preview.locator(".markdown h4").textContent()).toBe("Layout by feature");
		expect(await preview.locator(".markdown pre code").textContent()).toContain("export const routes");
		expect(await preview.locator(".markdown td").allTextContents()).toEqual(["auth", "sessions"]);
		expect(await preview.locator(".markdown").textContent()).toContain('<script>window.ran = "script"</script>');
		expect(await page.locator("img, script:not([nonce])").count()).toBe(0);
		expect(await page.evaluate("window.ran")).toBeUndefined();
		expect(asked.filter((path) => path === "/preview")).toHaveLength(1);
		expect(asked.filter((path) => path.endsWith(".png"))).toEqual([]);

		// Its note saved, the row is drawn again: the preview stays open and rendered, from what the page has, in
		// every frame drawn (a frame is watched for an open preview that shows neither its rendering nor anything).
		await page.evaluate(`(() => {
			window.bareFrames = 0;
			const watch = () => {
				const open = document.querySelector('details[data-key="preview-0-0"][open]');
				if (open && !open.querySelector(".markdown")) window.bareFrames++;
				requestAnimationFrame(watch);
			};
			requestAnimationFrame(watch);
		})()`);
		const note = page.locator('li[data-part="row-0"] details.note');
		await note.locator("summary").click();
		await note.locator("textarea").fill("keep the routes flat");
		await note.locator("button").click();
		await expect
			.poll(() => page.locator('li[data-part="row-0"] .note-text').textContent())
			.toContain("keep the routes");
		await expect.poll(() => preview.locator(".markdown h4").count()).toBe(1);
		expect(await preview.getAttribute("open")).toBe("");
		expect(await page.evaluate("window.bareFrames")).toBe(0);
		expect(asked.filter((path) => path === "/preview")).toHaveLength(1);
	} finally {
		await page.close();
		served.abort();
		await served.done;
	}
});

it("hides the preview's source while the server renders it, and shows the source should the server not answer", async () => {
	const served = await servePage({
		payload: validPayload({
			questions: [
				{
					id: "layout",
					prompt: "Which layout?",
					type: "multi",
					options: [
						{ value: "feature", label: "By feature", preview: "## Held" },
						{ value: "layer", label: "By layer", preview: "## Refused" },
					],
				},
			],
		}),
	});
	const page = await browser.newPage();
	let release = () => {};
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	await page.route("**/preview?*", async (route) => {
		if (new URL(route.request().url()).searchParams.get("index") === "1") return route.abort();
		await held;
		await route.continue();
	});
	try {
		await page.goto(served.url);
		const first = page.locator('details[data-key="preview-0-0"]');
		await first.locator("summary").click();
		await expect.poll(() => first.getAttribute("open")).toBe("");
		expect(await first.locator("pre").isVisible()).toBe(false);
		release();
		await expect.poll(() => first.locator(".markdown h4").textContent()).toBe("Held");

		const second = page.locator('details[data-key="preview-0-1"]');
		await second.locator("summary").click();
		await expect.poll(() => second.getAttribute("class")).toBe("preview written");
		expect(await second.locator("pre").textContent()).toBe("## Refused");
		expect(await second.locator("pre").isVisible()).toBe(true);
	} finally {
		await page.close();
		served.abort();
		await served.done;
	}
});

it("on a phone, a wide table in a preview scrolls in its own box: the page never scrolls sideways, no word is cut", async () => {
	const cells = (text: string) => `|${Array.from({ length: 14 }, (_, i) => ` ${text} ${i} `).join("|")}|`;
	const table = [cells("Latency"), `|${"---|".repeat(14)}`, cells("Throughput")].join("\n");
	const served = await servePage({
		payload: validPayload({
			questions: [
				{
					id: "pick",
					prompt: "Which?",
					type: "multi",
					options: [
						{ value: "a", label: "A", preview: table },
						{ value: "b", label: "B" },
					],
				},
			],
		}),
	});
	const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
	try {
		await page.goto(served.url);
		const preview = page.locator('details[data-key="preview-0-0"]');
		await preview.locator("summary").click();
		await expect.poll(() => preview.locator(".markdown table").count()).toBe(1);
		const sizes = await page.evaluate<{ page: number; tableBox: number; tableContent: number; word: number }>(`(() => {
			const table = document.querySelector(".markdown table");
			const text = document.querySelector(".markdown td").firstChild;
			const word = document.createRange();
			word.setStart(text, text.data.indexOf("Throughput"));
			word.setEnd(text, text.data.indexOf("Throughput") + "Throughput".length);
			return {
				page: document.documentElement.scrollWidth,
				tableBox: table.clientWidth,
				tableContent: table.scrollWidth,
				word: word.getClientRects().length,
			};
		})()`);
		expect(sizes.page).toBeLessThanOrEqual(360);
		expect(sizes.tableContent).toBeGreaterThan(sizes.tableBox);
		// "Throughput" on one line of its cell: not broken inside the word.
		expect(sizes.word).toBe(1);
	} finally {
		await page.close();
		served.abort();
		await served.done;
	}
});

it("keeps the focus on the preview when its row is drawn again while a link in it has the focus", async () => {
	const served = await servePage({
		payload: validPayload({
			questions: [
				{
					id: "docs",
					prompt: "Which docs?",
					type: "multi",
					options: [
						{ value: "a", label: "A", preview: "See [the guide](https://guide.example/)." },
						{ value: "b", label: "B" },
					],
				},
			],
		}),
	});
	const page = await browser.newPage();
	try {
		await page.goto(served.url);
		const preview = page.locator('details[data-key="preview-0-0"]');
		await preview.locator("summary").click();
		await preview.locator(".markdown a").focus();
		// Another page (or the terminal) saves a note on the row: the row is drawn again.
		const other = await openPage(served.newAddress().url);
		expect((await act(other, { type: "optionNote", question: 0, index: 0, text: "from elsewhere" })).status).toBe(204);
		await expect.poll(() => page.locator('li[data-part="row-0"] .note-text').textContent()).toContain("from elsewhere");
		await expect
			.poll(() =>
				page.evaluate("document.activeElement.closest('details')?.dataset.key ?? document.activeElement.tagName"),
			)
			.toBe("preview-0-0");
	} finally {
		await page.close();
		served.abort();
		await served.done;
	}
});
