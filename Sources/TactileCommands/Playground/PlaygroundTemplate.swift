/// The playground page's HTML and CSS; `PlaygroundPage` fills in the placeholders.
///
/// The stage (the scene's window) is the largest thing on the page and keeps
/// the window's aspect ratio: beside the panels on a wide screen, first and
/// full width on a phone, the panels below it (`layout()` in the input script).
enum PlaygroundTemplate {
    static let html = ##"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tactile playground — __TITLE__</title>
<style>
* { box-sizing: border-box; }
html, body { margin: 0; overflow-x: hidden; }
body { font: 14px/1.4 system-ui, sans-serif; color: #0f172a; background: #f1f5f9; }
#layout { display: flex; gap: 16px; padding: 12px; align-items: flex-start; }
#layout.narrow { flex-direction: column; align-items: stretch; }
#stage-box { flex: none; position: sticky; top: 12px; }
#layout.narrow #stage-box { position: relative; }
#stage { box-sizing: content-box; background: #fff; border: 1px solid #64748b; touch-action: none; user-select: none; display: block;
         box-shadow: 0 6px 24px rgba(15, 23, 42, 0.18); border-radius: 6px; }
#speech { position: absolute; left: 8px; right: 8px; bottom: 8px; background: rgba(15, 23, 42, 0.85); color: #fff;
          border-radius: 8px; padding: 6px 10px; font-size: 15px; pointer-events: none; }
#speech[hidden] { display: none; }
.frame { stroke: #1e293b; stroke-width: 1; vector-effect: non-scaling-stroke; }
.frame.flash { animation: flash 0.4s; }
@keyframes flash { from { stroke: #f97316; stroke-width: 6; } to { stroke: #1e293b; stroke-width: 1; } }
.grid { stroke: rgba(15, 23, 42, 0.18); stroke-width: 1; vector-effect: non-scaling-stroke; fill: none; }
.label { font: 600 13px system-ui, sans-serif; fill: #0f172a; pointer-events: none; paint-order: stroke; stroke: rgba(255, 255, 255, 0.85); stroke-width: 3px; }
.big-label { font: 700 10px system-ui, sans-serif; fill: rgba(15, 23, 42, 0.22); pointer-events: none; }
.path { fill: none; stroke: #7c3aed; stroke-width: 3; opacity: 0.7; pointer-events: none; vector-effect: non-scaling-stroke; }
.finger { fill: #7c3aed; pointer-events: none; }
#focus-ring { fill: none; stroke: #0f172a; stroke-width: 5; pointer-events: none; vector-effect: non-scaling-stroke; }
#focus-ring-inner { fill: none; stroke: #facc15; stroke-width: 2.5; pointer-events: none; vector-effect: non-scaling-stroke; }
#panel { flex: 1 1 0; min-width: 0; }
h1 { font-size: 18px; margin: 0 0 4px; overflow-wrap: anywhere; }
h2 { font-size: 14px; margin: 14px 0 4px; color: #334155; }
.controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.controls button, .controls label { font-size: 13px; }
.controls input[type=file] { max-width: 100%; }
.row { display: flex; flex-wrap: wrap; gap: 2px 8px; align-items: baseline; padding: 3px 0; border-bottom: 1px solid #e2e8f0; }
.chip { display: inline-block; min-width: 84px; text-align: center; border-radius: 9px; padding: 0 6px; color: #0f172a; font-size: 12px; }
.muted { color: #64748b; font-size: 12px; }
.values { flex-basis: 100%; font: 12px ui-monospace, monospace; color: #1d4ed8; padding-left: 92px; overflow-wrap: anywhere; min-height: 0; }
.values:empty { display: none; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 6px; margin: 2px 0 6px; }
#timeline { display: block; width: 100%; background: #fff; border: 1px solid #e2e8f0; }
.box { font: 12px/1.45 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; background: #fff;
       border: 1px solid #e2e8f0; padding: 4px 6px; overflow-y: auto; }
#callbacks { max-height: 140px; }
#log { max-height: 260px; }
.empty { color: #64748b; font: 12px/1.45 system-ui, sans-serif; white-space: normal; }
#status { color: #475569; font-size: 12px; }
</style>
</head>
<body>
<div id="layout">
<div id="stage-box">
  <svg id="stage" xmlns="http://www.w3.org/2000/svg" width="300" height="300"><defs id="patterns"></defs><g id="views"></g><g id="labels"></g><g id="focus"><polygon id="focus-ring" points=""/><polygon id="focus-ring-inner" points=""/></g><g id="paths"></g></svg>
  <div id="speech" hidden></div>
</div>
<div id="panel">
  <h1>Tactile playground — __TITLE__</h1>
  <div id="status">loading the engine…</div>
  <div class="controls">
    <button id="pause">Pause</button><button id="step">Step</button> <span id="queue" class="muted"></span>
    <button id="download-trace">Download trace</button><button id="download-log">Download log</button>
    <label>Load trace <input id="load-trace" type="file" accept=".jsonl,.json,.txt"></label>
  </div>
  <h2>Recognizers</h2>
  <div class="legend" id="state-legend"></div>
  <div id="recognizers"></div>
  <div id="scroll-section" hidden>
    <h2>Scroll views</h2>
    <div class="legend" id="scroll-legend"></div>
    <div id="scrollviews"></div>
  </div>
  <h2>States over time</h2>
  <canvas id="timeline" height="100"></canvas>
  <h2>View callbacks</h2>
  <div id="callbacks" class="box"></div>
  <h2>Log <button id="log-format">Show JSON Lines</button></h2>
  <div id="log" class="box"></div>
</div>
</div>
<script>
"use strict";
const SCENE_TEXT = __SCENE_TEXT__;
const SCENE_FILE = __SCENE_FILE__;
const GESTURES = JSON.parse(__GESTURES__);
const WASM_BASE64 = "__WASM_BASE64__";
__SCRIPT__
</script>
</body>
</html>
"""##
}
