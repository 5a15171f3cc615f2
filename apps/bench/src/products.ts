/**
 * The tools under test, each loaded from its extension entry the way pi loads extensions (jiti with pi's aliases)
 * and registered through a fake `pi`: ask_user from this repository as its tarball ships it, pi's own questionnaire
 * example, and `@juicesharp/rpiv-ask-user-question` from npm (a dev dependency), its `@earendil-works/*` imports
 * pointed at this pi's `@mariozechner/*` packages so that it runs on the same pi-tui as the others.
 */

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { Theme } from "@mariozechner/pi-coding-agent";
import { type BuiltBundle, buildBundle, EXTENSION_DIR } from "./built-bundle.ts";
import type { BenchFixture, PeerId } from "./fixtures.ts";
import type { BenchHost } from "./host/bench-host.ts";
import type { ComponentProbe } from "./host/component-probe.ts";
import { type Flow, openFlow } from "./host/flow.ts";
import { EDITOR_KEYS, type KeyTraits, type QuestionShape, shapeOf } from "./key-sequence.ts";
import { type BenchTool, captureTool, loadExtension } from "./pi/load-extension.ts";
import { piLoader, piQuestionnairePath, rpivEntry, withPeerAliases } from "./pi/loader.ts";
import { piQuestionnaireParams } from "./pi/questionnaire-params.ts";
import { RPIV_LIMITS, rpivParams } from "./pi/rpiv-params.ts";
import { quietLoop } from "./quiet-loop.ts";

export type ProductId = "ask_user" | PeerId;

export interface Product {
	readonly id: ProductId;
	readonly tool: BenchTool;
	/**
	 * Registers the tool once more (ask_user: one registration shows one form at a time and queues the rest; rpiv's
	 * second registration shows nothing).
	 */
	register(): Promise<BenchTool>;
	/**
	 * Keys that end a flow from any state: Ctrl+C dismisses ask_user; Esc leaves pi's editor (rpiv's notes), then
	 * cancels.
	 */
	readonly closeKeys: readonly string[];
	/** Where its keys differ from ask_user's for the same step of a lap. */
	readonly keys: KeyTraits;
	params(fixture: BenchFixture): unknown;
	/** The questions of `fixture` as this product shows them, for its key script. */
	shape(fixture: BenchFixture): readonly QuestionShape[];
}

/** Where a run finds ask_user's bundle: built once by the process that first asks, inherited by the ones it starts. */
const BUNDLE_ENV = "BENCH_ASK_USER_BUNDLE";

/** The bundle this process built, which `removeBuiltBundle` removes. */
let built: BuiltBundle | undefined;

/**
 * ask_user's extension entry as its tarball ships it (`pi install npm:`): the package's bundle (D124), built on first
 * use in a run. A suite that starts processes asks for it first, so they find it in their environment.
 */
function askUserEntry(): string {
	let dir = process.env[BUNDLE_ENV];
	if (dir === undefined) {
		built = buildBundle(EXTENSION_DIR);
		dir = built.dir;
		process.env[BUNDLE_ENV] = dir;
	}
	return join(dir, "index.ts");
}

/** Removes the bundle this process built, if it built one: at the end of a run, or of a test file that loaded it. */
export function removeBuiltBundle(): void {
	if (built === undefined) return;
	built.remove();
	built = undefined;
	delete process.env[BUNDLE_ENV];
}

/** ask_user's sources, which `pi install git:`, a local path and `pi -e packages/pi-extension` load. */
export function askUserSources(): string {
	return fileURLToPath(import.meta.resolve("@ask-user/pi-extension"));
}

/** How the report names each peer. */
export const PEER_NAMES: Readonly<Record<PeerId, string>> = {
	questionnaire: "pi's questionnaire",
	rpiv: "rpiv-ask-user-question",
};

/** Where each product's extension entry is. */
export const PRODUCT_ENTRIES: Readonly<Record<ProductId, () => string>> = {
	ask_user: askUserEntry,
	questionnaire: piQuestionnairePath,
	rpiv: rpivEntry,
};

/** The alias map each product is loaded with: pi's, and for rpiv its peers' names pointed at the same packages. */
export function productLoader(id: ProductId) {
	return id === "rpiv" ? withPeerAliases(piLoader()) : piLoader();
}

/**
 * The params of a first call, for a product that loads part of itself on its first call instead of at load:
 * ask_user's `execute` imports its statechart and UI when the first question opens.
 */
export const PRODUCT_FIRST_CALL: Readonly<Record<ProductId, unknown>> = {
	ask_user: tour,
	questionnaire: undefined,
	rpiv: undefined,
};

/** rpiv's keys: typing goes straight into its free-text row; Enter toggles on multi-select and submits one question. */
const RPIV_KEYS: KeyTraits = { typesInRow: true, multiEnterToggles: true, singleEnterSubmits: true };

export async function loadProduct(id: ProductId): Promise<Product> {
	const factory = await loadExtension(PRODUCT_ENTRIES[id](), productLoader(id));
	const tool = await captureTool(factory);
	const register = () => captureTool(factory);
	const fixtureShape = (fixture: BenchFixture) => shapeOf(fixture.input);
	if (id === "ask_user") {
		const params = (fixture: BenchFixture) => fixture.input;
		return { id, tool, register, closeKeys: [RAW_KEYS.ctrlC], keys: EDITOR_KEYS, params, shape: fixtureShape };
	}
	const closeKeys = [RAW_KEYS.escape, RAW_KEYS.escape];
	if (id === "questionnaire") {
		const params = (fixture: BenchFixture) => piQuestionnaireParams(fixture.input);
		return { id, tool, register, closeKeys, keys: EDITOR_KEYS, params, shape: fixtureShape };
	}
	// Every rpiv question has a free-text row, and it gets at most its first 4 questions.
	const shape = (fixture: BenchFixture) =>
		shapeOf(fixture.input)
			.slice(0, RPIV_LIMITS.questions)
			.map((question) => ({ ...question, custom: true }));
	return { id, tool, register, closeKeys, keys: RPIV_KEYS, params: (fixture) => rpivParams(fixture.input), shape };
}

/** rpiv's `PREWARM_DELAY_MS`: it loads its form's modules in the background this long after it registers. */
const RPIV_PREWARM_DELAY_MS = 2_000;

/** Every product, loaded and registered, once rpiv's background loading is over (`quiet-loop.ts`). */
export async function loadProducts(): Promise<Readonly<Record<ProductId, Product>>> {
	const [ask_user, questionnaire, rpiv] = await Promise.all([
		loadProduct("ask_user"),
		loadProduct("questionnaire"),
		loadProduct("rpiv"),
	]);
	await quietLoop(performance.now() + RPIV_PREWARM_DELAY_MS);
	return { ask_user, questionnaire, rpiv };
}

/** Opens `product` on `fixture` in `host`, its component followed by `probe` if given. */
export function openProduct(
	product: Product,
	fixture: BenchFixture,
	host: BenchHost,
	theme: Theme,
	probe?: ComponentProbe,
): Promise<Flow> {
	const { tool, closeKeys } = product;
	return openFlow({ tool, params: product.params(fixture), host, theme, closeKeys, ...(probe ? { probe } : {}) });
}
