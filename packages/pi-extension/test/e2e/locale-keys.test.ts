/**
 * Scenario: a German person in a real pi, at 80×24, in a 44×20 split and in a 40×20 one. The footer, the help and
 * the editor's footer speak German and name the note keys and Ctrl+G; the editor's footer names Esc at every width.
 */
import { tour } from "@ask-user/core/fixtures";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { describe, expect, it } from "vitest";
import { openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";

describe("the form's keys in German", () => {
	for (const [width, height] of [
		[80, 24],
		[44, 20],
		[40, 20],
	] as const) {
		it(
			`${width}×${height}: footer, help and editor in German, every line fits`,
			async () => {
				const replies = [askUserReply(tour, "call_tour"), textReply("ok")];
				const env = { agentFiles: { "ask-user.json": JSON.stringify({ locale: "de" }) } };
				await withAskUserTui({ replies, env }, async (pi) => {
					const { session } = pi;
					await session.resize(width, height);
					const form = await openForm(session, "set up the service", "? Tasten");
					expect(form).toContain("↑↓ bewegen");
					if (width >= 80) expect(form).toContain("n/Shift+N Notiz");
					for (const line of form.split("\n")) expect([...line].length).toBeLessThanOrEqual(width);

					await session.sendKeys("?");
					// One frame: the German help without an English word left from the frame before it.
					const help = await session.waitForScreen(
						(shown) => /Jede Taste schließt|sonst schließen/.test(shown) && !/\bKeys\b/.test(shown),
						"the help in German",
					);
					// Where the help does not fit, it scrolls with PgDn to its last keys.
					const scrolls = help.includes("sonst schließen");
					if (scrolls) await session.sendKeys(...Array<string>(10).fill("PageDown"));
					const end = scrolls ? await session.capture() : help;
					if (!scrolls) expect(help).toContain("Option wählen (ab 10: zwei Ziffern)");
					expect(end).toContain("Ctrl+G");
					// The legend of the tab bar's marks ends the help, wrapped where one line does not fit.
					expect(end).toContain("■ beantwortet · □ nicht beantwortet");
					expect(end).toContain("* erforderlich");
					await session.sendKeys("x");
					await session.waitForText("? Tasten");

					await session.sendKeys("n");
					const editor = await session.waitForText("Enter speichern");
					if (width >= 80) expect(editor).toContain("Ctrl+G externer Editor");
					expect(editor).toContain(width >= 44 ? "Esc speichern & schließen" : "Enter speichern · Esc schließen");
					await session.sendKeys("Escape");
					await session.waitForText("? Tasten");
					await session.sendKeys("C-c");
					await session.waitForText("ok");
				});
			},
			TUI_TEST_TIMEOUT_MS,
		);
	}
});
