import { closeOnScreen, createContext, openOnScreen } from "./context.ts";
import { keyLaps, shapeOf } from "./key-sequence.ts";
import { FULL } from "./options.ts";
import { summarize } from "./stats.ts";
const context = await createContext(FULL);
const fixture = context.fixtures.find((f) => f.name === (process.env.F ?? "huge"))!;
const product = context.products[(process.env.P ?? "ask_user") as "ask_user"];
for (let round = 0; round < Number(process.env.R ?? 3); round++) {
	const samples: number[] = [];
	for (const lap of keyLaps(shapeOf(fixture.input), 2000)) {
		const screen = await openOnScreen(context, product, fixture);
		for (const key of lap) { const s = performance.now(); screen.host.press(key); samples.push(performance.now() - s); }
		await closeOnScreen(screen);
		await screen.host.terminal.flush();
	}
	const s = summarize(samples);
	console.log(fixture.name, round, s.median.toFixed(3), s.p99.toFixed(2));
}
