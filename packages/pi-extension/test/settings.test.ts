/** ask-user.json: global then project, each wrong field named with its file and reported once, defaults kept. */
import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdirSync, openSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createKeymap, FORM_ACTIONS } from "@ask-user/render-tui";
import { FUZZ_SEED, fuzzParameters } from "@ask-user/test-kit/fuzz-seed";
import {
	anySettings,
	FORM_KEYS,
	FREE_KEYS,
	HOSTILE_SETTINGS_TEXT,
	hostileProjectSettings,
	hostileSettingsFiles,
	TYPING_KEYS,
} from "@ask-user/test-kit/hostile-settings";
import { tempDir } from "@ask-user/test-kit/temp-dir";
import { findUnsafeLine } from "@ask-user/test-kit/terminal-output";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, loadSettings, mergeSettings, parseSettings, reportOnce } from "../src/settings/settings.ts";
import { isKeyId, keyRefusal, READER_KEY } from "../src/settings/settings-keys.ts";

/** Paths whose reads never end, as on a hung network drive; `calls` counts the reads that hung. */
const hanging = vi.hoisted(() => {
	const paths = new Set<string>();
	return { paths, calls: 0, add: (path: string) => paths.add(path), clear: () => paths.clear() };
});

vi.mock("node:fs/promises", async (importOriginal) => {
	const { withHangingReads } = await import("./support-unit/hanging-reads.ts");
	return withHangingReads(await importOriginal<typeof import("node:fs/promises")>(), hanging);
});

/** A fresh agent dir and project; the global file holds `global` as JSON, the project file `project` as it is. */
function settingsDirs(global?: unknown, project?: string) {
	const root = tempDir("ask-user-settings");
	const agentDir = join(root, "agent");
	const cwd = join(root, "project");
	const projectFile = join(cwd, ".pi", "ask-user.json");
	mkdirSync(agentDir);
	mkdirSync(join(cwd, ".pi"), { recursive: true });
	if (global !== undefined) writeFileSync(join(agentDir, "ask-user.json"), JSON.stringify(global));
	if (project !== undefined) writeFileSync(projectFile, project);
	return { agentDir, cwd, projectFile };
}

/** Opens a FIFO for writing and closes it: a reader stuck opening it (the old code) is let go. */
function releaseFifo(path: string): void {
	try {
		closeSync(openSync(path, constants.O_WRONLY | constants.O_NONBLOCK));
	} catch {
		// No reader is waiting (ENXIO): nothing to let go.
	}
}

describe("parseSettings", () => {
	it("takes every valid field", () => {
		const raw = {
			keys: { dismiss: "ctrl+q", optionNote: ["m", "alt+n"] },
			notify: { bell: false, desktop: true },
			remindAfterSeconds: 90,
			timeoutMinutes: 30,
		};
		expect(parseSettings(raw, "a.json", "global")).toEqual({
			settings: {
				keys: { dismiss: ["ctrl+q"], optionNote: ["m", "alt+n"] },
				notify: { bell: false, desktop: true },
				remindAfterSeconds: 90,
				timeoutMinutes: 30,
			},
			problems: [],
		});
	});

	it("reads the action names noteOption and noteQuestion as optionNote and questionNote, with a notice", () => {
		const raw = { keys: { noteOption: "alt+n", noteQuestion: "alt+m", optionNote: "ctrl+n" } };
		const { settings, problems } = parseSettings(raw, "p.json", "project");
		expect(settings).toEqual({ keys: { questionNote: ["alt+m"], optionNote: ["ctrl+n"] } });
		expect(problems).toEqual([
			"p.json: keys.noteOption: renamed optionNote; ignored, optionNote is set",
			"p.json: keys.noteQuestion: renamed questionNote; read as that for now",
		]);
	});

	it("names each wrong field with its file and drops only that field", () => {
		const raw = {
			keys: { dismiss: "ctrl+qq", fly: "f", help: "?" },
			notify: { bell: "yes", sms: true, title: false },
			remindAfterSeconds: -1,
			timeoutMinutes: "10",
			offerWithoutUI: "yes",
			colour: "red",
		};
		const { settings, problems } = parseSettings(raw, "p.json", "global");
		expect(settings).toEqual({ keys: { help: ["?"] }, notify: { title: false } });
		expect(problems).toEqual([
			'p.json: keys.dismiss: "ctrl+qq" is not a key id (e.g. "ctrl+q", "alt+n", "f2")',
			`p.json: keys.fly: unknown action (known: ${FORM_ACTIONS.join(", ")})`,
			'p.json: notify.bell: must be true or false, got "yes"',
			"p.json: notify.sms: unknown channel (known: bell, desktop, title, command)",
			"p.json: remindAfterSeconds: must be a number of more than 0 and at most 86400, got -1",
			'p.json: timeoutMinutes: must be a number of more than 0 and at most 10080, got "10"',
			'p.json: offerWithoutUI: must be true or false, got "yes"',
			"p.json: colour: unknown setting (known: keys, notify, remindAfterSeconds, timeoutMinutes, offerWithoutUI, locale, web, scriptedAnswers)",
		]);
	});

	it("notify.command: an argv list from the global file only, each argument checked", () => {
		const command = ["notify-send", "pi waits", "--urgency=low"];
		expect(parseSettings({ notify: { command } }, "g.json", "global")).toEqual({
			settings: { notify: { command } },
			problems: [],
		});
		expect(parseSettings({ notify: { command } }, "p.json", "project")).toEqual({
			settings: { notify: {} },
			problems: [
				"p.json: notify.command: only the global ask-user.json may set a command (a project file comes with any repository)",
			],
		});
		const list = 'must be a list of 1 to 64 strings, the program then its arguments, like ["notify-send", "pi waits"]';
		const argument = "must be a non-empty string of at most 4096 characters, without NUL";
		const problems = (command: unknown) => parseSettings({ notify: { command } }, "g.json", "global").problems;
		expect(problems("notify-send pi")).toEqual([`g.json: notify.command: ${list}`]);
		expect(problems([])).toEqual([`g.json: notify.command: ${list}`]);
		expect(problems(Array(65).fill("x"))).toEqual([`g.json: notify.command: ${list}`]);
		expect(problems(["say", 3])).toEqual([`g.json: notify.command[1]: ${argument}, got 3`]);
		expect(problems(["say", "a\0b"])).toEqual([`g.json: notify.command[1]: ${argument}, got "a\\u0000b"`]);
		expect(problems(["x".repeat(5000)])).toEqual([`g.json: notify.command[0]: ${argument}, got "${"x".repeat(39)}…`]);
	});

	it("locale: a shipped locale or a tag naming one, in either file", () => {
		expect(parseSettings({ locale: "de" }, "g.json", "global")).toEqual({ settings: { locale: "de" }, problems: [] });
		expect(parseSettings({ locale: "fr_CA.UTF-8" }, "p.json", "project").settings).toEqual({ locale: "fr" });
		const rule = 'must name one of en, de, fr, es (e.g. "de" or "de-AT")';
		expect(parseSettings({ locale: "tlh" }, "p.json", "project").problems).toEqual([
			`p.json: locale: ${rule}, got "tlh"`,
		]);
		expect(parseSettings({ locale: 7 }, "p.json", "project").problems).toEqual([`p.json: locale: ${rule}, got 7`]);
		expect(mergeSettings([{ locale: "de" }, { locale: "es" }]).locale).toBe("es");
		expect(mergeSettings([{ locale: "de" }, {}]).locale).toBe("de");
		expect(mergeSettings([{}, {}])).not.toHaveProperty("locale");
	});

	it("a file that is not an object is one problem", () => {
		expect(parseSettings([1], "x.json", "project")).toEqual({
			settings: {},
			problems: ["x.json: must hold a JSON object"],
		});
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
			{ keys: { dismiss: ["ctrl+q"] }, notify: { bell: false }, timeoutMinutes: 10, offerWithoutUI: true },
			{ keys: { help: ["?"] }, notify: { title: false }, remindAfterSeconds: 60, web: { auto: true } },
		]);
		expect(merged).toEqual({
			keys: { dismiss: ["ctrl+q"], help: ["?"] },
			notify: { bell: false, desktop: true, title: false },
			web: { auto: true, host: "127.0.0.1" },
			remindAfterSeconds: 60,
			timeoutMinutes: 10,
			offerWithoutUI: true,
		});
		expect(mergeSettings([])).toEqual(DEFAULT_SETTINGS);
	});

	it("reads agentDir/ask-user.json and cwd/.pi/ask-user.json; missing files are no problem, broken JSON is", async () => {
		const root = tempDir("ask-user-settings");
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
		expect(problems[0]).toMatch(/project\/\.pi\/ask-user\.json: is not valid JSON at line 1, column 3 \(/);
	});

	it("a file that is not JSON is told with the line and column where it stops being JSON, in every locale", async () => {
		// An unquoted value: the parser's message names no position for it on any Node (`fr` breaks off `false` at `r`),
		// and Node 22's quotes the text around it, line breaks and all: the reason is the locale's, not the parser's.
		const { agentDir, cwd, projectFile } = settingsDirs(undefined, '{\n  "locale": fr\n}');
		const told = {
			en: `${projectFile}: is not valid JSON at line 2, column 14 (unexpected character)`,
			de: `${projectFile}: ist kein gültiges JSON in Zeile 2, Spalte 14 (unerwartetes Zeichen)`,
			fr: `${projectFile}\u00a0: n’est pas du JSON valide à la ligne 2, colonne 14 (caractère inattendu)`,
			es: `${projectFile}: no es JSON válido en la línea 2, columna 14 (carácter inesperado)`,
		} as const;
		for (const [locale, line] of Object.entries(told)) {
			const { problems } = await loadSettings(agentDir, cwd, undefined, () => locale as keyof typeof told);
			expect(problems, locale).toEqual([line]);
		}
	});

	it("a file that ends too soon or breaks with a position in the parser's message: no parser's words, no position", async () => {
		const ended = settingsDirs(undefined, '{\n  "notify": {\n    "bell": true\n');
		expect((await loadSettings(ended.agentDir, ended.cwd, undefined, () => "fr")).problems).toEqual([
			`${ended.projectFile}\u00a0: n’est pas du JSON valide à la ligne 4, colonne 1 (fin de fichier inattendue)`,
		]);
		// Node 20 and 22 say "Expected double-quoted property name in JSON at position 51" here.
		const comma = settingsDirs(undefined, '{\n  "locale": "fr",\n  "notify": { "bell": true },\n}');
		expect((await loadSettings(comma.agentDir, comma.cwd, undefined, () => "de")).problems).toEqual([
			`${comma.projectFile}: ist kein gültiges JSON in Zeile 4, Spalte 1 (unerwartetes Zeichen)`,
		]);
	});
});

describe("reportOnce", () => {
	it("tells each problem once, saying the default is used", () => {
		const told: string[] = [];
		const reported = new Set<string>();
		reportOnce(["once.json: x: bad"], (m) => told.push(m), reported);
		reportOnce(["once.json: x: bad", "once.json: y: bad"], (m) => told.push(m), reported);
		expect(told).toEqual([
			"ask-user settings: once.json: x: bad; ignored",
			"ask-user settings: once.json: y: bad; ignored",
		]);
	});
});

describe("a file is untrusted input", () => {
	it("no escape of a name or value in the file reaches a warning; each problem still names its field", () => {
		for (const { name, settings } of hostileSettingsFiles) {
			const told: string[] = [];
			reportOnce(
				parseSettings(settings, `${name}.json`, "project").problems,
				(message) => told.push(message),
				new Set(),
			);
			expect(told, name).toHaveLength(7);
			expect(findUnsafeLine(told), name).toBeUndefined();
			const fields = [
				'"colour',
				'keys."fly',
				"keys.dismiss",
				"keys.help",
				'notify."sms',
				"notify.bell",
				"timeoutMinutes",
			];
			for (const field of fields) {
				expect(
					told.some((message) => message.includes(field)),
					`${name}: ${field}`,
				).toBe(true);
			}
		}
	});

	it("a file that is not JSON is told without the escapes the parser quotes", async () => {
		const { agentDir, cwd } = settingsDirs(undefined, HOSTILE_SETTINGS_TEXT);
		const { problems } = await loadSettings(agentDir, cwd);
		const told: string[] = [];
		reportOnce(problems, (message) => told.push(message), new Set());
		expect(told).toHaveLength(1);
		expect(told[0]).toMatch(/ask-user\.json: is not valid JSON/);
		expect(findUnsafeLine(told)).toBeUndefined();
	});

	it("a warning quotes at most a short cut of a huge name, and a file tells at most 10 problems and a count", () => {
		const huge = `x${"\u00e9".repeat(50_000)}`;
		const many = Object.fromEntries(Array.from({ length: 500 }, (_, index) => [`unknown${index}`, index]));
		const { problems } = parseSettings({ [huge]: 1, ...many }, "big.json", "global");
		expect(problems).toHaveLength(11);
		expect(problems[0]?.length).toBeLessThan(200);
		expect(problems.at(-1)).toBe("big.json: and 491 more problems");
		const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`unknown${index}`, index]));
		expect(parseSettings(eleven, "big.json", "global").problems.at(-1)).toBe("big.json: and 1 more problem");
	});
});

describe("keys a file may bind", () => {
	it("no file binds a key the form moves, confirms or picks with; the refusal names the file, field and key", () => {
		for (const key of FORM_KEYS) {
			for (const scope of ["global", "project"] as const) {
				const { settings, problems } = parseSettings({ keys: { dismiss: key } }, "k.json", scope);
				expect(settings.keys, `${scope} ${key}`).toEqual({});
				expect(problems, `${scope} ${key}`).toEqual([
					`k.json: keys.dismiss: ${JSON.stringify(key)} is refused: the form moves, confirms, cancels or picks with it`,
				]);
			}
		}
	});

	it("no file takes `e`, the form's only key to show a cut text in full, for another action", () => {
		expect(createKeymap().resolveMainKey(READER_KEY)).toEqual({ type: "expand" });
		for (const scope of ["global", "project"] as const) {
			const { settings, problems } = parseSettings({ keys: { optionNote: "e", help: ["e", "f2"] } }, "k.json", scope);
			expect(settings.keys, scope).toEqual({});
			expect(problems, scope).toEqual([
				'k.json: keys.optionNote: "e" is refused: the form shows a cut text in full with it, and no other key does',
				'k.json: keys.help: "e" is refused: the form shows a cut text in full with it, and no other key does',
			]);
		}
		const elsewhere = parseSettings({ keys: { optionNote: ["shift+e"], help: ["ctrl+e"] } }, "g.json", "global");
		expect(elsewhere.problems).toEqual([]);
	});

	it("a project file binds no key that types or moves in an answer; the global file may", () => {
		for (const key of TYPING_KEYS) {
			const project = parseSettings({ keys: { dismiss: key, optionNote: [key] } }, "p.json", "project");
			expect(project.settings.keys, key).toEqual({});
			expect(project.problems, key).toHaveLength(2);
			expect(project.problems[0], key).toMatch(
				/^p\.json: keys\.dismiss: ".*" is refused: (it types|it moves|pi's editor)/,
			);
			expect(parseSettings({ keys: { dismiss: key } }, "g.json", "global")).toEqual({
				settings: { keys: { dismiss: [key] } },
				problems: [],
			});
		}
		expect(parseSettings({ keys: { fold: "ctrl+a" } }, "p.json", "project").problems).toEqual([
			'p.json: keys.fold: "ctrl+a" is refused: pi\'s editor uses it (move to line start)',
		]);
	});

	it("a project file binds keys held with Ctrl, Alt or Super that pi's editor leaves free, and F1–F12", () => {
		for (const key of FREE_KEYS) {
			expect(parseSettings({ keys: { dismiss: key } }, "p.json", "project"), key).toEqual({
				settings: { keys: { dismiss: [key] } },
				problems: [],
			});
		}
	});

	it("keys.webPage follows the same rule: a project file binds no letter to it, the global file may", () => {
		expect(parseSettings({ keys: { webPage: "w" } }, "p.json", "project").problems).toEqual([
			'p.json: keys.webPage: "w" is refused: it types text; a project file binds only keys held with Ctrl, Alt or Super, or F1–F12',
		]);
		expect(parseSettings({ keys: { webPage: "ctrl+t" } }, "p.json", "project")).toEqual({
			settings: { keys: { webPage: ["ctrl+t"] } },
			problems: [],
		});
		expect(parseSettings({ keys: { webPage: "q" } }, "g.json", "global").problems).toEqual([]);
	});

	it("one refused key of a list refuses the field: the action keeps its keys", () => {
		const { settings, problems } = parseSettings({ keys: { dismiss: ["ctrl+q", "down"] } }, "p.json", "project");
		expect(settings).toEqual({ keys: {} });
		expect(problems).toHaveLength(1);
		expect(mergeSettings([{ keys: { dismiss: ["ctrl+x"] } }, settings]).keys).toEqual({ dismiss: ["ctrl+x"] });
	});
});

describe("limits a file may set", () => {
	it("a project file sets no time limit under 5 minutes and no reminder under 30 seconds; the global file may", () => {
		const tiny = { timeoutMinutes: 0.0001, remindAfterSeconds: 0.001 };
		expect(parseSettings(tiny, "p.json", "project")).toEqual({
			settings: {},
			problems: [
				"p.json: timeoutMinutes: 0.0001 is less than 5, the least a project file may set (the global ask-user.json may set less)",
				"p.json: remindAfterSeconds: 0.001 is less than 30, the least a project file may set (the global ask-user.json may set less)",
			],
		});
		expect(parseSettings({ timeoutMinutes: 5, remindAfterSeconds: 30 }, "p.json", "project").problems).toEqual([]);
		expect(parseSettings(tiny, "g.json", "global")).toEqual({ settings: tiny, problems: [] });
	});

	it("the hostile project file of the corpus leaves the defaults, with a warning for each field", () => {
		const { settings, problems } = parseSettings(hostileProjectSettings, "p.json", "project");
		expect(mergeSettings([settings])).toEqual(DEFAULT_SETTINGS);
		expect(problems).toHaveLength(8);
		const told: string[] = [];
		reportOnce(problems, (message) => told.push(message), new Set());
		expect(findUnsafeLine(told)).toBeUndefined();
	});
});

describe("reading a file", () => {
	afterEach(() => {
		hanging.clear();
		vi.useRealTimers();
	});

	it("a FIFO is not opened: the read returns at once and says so", async () => {
		const { agentDir, cwd, projectFile } = settingsDirs({ timeoutMinutes: 9 });
		execFileSync("mkfifo", [projectFile]);
		try {
			const { settings, problems } = await loadSettings(agentDir, cwd);
			expect(settings.timeoutMinutes).toBe(9);
			expect(problems).toEqual([`${projectFile}: is a FIFO, not a regular file`]);
		} finally {
			releaseFifo(projectFile);
		}
	});

	it("a symbolic link to /dev/zero, a directory and a 10 MB file are not read", async () => {
		const zero = settingsDirs();
		symlinkSync("/dev/zero", zero.projectFile);
		expect((await loadSettings(zero.agentDir, zero.cwd)).problems).toEqual([
			`${zero.projectFile}: is a device, not a regular file`,
		]);
		const directory = settingsDirs();
		mkdirSync(directory.projectFile);
		expect((await loadSettings(directory.agentDir, directory.cwd)).problems).toEqual([
			`${directory.projectFile}: is a directory, not a regular file`,
		]);
		const big = settingsDirs();
		const size = 10 * 1024 * 1024;
		writeFileSync(big.projectFile, `{"timeoutMinutes": 60, "x": "${"a".repeat(size - 32)}"}`);
		const { settings, problems } = await loadSettings(big.agentDir, big.cwd);
		expect(settings).toEqual(DEFAULT_SETTINGS);
		expect(problems).toEqual([`${big.projectFile}: holds ${statSync(big.projectFile).size} bytes, more than 65536`]);
	});

	it("a file of 64 KiB is read", async () => {
		const { agentDir, cwd, projectFile } = settingsDirs();
		const text = JSON.stringify({ timeoutMinutes: 60 });
		writeFileSync(projectFile, text.padEnd(64 * 1024, " "));
		expect(await loadSettings(agentDir, cwd)).toEqual({
			settings: { ...DEFAULT_SETTINGS, timeoutMinutes: 60 },
			problems: [],
		});
	});

	it("a file that starts with a byte-order mark (as Windows editors save it) is read", async () => {
		const { agentDir, cwd, projectFile } = settingsDirs();
		writeFileSync(projectFile, `\uFEFF${JSON.stringify({ timeoutMinutes: 60 })}`);
		expect(await loadSettings(agentDir, cwd)).toEqual({
			settings: { ...DEFAULT_SETTINGS, timeoutMinutes: 60 },
			problems: [],
		});
	});

	it("an abort ends a read that hangs, at once", async () => {
		const { agentDir, cwd, projectFile } = settingsDirs({ timeoutMinutes: 9 }, "{}");
		hanging.add(projectFile);
		const abort = new AbortController();
		const loading = loadSettings(agentDir, cwd, abort.signal);
		await new Promise((resolve) => setImmediate(resolve));
		abort.abort();
		expect((await loading).problems).toEqual([]);
		expect(hanging.calls).toBeGreaterThan(0);
	});

	it("a read that hangs is given up after 2 s (on a clock that is not real)", async () => {
		vi.useFakeTimers();
		const { agentDir, cwd, projectFile } = settingsDirs({ timeoutMinutes: 9 }, "{}");
		const globalFile = join(agentDir, "ask-user.json");
		hanging.add(projectFile);
		hanging.add(globalFile);
		const loading = loadSettings(agentDir, cwd);
		await vi.advanceTimersByTimeAsync(1_999);
		let done = false;
		void loading.then(() => (done = true));
		await vi.advanceTimersByTimeAsync(0);
		expect(done).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		expect(await loading).toEqual({
			settings: DEFAULT_SETTINGS,
			problems: [`${globalFile}: took more than 2 s to read`, `${projectFile}: took more than 2 s to read`],
		});
	});
});

describe(`any settings file under fuzzing (seed ${FUZZ_SEED})`, () => {
	it("never throws; warns safely and at most 11 times; a project file binds only free keys, above the floors", () => {
		let file = 0;
		fc.assert(
			fc.property(anySettings, (raw) => {
				for (const scope of ["global", "project"] as const) {
					const { settings, problems } = parseSettings(raw, `fuzz${++file}.json`, scope);
					expect(problems.length).toBeLessThanOrEqual(11);
					const told: string[] = [];
					reportOnce(problems, (message) => told.push(message), new Set());
					expect(findUnsafeLine(told)).toBeUndefined();
					for (const keys of Object.values(settings.keys ?? {})) {
						for (const key of keys) expect(keyRefusal(key, scope), key).toBeUndefined();
					}
					if (scope === "project") {
						expect(settings.timeoutMinutes ?? 5).toBeGreaterThanOrEqual(5);
						expect(settings.remindAfterSeconds ?? 30).toBeGreaterThanOrEqual(30);
					}
				}
			}),
			fuzzParameters(300),
		);
	});
});
