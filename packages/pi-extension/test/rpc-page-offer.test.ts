/**
 * RPC mode offers the form's web page first (D93): a select names the page's address, or step by step here. The page
 * answers the form while a second select waits (the form's end closes it, and the answers are the page's); that
 * select's entry leaves the page for the dialogs, and step by step closes the page at once. Dismissing either select
 * cancels the form, as any dismissed dialog does.
 */
import { tour } from "@ask-user/core/fixtures";
import { act, type FollowedPage, follow, openPage, request } from "@ask-user/test-kit/page-client";
import { describe, expect, it } from "vitest";
import { dialogWords } from "../src/dialogs/dialog-words.ts";
import { fakeContext, runTool, textOf } from "./support-unit/fake-pi.ts";
import { type DialogCall, scriptedDialogs, untilAborted } from "./support-unit/scripted-dialogs.ts";

const addressIn = (call: DialogCall | undefined) =>
	call?.method === "select" ? /http:\/\/\S+/.exec(call.options[0] ?? "")?.[0] : undefined;

describe("RPC mode: the page offered first", () => {
	it("names the page's address; the page answers while a select waits, and the answers are the page's", async () => {
		let address = "";
		const dialogs = scriptedDialogs(
			[
				async (call) => {
					const page = await openPage(address);
					// Opened twice, the address sends the second browser to pi's command: an RPC GUI has no form's `w`.
					const again = await request(address);
					expect(again.status).toBe(403);
					expect(again.body).toContain("ask pi for a new one (/ask-user web)");
					expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
					expect((await act(page, { type: "tab.select", index: 3 })).status).toBe(204);
					expect((await act(page, { type: "submit" })).status).toBe(204);
					// Held open until the form's end closes it, as a GUI's select is.
					return untilAborted(call);
				},
			],
			(call) => {
				address = addressIn(call) ?? "";
				return call.method === "select" ? call.options[0] : undefined;
			},
		);
		const result = await runTool(tour, fakeContext({ ui: dialogs.ui }));
		const [offer] = dialogs.offers;
		expect(offer).toMatchObject({
			title: "How do you want to answer?",
			options: [
				expect.stringMatching(/^Answer in the browser page at http:\/\/127\.0\.0\.1:\d+\/\?token=/),
				"Step by step here",
			],
		});
		expect(dialogs.calls).toEqual([
			expect.objectContaining({
				method: "select",
				title: `Answering in the browser page at ${address} (it opens once, in one browser)`,
				options: ["Answer step by step here instead"],
			}),
		]);
		expect(result.details).toMatchObject({
			cancelled: false,
			source: "page",
			answers: { database: { values: ["sqlite"] } },
		});
		// No terminal was there to answer in: the model reads where the person was asked instead.
		expect(textOf(result).split("\n")[0]).toBe(
			'The user submitted "Set up the new service" on its web page, not in pi\'s dialogs (1 of 3 answered):',
		);
		await expect(request(address)).rejects.toThrow();
	});

	it("the waiting select's entry leaves the page for the dialogs, which answer as ever; the page says so", async () => {
		let address = "";
		let followed: FollowedPage | undefined;
		const leave = async (call: DialogCall) => {
			followed = await follow(await openPage(address));
			return call.method === "select" ? call.options[0] : undefined;
		};
		const dialogs = scriptedDialogs([leave, "1.", "Done", "2.", "Submit"], (call) => {
			address = addressIn(call) ?? "";
			return call.method === "select" ? call.options[0] : undefined;
		});
		const result = await runTool(tour, fakeContext({ ui: dialogs.ui }));
		expect(dialogs.calls.map((call) => call.title.slice(0, 12))).toEqual([
			"Answering in",
			"[1/3] Databa",
			"[2/3] Featur",
			"[3/3] Layout",
			"Review Set u",
		]);
		expect(result.details).toMatchObject({
			cancelled: false,
			source: "rpc",
			answers: { database: { values: ["postgres"] } },
		});
		// The page closed as the person left it, saying where the form went on: its address answers no more.
		await followed?.closed;
		const ended = followed?.events.find((event) => event.name === "ended");
		expect(String(ended?.html)).toContain(dialogWords("en").pageLeft);
		await expect(request(address)).rejects.toThrow();
	});

	it("dismissing the offer cancels the form, as any dismissed dialog: no question is asked, the page is closed", async () => {
		const text = { questions: [{ id: "name", prompt: "Project name?", type: "text" }] };
		for (const args of [tour, text]) {
			const dialogs = scriptedDialogs([], () => undefined);
			const result = await runTool(args, fakeContext({ ui: dialogs.ui }));
			expect(dialogs.offers).toHaveLength(1);
			expect(dialogs.calls).toEqual([]);
			expect(result.details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
			await expect(request(addressIn(dialogs.offers[0]) ?? "")).rejects.toThrow();
		}
	});

	it("dismissing the waiting select cancels the form, after asking when the page's answers would be lost", async () => {
		let address = "";
		let followed: FollowedPage | undefined;
		const answerOnPage = async () => {
			const page = await openPage(address);
			followed = await follow(page);
			expect((await act(page, { type: "value.choose", question: 0, index: 1 })).status).toBe(204);
			return undefined;
		};
		const dialogs = scriptedDialogs([answerOnPage, "no", undefined, "yes"], (call) => {
			address = addressIn(call) ?? "";
			return call.method === "select" ? call.options[0] : undefined;
		});
		const result = await runTool(tour, fakeContext({ ui: dialogs.ui }));
		// Kept answering: the same select again; dismissed again and confirmed, the form is cancelled.
		expect(dialogs.calls.map((call) => [call.method, call.title.slice(0, 22)])).toEqual([
			["select", "Answering in the brows"],
			["confirm", "Discard 1 answer?"],
			["select", "Answering in the brows"],
			["confirm", "Discard 1 answer?"],
		]);
		expect(result.details).toMatchObject({ cancelled: true, cancelReason: "user", answers: {} });
		await followed?.closed;
		const ended = followed?.events.find((event) => event.name === "ended");
		expect(String(ended?.html)).toContain("The form was cancelled.");
		await expect(request(address)).rejects.toThrow();
	});

	it("step by step goes to the dialogs at once, and the page it named is closed", async () => {
		const dialogs = scriptedDialogs(["1.", "Done", "2.", "Submit"]);
		const result = await runTool(tour, fakeContext({ ui: dialogs.ui }));
		expect(dialogs.offers).toHaveLength(1);
		expect(dialogs.calls[0]?.title).toMatch(/^\[1\/3\] Database/);
		expect(result.details).toMatchObject({ cancelled: false, source: "rpc" });
		await expect(request(addressIn(dialogs.offers[0]) ?? "")).rejects.toThrow();
	});
});
