/**
 * The whole screen: a rule, the title, the tab bar, the body and the footer, within `width` × `height`. When rows
 * are short, the chrome gives way in this order: blank lines, the rule, the title (before the body drops below its
 * essentials), then the footer and the tab bar; the body always keeps at least one line.
 */
import type { QuestionnaireView } from "@ask-user/core";
import { clampLine, textBlock } from "./blocks.ts";
import { type FooterInput, renderFooter } from "./footer.ts";
import type { RenderContext } from "./render-context.ts";
import { renderTabs } from "./tabs.ts";

/** Renders the body into the context's box: the frame's, with the lines the chrome leaves. */
export type BodyRenderer = (context: RenderContext) => string[];

type Chrome = "tabs" | "footer" | "title" | "rule" | "gapAbove" | "gapBelow";

/** Body rows that show a prompt line and three option rows with a description each, and their markers. */
const ESSENTIAL_BODY_ROWS = 9;

/**
 * Chrome in the order it is kept, each with the body rows it must leave: the tab bar and the footer stay while the
 * body keeps a prompt line and a row between markers; the title, the rule and the blank lines only while the
 * body keeps its essentials.
 */
const chromePriority: readonly { readonly part: Chrome; readonly bodyRows: number }[] = [
	{ part: "tabs", bodyRows: 3 },
	{ part: "footer", bodyRows: 3 },
	{ part: "title", bodyRows: ESSENTIAL_BODY_ROWS },
	{ part: "rule", bodyRows: ESSENTIAL_BODY_ROWS },
	{ part: "gapAbove", bodyRows: ESSENTIAL_BODY_ROWS },
	{ part: "gapBelow", bodyRows: ESSENTIAL_BODY_ROWS },
];

/** The chrome kept at `height` rows: parts in priority order while each leaves the body its rows. */
function keptChrome(view: QuestionnaireView, height: number): Set<Chrome> {
	const kept = new Set<Chrome>();
	for (const { part, bodyRows } of chromePriority) {
		if (part === "title" && view.title === undefined) continue;
		if (height - kept.size - 1 < bodyRows) break;
		kept.add(part);
	}
	return kept;
}

/** What the frame shows around the body besides the tab bar. */
export interface FrameParts {
	/** Asked after the body rendered, so the footer can say how to reach what the body left out. */
	readonly footer?: () => FooterInput;
	/**
	 * Lines above the footer (e.g. the web page's address), whole or not at all: they take rows from the body, which
	 * keeps one at least.
	 */
	readonly told?: readonly string[] | undefined;
}

export function renderFrame(
	context: RenderContext,
	view: QuestionnaireView,
	renderBody: BodyRenderer,
	{ footer, told = [] }: FrameParts = {},
): string[] {
	const { theme, width, height } = context;
	if (width < 1 || height < 1) return [];
	const shownTold = told.length < height ? told : [];
	const kept = keptChrome(view, height - shownTold.length);
	// The cancel confirmation does not depend on the body: drawn first, a second line of it takes a row from the body.
	const asking =
		kept.has("footer") && view.confirmingCancel !== undefined
			? renderFooter(view, theme, width, footer?.())
			: undefined;
	const footerRows = asking?.length ?? 1;
	const body = renderBody({ ...context, height: Math.max(1, height - shownTold.length - kept.size - footerRows + 1) });
	const bold = (text: string) => theme.bold(theme.accent(text));
	const lines = [
		...(kept.has("rule") ? [theme.border("─".repeat(width))] : []),
		...(kept.has("title") && view.title !== undefined ? textBlock(view.title, width, 1, bold) : []),
		...(kept.has("tabs") ? renderTabs(view, theme, width) : []),
		...(kept.has("gapAbove") ? [""] : []),
		...body,
		...(kept.has("gapBelow") ? [""] : []),
		...shownTold,
		...(kept.has("footer") ? (asking ?? renderFooter(view, theme, width, footer?.())) : []),
	];
	// Every renderer fits its lines already; this guards pi against a line that does not.
	return lines.slice(0, height).map((line) => clampLine(line, width));
}
