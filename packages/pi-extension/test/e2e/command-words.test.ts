/**
 * Scenario: a person whose environment speaks German types `/ask` in a real pi: pi's command list describes
 * `/ask-user` in German (pi reads a command's description as the extension loads, so it follows the environment,
 * D97), and `/ask-user ` completes `list` and `web` with German descriptions.
 */
import { expect, it } from "vitest";
import { noticeWords } from "../../src/locale/notice-words.ts";
import { COMMAND_DESCRIPTIONS } from "../../src/registration/commands.ts";
import { TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";

it(
	"LANG=de_DE.UTF-8: /ask-user and its list and web arguments are described in German",
	async () => {
		// LC_ALL unset (it would win), tmux's character set from LC_CTYPE.
		const env = { extraEnv: { LC_ALL: "", LC_CTYPE: "C.UTF-8", LANG: "de_DE.UTF-8" } };
		await withAskUserTui({ replies: [], env }, async ({ session }) => {
			await session.resize(160, 24);
			await session.sendKeys("/ask-u");
			const german = COMMAND_DESCRIPTIONS.de.reopen;
			const listed = await session.waitForText(german.slice(0, 40));
			expect(listed).not.toContain(COMMAND_DESCRIPTIONS.en.reopen.slice(0, 40));
			await session.sendKeys("ser ");
			const words = noticeWords("de");
			const completions = await session.waitForText(words.listArgument.slice(0, 30));
			expect(completions).toContain(words.webArgument.slice(0, 30));
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
