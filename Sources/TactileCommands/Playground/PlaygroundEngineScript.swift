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
// With SwiftUI-style gestures (GESTURES) the log also has what GestureMirror
// makes of the recognizers' events, and not the lines of its hidden gates.
class TactileSession {
  constructor(engine, sceneText, fileName) {
    this.e = engine;
    this.sceneText = sceneText;
    this.fileName = fileName;
    this.handle = this.open(sceneText);
    this.trace = [];
    this.log = [];
    this.mirror = new GestureMirror(GESTURES);
    this.record = engine.x.tactile_alloc(104);  // one tactile_event (wasm32)
  }
  open(text) {
    const engine = this.e, [p, n] = engine.put(text), [f] = engine.put(this.fileName);
    const handle = engine.x.tactile_session_create(p, n, f);
    engine.x.tactile_free(p);
    engine.x.tactile_free(f);
    if (!handle) throw new Error(engine.lastError());
    return handle;
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
    const line = this.e.take(this.e.x.tactile_session_last_trace_line(this.handle, this.e.lengthSlot));
    this.trace.push(line);
    return { events: this.read(line) };
  }
  finish() { this.e.x.tactile_session_finish(this.handle); return this.read(null); }
  read(line) {
    let lines;
    if (!this.mirror.active) {
      const text = this.e.take(this.e.x.tactile_session_read_jsonl(this.handle, this.e.lengthSlot));
      lines = text.split("\n").filter(l => l.length > 0);
    } else {
      let events = this.events();
      let t = events.length ? events[events.length - 1].event.t : 0;
      if (line !== null) {
        this.mirror.frame(line);
        t = JSON.parse(line).t;
        if (this.retune(this.mirror.landings(events.map(e => e.event)))) events = this.events();
      }
      lines = this.mirror.lines(t, events);
    }
    this.log.push(...lines);
    return lines.map(l => JSON.parse(l));
  }
  // The unread events: each its JSON line, parsed, and its record's numbers (unrounded).
  events() {
    const x = this.e.x, p = this.record, list = [];
    while (x.tactile_session_next_event(this.handle, p)) {
      const v = this.e.view(), bytes = this.e.bytes();
      const values = [];
      for (let i = 0; i < 6; i++) values.push(v.getFloat64(p + 24 + 8 * i, true));
      const start = v.getUint32(p + 100, true);
      let end = start;
      while (bytes[end] !== 0) end++;
      const json = dec.decode(bytes.slice(start, end));
      list.push({ json, event: JSON.parse(json), record: { x: v.getFloat64(p + 8, true), y: v.getFloat64(p + 16, true),
                                                             values, touches: v.getInt32(p + 88, true) } });
    }
    return list;
  }
  // A pinch of a MagnifyGesture takes its threshold when its second finger lands (a
  // fraction of the span then): a new session of the scene with that threshold is fed
  // the trace so far, and goes on in place of this one. Its events before this frame
  // are the ones already logged (the threshold matters only from now on).
  retune(landings) {
    if (!landings.length) return false;
    const scene = JSON.parse(this.sceneText);
    let changed = false;
    for (const l of landings) {
      const r = (scene.recognizers || []).find(r => r.id === l.id);
      if (r && r.minimumSpanChange !== l.minimumSpanChange) { r.minimumSpanChange = l.minimumSpanChange; changed = true; }
    }
    if (!changed) return false;
    const text = JSON.stringify(scene), handle = this.open(text), x = this.e.x;
    this.trace.forEach((line, i) => {
      const [p, n] = this.e.put(line);
      x.tactile_session_feed_trace_line(handle, p, n);
      x.tactile_free(p);
      if (i < this.trace.length - 1) x.tactile_session_read_jsonl(handle, this.e.lengthSlot);
    });
    x.tactile_session_destroy(this.handle);
    this.handle = handle;
    this.sceneText = text;
    return true;
  }
}
"""##
}
