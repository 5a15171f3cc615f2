import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { localeMessages, MESSAGE_LOCALES } from "@ask-user/core";
import { tour } from "@ask-user/core/fixtures";
import { fileTempDir } from "@ask-user/test-kit/temp-dir";
import { beforeAll, describe, expect, it } from "vitest";
import { FILE_COMPLETION_PLACEHOLDERS, findFd } from "../src/file-autocomplete.ts";
import { keys, openQuestionnaire } from "./support/harness.ts";

const root = fileTempDir("ask-user-fd");

function binary(dir: string, name: string): string {
	mkdirSync(join(root(), dir), { recursive: true });
	const path = join(root(), dir, name);
	writeFileSync(path, "#!/bin/sh\n");
	chmodSync(path, 0o755);
	return path;
}

describe("findFd: where pi looks for fd", () => {
	let [managed, onPath, debian] = ["", "", ""];
	beforeAll(() => {
		managed = binary("agent/bin", "fd");
		onPath = binary("usr/bin", "fd");
		debian = binary("debian/bin", "fdfind");
	});
	const path = (...dirs: string[]) => dirs.map((d) => join(root(), d)).join(delimiter);

	it("pi's managed copy in <agentDir>/bin comes first", () => {
		expect(findFd(join(root(), "agent"), path("usr/bin"))).toBe(managed);
	});

	it("then fd on PATH", () => {
		expect(findFd(join(root(), "none"), path("empty", "usr/bin", "debian/bin"))).toBe(onPath);
	});

	it("then Debian's fdfind on PATH", () => {
		expect(findFd(join(root(), "none"), path("debian/bin"))).toBe(debian);
	});

	it("undefined when there is none", () => {
		expect(findFd(join(root(), "none"), path("empty"))).toBeUndefined();
		expect(findFd(join(root(), "none"), "")).toBeUndefined();
	});
});

describe("the answer editor's placeholder where @ completes files", () => {
	it.each(MESSAGE_LOCALES)("%s: shows whole in a 44-column pane", async (locale) => {
		const placeholder = FILE_COMPLETION_PLACEHOLDERS[locale];
		const messages = { ...localeMessages(locale), answerPlaceholder: placeholder };
		const session = await openQuestionnaire(tour, { columns: 44, rows: 20, messages });
		// The first question's own answer: its row is the last one.
		await session.press(keys.up, keys.enter);
		expect(session.screen().some((line) => line.includes(placeholder))).toBe(true);
	});
});
