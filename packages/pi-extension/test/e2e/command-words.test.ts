/**
 * Scenario: a person whose environment speaks German types `/ask` in a real pi: pi's command list describes
 * `/ask-user` in German (pi reads a command's description as the extension loads, so it follows the environment,
 * D97), and `/ask-user ` completes `list` and `web` with German descriptions.
 */
import { expect, it } from "vitest";
import { noticeWords } from "../../src/locale/notice-words.ts";
import { COMMAND_DESCRIPTIONS } from "../../src/registration/commands.ts";
import { TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import type { TmuxSession } from "./support/tmux-session.ts";

/** Times a key is typed again while pi's list does not show, each after `LIST_WAIT_MS`. */
const RETYPES = 5;
const LIST_WAIT_MS = 3_000;

/**
 * Types `text` a key at a time until pi lists `listed`. pi 1.x takes typing while its start-up finishes and lists an
 * extension's commands from the first key after it loaded them: as a person would, the last key is typed again.
 */
async function typeUntilListed(session: TmuxSession, text: string, listed: string): Promise<string> {
	await session.typeText(text);
	for (let retype = 0; ; retype++) {
		try {
			return await session.waitForText(listed, { timeoutMs: LIST_WAIT_MS });
		} catch (error) {
			if (retype >= RETYPES) throw error;
		}
		await session.sendKeys("BSpace");
		await session.typeText(text.slice(-1));
	}
}

it(
	"LANG=de_DE.UTF-8: /ask-user and its list and web arguments are described in German",
	async () => {
		// LC_ALL unset (it would win), tmux's character set from LC_CTYPE.
		const env = { extraEnv: { LC_ALL: "", LC_CTYPE: "C.UTF-8", LANG: "de_DE.UTF-8" } };
		await withAskUserTui({ replies: [], env }, async ({ session }) => {
			await session.resize(160, 24);
			const german = COMMAND_DESCRIPTIONS.de.reopen;
			const listed = await typeUntilListed(session, "/ask-u", german.slice(0, 40));
			expect(listed).not.toContain(COMMAND_DESCRIPTIONS.en.reopen.slice(0, 40));
			await session.sendKeys("ser ");
			const words = noticeWords("de");
			const completions = await session.waitForText(words.listArgument.slice(0, 30));
			expect(completions).toContain(words.webArgument.slice(0, 30));
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
