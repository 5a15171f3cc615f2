/**
 * A terminal form's first snapshot is stored in the session on the idle turn after its first frame, not while the
 * frame waits; a form that ends before that turn stores it all the same, so it can be reopened.
 */
import { tour } from "@ask-user/core/fixtures";
import { fakeCustom, plainTheme } from "@ask-user/test-kit/fake-custom";
import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import { describe, expect, it } from "vitest";
import { fakeContext, loadExtension, runTool } from "./support-unit/fake-pi.ts";

/** The statuses of the form entries stored so far. */
const statuses = (extension: ReturnType<typeof loadExtension>) =>
	extension.entries.map((entry) => (entry.type === "custom" ? (entry.data as { status?: string }).status : undefined));

/** Runs `tour` in a terminal form; `mounted` is told when the form is in the TUI, in the turn that mounted it. */
function open(mounted: () => void) {
	const extension = loadExtension();
	const tui = mainScreenTui(new VirtualTerminal({ columns: 80, rows: 24 }));
	const abort = new AbortController();
	const custom = fakeCustom({ tui, theme: plainTheme, onMounted: mounted });
	const running = runTool(tour, fakeContext({ ui: { custom, setTitle: () => {}, notify: () => {} } }), {
		extension,
		signal: abort.signal,
		toolCallId: "call_tour",
	});
	return { extension, abort, running };
}

describe("the first snapshot of a terminal form", () => {
	it("is stored on the idle turn after the form mounts", async () => {
		let storedAtMount: (string | undefined)[] | undefined;
		let afterTurn: (statuses: (string | undefined)[]) => void = () => {};
		const storedAfterTurn = new Promise<(string | undefined)[]>((resolve) => {
			afterTurn = resolve;
		});
		const { extension, abort, running } = open(() => {
			storedAtMount = statuses(extension);
			setImmediate(() => afterTurn(statuses(extension)));
		});
		expect(await storedAfterTurn).toEqual(["open"]);
		expect(storedAtMount).toEqual([]);
		abort.abort();
		await running;
		expect(statuses(extension)).toEqual(["open", "cancelled"]);
	});

	it("is stored when the form ends in the turn it mounted, so the form can be reopened", async () => {
		const { extension, abort, running } = open(() => abort.abort());
		expect((await running).details).toMatchObject({ cancelled: true, cancelReason: "aborted" });
		expect(statuses(extension)).toEqual(["open", "cancelled"]);
	});
});
