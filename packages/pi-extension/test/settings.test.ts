/** ask-user.json: global then project, each wrong field named with its file and reported once, defaults kept. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
	DEFAULT_SETTINGS,
	isKeyId,
	loadSettings,
	mergeSettings,
	parseSettings,
	reportOnce,
} from "../src/on-demand/settings.ts";

describe("parseSettings", () => {
	it("takes every valid field", () => {
		const raw = {
			keys: { dismiss: "ctrl+q", noteOption: ["m", "alt+n"] },
			notify: { bell: false, desktop: true },
			remindAfterSeconds: 90,
			timeoutMinutes: 30,
		};
		expect(parseSettings(raw, "a.json")).toEqual({
			settings: {
				keys: { dismiss: ["ctrl+q"], noteOption: ["m", "alt+n"] },
				notify: { bell: false, desktop: true },
				remindAfterSeconds: 90,
				timeoutMinutes: 30,
			},
			problems: [],
		});
	});

	it("names each wrong field with its file and drops only that field", () => {
		const raw = {
			keys: { dismiss: "ctrl+qq", fly: "f", help: "?" },
			notify: { bell: "yes", sms: true, title: false },
			remindAfterSeconds: -1,
			timeoutMinutes: "10",
			colour: "red",
		};
		const { settings, problems } = parseSettings(raw, "p.json");
		expect(settings).toEqual({ keys: { help: ["?"] }, notify: { title: false } });
		expect(problems).toEqual([
			'p.json: keys.dismiss: "ctrl+qq" is not a key id (e.g. "ctrl+q", "alt+n", "f2")',
			"p.json: keys.fly: unknown action (known: dismiss, noteOption, noteQuestion, help, discuss, fold)",
			'p.json: notify.bell: must be true or false, got "yes"',
			"p.json: notify.sms: unknown channel (known: bell, desktop, title)",
			"p.json: remindAfterSeconds: must be a number of more than 0 and at most 86400, got -1",
			'p.json: timeoutMinutes: must be a number of more than 0 and at most 10080, got "10"',
			"p.json: colour: unknown setting (known: keys, notify, remindAfterSeconds, timeoutMinutes)",
		]);
	});

	it("a file that is not an object is one problem", () => {
		expect(parseSettings([1], "x.json")).toEqual({ settings: {}, problems: ["x.json: must hold a JSON object"] });
	});
});

describe("isKeyId", () => {
	it("accepts pi-tui key ids and refuses the rest", () => {
		for (const key of ["q", "ctrl+q", "shift+ctrl+p", "alt+enter", "pageDown", "f12", "ctrl++", "?", "5"]) {
			expect(isKeyId(key), key).toBe(true);
		}
		for (const key of ["", "ctrl+", "ctrl+ctrl+c", "hyper+c", "qq", "f13", "Ctrl+C"]) {
			expect(isKeyId(key), key).toBe(false);
		}
	});
});

describe("mergeSettings and loadSettings", () => {
	it("the project's fields override the global ones, field by field", () => {
		const merged = mergeSettings([
			{ keys: { dismiss: ["ctrl+q"] }, notify: { bell: false }, timeoutMinutes: 10 },
			{ keys: { help: ["?"] }, notify: { title: false }, remindAfterSeconds: 60 },
		]);
		expect(merged).toEqual({
			keys: { dismiss: ["ctrl+q"], help: ["?"] },
			notify: { bell: false, desktop: true, title: false },
			remindAfterSeconds: 60,
			timeoutMinutes: 10,
		});
		expect(mergeSettings([])).toEqual(DEFAULT_SETTINGS);
	});

	it("reads agentDir/ask-user.json and cwd/.pi/ask-user.json; missing files are no problem, broken JSON is", async () => {
		const root = mkdtempSync(join(tmpdir(), "ask-user-settings-"));
		const agentDir = join(root, "agent");
		const cwd = join(root, "project");
		mkdirSync(agentDir);
		mkdirSync(join(cwd, ".pi"), { recursive: true });
		expect(await loadSettings(agentDir, cwd)).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
		writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify({ timeoutMinutes: 5, notify: { bell: false } }));
		writeFileSync(join(cwd, ".pi", "ask-user.json"), "{ timeoutMinutes: 1 ");
		const { settings, problems } = await loadSettings(agentDir, cwd);
		expect(settings).toMatchObject({ timeoutMinutes: 5, notify: { bell: false } });
		expect(problems).toHaveLength(1);
		expect(problems[0]).toMatch(/project\/\.pi\/ask-user\.json: is not valid JSON/);
	});
});

describe("reportOnce", () => {
	it("tells each problem once, saying the default is used", () => {
		const told: string[] = [];
		reportOnce(["once.json: x: bad"], (m) => told.push(m));
		reportOnce(["once.json: x: bad", "once.json: y: bad"], (m) => told.push(m));
		expect(told).toEqual([
			"ask-user settings: once.json: x: bad; the default is used",
			"ask-user settings: once.json: y: bad; the default is used",
		]);
	});
});
