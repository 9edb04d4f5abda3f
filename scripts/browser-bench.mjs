// Moved samples through tactile.wasm under node (docs/playground.md,
// "Performance"): the photo-viewer scene, one finger panning the pager, each
// sample fed through the C interface (tactile_session_feed: the frame becomes
// its trace line, is checked and read back, the engine runs, the log is
// written as JSON Lines and read every 100 samples) — the page's path.
// Examples/c/bench_moved_samples.c runs the same loop natively.
// Usage: node scripts/browser-bench.mjs tactile.wasm Examples/photo-viewer.scene.json [SAMPLES]
import { readFileSync } from "node:fs";

const [wasmPath, scenePath, samplesArg] = process.argv.slice(2);
const samples = Number(samplesArg || 20000);
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
const touch = x.tactile_alloc(40), len = x.tactile_alloc(8);
let t = 0;
function feed(phase, px, py) {
  const v = new DataView(x.memory.buffer);
  v.setInt32(touch, 1, true); v.setInt32(touch + 4, phase, true);
  v.setFloat64(touch + 8, px, true); v.setFloat64(touch + 16, py, true);
  v.setFloat64(touch + 24, -1, true); v.setFloat64(touch + 32, -1, true);
  t += 0.008;
  if (x.tactile_session_feed(session, t, touch, 1) !== 0) throw new Error("frame refused");
}
function run(n) {
  for (let i = 0; i < n; i++) {
    feed(1, 100 + 150 * Math.abs(Math.sin(i / 50)), 300 + (i % 7));
    if (i % 100 === 99) x.tactile_session_read_jsonl(session, len);
  }
}
feed(0, 100, 300);
run(2000);  // warm-up
const start = process.hrtime.bigint();
run(samples);
const ns = Number(process.hrtime.bigint() - start) / samples;
console.log(`wasm (node ${process.version}): ${samples} moved samples, ${(ns / 1000).toFixed(2)} µs per moved sample`);
