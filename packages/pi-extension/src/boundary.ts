/**
 * The lazy-loading boundary, the one file of the extension with an `import()` (the load-graph test fails on one
 * anywhere else). pi loads `index.ts` and `registration/` as it starts: the tool's and commands' static data and
 * these loaders. Behind them, each imported once:
 *
 * - `session.ts`: what a session that offers ask_user runs (the tool's handlers, the commands, the relay,
 *   the interrupted form's offer), loaded by `session_start` where ask_user stays offered, or by the first call;
 * - `form/ask.ts`: the statechart and the questionnaire UI, imported while the model still streams an ask_user
 *   call (`preload`, from the call's rendering), so the form opens without waiting for it, else by the call;
 * - `answer/answer.ts` (`/answer`) and `page/serve-open-form.ts` (`/ask-user web`), when the command runs.
 */
export interface ModuleLoader<T> {
	/** The module; imported on the first call, the same promise after that. A failed import is tried again. */
	load(): Promise<T>;
	/** Starts `load()` without waiting; a failure is reported by the `load()` that needs the module. */
	preload(): void;
	/** The module once an import has finished, else undefined (for pi's synchronous hooks). */
	loaded(): T | undefined;
}

export function moduleLoader<T>(importModule: () => Promise<T>): ModuleLoader<T> {
	let loading: Promise<T> | undefined;
	let module: T | undefined;
	const load = () => {
		loading ??= importModule().then(
			(imported) => {
				module = imported;
				return imported;
			},
			(error: unknown) => {
				loading = undefined;
				throw error;
			},
		);
		return loading;
	};
	return { load, preload: () => void load().catch(() => {}), loaded: () => module };
}

export const sessionLoader = moduleLoader(() => import("./session.ts"));

export const askLoader = moduleLoader(() => import("./form/ask.ts"));

export const answerLoader = moduleLoader(() => import("./answer/answer.ts"));

export const webLoader = moduleLoader(() => import("./page/serve-open-form.ts"));
