/**
 * `vi.waitFor`'s options for an effect that is sure to come (a file read, a dialog, a completion): vitest's one
 * second is a fault on an idle machine but not on a loaded CI core, where the end-to-end files run pi beside it.
 */
export const WAIT = { timeout: 10_000, interval: 20 } as const;
