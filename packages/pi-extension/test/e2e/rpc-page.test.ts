/**
 * `--mode rpc` offers the form's web page first (D93), through pi's real RPC mode: the client is asked, in a select
 * naming the page's address, how the person wants to answer. The first form is answered on the page (over HTTP, as a
 * browser would) while a second select waits: the answers are the page's. For the second form the client takes the
 * page, then leaves it with the waiting select's entry, and pi's dialogs ask as ever: a GUI that cannot open links
 * is never stuck.
 */
import type { AskUserInput } from "@ask-user/core";
import { askUserReply, textReply } from "@ask-user/test-kit/mock-model-script";
import { act, openPage } from "@ask-user/test-kit/page-client";
import { expect, it } from "vitest";
import { EXTENSION_DIR, expectResultsSentToModel, withMockPi } from "./support/ask-user-pi.ts";
import type { UiAnswer, UiDialogRequest } from "./support/run-pi-rpc.ts";
import { runPiRpc } from "./support/run-pi-rpc.ts";

const CHANNEL: AskUserInput = {
	questions: [
		{
			id: "channel",
			label: "Channel",
			prompt: "Where should the release go?",
			options: [
				{ value: "stable", label: "Stable" },
				{ value: "beta", label: "Beta" },
			],
		},
	],
};

const HOW = "How do you want to answer?";
const WAITING = /^Answering in the browser page at (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+) \(it opens once/;

it("--mode rpc: the page is offered first; answered there, or left for the dialogs", async () => {
	const asked: string[] = [];
	let address = "";
	let waits = 0;
	const answer = async (request: UiDialogRequest): Promise<UiAnswer> => {
		asked.push(request.title);
		if (request.method !== "select") return { cancelled: true };
		if (request.title === HOW) {
			address = /http:\/\/\S+/.exec(request.options[0] ?? "")?.[0] ?? "";
			return { value: request.options[0] ?? "" };
		}
		const waiting = WAITING.exec(request.title);
		if (waiting !== null) {
			expect(waiting[1]).toBe(address);
			expect(request.options).toEqual(["Answer step by step here instead"]);
			if (++waits > 1) return { value: "Answer step by step here instead" };
			// A browser on the page: Beta, then Submit from the review. The form's end closes the waiting select.
			const page = await openPage(address);
			expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
			expect((await act(page, { type: "tab.select", index: 1 })).status).toBe(204);
			expect((await act(page, { type: "submit" })).status).toBe(204);
			return { cancelled: true };
		}
		if (request.title.startsWith("[1/1] Channel")) return { value: "1. Stable" };
		if (request.title.startsWith("Review")) return { value: "Submit" };
		return { cancelled: true };
	};
	const replies = [askUserReply(CHANNEL, "call_page"), askUserReply(CHANNEL, "call_dialogs"), textReply("Noted.")];
	await withMockPi({ replies }, async (pi) => {
		await runPiRpc({ env: pi.env, extensions: [EXTENSION_DIR], prompt: "plan the release", onUiRequest: answer });
		const [onPage, inDialogs] = await expectResultsSentToModel(pi, 2);
		expect(onPage?.details).toMatchObject({
			cancelled: false,
			source: "page",
			answers: { channel: { values: ["beta"] } },
		});
		expect(onPage?.content).toContain("on its web page");
		expect(inDialogs?.details).toMatchObject({
			cancelled: false,
			source: "rpc",
			answers: { channel: { values: ["stable"] } },
		});
		expect(asked.filter((title) => title === HOW)).toHaveLength(2);
		expect(asked.filter((title) => title.startsWith("[1/1] Channel"))).toHaveLength(1);
	});
}, 60_000);
