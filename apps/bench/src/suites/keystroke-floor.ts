/**
 * The pi-tui-alone floor of the keystroke suite (D111): the frames ask_user rendered, read back from its driver's
 * tape, replayed key by key through the same kind of TUI and terminal with a `ReplayComponent`, each key timed as a
 * real one (the key through pi-tui's `handleInput`, then the render pass, then an untimed idle turn); every lap on a
 * fresh TUI that first shows the lap's first frame, untimed, as the real flow's open does.
 */
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import { BenchHost, idleTurn } from "../host/bench-host.ts";
import type { FrameTape } from "../host/frame-tape.ts";
import { ReplayComponent } from "../host/replay-component.ts";
import { SCREEN } from "../screen.ts";

interface ReplayScreen {
	readonly host: BenchHost<VirtualTerminal>;
	readonly component: ReplayComponent;
}

function openReplay(lines: readonly string[]): ReplayScreen {
	const host = new BenchHost(new VirtualTerminal(SCREEN));
	const component = new ReplayComponent(host.tui);
	component.show(lines);
	host.tui.addChild(component);
	host.tui.setFocus(component);
	host.tui.requestRender();
	host.render();
	return { host, component };
}

export class FloorDriver {
	/** The time of each key the product's driver timed, in the same order. */
	readonly samples: number[] = [];
	/** Keys replayed, timed or not. */
	replayed = 0;
	/** Bytes written to the terminal by the timed keys: the same as the product's when the replay is faithful. */
	bytes = 0;
	private screen: ReplayScreen | undefined;

	constructor(private readonly tape: FrameTape) {}

	/** Replays every key the tape holds, continuing the lap the last replay left open. */
	async replay(): Promise<void> {
		for (const event of this.tape.drain()) {
			if (event.kind === "open") {
				await this.closeLap();
				this.screen = openReplay(event.lines);
				continue;
			}
			const { screen } = this;
			if (screen === undefined) throw new Error("the tape holds a key before any frame: the driver did not open");
			screen.component.queue(event.lines);
			const before = screen.host.terminal.output.length;
			const start = performance.now();
			screen.host.press(event.key);
			const ms = performance.now() - start;
			await idleTurn();
			this.replayed++;
			if (!event.timed) continue;
			this.samples.push(ms);
			this.bytes += screen.host.terminal.output.length - before;
		}
	}

	/** Stops the lap's TUI and lets the terminal parse its output (untimed). */
	async closeLap(): Promise<void> {
		const { screen } = this;
		if (screen === undefined) return;
		this.screen = undefined;
		screen.host.stop();
		await new Promise((resolve) => setTimeout(resolve, 1));
		await screen.host.terminal.flush();
	}
}
