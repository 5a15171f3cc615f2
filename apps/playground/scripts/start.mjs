// `pnpm playground`: the playground's built command line (`scripts/build.mjs`, built first when missing or older than
// its sources), run in this process. It runs in apps/playground, as `pnpm --filter` would run it; paths the person
// gives are resolved from where they started pnpm (INIT_CWD, `src/load-payload.ts`).
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPlayground, isStale } from "./build.mjs";

const playground = dirname(dirname(fileURLToPath(import.meta.url)));
process.env.INIT_CWD ??= process.cwd();
process.chdir(playground);
if (isStale()) await buildPlayground((line) => process.stderr.write(`playground: ${line}\n`));
await import("../dist/cli/main.js");
