/// The playground page's binding of tactile.wasm (include/tactile.h): `TactileEngine`, `TactileSession`.
enum PlaygroundEngineScript {
    static let source = ##"""
// The Tactile module (tactile.wasm, include/tactile.h) in the page: the
// engine, the scene reader and the log writer of `tactile replay`, one
// implementation for every host.
const enc = new TextEncoder(), dec = new TextDecoder();

class TactileEngine {
  static async load(base64) {
    const bytes = Uint8Array.from(atob(base64), c => c.charCodeAt(0));
    const module = await WebAssembly.compile(bytes);
    // The module imports a few WASI functions nothing calls on the engine's paths: stubs.
    const imports = {};
    for (const i of WebAssembly.Module.imports(module)) {
      (imports[i.module] = imports[i.module] || {})[i.name] = () => 0;
    }
    const instance = await WebAssembly.instantiate(module, imports);
    return new TactileEngine(instance.exports);
  }
  constructor(exports) {
    this.x = exports;
    this.lengthSlot = exports.tactile_alloc(8);
  }
  bytes() { return new Uint8Array(this.x.memory.buffer); }
  view() { return new DataView(this.x.memory.buffer); }
  put(text) {
    const b = enc.encode(text);
    const p = this.x.tactile_alloc(b.length + 1);
    this.bytes().set(b, p);
    this.bytes()[p + b.length] = 0;
    return [p, b.length];
  }
  take(pointer) {
    if (!pointer) return "";
    const n = this.view().getUint32(this.lengthSlot, true);
    return dec.decode(this.bytes().slice(pointer, pointer + n));
  }
  lastError() { return this.take(this.x.tactile_last_error(this.lengthSlot)); }
}

// A running scene: feeds frames as canonical trace lines and collects the log.
class TactileSession {
  constructor(engine, sceneText, fileName) {
    this.e = engine;
    const [p, n] = engine.put(sceneText), [f] = engine.put(fileName);
    this.handle = engine.x.tactile_session_create(p, n, f);
    engine.x.tactile_free(p);
    engine.x.tactile_free(f);
    if (!this.handle) throw new Error(engine.lastError());
    this.trace = [];
    this.log = [];
  }
  destroy() { this.e.x.tactile_session_destroy(this.handle); this.handle = 0; }
  describe() { return JSON.parse(this.e.take(this.e.x.tactile_session_describe(this.handle, this.e.lengthSlot))); }
  // touches: [{id, phase (0 began … 4 cancelled), x, y, force?}]
  feed(t, touches) {
    const x = this.e.x, size = 40;
    const buffer = x.tactile_alloc(size * Math.max(touches.length, 1));
    const v = this.e.view();
    touches.forEach((c, i) => {
      const o = buffer + i * size;
      v.setInt32(o, c.id, true);
      v.setInt32(o + 4, c.phase, true);
      v.setFloat64(o + 8, c.x, true);
      v.setFloat64(o + 16, c.y, true);
      v.setFloat64(o + 24, c.force === undefined ? -1 : c.force, true);
      v.setFloat64(o + 32, -1, true);
    });
    const rc = x.tactile_session_feed(this.handle, t, buffer, touches.length);
    x.tactile_free(buffer);
    return this.after(rc);
  }
  feedTime(t) { return this.after(this.e.x.tactile_session_feed_time(this.handle, t)); }
  feedLine(line) {
    const [p, n] = this.e.put(line);
    const rc = this.e.x.tactile_session_feed_trace_line(this.handle, p, n);
    this.e.x.tactile_free(p);
    return this.after(rc);
  }
  after(rc) {
    if (rc !== 0) return { error: this.e.lastError(), events: [] };
    this.trace.push(this.e.take(this.e.x.tactile_session_last_trace_line(this.handle, this.e.lengthSlot)));
    return { events: this.read() };
  }
  finish() { this.e.x.tactile_session_finish(this.handle); return this.read(); }
  read() {
    const text = this.e.take(this.e.x.tactile_session_read_jsonl(this.handle, this.e.lengthSlot));
    const lines = text.split("\n").filter(l => l.length > 0);
    this.log.push(...lines);
    return lines.map(l => JSON.parse(l));
  }
}
"""##
}
