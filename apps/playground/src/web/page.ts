import { TERMINAL_LIMITS } from "./terminal-limits.ts";

const { cols, rows } = TERMINAL_LIMITS;

/** The playground page: its layout and styles. The script (`/app.js`) and xterm's styles are served beside it. */
export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ask_user playground</title>
<link rel="stylesheet" href="/xterm.css">
<style>
	:root { color-scheme: light dark; font: 14px system-ui, sans-serif; }
	body { margin: 0; padding: 12px; display: grid; gap: 12px;
		grid-template-columns: minmax(280px, 1fr) auto minmax(300px, 1fr); grid-template-areas:
		"bar bar bar" "payload terminal chart" "result result result"; }
	header { grid-area: bar; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
	header h1 { font-size: 16px; margin: 0 12px 0 0; }
	section { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
	h2 { font-size: 13px; margin: 4px 0 0; text-transform: uppercase; letter-spacing: 0.04em; opacity: 0.7; }
	#payload-panel { grid-area: payload; }
	#terminal-panel { grid-area: terminal; }
	#chart-panel { grid-area: chart; }
	#result-panel { grid-area: result; }
	textarea, input, select, button { font: inherit; }
	#payload { min-height: 420px; font: 12px ui-monospace, monospace; resize: vertical; }
	#issues { color: #c62828; margin: 0; padding-left: 0; list-style: none; font: 12px ui-monospace, monospace;
		white-space: pre-wrap; }
	#issues:empty { display: none; }
	.error { color: #c62828; font-size: 12px; }
	#frame { resize: both; overflow: hidden; border: 1px solid #888; padding: 4px; width: fit-content;
		min-width: 200px; min-height: 120px; }
	#frame.dark { background: #18181e; }
	#frame.light { background: #f8f8f8; }
	.size input { width: 5em; }
	.state { border: 1px solid #999; border-radius: 6px; padding: 2px 6px; margin: 3px 0 3px 10px; font-size: 12px; }
	.state > .name { font-weight: 600; }
	.state.initial > .name::before { content: "→ "; opacity: 0.6; }
	.state.final > .name::after { content: " ◉"; opacity: 0.6; }
	.state > .transitions { margin: 0; padding-left: 14px; opacity: 0.65; font: 11px ui-monospace, monospace; }
	.state.active { border-color: #1565c0; background: rgba(21, 101, 192, 0.12); }
	.state.active > .name { color: #1565c0; }
	#chart { max-height: 520px; overflow: auto; }
	#log { max-height: 220px; overflow: auto; margin: 0; padding-left: 22px; font: 12px ui-monospace, monospace; }
	#result-panel[hidden] { display: none; }
	#result-panel pre { margin: 0; padding: 8px; border: 1px solid #999; overflow: auto; max-height: 360px;
		font: 12px ui-monospace, monospace; white-space: pre-wrap; }
	.result-parts { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
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
	<button id="inspector" title="Also streams the flow to stately.ai/inspect (needs internet)">Stately inspector</button>
	<span id="inspector-note"></span>
	<span id="connection" class="error"></span>
</header>
<section id="payload-panel">
	<h2>Payload (JSON)</h2>
	<textarea id="payload" spellcheck="false" aria-label="payload"></textarea>
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
		(or drag the frame's corner)
	</div>
	<div id="frame"><div id="terminal"></div></div>
</section>
<section id="chart-panel">
	<h2>Statechart</h2>
	<div id="chart"></div>
	<h2>Event log</h2>
	<ol id="log"></ol>
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
