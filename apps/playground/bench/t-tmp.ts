import { closeOnScreen, createContext, openOnScreen } from "./context.ts";
import { keyLaps, shapeOf } from "./key-sequence.ts";
import { FULL } from "./options.ts";
import { summarize } from "./stats.ts";
const context = await createContext(FULL);
const names = (process.env.F ?? "small,huge").split(",");
const product = context.products[(process.env.P ?? "ask_user") as "ask_user"];
const all = new Map<string, number[]>();
for (let round = 0; round < Number(process.env.R ?? 4); round++) {
	for (const name of names) {
		const fixture = context.fixtures.find((f) => f.name === name)!;
		const samples: number[] = [];
		for (const lap of keyLaps(shapeOf(fixture.input), Number(process.env.K ?? 1000))) {
			const screen = await openOnScreen(context, product, fixture);
			for (const key of lap) { const s = performance.now(); screen.host.press(key); samples.push(performance.now() - s); }
			await closeOnScreen(screen);
			await screen.host.terminal.flush();
		}
		if (round > 0) all.set(name, [...(all.get(name) ?? []), ...samples]);
	}
}
for (const [name, samples] of all) { const s = summarize(samples); console.log(name, s.count, s.median.toFixed(3), s.p99.toFixed(2)); }
