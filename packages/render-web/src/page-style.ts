/**
 * The page's style: readable on a phone (360 px wide and up), tap targets of at least 44 px, no sideways scroll; what
 * the page says of a refused action (`#status`) stays at the top of the viewport, wherever the page is scrolled. The
 * model's long texts keep the page's buttons in reach: a tab shows one line of its label (the button's name is the
 * whole label, which its question's heading shows), and a heading, a prompt, an option's label or description is at
 * most a few lines high, the rest read by scrolling it (a browser lets the keyboard scroll such a box too).
 */
export const PAGE_STYLE = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0 auto; max-width: 46rem; padding: 0.75rem; font: 16px/1.45 system-ui, sans-serif; color: #1b1b1b;
	background: #fafafa; overflow-wrap: anywhere; }
h1 { font-size: 1.3rem; margin: 0.25rem 0 0.75rem; }
h2 { font-size: 1.1rem; margin: 0.5rem 0; }
button, input, textarea { font: inherit; }
button { min-height: 44px; min-width: 44px; padding: 0.5rem 0.9rem; border: 1px solid #8a8a8a; border-radius: 8px;
	background: #fff; color: inherit; cursor: pointer; }
button:disabled { cursor: default; opacity: 0.5; }
button:focus-visible, input:focus-visible, textarea:focus-visible, summary:focus-visible, a:focus-visible {
	outline: 3px solid #2a6fdb; }
.primary { background: #2a6fdb; border-color: #2a6fdb; color: #fff; }
.danger { background: #b3261e; border-color: #b3261e; color: #fff; }
.tabs { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-bottom: 0.75rem; }
.tab { max-width: 100%; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tab[aria-current] { background: #1b1b1b; color: #fff; }
.prompt { white-space: pre-wrap; }
.options { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.option { min-width: 0; border: 1px solid #d0d0d0; border-radius: 10px; background: #fff; padding: 0.25rem; }
.option.selected { border-color: #2a6fdb; box-shadow: 0 0 0 1px #2a6fdb; }
.choice { display: flex; align-items: flex-start; gap: 0.6rem; width: 100%; min-height: 44px; padding: 0.55rem; border: 0;
	background: transparent; text-align: start; cursor: pointer; }
.choice input { width: 24px; height: 24px; margin: 0.1rem 0 0; flex: none; }
.choice[aria-checked="true"] .label::before { content: "● "; content: "● " / ""; color: #2a6fdb; }
.choice[aria-checked="false"] .label::before { content: "○ "; content: "○ " / ""; color: #8a8a8a; }
.text { display: flex; flex-direction: column; min-width: 0; }
.label { font-weight: 600; }
.number { flex: none; min-width: 3ch; margin-right: 0.25rem; color: #6a6a6a; font-weight: 400; text-align: right; font-variant-numeric: tabular-nums; }
.description { color: #4a4a4a; white-space: pre-wrap; }
.recommended { font-size: 0.85rem; color: #1f6f3a; }
.required { color: #b3261e; font-weight: 600; }
details { margin: 0.35rem 0; }
summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; padding: 0 0.5rem; color: #2a4f8f; }
summary::before { content: "▸"; content: "▸" / ""; margin-inline-end: 0.4rem; }
details[open] > summary::before { content: "▾"; content: "▾" / ""; }
.note-text { color: #4a4a4a; margin-inline-start: 0.25rem; }
details[open] > summary .note-text { display: none; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f0f0f0; padding: 0.6rem; border-radius: 6px; margin: 0; }
.preview > pre { display: none; }
.preview.written > pre { display: block; }
.markdown { background: #f0f0f0; padding: 0.6rem; border-radius: 6px; overflow-x: auto; }
.markdown > :first-child { margin-top: 0; }
.markdown > :last-child { margin-bottom: 0; }
.markdown h3, .markdown h4, .markdown h5, .markdown h6 { margin: 0.75rem 0 0.35rem; }
.markdown h3 { font-size: 1rem; }
.markdown h4 { font-size: 0.95rem; }
.markdown h5, .markdown h6 { font-size: 0.9rem; }
.markdown p, .markdown ul, .markdown ol, .markdown table, .markdown blockquote { margin: 0.45rem 0; }
.markdown ul { list-style: disc; }
.markdown ul ul { list-style: circle; }
.markdown li > ul, .markdown li > ol { margin: 0.15rem 0; }
.markdown pre { background: #e2e2e2; }
.markdown code { font-family: ui-monospace, monospace; font-size: 0.92em; }
.markdown :not(pre) > code { background: #e2e2e2; border-radius: 4px; padding: 0 0.2rem; }
.markdown blockquote { padding-inline-start: 0.7rem; border-inline-start: 3px solid #b8b8b8; color: #4a4a4a; }
.markdown table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; }
.markdown th, .markdown td { border: 1px solid #b8b8b8; padding: 0.2rem 0.45rem; text-align: start;
	overflow-wrap: normal; }
.markdown a { color: #1d4fb0; }
.markdown .target, .markdown .image { color: #5a5a5a; }
textarea { display: block; width: 100%; min-height: 4.5rem; padding: 0.5rem; border: 1px solid #8a8a8a; border-radius: 8px;
	margin: 0.35rem 0; resize: vertical; }
.own { margin-top: 0.75rem; }
.own label { font-weight: 600; }
.items { padding-inline-start: 1.2rem; }
.item { margin-bottom: 0.75rem; }
.item-label { font-weight: 600; }
.answer, .notes { margin: 0.25rem 0; padding-inline-start: 1.1rem; }
.answer li, .notes li { white-space: pre-wrap; overflow-wrap: anywhere; }
.unanswered { color: #6a6a6a; font-style: italic; }
.buttons, .moves { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0; }
.moves { justify-content: space-between; }
.editing, .confirm, .more { background: #fff4d6; border-radius: 8px; padding: 0.6rem; }
.more p { margin: 0; }
.more .buttons { margin-bottom: 0; }
h1, h2, .label, .item-label, .prompt, .description, .answer li, .notes li { overflow-y: auto; overscroll-behavior: contain; }
h1, h2, .label, .item-label { max-height: 6lh; }
.prompt, .description, .answer li, .notes li { max-height: 12lh; }
#status:empty { display: none; }
#status { position: sticky; top: 0; z-index: 1; max-height: 40vh; overflow-y: auto; margin-bottom: 0.5rem;
	background: #fde7e6; color: #8c1d18; border: 1px solid #8c1d18; border-radius: 8px; padding: 0.6rem;
	white-space: pre-wrap; box-shadow: 0 2px 6px rgb(0 0 0 / 0.25); }
`;
