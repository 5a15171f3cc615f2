import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tour } from "../src/fixtures/index.ts";
import { start, view } from "./support/run.ts";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const table = readme.slice(readme.indexOf("### Intents, events and suggested keys"), readme.indexOf("## Messages"));

describe("the core README's intent table", () => {
	it("has a row for every intent the view offers", () => {
		const intents = Object.entries(view(start(tour)))
			.filter(([name, value]) => typeof value === "function" && !name.startsWith("get"))
			.map(([name]) => name);
		expect(intents.length).toBeGreaterThan(20);
		expect(intents.filter((name) => !table.includes(`\`${name}(`))).toEqual([]);
	});
});
