/**
 * The two tools under test, both loaded from their extension entry the way pi loads extensions (jiti with pi's
 * aliases) and registered through a fake `pi`: ask_user from this repository, and pi's own questionnaire example.
 */

import { fileURLToPath } from "node:url";
import { tour } from "@ask-user/core/fixtures";
import { RAW_KEYS } from "@ask-user/test-kit/raw-keys";
import type { Theme, ToolDefinition } from "@mariozechner/pi-coding-agent";
import type { BenchFixture } from "./fixtures.ts";
import type { BenchHost } from "./host/bench-host.ts";
import { type Flow, openFlow } from "./host/flow.ts";
import { captureTool, loadExtension } from "./pi/load-extension.ts";
import { piQuestionnairePath } from "./pi/loader.ts";
import { piQuestionnaireParams } from "./pi/questionnaire-params.ts";

export type ProductId = "ask_user" | "questionnaire";

export interface Product {
	readonly id: ProductId;
	readonly tool: ToolDefinition;
	/** Keys that end a flow from any state: Ctrl+C dismisses ask_user; Esc leaves pi's editor, then cancels. */
	readonly closeKeys: readonly string[];
	params(fixture: BenchFixture): unknown;
}

/** ask_user's extension entry (the root package's `pi.extensions`). */
function askUserEntry(): string {
	return fileURLToPath(import.meta.resolve("@ask-user/pi-extension"));
}

/** Where each product's extension entry is. */
export const PRODUCT_ENTRIES: Readonly<Record<ProductId, () => string>> = {
	ask_user: askUserEntry,
	questionnaire: piQuestionnairePath,
};

/**
 * The params of a first call, for a product that loads part of itself on its first call instead of at load:
 * ask_user's `execute` imports its statechart and UI when the first question opens.
 */
export const PRODUCT_FIRST_CALL: Readonly<Record<ProductId, unknown>> = {
	ask_user: tour,
	questionnaire: undefined,
};

export async function loadProduct(id: ProductId): Promise<Product> {
	const tool = await captureTool(await loadExtension(PRODUCT_ENTRIES[id]()));
	if (id === "ask_user") return { id, tool, closeKeys: [RAW_KEYS.ctrlC], params: (fixture) => fixture.input };
	return {
		id,
		tool,
		closeKeys: [RAW_KEYS.escape, RAW_KEYS.escape],
		params: (fixture) => piQuestionnaireParams(fixture.input),
	};
}

export async function loadProducts(): Promise<Readonly<Record<ProductId, Product>>> {
	const [ask_user, questionnaire] = await Promise.all([loadProduct("ask_user"), loadProduct("questionnaire")]);
	return { ask_user, questionnaire };
}

/** Opens `product` on `fixture` in `host`. */
export function openProduct(product: Product, fixture: BenchFixture, host: BenchHost, theme: Theme): Promise<Flow> {
	return openFlow({ tool: product.tool, params: product.params(fixture), host, theme, closeKeys: product.closeKeys });
}
