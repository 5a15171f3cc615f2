/** Abort signals whose listeners are tracked, to check that everything ask_user adds to a signal it removes again. */
import { vi } from "vitest";

export interface WatchedSignal {
	readonly controller: AbortController;
	readonly signal: AbortSignal;
	/** How many listeners were added so far. */
	added(): number;
	/** The listeners still attached: added, not removed, and not a `once` listener the abort already fired. */
	listeners(): unknown[];
}

/** An abort signal with spies on its listener methods. The spies keep the listeners reachable: not for leak tests. */
export function watchedSignal(): WatchedSignal {
	const controller = new AbortController();
	const { signal } = controller;
	const added = vi.spyOn(signal, "addEventListener");
	const removed = vi.spyOn(signal, "removeEventListener");
	const isOnce = (options: unknown) => typeof options === "object" && options !== null && "once" in options;
	const listeners = () => {
		const live: unknown[] = added.mock.calls
			.filter((call) => !(signal.aborted && isOnce(call[2])))
			.map((call) => call[1]);
		for (const call of removed.mock.calls) {
			const index = live.indexOf(call[1]);
			if (index >= 0) live.splice(index, 1);
		}
		return live;
	};
	return { controller, signal, added: () => added.mock.calls.length, listeners };
}

export interface ListenerCounts {
	added: number;
	removed: number;
}

/** Counts the listener calls on `signal` without keeping the listeners, so a leak test can still collect them. */
export function countListeners(signal: AbortSignal): ListenerCounts {
	const counts: ListenerCounts = { added: 0, removed: 0 };
	const add = signal.addEventListener.bind(signal);
	const remove = signal.removeEventListener.bind(signal);
	Object.assign(signal, {
		addEventListener: (...args: Parameters<AbortSignal["addEventListener"]>) => {
			counts.added++;
			add(...args);
		},
		removeEventListener: (...args: Parameters<AbortSignal["removeEventListener"]>) => {
			counts.removed++;
			remove(...args);
		},
	});
	return counts;
}
