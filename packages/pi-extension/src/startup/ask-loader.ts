/**
 * The statechart and the questionnaire UI (`ask.ts`), imported once and not with pi: pi starts without them. The
 * import starts while the model is still streaming an ask_user call (`preload`, from the call's rendering), so the
 * questionnaire opens without waiting for it; `execute` waits for it otherwise.
 */
export interface ModuleLoader<T> {
	/** The module; imported on the first call, the same promise after that. A failed import is tried again. */
	load(): Promise<T>;
	/** Starts `load()` without waiting; a failure is reported by the `load()` that needs the module. */
	preload(): void;
}

export function moduleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
	let loading: Promise<T> | undefined;
	const load = () => {
		loading ??= importModule().catch((error: unknown) => {
			loading = undefined;
			throw error;
		});
		return loading;
	};
	return { load, preload: () => void load().catch(() => {}) };
}

export const askLoader: ModuleLoader<typeof import("../on-demand/ask.ts")> = moduleLoader(
	() => import("../on-demand/ask.ts"),
);
