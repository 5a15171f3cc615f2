import { TERMINAL_LIMITS } from "./terminal-limits.ts";

const { cols, rows } = TERMINAL_LIMITS;

/** The playground page: its layout and styles. The script (`/app.js`) and xterm's styles are served beside it. */
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ask_user playground</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/xterm.css">
<style>
	:root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
	body { margin: 0; padding: 12px; display: grid; gap: 12px;
		grid-template-columns: minmax(280px, 1fr) minmax(300px, 1fr) auto; grid-template-areas:
		"bar bar bar" "builder payload terminal" "mirrors mirrors mirrors" "chart chart chart" "result result result"; }
	#builder-panel { grid-area: builder; }
	#builder { max-height: 640px; overflow: auto; display: flex; flex-direction: column; gap: 6px; font-size: 12px; }
	#builder .field { display: flex; flex-direction: column; gap: 1px; }
	#builder input:not([type]), #builder textarea, #builder select { font: 12px ui-monospace, monospace; }
	#builder textarea { min-height: 2.6em; resize: vertical; }
	#builder fieldset { border: 1px solid #8886; border-radius: 6px; display: flex; flex-direction: column; gap: 4px; }
	#builder legend button, #builder .tools button { padding: 0 5px; font-size: 11px; }
	#builder ol.options { margin: 0; padding-left: 20px; display: flex; flex-direction: column; gap: 6px; }
	#builder li.option { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2px 6px;
		grid-auto-flow: row dense; }
	#builder input:not([type]), #builder textarea, #builder select { min-width: 0; max-width: 100%; box-sizing: border-box; }
	#builder li.option .tools, #builder li.option .field:has(textarea) { grid-column: 1 / -1; }
	#builder .field-issue { color: #c62828; font-size: 11px; white-space: pre-wrap; }
	#builder li.option > .field-issue { grid-column: 1 / -1; }
	#builder [aria-invalid="true"] { outline: 2px solid #c62828; outline-offset: -1px; }
	#builder fieldset[aria-describedby], #builder ol[aria-describedby] { border-color: #c62828; }
	#mirrors { grid-area: mirrors; display: flex; flex-direction: row; flex-wrap: wrap; gap: 12px; align-items: start; }
	#mirrors:empty { display: none; }
	.mirror { margin: 0; }
	.mirror figcaption { font-size: 12px; opacity: 0.7; }
	.mirror > div { border: 1px solid #888; padding: 4px; width: fit-content; }
	.mirror > div.dark { background: #18181e; }
	.mirror > div.light { background: #f8f8f8; }
	header { grid-area: bar; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
	header h1 { font-size: 16px; margin: 0 12px 0 0; }
	section { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
	h2 { font-size: 13px; margin: 4px 0 0; text-transform: uppercase; letter-spacing: 0.04em; opacity: 0.7; }
	#payload-panel { grid-area: payload; }
	#terminal-panel { grid-area: terminal; }
	#chart-panel { grid-area: chart; }
	#result-panel { grid-area: result; }
	textarea, input, select, button { font: inherit; }
	#payload { height: 600px; border: 1px solid #888; }
	#payload .cm-editor { height: 100%; }
	#payload .cm-scroller { font: 12px/16px ui-monospace, monospace; }
	#payload .cm-gutters { background: Canvas; color: GrayText; border-right-color: #8884; }
	#payload .cm-activeLine, #payload .cm-activeLineGutter { background: #8881; }
	#payload .cm-tooltip { font-size: 12px; max-width: 520px; background: Canvas; color: CanvasText; }
	#payload .field-doc { padding: 4px 8px; white-space: pre-wrap; }
	#payload .cm-completionInfo { white-space: pre-wrap; }
	#issues li { cursor: pointer; }
	.hint { font-size: 11px; opacity: 0.7; }
	#issues { color: #c62828; margin: 0; padding-left: 0; list-style: none; font: 12px ui-monospace, monospace;
		white-space: pre-wrap; }
	#issues:empty { display: none; }
	.error { color: #c62828; font-size: 12px; }
	#frame { resize: both; overflow: hidden; border: 1px solid #888; padding: 4px; width: fit-content;
		min-width: 200px; min-height: 120px; }
	#frame.dark { background: #18181e; }
	#frame.light { background: #f8f8f8; }
	.size input { width: 5em; }
	.size #sizes { width: 14em; }
	#chart-panel { display: grid; grid-template-columns: minmax(0, 1fr) 340px; gap: 6px 12px; align-items: start; }
	#chart-panel > h2 { grid-column: 1 / -1; }
	#chart .drawing { max-height: 640px; overflow: auto; border: 1px solid #8884; border-radius: 6px; }
	#chart .zoom { margin: 0 0 4px; font-size: 12px; opacity: 0.85; }
	#chart .zoom button { min-width: 2.2em; }
	#diagram.panning { cursor: grabbing; }
	#state-info dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; margin: 4px 0; }
	#state-info dt { opacity: 0.7; }
	#state-info dd { margin: 0; font-family: ui-monospace, monospace; }
	#diagram { display: block; font: 12px ui-monospace, monospace; }
	#diagram .state > rect { fill: #8881; stroke: #888; stroke-width: 1; cursor: pointer; }
	#diagram .state.compound > rect { fill: #8880; }
	#diagram .state > rect.inner { fill: none; }
	#diagram .state .name { fill: currentColor; pointer-events: none; }
	#diagram .state:not(.compound) .name { text-anchor: middle; }
	#diagram .state.compound > .name { font-weight: 600; }
	#diagram .state .initial { fill: currentColor; }
	#diagram .state.active > rect:first-of-type { fill: rgba(21, 101, 192, 0.16); stroke: #1565c0; stroke-width: 2; }
	#diagram .state.active > .name { fill: #1565c0; font-weight: 700; }
	#diagram .state.selected > rect:first-of-type { stroke-dasharray: 4 2; stroke-width: 2; }
	#diagram .edge path { fill: none; stroke: #8889; stroke-width: 1; }
	#diagram .edge .label { font-size: 10px; fill: currentColor; opacity: 0.75; cursor: pointer; }
	#diagram .edge .label:hover { opacity: 1; text-decoration: underline; }
	.everywhere .transition { cursor: pointer; font: inherit; color: inherit; background: none; border: 0; padding: 0; }
	#diagram .arrowhead { fill: #888; }
	#diagram .edge path.taken { stroke: #e65100; stroke-width: 2.5; }
	#diagram .edge .label.taken, .everywhere .taken { fill: #e65100; color: #e65100; opacity: 1; font-weight: 700; }
	#diagram .arrowhead.taken { fill: #e65100; }
	.everywhere { margin: 4px 8px; font: 11px ui-monospace, monospace; }
	#state-info { font-size: 12px; min-height: 3em; }
	#state-info p { margin: 2px 0; }
	#state-info ul { margin: 2px 0; padding-left: 18px; }
	#log { max-height: 220px; overflow: auto; margin: 0; padding-left: 0; list-style-position: inside;
		font: 12px ui-monospace, monospace; }
	#result-panel[hidden] { display: none; }
	#result-panel pre { margin: 0; padding: 8px; border: 1px solid #999; overflow: auto; max-height: 360px;
		font: 12px ui-monospace, monospace; white-space: pre-wrap; }
	.result-parts { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
	/* Too narrow for three columns beside a 100-column terminal: the editor beside the terminal, the builder under it. */
	@media (max-width: 1439px) {
		body { grid-template-columns: minmax(300px, 1fr) minmax(0, auto); grid-template-areas:
			"bar bar" "payload terminal" "payload builder" "mirrors mirrors" "chart chart" "result result"; }
		#frame, .mirror > div { max-width: 100%; box-sizing: border-box; overflow: auto; }
	}
	/* A phone: one column, the terminal first; a terminal wider than the screen scrolls inside its frame. */
	@media (max-width: 1099px) {
		body { padding: 8px; grid-template-columns: minmax(0, 1fr);
			grid-template-areas: "bar" "terminal" "payload" "builder" "mirrors" "chart" "result"; }
		#payload { height: 60vh; }
		#chart-panel, .result-parts { grid-template-columns: minmax(0, 1fr); }
		/* The terminal takes the screen's whole width, the body's padding too: 44 columns fit 360 px unscrolled. */
		#frame { margin-inline: -8px; width: auto; max-width: none; border-inline-width: 0; }
	}
</style>
</head>
<body>
<header>
	<h1>ask_user playground</h1>
	<label>Fixture <select id="fixture"></select></label>
	<label>Theme <select id="scheme"><option value="dark">dark</option><option value="light">light</option></select></label>
	<button id="restart">Restart</button>
	<button id="share">Share link</button>
	<a id="share-link" hidden></a>
	<span id="share-note" class="error" role="status"></span>
	<button id="inspector" title="Also streams the flow to stately.ai/inspect (needs internet)">Stately inspector</button>
	<span id="inspector-note"></span>
	<span id="connection" class="error"></span>
</header>
<section id="builder-panel">
	<h2>Form builder</h2>
	<div id="builder" aria-label="form builder"></div>
</section>
<section id="payload-panel">
	<h2>Payload (JSON)</h2>
	<div id="payload"></div>
	<div class="hint">Ctrl+Space completes a field or value; rest the pointer on a field for its documentation;
		Ctrl+F searches, Ctrl+Z undoes, the gutter folds.</div>
	<ul id="issues" aria-label="issues"></ul>
	<h2>Key script</h2>
	<input id="keys" spellcheck="false" aria-label="key script" placeholder="Down Space Enter text:hello%20world C-c">
	<div><button id="replay">Replay keys</button> <span id="keys-error" class="error"></span></div>
	<div id="key-names" class="hint"></div>
</section>
<section id="terminal-panel">
	<h2>Terminal: what a pi user sees</h2>
	<div class="size">
		<label>Width <input id="cols" type="number" min="${cols.min}" max="${cols.max}"></label>
		<label>Height <input id="rows" type="number" min="${rows.min}" max="${rows.max}"></label>
		(or drag the frame's corner) <span id="size-error" class="error" role="alert"></span>
	</div>
	<div id="frame"><div id="terminal"></div></div>
	<div id="terminal-keys" class="hint">Click the terminal (or Tab to it) to type into the form; it keeps Tab for the
		form, so F6 leaves it, to the hand-off below.</div>
	<div class="size">
		Hand off: <button id="export-svg">Screen as SVG</button> <button id="export-png">Screen as PNG</button>
		<button id="export-fixture" title="the payload, the keys typed since the flow started, the size and the result">Test fixture</button>
		<span id="export-note"></span>
	</div>
	<div class="size">
		<label>Also at <input id="sizes" spellcheck="false" placeholder="120x40 80x24 44x20" aria-label="other sizes"></label>
		<button id="show-sizes">Show side by side</button> <span id="sizes-error" class="error"></span>
	</div>
</section>
<section id="mirrors" aria-label="the flow at other sizes"></section>
<section id="chart-panel">
	<h2>Statechart (click a state or a transition for its description)</h2>
	<div id="chart"></div>
	<div>
		<div id="state-info" aria-label="state description"></div>
		<h2>Event log</h2>
		<ol id="log"></ol>
	</div>
</section>
<section id="result-panel" hidden>
	<h2>Result</h2>
	<div class="result-parts">
		<div><h2>content (what the model reads)</h2><pre id="content"></pre></div>
		<div><h2>details</h2><pre id="details"></pre></div>
	</div>
</section>
<script type="module" src="/app.js"></script>
</body>
</html>
`;
