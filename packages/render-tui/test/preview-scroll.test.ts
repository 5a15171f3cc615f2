/**
 * A preview taller than its pane scrolls with PgDn/PgUp (also Shift+↓/Shift+↑) by the pane's text rows less one,
 * Home/End jump to its ends, and each option keeps its position.
 */
import { describe, expect, it } from "vitest";
import { detachedQuestionnaire } from "./support/detached.ts";
import { keys } from "./support/harness.ts";

const { pageDown: PAGE_DOWN, pageUp: PAGE_UP, shiftDown: SHIFT_DOWN } = keys;

const tall = Array.from({ length: 60 }, (_, i) => `line ${i + 1}`).join("\n\n");
const input = {
	questions: [
		{
			id: "layout",
			prompt: "Which layout?",
			type: "preview" as const,
			options: [
				{ value: "a", label: "A", preview: tall },
				{ value: "b", label: "B", preview: "short preview" },
			],
		},
	],
};

function screen(press: (...keys: string[]) => void, render: () => string[], ...sequence: string[]): string {
	press(...sequence);
	return render().join("\n");
}

describe("preview scrolling", () => {
	it("PgDn scrolls the focused preview, PgUp scrolls back, and the hidden lines are counted", () => {
		const { component, press, results } = detachedQuestionnaire(input, { maxHeight: () => 16 });
		const render = () => component.render(120);
		const top = render().join("\n");
		expect(top).toContain("line 1");
		expect(top).toMatch(/↓ \d+ more/);
		expect(top).not.toMatch(/↑ \d+ more/);
		const down = screen(press, render, PAGE_DOWN);
		expect(down).not.toContain("line 1\n");
		// The pane has 10 rows (a long preview takes the blank line under the prompt): 9 lines of text on the first
		// page (no `↑` marker), then 8 between the markers, each less the one line kept in view.
		expect(down).toMatch(/↑ 8 more/);
		expect(screen(press, render, SHIFT_DOWN)).toMatch(/↑ 15 more/);
		// PgUp keeps the first line at the bottom: back by 7, 7, then to the top.
		expect(screen(press, render, PAGE_UP, PAGE_UP)).toMatch(/↑ 1 more/);
		expect(screen(press, render, PAGE_UP)).not.toMatch(/↑ \d+ more/);
		expect(results).toEqual([]);
	});

	it("scrolling stops at the end, and one PgUp from there moves back at once", () => {
		const { component, press } = detachedQuestionnaire(input, { maxHeight: () => 16 });
		const render = () => component.render(120);
		render();
		const bottom = screen(press, render, ...Array<string>(100).fill(PAGE_DOWN));
		expect(bottom).toContain("line 60");
		expect(bottom).not.toMatch(/↓ \d+ more/);
		const hiddenAtBottom = Number(/↑ (\d+) more/.exec(bottom)?.[1]);
		const back = screen(press, render, PAGE_UP);
		expect(Number(/↑ (\d+) more/.exec(back)?.[1])).toBe(hiddenAtBottom - 7);
	});

	it("each option keeps its scroll position while the form is open", () => {
		const { component, press } = detachedQuestionnaire(input, { maxHeight: () => 16 });
		const render = () => component.render(120);
		render();
		screen(press, render, PAGE_DOWN);
		screen(press, render, PAGE_DOWN);
		expect(screen(press, render, keys.down)).toContain("short preview");
		const back = screen(press, render, keys.up);
		expect(back).toMatch(/↑ 15 more/);
		expect(back).not.toContain("line 1 ");
	});

	it("Home and End jump to the ends of the preview", () => {
		const { component, press } = detachedQuestionnaire(input, { maxHeight: () => 16 });
		const render = () => component.render(120);
		const end = screen(press, render, keys.end);
		expect(end).toContain("line 60");
		expect(end).not.toMatch(/↓ \d+ more/);
		const home = screen(press, render, keys.home);
		expect(home).toMatch(/line 1$/m);
		expect(home).not.toMatch(/↑ \d+ more/);
	});

	it("the footer names the scroll keys first while the focused preview is taller than its pane, and only then", () => {
		const { component, press } = detachedQuestionnaire(input, { maxHeight: () => 16 });
		for (const width of [200, 80, 44, 40]) {
			const footer = component.render(width).at(-1) ?? "";
			expect(footer.startsWith("PgDn/PgUp scroll · "), `${width}: ${footer}`).toBe(true);
		}
		press(keys.down);
		expect(component.render(80).at(-1)).not.toContain("PgDn");
	});
});
