import { mainScreenTui } from "@ask-user/test-kit/main-screen-tui";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import { type Component, Text, type TUI } from "@mariozechner/pi-tui";
import { afterEach, describe, expect, it } from "vitest";

/** Shows every input it receives, one per line. */
class InputLog implements Component {
	readonly received: string[] = [];

	handleInput(data: string): void {
		this.received.push(data);
	}

	render(): string[] {
		return this.received.map((data) => `got ${JSON.stringify(data)}`);
	}

	invalidate(): void {}
}

const started: TUI[] = [];

function startTui(terminal: VirtualTerminal, ...children: Component[]): TUI {
	const tui = mainScreenTui(terminal);
	for (const child of children) tui.addChild(child);
	tui.start();
	started.push(tui);
	return tui;
}

afterEach(() => {
	for (const tui of started.splice(0)) tui.stop();
});

describe("VirtualTerminal", () => {
	it("shows what a real TUI renders", async () => {
		const terminal = new VirtualTerminal({ columns: 40, rows: 6 });
		startTui(terminal, new Text("Hello, virtual terminal", 0, 0), new Text("中文 and 👍 too", 0, 0));
		await terminal.flush();
		expect(terminal.screen()).toEqual(["Hello, virtual terminal", "中文 and 👍 too", "", "", "", ""]);
	});

	it("wraps to its width", async () => {
		const terminal = new VirtualTerminal({ columns: 12, rows: 4 });
		startTui(terminal, new Text("alpha beta gamma delta", 0, 0));
		await terminal.flush();
		expect(terminal.screen()).toEqual(["alpha beta", "gamma delta", "", ""]);
	});

	it("resizes and makes the TUI render again at the new width", async () => {
		const terminal = new VirtualTerminal({ columns: 40, rows: 4 });
		startTui(terminal, new Text("alpha beta gamma delta", 0, 0));
		await terminal.flush();
		expect(terminal.screen()[0]).toBe("alpha beta gamma delta");

		terminal.columns = 12;
		await terminal.flush();
		expect(terminal.columns).toBe(12);
		expect(terminal.screen()).toEqual(["alpha beta", "gamma delta", "", ""]);

		terminal.rows = 2;
		await terminal.flush();
		expect(terminal.rows).toBe(2);
		expect(terminal.screen()).toEqual(["alpha beta", "gamma delta"]);

		terminal.resize(40, 3);
		await terminal.flush();
		expect(terminal.screen()).toEqual(["alpha beta gamma delta", "", ""]);
	});

	it("delivers input to the focused component, which renders it", async () => {
		const terminal = new VirtualTerminal({ columns: 30, rows: 4 });
		const log = new InputLog();
		const tui = startTui(terminal, log);
		tui.setFocus(log);

		terminal.sendInput("N");
		terminal.sendInput("\x1b[B");
		await terminal.flush();
		expect(log.received).toEqual(["N", "\x1b[B"]);
		expect(terminal.screen().slice(0, 2)).toEqual(['got "N"', 'got "\\u001b[B"']);
	});

	it("records every byte written, escape sequences included", async () => {
		const terminal = new VirtualTerminal({ columns: 20, rows: 3 });
		startTui(terminal, new Text("\x1b[31mred\x1b[39m", 0, 0));
		await terminal.flush();
		expect(terminal.output).toContain("\x1b[?25l");
		expect(terminal.output).toContain("\x1b[?2026h");
		expect(terminal.output).toContain("\x1b[31mred\x1b[39m");
		expect(terminal.screen()[0]).toBe("red");
	});

	it("refuses input before start and after stop", () => {
		const terminal = new VirtualTerminal();
		expect(() => terminal.sendInput("x")).toThrow(/before start/);
		const tui = startTui(terminal);
		terminal.sendInput("x");
		tui.stop();
		expect(() => terminal.sendInput("x")).toThrow(/after stop/);
	});
});
