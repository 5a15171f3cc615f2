/**
 * `pnpm --filter @ask-user/bench compare <baseline.json> <other.json>`: two results of `pnpm bench` side by side,
 * each figure of both and their ratio (`scripts/bench-pi-1x.sh` runs it on a pi 0.73.x and a pi 1.x run).
 */
import { formatLines } from "./report/lines.ts";
import { readBenchResults } from "./report/read-results.ts";

const files = process.argv.slice(2).filter((arg) => arg !== "--");
const [before, after] = files;
if (before === undefined || after === undefined || files.length !== 2) {
	process.stderr.write("usage: pnpm --filter @ask-user/bench compare <baseline.json> <other.json>\n");
	process.exit(2);
}
process.stdout.write(`${formatLines(await readBenchResults(before), await readBenchResults(after))}\n`);
