/**
 * The whole screen: a rule, the title, the tab bar, the body and the footer, within `width` × `height`. When rows
 * are short, the chrome gives way in this order: blank lines, the rule, the title, the footer, the tab bar; the
 * body always keeps at least one line.
 */
import type { QuestionnaireView } from "@ask-user/core";
import { defaultKeymap, type Keymap } from "../keymap.ts";
import type { AskTheme } from "../theme.ts";
import { clampLine, textBlock } from "./blocks.ts";
import { renderFooter } from "./footer.ts";
import { renderTabs } from "./tabs.ts";

/** Renders the body into at most `height` lines. */
export type BodyRenderer = (height: number) => string[];

type Chrome = "tabs" | "footer" | "title" | "rule" | "gapAbove" | "gapBelow";

/** Chrome in the order it is kept. */
const chromePriority: readonly Chrome[] = ["tabs", "footer", "title", "rule", "gapAbove", "gapBelow"];

export function renderFrame(
	view: QuestionnaireView,
	theme: AskTheme,
	width: number,
	height: number,
	renderBody: BodyRenderer,
	keymap: Keymap = defaultKeymap,
	notice?: string,
): string[] {
	if (width < 1 || height < 1) return [];
	const wanted = chromePriority.filter((part) => part !== "title" || view.title !== undefined);
	const kept = new Set(wanted.slice(0, Math.max(0, height - 1)));
	const body = renderBody(height - kept.size);
	const bold = (text: string) => theme.bold(theme.accent(text));
	const lines = [
		...(kept.has("rule") ? [theme.border("─".repeat(width))] : []),
		...(kept.has("title") && view.title !== undefined ? textBlock(view.title, width, 1, bold) : []),
		...(kept.has("tabs") ? renderTabs(view, theme, width) : []),
		...(kept.has("gapAbove") ? [""] : []),
		...body,
		...(kept.has("gapBelow") ? [""] : []),
		...(kept.has("footer") ? renderFooter(view, theme, width, keymap, notice) : []),
	];
	// Every renderer fits its lines already; this guards pi against a line that does not.
	return lines.slice(0, height).map((line) => clampLine(line, width));
}
