// @ts-check
/** `node --import ./typescript-loader.mjs file.ts`: runs a TypeScript file of core with `typescript-hooks.mjs`. */
import { register } from "node:module";

register("./typescript-hooks.mjs", import.meta.url);
