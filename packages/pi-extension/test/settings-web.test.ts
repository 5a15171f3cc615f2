/** The `web` settings of `/ask-user web`: from the global ask-user.json only, each field checked. */
import { describe, expect, it } from "vitest";
import { mergeSettings, parseSettings } from "../src/settings/settings.ts";
import { DEFAULT_WEB_SETTINGS } from "../src/settings/settings-web.ts";

describe("web", () => {
	it("is off and on 127.0.0.1 by default", () => {
		expect(mergeSettings([]).web).toEqual({ auto: false, host: "127.0.0.1" });
		expect(DEFAULT_WEB_SETTINGS.host).toBe("127.0.0.1");
	});

	it("auto and host come from the global file", () => {
		expect(parseSettings({ web: { auto: true, host: "0.0.0.0" } }, "g.json", "global")).toEqual({
			settings: { web: { auto: true, host: "0.0.0.0" } },
			problems: [],
		});
		expect(parseSettings({ web: { host: "::1" } }, "g.json", "global").settings.web).toEqual({ host: "::1" });
	});

	it("a project file may not set it: it would serve the person's answers to the network", () => {
		expect(parseSettings({ web: { auto: true, host: "0.0.0.0" } }, "p.json", "project")).toEqual({
			settings: {},
			problems: ["p.json: web: only the global ask-user.json may set web (a project file comes with any repository)"],
		});
		const merged = mergeSettings([
			parseSettings({ web: { host: "127.0.0.2" } }, "g.json", "global").settings,
			parseSettings({ web: { host: "0.0.0.0" } }, "p.json", "project").settings,
		]);
		expect(merged.web).toEqual({ auto: false, host: "127.0.0.2" });
	});

	it("names each wrong field and keeps the others", () => {
		const problems = (web: unknown) => parseSettings({ web }, "g.json", "global").problems;
		expect(problems(true)).toEqual(['g.json: web: must be an object like { "auto": false, "host": "127.0.0.1" }']);
		expect(problems({ auto: "yes" })).toEqual(['g.json: web.auto: must be true or false, got "yes"']);
		const host = 'g.json: web.host: must be an IP address such as "127.0.0.1" or "0.0.0.0"';
		expect(problems({ host: "example.com" })).toEqual([`${host}, got "example.com"`]);
		expect(problems({ host: 80 })).toEqual([`${host}, got 80`]);
		expect(problems({ port: 8080 })).toEqual(["g.json: web.port: unknown field (known: auto, host)"]);
		expect(parseSettings({ web: { auto: true, host: "x" } }, "g.json", "global").settings.web).toEqual({ auto: true });
	});
});
