// The WebAssembly module's heap (embedded/runtime_support.c) through the C
// interface's tactile_alloc/tactile_free: a seeded random mix of allocations
// (1 byte to 96 KB) and frees, every block filled with its own byte and checked
// before it is freed (a block handed out twice, or overlapping another, shows
// as a wrong byte), every address 16-byte aligned; then everything is freed and
// the same sequence runs again, which must not grow the memory (freed blocks
// are reused). Usage: node scripts/wasm-heap-test.mjs tactile.wasm
import { readFileSync } from "node:fs";

const module = await WebAssembly.compile(readFileSync(process.argv[2]));
const imports = {};
for (const i of WebAssembly.Module.imports(module)) (imports[i.module] ||= {})[i.name] = () => 0;
const x = (await WebAssembly.instantiate(module, imports)).exports;

let failures = 0;
function fail(message) { console.error(`FAIL  ${message}`); failures++; }

function run(seed) {
  let state = seed;
  const random = n => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
  const live = [];
  let allocations = 0;
  for (let step = 0; step < 20000; step++) {
    if (live.length === 0 || random(100) < 55) {
      const size = random(10) === 0 ? 1 + random(96 * 1024) : 1 + random(200);
      const p = x.tactile_alloc(size);
      if (p === 0 || p % 16 !== 0) { fail(`tactile_alloc(${size}) gave ${p}`); return { live, allocations }; }
      const tag = 1 + random(255);
      new Uint8Array(x.memory.buffer, p, size).fill(tag);
      live.push({ p, size, tag });
      allocations++;
    } else {
      const [block] = live.splice(random(live.length), 1);
      const bytes = new Uint8Array(x.memory.buffer, block.p, block.size);
      if (!bytes.every(b => b === block.tag)) { fail(`the block at ${block.p} (${block.size} bytes) was overwritten`); return { live, allocations }; }
      x.tactile_free(block.p);
    }
  }
  return { live, allocations };
}

function freeAll(live) {
  for (const block of live) {
    const bytes = new Uint8Array(x.memory.buffer, block.p, block.size);
    if (!bytes.every(b => b === block.tag)) fail(`the block at ${block.p} (${block.size} bytes) was overwritten`);
    x.tactile_free(block.p);
  }
}

const first = run(7);
freeAll(first.live);
const grown = x.memory.buffer.byteLength;
const second = run(7);
freeAll(second.live);
const after = x.memory.buffer.byteLength;
if (after !== grown) fail(`the same sequence again grew the memory from ${grown / 1024} KB to ${after / 1024} KB`);
console.log(`${failures ? "FAIL" : "ok  "}  heap: ${first.allocations} allocations with checked contents, twice; memory ${grown / 1024} KB after the first run, ${after / 1024} KB after the second`);
process.exit(failures ? 1 : 0);
