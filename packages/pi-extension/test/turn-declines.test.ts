/**
 * A person who turned a question down is not asked again in the same reply: the reply's later `ask_user` calls
 * return at once, cancelled for the same reason, and the next turn asks as usual.
 */
import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import { describe, expect, it } from "vitest";
import { declinedText } from "../src/tool/turn-declines.ts";
import { fakeContext, type LoadedExtension, loadExtension, runTool } from "./support-unit/fake-pi.ts";
import { terminalUi } from "./support-unit/terminal-ui.ts";

const { ctrlC: CTRL_C, escape: ESC, tab: TAB } = RAW_KEYS;

const textOf = (result: { content: readonly { type: string; text?: string }[] }) =>
	result.content.map((part) => part.text ?? "").join("");

async function startTurn(extension: LoadedExtension): Promise<void> {
	for (const handler of extension.handlers.get("turn_start") ?? []) await handler({}, fakeContext());
}

/** Opens the tour, presses `keys`, and returns the result. */
async function askTour(extension: LoadedExtension, ...keys: string[]) {
	const screen = terminalUi();
	const running = runTool(tour, fakeContext({ ui: screen.ui }), { extension });
	await screen.opened();
	await screen.press(...keys);
	return running;
}

describe("a question turned down ends the reply's questions", () => {
	it.each([
		["Esc", "user", [ESC]],
		["Ctrl+C", "dismissed", [CTRL_C]],
		["Discuss first", "discuss", [TAB, TAB, TAB, "3", "3"]],
	] as const)(
		"after %s, the next call of the reply returns at once, and the next turn asks again",
		async (_name, reason, keys) => {
			const extension = loadExtension();
			await startTurn(extension);
			expect((await askTour(extension, ...keys)).details).toMatchObject({ cancelled: true, cancelReason: reason });

			const notShown = terminalUi();
			const second = await runTool(tour, fakeContext({ ui: notShown.ui }), { extension });
			expect(notShown.mounted()).toBeUndefined();
			expect(second.details).toMatchObject({ cancelled: true, cancelReason: reason, answers: {} });
			expect(textOf(second)).toBe(declinedText(reason));

			await startTurn(extension);
			const next = await askTour(extension, CTRL_C);
			expect(next.details).toMatchObject({ cancelReason: "dismissed" });
		},
	);

	it("a submitted answer does not: the reply's next question opens", async () => {
		const extension = loadExtension();
		await startTurn(extension);
		const screen = terminalUi();
		const first = runTool({ questions: [tour.questions[0]] }, fakeContext({ ui: screen.ui }), { extension });
		await screen.opened();
		await screen.press("1", "\r");
		expect((await first).details).toMatchObject({ cancelled: false });
		expect((await askTour(extension, CTRL_C)).details).toMatchObject({ cancelReason: "dismissed" });
	});

	it("the model is told why, and what to do instead", () => {
		expect(declinedText("discuss")).toBe(
			"Not shown: the user chose to discuss an earlier question of this reply first. Do not ask again in this reply; answer or ask in plain text, and call ask_user later if still needed.",
		);
		expect(declinedText("timeout")).toContain("went unanswered in the time allowed");
		expect(declinedText("user")).toContain("the user cancelled an earlier question");
	});
});
