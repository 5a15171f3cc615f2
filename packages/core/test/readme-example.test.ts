import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/headless.ts", import.meta.url), "utf8");

describe("README example: drive the machine headlessly", () => {
	it("the README shows examples/headless.ts verbatim", () => {
		expect(readme).toContain(example.trim());
	});

	it("the example runs and yields the documented result", async () => {
		const { details, content } = await import("../examples/headless.ts");
		expect(details).toEqual({
			cancelled: false,
			questions: [
				{ id: "db", label: "Q1", prompt: "Which database?", type: "single" },
				{ id: "extras", label: "Q2", prompt: "Anything else?", type: "multi" },
			],
			answers: {
				db: { values: ["postgres"], labels: ["PostgreSQL"], indices: [1] },
				extras: {
					values: ["ci", "a Makefile"],
					labels: ["CI workflow", "a Makefile"],
					indices: [2],
					customText: "a Makefile",
				},
			},
		});
		expect(content).toContain('- "Q2" ["extras"]: "CI workflow" ["ci"]; own answer: "a Makefile"');
	});
});
