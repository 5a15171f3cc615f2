/** What a shared link carries: the view, and the keys typed unless they are too many for a link. */
import { describe, expect, it } from "vitest";
import { decodeView, encodeView, linkKeys, MAX_LINK_KEYS } from "../../src/web/client/share-link.ts";

describe("a shared link", () => {
	it("carries the keys typed, and reads them back with the payload, size and theme", () => {
		const keys = "Down Enter N text:small%20team Enter";
		expect(linkKeys(keys, 0)).toEqual({ keys, note: "" });
		const view = { payload: '{"questions":[]}', cols: 60, rows: 20, scheme: "light", keys } as const;
		expect(decodeView(encodeView(view))).toEqual(view);
	});

	it("leaves out keys too many for a link, and says so", () => {
		const script = Array.from({ length: MAX_LINK_KEYS / 4 }, () => "Down").join(" ");
		expect(script.length).toBeGreaterThan(MAX_LINK_KEYS);
		const { keys, note } = linkKeys(script, 0);
		expect(keys).toBeUndefined();
		expect(note).toContain(`${script.length} characters as a key script, at most ${MAX_LINK_KEYS}`);
		expect(linkKeys(script.slice(0, MAX_LINK_KEYS), 0).keys).toBe(script.slice(0, MAX_LINK_KEYS));
	});

	it("says how many keys it could not name", () => {
		expect(linkKeys("Down", 2)).toEqual({
			keys: "Down",
			note: "2 key(s) the script syntax has no name for were left out of the link",
		});
	});
});
