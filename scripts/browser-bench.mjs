// Moved samples through tactile.wasm under node (docs/playground.md,
// "Performance"): the photo-viewer scene, one finger panning the pager.
// Default path "records": each sample is a tactile_touch fed with
// tactile_session_feed and the log is read as tactile_event records with
// tactile_session_read_events every 100 samples — no JSON text is written or
// read, so the figure is the engine's. Path "jsonl" is the page's: the trace
// line of every frame is written (tactile_session_last_trace_line) and the log
// is read as JSON Lines. Examples/c/bench_moved_samples.c runs the same loops natively.
// Usage: node scripts/browser-bench.mjs tactile.wasm Examples/photo-viewer.scene.json [SAMPLES] [records|jsonl]
import { readFileSync } from "node:fs";

const [wasmPath, scenePath, samplesArg, pathArg] = process.argv.slice(2);
const samples = Number(samplesArg || 20000);
const path = pathArg || "records";
if (path !== "records" && path !== "jsonl") throw new Error(`unknown path ${path} (records or jsonl)`);
const module = await WebAssembly.compile(readFileSync(wasmPath));
const imports = {};
for (const i of WebAssembly.Module.imports(module)) (imports[i.module] ||= {})[i.name] = () => 0;
const x = (await WebAssembly.instantiate(module, imports)).exports;
const enc = new TextEncoder();
const put = text => { const b = enc.encode(text); const p = x.tactile_alloc(b.length + 1);
  new Uint8Array(x.memory.buffer).set(b, p); new Uint8Array(x.memory.buffer)[p + b.length] = 0; return [p, b.length]; };
const [sp, sn] = put(readFileSync(scenePath, "utf8"));
const [fp] = put(scenePath);
const session = x.tactile_session_create(sp, sn, fp);
if (!session) throw new Error("scene refused");
const RECORD = 104, BATCH = 64;  // sizeof(tactile_event) on wasm32
const touch = x.tactile_alloc(40), len = x.tactile_alloc(8), records = x.tactile_alloc(RECORD * BATCH);
let t = 0, events = 0;
function feed(phase, px, py) {
  const v = new DataView(x.memory.buffer);
  v.setInt32(touch, 1, true); v.setInt32(touch + 4, phase, true);
  v.setFloat64(touch + 8, px, true); v.setFloat64(touch + 16, py, true);
  v.setFloat64(touch + 24, -1, true); v.setFloat64(touch + 32, -1, true);
  t += 0.008;
  if (x.tactile_session_feed(session, t, touch, 1) !== 0) throw new Error("frame refused");
  if (path === "jsonl") x.tactile_session_last_trace_line(session, len);
}
function read() {
  if (path === "jsonl") { x.tactile_session_read_jsonl(session, len); return; }
  let n;
  while ((n = x.tactile_session_read_events(session, records, BATCH)) > 0) {
    const v = new DataView(x.memory.buffer);
    for (let i = 0; i < n; i++) events += v.getInt32(records + i * RECORD + 72, true) === 2 ? 1 : 0;  // actions
  }
}
function run(n) {
  for (let i = 0; i < n; i++) {
    feed(1, 100 + 150 * Math.abs(Math.sin(i / 50)), 300 + (i % 7));
    if (i % 100 === 99) read();
  }
}
feed(0, 100, 300);
run(20000);  // warm-up: long enough for V8 to tier the hot functions up from its baseline compiler
const heapBefore = x.memory.buffer.byteLength;
const start = process.hrtime.bigint();
run(samples);
const ns = Number(process.hrtime.bigint() - start) / samples;
const heapAfter = x.memory.buffer.byteLength;
console.log(`wasm (node ${process.version}, ${path}): ${samples} moved samples, ${(ns / 1000).toFixed(2)} µs per moved sample${path === "records" ? `; ${events} action records read` : ""}; memory ${heapBefore / 1024} KB after the warm-up, ${heapAfter / 1024} KB at the end`);
// The heap reuses freed blocks (embedded/runtime_support.c): a steady stream of samples must not grow it.
if (heapAfter > heapBefore) { console.error("browser-bench: the module's memory grew during the measured samples"); process.exit(1); }
