/**
 * The message pi prints with the page's address: the address on lines of its own, cut only right before its token
 * where pi's terminal is narrower than it, so that pi's wrapping never cuts the token (one line copied from a token
 * cut in two opened nothing, and read as "opened already").
 */
import { afterEach, describe, expect, it } from "vitest";
import { noticeWords } from "../src/locale/notice-words.ts";
import { announced } from "../src/page/serve-open-form.ts";

const TOKEN = "Zk3mQ9vX_2LpR7tWc8bYn4Hs-1JdGe5A";
const URL = `http://127.0.0.1:43117/?token=${TOKEN}`;
const columns = Object.getOwnPropertyDescriptor(process.stdout, "columns");

afterEach(() => {
	if (columns === undefined) Reflect.deleteProperty(process.stdout, "columns");
	else Object.defineProperty(process.stdout, "columns", columns);
});

async function messageAt(width: number | undefined): Promise<string[]> {
	Object.defineProperty(process.stdout, "columns", { value: width, configurable: true });
	const told: string[] = [];
	await announced(Promise.resolve(URL), (message) => told.push(message), noticeWords("en"));
	expect(told).toHaveLength(1);
	return (told[0] ?? "").split("\n");
}

describe("the address pi prints", () => {
	it("is on a line of its own, whole, where pi's terminal is wide enough", async () => {
		for (const width of [80, undefined]) expect(await messageAt(width)).toContain(URL);
	});

	it("at 44 columns has its token whole on a line of its own, no line wider than pi draws", async () => {
		const lines = await messageAt(44);
		expect(lines).toContain(TOKEN);
		expect(lines).toContain("http://127.0.0.1:43117/?token=");
		expect(lines.slice(1).every((line) => line.length <= 42)).toBe(true);
	});
});
