import { generatePayload } from "@ask-user/core/fixtures";
import { TUI } from "@mariozechner/pi-tui";
import { it } from "vitest";
import { QuestionnaireComponent } from "../../src/questionnaire.component.ts";
import { VirtualTerminal } from "../../src/testing/index.ts";
import { identityTheme } from "../../src/theme.ts";
import { normalize } from "../support/normalize.ts";

it("perf", () => {
	for (const [q, o, p] of [[300, 300, 0], [1, 10000, 0], [300, 300, 5], [200, 50, 0]] as const) {
		const payload = normalize(generatePayload({ questions: q, options: o, previewLines: p }));
		const tui = new TUI(new VirtualTerminal({ columns: 120, rows: 40 }));
		tui.stop();
		let t = performance.now();
		const c = new QuestionnaireComponent({ tui, theme: identityTheme, payload, onDone: () => {} });
		const create = performance.now() - t;
		t = performance.now();
		const N = 500;
		for (let i = 0; i < N; i++) {
			c.handleInput(i % 7 === 0 ? "\t" : i % 5 === 0 ? " " : "\x1b[B");
			c.render(120);
		}
		console.log(q, o, p, "create", create.toFixed(1), "per key", ((performance.now() - t) / N).toFixed(3), "ms");
		c.dispose();
	}
});
