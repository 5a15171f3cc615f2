/**
 * Keys typed into the web playground's terminal before its form could be seen are held by the typeahead guard as in
 * pi; the playground has no prompt to give them back to, so its footer says they are ignored.
 */
import { tour } from "@ask-user/core/fixtures";
import { expect, it } from "vitest";
import type { ServerMessage } from "../../src/web/protocol.ts";
import { WebSession } from "../../src/web/session.ts";
import { loadWebLooks } from "../../src/web/web-look.ts";

/** The terminal's output without its escape sequences. */
const plain = (output: string) => output.replace(/\x1b\[[0-9;?]*[ -/]*[@-~]/g, "").replace(/\x1b\][^\x07]*\x07/g, "");

it("says keys typed as the form opens are ignored until a pause, not kept for a prompt it does not have", async () => {
	const outputs: string[] = [];
	const looks = await loadWebLooks();
	const session = new WebSession({
		send: (message: ServerMessage) => {
			if (message.type === "output") outputs.push(message.data);
		},
		look: looks(),
		openInspector: () => Promise.resolve({ error: "not in this test" }),
		onError: (error) => {
			throw error;
		},
	});
	try {
		session.handle({ type: "payload", text: JSON.stringify(tour) });
		// In the same turn as the form's start: before anyone could see it.
		session.handle({ type: "input", data: "abc" });
		await expect.poll(() => plain(outputs.join(""))).toContain("3 typed characters ignored until you pause");
		expect(plain(outputs.join(""))).not.toContain("prompt");
	} finally {
		session.close();
	}
});
