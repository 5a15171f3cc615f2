/**
 * An option's preview on the page, in chromium: opened, it shows its Markdown rendered (a heading, code, a table)
 * instead of its source; nothing the model wrote runs or loads (a script, an image's handler, an image); a row drawn
 * again (its note saved) shows the preview rendered at once, without asking the server again; the source stays hidden
 * while the server renders it, and shows should the server not answer.
 */
import { launchChromium } from "@ask-user/test-kit/chromium";
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

		// Its note saved, the row is drawn again: the preview stays open and rendered, from what the page has.
		const note = page.locator('li[data-part="row-0"] details.note');
		await note.locator("summary").click();
		await note.locator("textarea").fill("keep the routes flat");
		await note.locator("button").click();
		await expect
			.poll(() => page.locator('li[data-part="row-0"] .note-text').textContent())
			.toContain("keep the routes");
		await expect.poll(() => preview.locator(".markdown h4").count()).toBe(1);
		expect(await preview.getAttribute("open")).toBe("");
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
		await expect.poll(() => first.getAttribute("class")).toBe("preview rendering");
		expect(await first.locator("pre").isVisible()).toBe(false);
		release();
		await expect.poll(() => first.locator(".markdown h4").textContent()).toBe("Held");

		const second = page.locator('details[data-key="preview-0-1"]');
		await second.locator("summary").click();
		await expect.poll(() => second.getAttribute("class")).toBe("preview");
		expect(await second.locator("pre").textContent()).toBe("## Refused");
		expect(await second.locator("pre").isVisible()).toBe(true);
	} finally {
		await page.close();
		served.abort();
		await served.done;
	}
});
