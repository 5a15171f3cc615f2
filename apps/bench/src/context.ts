/** What every in-process suite shares: pi's theme, the tools under test, the screen size and the run's sizes. */

import { builtInPiTheme } from "@ask-user/test-kit/pi-theme";
import { VirtualTerminal } from "@ask-user/test-kit/virtual-terminal";
import type { Theme } from "@mariozechner/pi-coding-agent";
import { type BenchFixture, benchFixtures } from "./fixtures.ts";
import { BenchHost } from "./host/bench-host.ts";
import type { ComponentProbe } from "./host/component-probe.ts";
import type { Flow } from "./host/flow.ts";
import type { BenchSizes } from "./options.ts";
import { loadProducts, openProduct, type Product, type ProductId } from "./products.ts";
import { SCREEN } from "./screen.ts";

export interface BenchContext {
	readonly theme: Theme;
	readonly products: Readonly<Record<ProductId, Product>>;
	readonly fixtures: readonly BenchFixture[];
	readonly sizes: BenchSizes;
}

export async function createContext(sizes: BenchSizes): Promise<BenchContext> {
	return { theme: builtInPiTheme("dark"), products: await loadProducts(), fixtures: benchFixtures(), sizes };
}

/** The products that are driven through `fixture`: ask_user always, the peers side by side. */
export function productsFor(context: BenchContext, fixture: BenchFixture): readonly Product[] {
	return [context.products.ask_user, ...fixture.peers.map((peer) => context.products[peer])];
}

/** A fresh virtual terminal and TUI with `product` open on `fixture`, its component followed by `probe` if given. */
export async function openOnScreen(
	context: BenchContext,
	product: Product,
	fixture: BenchFixture,
	probe?: ComponentProbe,
): Promise<{ readonly host: BenchHost<VirtualTerminal>; readonly flow: Flow }> {
	const host = new BenchHost(new VirtualTerminal(SCREEN));
	const flow = await openProduct(product, fixture, host, context.theme, probe);
	return { host, flow };
}

/**
 * Closes the flow and stops the TUI, then gives the event loop a turn: the headless terminal parses what it was
 * sent on a timer, which must run here, outside any timing.
 */
export async function closeOnScreen({ host, flow }: { readonly host: BenchHost; readonly flow: Flow }): Promise<void> {
	await flow.close();
	host.stop();
	await new Promise((resolve) => setTimeout(resolve, 1));
}
