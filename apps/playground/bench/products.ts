/**
 * The two tools under test, both loaded from their extension entry the way pi loads extensions (jiti with pi's
 * aliases) and registered through a fake `pi`: ask_user from this repository, and pi's own questionnaire example.
 */
import type { Theme, ToolDefinition } from "@mariozechner/pi-coding-agent";
import { fileURLToPath } from "node:url";
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
export function askUserEntry(): string {
	return fileURLToPath(import.meta.resolve("@ask-user/pi-extension"));
}

export async function loadProducts(): Promise<Readonly<Record<ProductId, Product>>> {
	const [askUser, questionnaire] = await Promise.all([
		loadExtension(askUserEntry()).then(captureTool),
		loadExtension(piQuestionnairePath()).then(captureTool),
	]);
	return {
		ask_user: { id: "ask_user", tool: askUser, closeKeys: ["\x03"], params: (fixture) => fixture.input },
		questionnaire: {
			id: "questionnaire",
			tool: questionnaire,
			closeKeys: ["\x1b", "\x1b"],
			params: (fixture) => piQuestionnaireParams(fixture.input),
		},
	};
}

/** Opens `product` on `fixture` in `host`. */
export function openProduct(product: Product, fixture: BenchFixture, host: BenchHost, theme: Theme): Promise<Flow> {
	return openFlow({ tool: product.tool, params: product.params(fixture), host, theme, closeKeys: product.closeKeys });
}
