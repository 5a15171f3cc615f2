/**
 * pi's conventions for a package like this one, in a real pi: the transcript names the expand key as the person bound
 * it (pi 1.x passes `keyText` in the render context; an imported one may be another copy that does not see the
 * person's keybindings), and pi 1.x shows the package's `CHANGELOG.md` (`pi.changelogPath`) after an update.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AskUserInput } from "@ask-user/core";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { expect, it } from "vitest";
import {
	EXTENSION_DIR,
	expectResultsSentToModel,
	submitPrompt,
	TUI_TEST_TIMEOUT_MS,
	withAskUserTui,
	withMockPi,
} from "./support/ask-user-pi.ts";
import { piVersion } from "./support/pi-paths.ts";
import { waitForPiReady, withPiInTmux } from "./support/tmux-session.ts";

const ANSWER_EXTENSION = fileURLToPath(new URL("./support/answer-extension.ts", import.meta.url));

/** 22 questions, the first answered by the helper extension (`database: sqlite`): the transcript lists 20. */
const MANY: AskUserInput = {
	questions: [
		{ id: "database", prompt: "Which database?", options: [{ value: "sqlite", label: "SQLite" }] },
		...Array.from({ length: 21 }, (_, i) => ({
			id: `q${i + 1}`,
			prompt: `Question ${i + 1}?`,
			options: [{ value: "a", label: "A" }],
		})),
	],
};

it(
	"the transcript names the expand key as keybindings.json binds it",
	async () => {
		const replies = [askUserReply(MANY, "call_many"), textReply("Noted.")];
		const env = { agentFiles: { "keybindings.json": JSON.stringify({ "app.tools.expand": "ctrl+y" }) } };
		await withAskUserTui({ replies, env, extraExtensions: [ANSWER_EXTENSION] }, async (pi) => {
			const { session } = pi;
			await submitPrompt(session, "ask me");
			await session.waitForText("Noted.");
			await expectResultsSentToModel(pi, 1);
			await session.waitForText("… 2 more questions (ctrl+y to expand)");
		});
	},
	TUI_TEST_TIMEOUT_MS,
);

/** A copy of the package at `version` whose changelog has an entry for it; its dependencies are the workspace's. */
async function packageAt(dir: string, version: string): Promise<void> {
	await mkdir(dir, { recursive: true });
	await cp(join(EXTENSION_DIR, "src"), join(dir, "src"), { recursive: true });
	const manifest = JSON.parse(await readFile(join(EXTENSION_DIR, "package.json"), "utf8")) as Record<string, unknown>;
	await writeFile(join(dir, "package.json"), JSON.stringify({ ...manifest, version }, null, 2));
	const changelog = await readFile(join(EXTENSION_DIR, "CHANGELOG.md"), "utf8");
	const [heading = "", ...rest] = changelog.split("\n");
	const entry = `## ${version}\n\n### Patch Changes\n\n- The changelog entry of ${version}.\n`;
	await writeFile(join(dir, "CHANGELOG.md"), [heading, "", entry, ...rest].join("\n"));
	await symlink(join(EXTENSION_DIR, "node_modules"), join(dir, "node_modules")).catch(() => {});
}

it(
	"pi 1.x shows the package's CHANGELOG.md after an update; pi 0.73.1 starts as ever",
	async () => {
		const installed = await mkdtemp(join(tmpdir(), "ask-user-package-"));
		try {
			await packageAt(installed, "0.1.0");
			const settings = { packages: [installed], quietStartup: false, collapseChangelog: false };
			await withMockPi({ env: { settings } }, async ({ env }) => {
				// The first start records the version it sees, showing nothing.
				await withPiInTmux({ env, extensions: [] }, (first) => waitForPiReady(first, env));
				await packageAt(installed, "0.1.1");
				await withPiInTmux({ env, extensions: [] }, async (second) => {
					await waitForPiReady(second, env);
					if (piVersion().startsWith("0.")) {
						expect(await second.capture()).not.toContain("The changelog entry of 0.1.1.");
					} else await second.waitForText("The changelog entry of 0.1.1.");
				});
			});
		} finally {
			await rm(installed, { recursive: true, force: true });
		}
	},
	TUI_TEST_TIMEOUT_MS,
);
