/// The playground page's HTML and CSS; `PlaygroundPage` fills in the placeholders.
enum PlaygroundTemplate {
    static let html = ##"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tactile playground — __TITLE__</title>
<style>
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #0f172a; background: #f8fafc; display: flex; gap: 16px; padding: 12px; }
#stage-box { flex: 0 1 auto; min-width: 240px; max-width: 55vw; }
#stage { background: #fff; border: 1px solid #94a3b8; touch-action: none; user-select: none; display: block; }
.view { stroke: #334155; stroke-width: 1.5; }
.view.flash { animation: flash 0.4s; }
@keyframes flash { from { stroke: #f97316; stroke-width: 6; } to { stroke: #334155; stroke-width: 1.5; } }
.label { font: 14px sans-serif; fill: #1e293b; pointer-events: none; }
.path { fill: none; stroke: #7c3aed; stroke-width: 3; opacity: 0.7; pointer-events: none; }
.finger { fill: #7c3aed; pointer-events: none; }
#panel { flex: 1 1 520px; min-width: 320px; }
h1 { font-size: 18px; margin: 0 0 4px; }
h2 { font-size: 14px; margin: 12px 0 4px; color: #334155; }
.controls button, .controls label { margin-right: 6px; font-size: 13px; }
.recognizer { padding: 3px 0; border-bottom: 1px solid #e2e8f0; }
.chip { display: inline-block; min-width: 78px; text-align: center; border-radius: 9px; padding: 0 6px; margin-right: 8px; color: #0f172a; font-size: 12px; }
.muted { color: #64748b; font-size: 12px; }
.values { font: 12px ui-monospace, monospace; color: #1d4ed8; margin-left: 94px; min-height: 14px; }
#timeline { width: 100%; background: #fff; border: 1px solid #e2e8f0; }
#callbacks, #log { font: 12px ui-monospace, monospace; white-space: pre; background: #fff; border: 1px solid #e2e8f0; padding: 4px; overflow: auto; }
#callbacks { height: 120px; }
#log { height: 160px; }
#status { color: #475569; font-size: 12px; }
</style>
</head>
<body>
<div id="stage-box">
  <svg id="stage" xmlns="http://www.w3.org/2000/svg"><g id="views"></g><g id="paths"></g></svg>
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
  <div id="recognizers"></div>
  <h2>States over time</h2>
  <canvas id="timeline" width="640" height="100"></canvas>
  <h2>View callbacks</h2>
  <div id="callbacks"></div>
  <h2>Log (newest first)</h2>
  <div id="log"></div>
</div>
<script>
"use strict";
const SCENE_TEXT = __SCENE_TEXT__;
const SCENE_FILE = __SCENE_FILE__;
const WASM_BASE64 = "__WASM_BASE64__";
__SCRIPT__
</script>
</body>
</html>
"""##
}
