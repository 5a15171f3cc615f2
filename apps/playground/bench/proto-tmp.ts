import { VirtualTerminal } from "@ask-user/render-tui/testing";
import { BenchHost } from "/work/main/apps/playground/bench/host/bench-host.ts";
import { piDarkTheme } from "/work/main/apps/playground/bench/host/pi-theme.ts";
import { benchFixtures } from "/work/main/apps/playground/bench/fixtures.ts";
import { keyLaps, shapeOf } from "/work/main/apps/playground/bench/key-sequence.ts";
import { loadProducts, openProduct } from "/work/main/apps/playground/bench/products.ts";
import { summarize } from "/work/main/apps/playground/bench/stats.ts";

const theme = piDarkTheme();
const t = performance.now();
const products = await loadProducts();
console.log("load", performance.now() - t);
for (const fixture of benchFixtures()) {
	for (const product of Object.values(products).filter((p) => p.id === process.env.P)) { if (fixture.name !== process.env.F) continue;
		if (product.id === "questionnaire" && !fixture.sideBySide) continue;
		const laps = keyLaps(shapeOf(fixture.input), 2000);
		const samples: number[] = [];
		let bytes = 0;
		const t0 = performance.now();
		for (const lap of laps) {
			const host = new BenchHost(new VirtualTerminal({ columns: 120, rows: 40 }));
			const flow = await openProduct(product, fixture, host, theme);
			const before = host.terminal.output.length;
			for (const key of lap) {
				if (flow.ended) throw new Error(`ended early ${product.id} ${fixture.name}`);
				const s = performance.now();
				host.press(key);
				samples.push(performance.now() - s);
			}
			bytes += host.terminal.output.length - before;
			if (flow.ended) throw new Error("ended");
			await flow.close();
			host.stop();
			await host.terminal.flush();
		}
		const s = summarize(samples);
		console.log(fixture.name, product.id, laps.length, s.median.toFixed(3), s.p99.toFixed(3), s.max.toFixed(2), Math.round(bytes / samples.length), ((performance.now() - t0) / 1000).toFixed(1) + "s");
	}
}
