/**
 * Scenario: while the form waits, pi 1.x tells the terminal it is blocked on a question (OSC 7501 program status),
 * not "working", so whatever watches pi's status sees that a person is needed; pi 0.73 reports no status at all.
 * `PI_PROGRAM_STATUS=1` makes pi report it without asking the terminal first (tmux does not answer the query).
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { waitUntil } from "@ask-user/test-kit/wait-until";
import { expect, it } from "vitest";
import { WAITING_MESSAGE } from "../../src/form/pi-line.ts";
import { expectResultsSentToModel, openForm, TUI_TEST_TIMEOUT_MS, withAskUserTui } from "./support/ask-user-pi.ts";
import { piVersion } from "./support/pi-paths.ts";
import { cancelledTour, TOUR_FORM_TEXT, tour } from "./support/tour-details.ts";

/** Every OSC 7501 report in `output`, as its `key=value` pairs. */
function programStatuses(output: string): string[] {
	return [...output.matchAll(/\x1b\]7501;([^\x1b\x07]*)(?:\x1b\\|\x07)/g)].map((match) => match[1] ?? "");
}

const BLOCKED = `state=blocked:app=pi:kind=question:msg=${Buffer.from(WAITING_MESSAGE).toString("base64")}`;

it(
	"pi 1.x reports itself blocked on a question while the form is open, and no longer once it closed",
	async () => {
		const replies = [askUserReply(tour, "call_status"), textReply("Dismissed.")];
		await withAskUserTui({ replies, env: { extraEnv: { PI_PROGRAM_STATUS: "1" } } }, async (pi) => {
			const { session } = pi;
			const raw = join(pi.env.root, "terminal-output.raw");
			await promisify(execFile)("tmux", ["-L", session.socketName, "pipe-pane", "-t", "main", `cat > '${raw}'`]);
			const statuses = async () => programStatuses(await readFile(raw, "latin1").catch(() => ""));
			await openForm(session, "set up the service", TOUR_FORM_TEXT);
			const line1x = !piVersion().startsWith("0.");
			if (line1x) {
				await waitUntil(
					async () => (await statuses()).at(-1) === BLOCKED,
					15_000,
					() => `${BLOCKED} as last`,
				);
			}
			await session.sendKeys("C-c");
			await session.waitForText("Dismissed.");
			expect((await expectResultsSentToModel(pi, 1))[0]?.details).toEqual(cancelledTour("dismissed"));
			const reported = await statuses();
			if (line1x) {
				expect(reported).toContain(BLOCKED);
				expect(reported.at(-1)).not.toMatch(/^state=blocked/);
			} else {
				expect(reported).toEqual([]);
			}
		});
	},
	TUI_TEST_TIMEOUT_MS,
);
