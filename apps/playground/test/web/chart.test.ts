/** The statechart in chromium: ELK's layout as the browser draws it, zoom and pan, a transition's description. */
import { validFixtures } from "@ask-user/core/fixtures";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../src/web/protocol.ts";
import { handshake, originOf } from "../support/raw-client.ts";
import { usePlaygroundInChromium, waitForScreen } from "./browser.ts";

const web = usePlaygroundInChromium();

const open = (): Promise<Page> => web.open({ width: 1600, height: 1000 });

/**
 * What overlaps in the drawn chart, by the boxes chromium gives its elements: two edge labels, a label and a
 * state without children, a label and a state's name, or a label across a compound state's border.
 */
function overlapsInChart(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		type Box = { x: number; y: number; width: number; height: number };
		const boxOf = (element: Element): Box => {
			const { x, y, width, height } = element.getBoundingClientRect();
			return { x, y, width, height };
		};
		const meet = (a: Box, b: Box) =>
			a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
		const inside = (a: Box, b: Box) =>
			a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
		const name = (element: Element) => element.closest("[data-id]")?.getAttribute("data-id") ?? "?";
		const labels = Array.from(document.querySelectorAll("#diagram .edge .label")).map((label) => ({
			id: `${name(label)} "${label.textContent}"`,
			box: boxOf(label),
		}));
		const states = Array.from(document.querySelectorAll("#diagram .state")).map((state) => ({
			id: name(state),
			compound: state.classList.contains("compound"),
			box: boxOf(state.querySelector("rect") ?? state),
			name: boxOf(state.querySelector(".name") ?? state),
		}));
		const found: string[] = [];
		labels.forEach((label, index) => {
			for (const other of labels.slice(index + 1))
				if (meet(label.box, other.box)) found.push(`${label.id} on ${other.id}`);
			for (const state of states) {
				if (meet(label.box, state.name)) found.push(`${label.id} on the name of ${state.id}`);
				if (!state.compound && meet(label.box, state.box)) found.push(`${label.id} on ${state.id}`);
				if (state.compound && meet(label.box, state.box) && !inside(label.box, state.box))
					found.push(`${label.id} across the border of ${state.id}`);
			}
		});
		return found;
	});
}

describe("the statechart on the page", () => {
	it("draws compound states as nested boxes, with no label on another or on a state, for the tour and the largest fixture", async () => {
		const page = await open();
		await page.click('#chart .zoom button:has-text("1:1")');
		expect(await page.locator("#diagram .edge .label").count()).toBeGreaterThan(40);
		const nested = await page.evaluate(() => {
			const box = (id: string) =>
				document.querySelector(`#diagram .state[data-id="${id}"] rect`)?.getBoundingClientRect() ?? new DOMRect();
			const [parent, child] = [box("reviewing"), box("reviewing.armed")];
			return child.left > parent.left && child.right < parent.right && child.bottom < parent.bottom;
		});
		expect(nested).toBe(true);
		expect(await overlapsInChart(page)).toEqual([]);
		const largest = [...validFixtures].sort(
			(a, b) => JSON.stringify(b.payload).length - JSON.stringify(a.payload).length,
		)[0];
		await page.selectOption("#fixture", largest?.name ?? "");
		await waitForScreen(page, largest?.payload.questions[0]?.prompt.slice(0, 20) ?? "");
		await page.waitForSelector('#diagram .state.active[data-id="answering"]');
		expect(await overlapsInChart(page)).toEqual([]);
		await page.close();
	});

	it("zooms with its buttons and Ctrl+wheel, and pans by dragging its background", async () => {
		const page = await open();
		const width = () => page.$eval("#diagram", (svg) => Number(svg.getAttribute("width")));
		const atOne = await width();
		await page.click('#chart .zoom button:has-text("+")');
		expect(await width()).toBe(Math.round(atOne * 1.2));
		await page.click('#chart .zoom button:has-text("Fit")');
		const fits = await page.$eval("#chart .drawing", (box) => box.scrollWidth <= box.clientWidth + 1);
		expect(fits).toBe(true);
		expect(await width()).toBeLessThan(atOne);
		await page.click('#chart .zoom button:has-text("1:1")');
		expect(await width()).toBe(atOne);
		await page.locator("#chart .drawing").scrollIntoViewIfNeeded();
		const drawing = (await page.$eval("#chart .drawing", (box) => box.getBoundingClientRect().toJSON())) as DOMRect;
		await page.mouse.move(drawing.x + drawing.width / 2, drawing.y + drawing.height / 2);
		await page.keyboard.down("Control");
		await page.mouse.wheel(0, -100);
		await page.keyboard.up("Control");
		await expect.poll(width).toBeGreaterThan(atOne);
		// Drag the background (the margin, or the inside of a compound state) to the left and up: the chart scrolls,
		// and the drag selects no state.
		await page.click('#diagram .state[data-id="answering"] > rect', { position: { x: 40, y: 40 } });
		const before = await page.$eval("#chart .drawing", (box) => [box.scrollLeft, box.scrollTop]);
		const start = await page.evaluate(({ x, y, width, height }) => {
			for (let top = y + height - 20; top > y + 100; top -= 10)
				for (let left = x + width - 20; left > x + 200; left -= 10) {
					const element = document.elementFromPoint(left, top);
					if (element?.id === "diagram" || element?.matches(".state.compound > rect")) return { x: left, y: top };
				}
			throw new Error("no background in sight");
		}, drawing);
		await page.mouse.move(start.x, start.y);
		await page.mouse.down();
		await page.mouse.move(start.x - 150, start.y - 80, { steps: 5 });
		await page.mouse.up();
		const after = await page.$eval("#chart .drawing", (box) => [box.scrollLeft, box.scrollTop]);
		expect(after[0]).toBe((before[0] ?? 0) + 150);
		expect(after[1]).toBe((before[1] ?? 0) + 80);
		expect(await page.textContent("#state-info strong")).toBe("answering");
		await page.close();
	});

	it("describes a clicked transition: its states, description, guard and actions", async () => {
		const page = await open();
		await page.click('#chart .zoom button:has-text("1:1")');
		const label = page.locator('#diagram .edge[data-id="advancing->reviewing"] .label').first();
		await label.scrollIntoViewIfNeeded();
		await label.click();
		expect(await page.textContent("#state-info strong")).toBe("always [isLastQuestion]");
		expect(await page.textContent("#state-info .description")).not.toBe("");
		const facts = await page.$$eval("#state-info dd", (items) => items.map((item) => item.textContent));
		expect(facts[0]).toBe("advancing → reviewing");
		expect(facts[1]).toBe("isLastQuestion");
		expect(facts[2]).not.toBe("");
		await page.click('.everywhere .transition:has-text("flow.dismiss")');
		expect(await page.textContent("#state-info strong")).toBe("flow.dismiss");
		expect(await page.$$eval("#state-info dd", (items) => items.map((item) => item.textContent))).toEqual([
			"(any state) → cancelled",
			"none",
			"discardDraft, recordDismiss",
		]);
		await page.close();
	});

	it("is a group named statechart whose states and transitions are buttons a screen reader names", async () => {
		const page = await open();
		expect(await page.getAttribute("#diagram", "role")).toBe("group");
		expect(await page.getAttribute("#diagram", "aria-label")).toBe("statechart");
		// Every node the keyboard reaches is a button with a name of its own.
		const unnamed = await page.$$eval('#diagram [tabindex="0"]', (nodes) =>
			nodes
				.filter((node) => node.getAttribute("role") !== "button" || !node.getAttribute("aria-label"))
				.map((node) => node.outerHTML.slice(0, 80)),
		);
		expect(unnamed).toEqual([]);
		expect(await page.locator('#diagram [tabindex="0"]').count()).toBeGreaterThan(60);
		const chart = page.getByRole("group", { name: "statechart", exact: true });
		expect(await chart.getByRole("button", { name: "editing.formNote", exact: true }).count()).toBe(1);
		const transition = chart.getByRole("button", {
			name: "always [isLastQuestion], advancing → reviewing",
			exact: true,
		});
		expect(await transition.count()).toBe(1);
		const snapshot = await page.locator("#chart").ariaSnapshot();
		expect(snapshot).toContain('- group "statechart":');
		expect(snapshot).toContain('- button "reviewing.armed"');
		// Each is a button to the keyboard too: Enter and Space show it.
		await transition.focus();
		await page.keyboard.press("Space");
		expect(await page.textContent("#state-info strong")).toBe("always [isLastQuestion]");
		await chart.getByRole("button", { name: "editing.formNote", exact: true }).focus();
		await page.keyboard.press("Enter");
		expect(await page.textContent("#state-info strong")).toBe("editing.formNote");
		// The transitions taken in every state are buttons too, named by their text.
		const everywhere = page.locator(".everywhere").getByRole("button");
		expect(await everywhere.count()).toBeGreaterThan(0);
		const [label = ""] = ((await everywhere.first().textContent()) ?? "").split(" → ");
		await everywhere.first().focus();
		await page.keyboard.press("Enter");
		expect(await page.textContent("#state-info strong")).toBe(label);
		await page.close();
	});

	it("is laid out when a page asks for it: the server's first message carries none", async () => {
		const { url } = web.playground.server;
		const opened = await handshake(`${url.replace(/^http/, "ws")}flow`, { origin: originOf(url) });
		if (!("socket" in opened)) throw new Error(opened.refused.body);
		const received = () => opened.messages.map((text): ServerMessage => JSON.parse(text));
		await expect.poll(() => received().map((message) => message.type)).toContain("hello");
		expect(Object.keys(received()[0] ?? {})).not.toContain("statechart");
		opened.socket.send(JSON.stringify({ type: "statechart" }));
		const chart = () => received().find((message) => message.type === "statechart");
		await expect.poll(chart, { timeout: 30_000 }).toBeDefined();
		const message = chart();
		expect(message?.type === "statechart" ? message.statechart.nodes.length : 0).toBeGreaterThan(20);
		opened.socket.close();
	});
});
