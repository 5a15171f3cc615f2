/** The terminal every suite renders on: wide enough for previews side by side, as tall as a typical window. */
export const SCREEN = { columns: 120, rows: 40 } as const;
