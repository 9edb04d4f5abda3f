/// The playground page's SwiftUI-style gestures (docs/playground.md, "SwiftUI-style
/// gestures"): `tactile.wasm` has no TactileGestures, so the page's engine runs the
/// recognizers the gestures compile to (`PlaygroundGestureLowering`) and this script
/// computes what TactileGestures makes of their events — each attachment's state and
/// value (`translation`, `magnification`, `rotation`, a sequence's `stage`, …) — and
/// logs it where `tactile replay` logs it, in the same form.
enum PlaygroundGestureScript {
    static let source = ##"""
// ---- SwiftUI-style gestures (GESTURES, from `tactile playground`) ----------
// The same rules as Sources/TactileGestures: a leaf recognizer reports changed /
// ended / cancelled from its actions and a failure at its reset (a long press: its
// press at touch-down, its end when its recognizer begins, a failure right after
// the touch that failed it); SimultaneousGesture, SequenceGesture and
// ExclusiveGesture combine the reports; the attachment logs its state and value
// as SceneGestureAttacher does.

// LogNumber.format: rounded half away from zero to `digits` fraction digits, trailing zeros dropped.
function logNumber(v, digits) {
  if (!isFinite(v)) return "null";
  let scale = 1;
  for (let i = 0; i < digits; i++) scale *= 10;
  const units = Math.round(Math.abs(v) * scale);
  if (units === 0) return "0";
  const s = String(units).padStart(digits + 1, "0");
  const whole = s.slice(0, s.length - digits), fraction = s.slice(s.length - digits).replace(/0+$/, "");
  return (v < 0 ? "-" : "") + whole + (fraction ? "." + fraction : "");
}
const logVector = (x, y) => `[${logNumber(x, 2)}, ${logNumber(y, 2)}]`;
const logRatio = v => logNumber(v, 4);

// TactileMath.hypot, to the bit.
function hypot(x, y) {
  const ax = Math.abs(x), ay = Math.abs(y), m = Math.max(ax, ay);
  if (m === 0 || !isFinite(m)) return m;
  const r = (m === ax ? ay : ax) / m;
  return m * Math.sqrt(1 + r * r);
}
function centroid(points) {
  let x = 0, y = 0;
  for (const p of points) { x += p.x; y += p.y; }
  return { x: 0 + x / points.length, y: 0 + y / points.length };
}
function span(points) {
  if (points.length < 2) return 0;
  const c = centroid(points);
  let total = 0;
  for (const p of points) total += hypot(c.x - p.x, c.y - p.y);
  return 2 * total / points.length;
}

// A tree node's send (_GestureNode): a failure after a change is a cancel.
class GestureNode {
  constructor() { this.hasBegun = false; this.handler = () => {}; }
  send(e) {
    if (e.type === "changed") { this.hasBegun = true; this.handler(e); }
    else if (e.type === "ended") { this.hasBegun = false; this.handler(e); }
    else { const began = this.hasBegun; this.hasBegun = false; this.handler({ type: began ? "cancelled" : "failed" }); }
  }
}
const statusAfter = e => e.type === "changed" ? "active" : e.type === "ended" ? "succeeded" : "stopped";

class GestureMirror {
  constructor(gestures) {
    this.hidden = new Set(gestures.hidden);
    this.leaves = new Map();       // recognizer id → leaf
    this.attachments = gestures.attachments.map(a => this.attach(a));
    this.touches = new Map();      // touch id → {x, y, down}
    this.out = null;
    this.ctx = null;
  }
  get active() { return this.attachments.length > 0; }

  attach(desc) {
    const a = { name: desc.name, chain: desc.chain, covers: new Set(desc.covers), leaves: [], sequences: [], open: false, last: { x: 0, y: 0 } };
    const root = this.build(desc.tree, a);
    root.handler = e => this.logged(a, e);
    return a;
  }

  // A node per leaf and composition; the value of each is its log fields: [[name, json], …].
  build(t, a) {
    const node = new GestureNode();
    if (t.leaf) {
      const leaf = { id: t.leaf, kind: t.kind, spec: t, node, attachment: a, state: "possible", ended: false,
                     tracked: [], pressReported: false, start: null, spanChange: null };
      a.leaves.push(leaf);
      this.leaves.set(t.leaf, leaf);
      return node;
    }
    const from = a.leaves.length;
    const first = this.build(t.first, a), second = this.build(t.second, a);
    if (t.op === "simultaneous") {
      const s = { first: null, second: null, firstStatus: "idle", secondStatus: "idle" };
      const report = () => {
        const value = (s.first || []).concat(s.second || []);
        if (s.firstStatus === "active" || s.secondStatus === "active") { node.send({ type: "changed", value }); return; }
        const succeeded = s.firstStatus === "succeeded" || s.secondStatus === "succeeded";
        s.first = null; s.second = null; s.firstStatus = "idle"; s.secondStatus = "idle";
        node.send(succeeded ? { type: "ended", value } : { type: "failed" });
      };
      first.handler = e => { if (e.value) s.first = e.value; s.firstStatus = statusAfter(e); report(); };
      second.handler = e => { if (e.value) s.second = e.value; s.secondStatus = statusAfter(e); report(); };
    } else if (t.op === "sequence") {
      // SequenceState: a stop of the second counts only in the attempt it belongs to.
      const s = { open: false, firstValue: null, secondStopped: false, attemptIsOver: false };
      const stage = (name, fields) => [["stage", JSON.stringify(name)]].concat(fields);
      const finish = e => { s.open = false; s.firstValue = null; s.secondStopped = false; s.attemptIsOver = true; node.send(e); };
      // SequenceState.secondCannotBegin: no leaf of either gesture holds a touch any more.
      a.sequences.push({ leaves: a.leaves.slice(from), cannotBegin: () => { if (s.open) finish({ type: "failed" }); } });
      first.handler = e => {
        if (s.open) return;
        s.attemptIsOver = false;
        if (e.type === "changed") { s.firstValue = e.value; node.send({ type: "changed", value: stage("first", e.value) }); }
        else if (e.type === "ended") {
          s.firstValue = e.value; s.open = true;
          node.send({ type: "changed", value: stage("second", e.value) });
          if (s.secondStopped) finish({ type: "failed" });
        } else finish({ type: "failed" });
      };
      second.handler = e => {
        if (!s.open || s.firstValue === null) {
          if (e.type === "changed") s.attemptIsOver = false;
          else if ((e.type === "cancelled" || e.type === "failed") && !s.attemptIsOver) s.secondStopped = true;
          return;
        }
        if (e.type === "changed") node.send({ type: "changed", value: stage("second", s.firstValue.concat(e.value)) });
        else if (e.type === "ended") finish({ type: "ended", value: stage("second", s.firstValue.concat(e.value)) });
        else finish({ type: "failed" });
      };
    } else {
      const s = { firstStatus: "idle", secondStatus: "idle" };
      const forward = (isFirst, winner) => e => {
        if (isFirst) s.firstStatus = statusAfter(e); else s.secondStatus = statusAfter(e);
        const value = e.value && [["winner", JSON.stringify(winner)]].concat(e.value);
        if (e.type === "changed") node.send({ type: "changed", value });
        else if (e.type === "ended") { s.firstStatus = "idle"; s.secondStatus = "idle"; node.send({ type: "ended", value }); }
        else if (s.firstStatus !== "active" && s.secondStatus !== "active") {
          s.firstStatus = "idle"; s.secondStatus = "idle"; node.send({ type: "failed" });
        }
      };
      first.handler = forward(true, "first");
      second.handler = forward(false, "second");
    }
    return node;
  }

  // The attachment's log lines (SceneGestureAttacher.observed).
  logged(a, e) {
    const { t, location, touches } = this.ctx;
    const line = (kind, rest) => `{"t": ${logNumber(t, 4)}, "kind": "${kind}", "recognizer": ${JSON.stringify(a.name)}, ${rest}}`;
    const state = (from, to) => this.out.push(line("state", `"from": "${from}", "to": "${to}"`));
    const action = (s, fields) => this.out.push(line("action", `"state": "${s}", "location": ${logVector(location.x, location.y)}, "touches": ${touches}` +
      fields.map(([k, v]) => `, ${JSON.stringify(k)}: ${v}`).join("")));
    if (e.type === "changed") {
      state(a.open ? "changed" : "possible", a.open ? "changed" : "began");
      action(a.open ? "changed" : "began", e.value);
      a.open = true;
    } else if (e.type === "ended") {
      state(a.open ? "changed" : "possible", a.open ? "ended" : "recognized");
      action(a.open ? "ended" : "recognized", e.value);
      a.open = false;
    } else if (e.type === "cancelled") {
      state("changed", "cancelled");
      action("cancelled", []);
      a.open = false;
    }
  }

  // A window point in the attachment view's own coordinates (View.convert, no transforms).
  local(a, p, global) {
    if (global) return p;
    let x = p.x, y = p.y;
    for (const [cx, cy, mx, my] of a.chain) { x = (x - cx) + mx; y = (y - cy) + my; }
    return { x, y };
  }

  // A leaf's value as log fields, read from its action record `r` (the engine's values, unrounded).
  value(leaf, r) {
    const a = leaf.attachment, spec = leaf.spec;
    switch (leaf.kind) {
      case "longPress": return [["pressing", '"true"']];
      case "tap": {
        if (!spec.spatial) return [];
        const l = this.local(a, { x: r.x, y: r.y }, spec.global);
        return [["location", logVector(l.x, l.y)]];
      }
      case "drag": {
        const start = leaf.start || { x: r.x, y: r.y };
        const location = { x: start.x + r.values[0], y: start.y + r.values[1] };
        const s = this.local(a, start, spec.global), l = this.local(a, location, spec.global);
        return [["translation", logVector(l.x - s.x, l.y - s.y)], ["dragLocation", logVector(l.x, l.y)]];
      }
      case "magnify": return [["magnification", logRatio(r.values[0])]];
      case "rotate": return [["rotation", logRatio(r.values[0])]];
    }
    return [];
  }

  report(leaf, type, value) { leaf.node.send(type === "changed" || type === "ended" ? { type, value } : { type }); }

  live(leaf) { return leaf.tracked.map(id => this.touches.get(id)).filter(c => c && c.down); }

  where(leaf) {
    const live = this.live(leaf);
    const a = leaf.attachment;
    if (live.length) a.last = centroid(live);
    return { location: a.last, touches: live.length };
  }

  // The attachments a touch on `view` reaches.
  reached(view) { return this.attachments.filter(a => a.covers.has(view)); }

  // The pinches whose second finger lands with the touches `ids` on `view`, and the
  // threshold (points) each then takes: its minimumScaleDelta of the span.
  landings(events) {
    const found = [];
    for (const e of events) {
      if (e.kind !== "touches" || e.phase !== "began") continue;
      for (const a of this.reached(e.view)) for (const leaf of a.leaves) {
        if (leaf.kind !== "magnify" || leaf.start) continue;
        const live = this.live(leaf).concat(e.touches.map(id => this.touches.get(id)));
        if (live.length >= 2) found.push({ id: leaf.id, minimumSpanChange: span(live) * leaf.spec.delta });
      }
    }
    return found;
  }

  // Takes the frame (its canonical trace line) before its events: where the touches are.
  frame(line) {
    let f;
    try { f = JSON.parse(line); } catch (e) { return; }
    for (const c of f.touches || []) {
      const down = c.phase !== "ended" && c.phase !== "cancelled";
      this.touches.set(c.id, { x: c.x, y: c.y, down });
    }
  }

  // The page's log lines for the engine's `events` ({json, record}) of one frame.
  lines(t, events) {
    this.out = [];
    for (const { json, event: e, record: r } of events) {
      if (e.kind === "touches" && e.phase === "began") {
        for (const a of this.reached(e.view)) for (const leaf of a.leaves) this.touchesBegan(leaf, e.touches, e.t);
      }
      const leaf = (e.kind === "state" || e.kind === "action") ? this.leaves.get(e.recognizer) : null;
      if (!(e.recognizer && this.hidden.has(e.recognizer))) this.out.push(json);
      if (!leaf) continue;
      if (e.kind === "state") {
        leaf.state = e.to;
        if (leaf.kind === "longPress" && e.to === "failed" && !leaf.ended) {
          leaf.ended = true;
          this.ctx = Object.assign({ t: e.t }, this.where(leaf));
          this.report(leaf, "failed");
        }
      } else {
        this.ctx = { t: e.t, location: { x: r.x, y: r.y }, touches: r.touches };
        leaf.attachment.last = { x: r.x, y: r.y };
        this.actionFired(leaf, e.state, r);
      }
    }
    this.resets(t);
    return this.out;
  }

  touchesBegan(leaf, ids, t) {
    const fresh = ids.filter(id => !leaf.tracked.includes(id));
    const began = fresh.map(id => this.touches.get(id));
    leaf.tracked.push(...fresh);
    if (leaf.kind === "drag" && !leaf.start && began.length) leaf.start = centroid(began);
    if ((leaf.kind === "magnify" || leaf.kind === "rotate") && !leaf.start) {
      const live = this.live(leaf);
      if (live.length >= 2) leaf.start = centroid(live);
    }
    if (leaf.kind === "longPress" && !leaf.pressReported && leaf.state === "possible" && !leaf.ended && this.live(leaf).length >= 1) {
      leaf.pressReported = true;
      this.ctx = Object.assign({ t }, this.where(leaf));
      this.report(leaf, "changed", this.value(leaf, null));
    }
  }

  actionFired(leaf, state, r) {
    if (leaf.kind === "longPress") {
      if (state === "began") { if (!leaf.ended) { leaf.ended = true; this.report(leaf, "ended", this.value(leaf, r)); } }
      else if (state === "cancelled" && !leaf.ended) { leaf.ended = true; this.report(leaf, "cancelled"); }
      return;
    }
    if (leaf.ended) return;
    if (state === "began" || state === "changed") this.report(leaf, "changed", this.value(leaf, r));
    else if (state === "ended" || state === "recognized") { leaf.ended = true; this.report(leaf, "ended", this.value(leaf, r)); }
    else if (state === "cancelled") { leaf.ended = true; this.report(leaf, "cancelled"); }
  }

  // A group settles when its touches have lifted and none of its recognizers is
  // possible or in progress: each leaf resets, and one whose end was not told fails.
  resets(t) {
    for (const a of this.attachments) {
      const engaged = a.leaves.filter(l => l.tracked.length);
      if (!engaged.length) continue;
      if (engaged.some(l => this.live(l).length || !["failed", "ended", "recognized", "cancelled"].includes(l.state))) continue;
      for (const leaf of engaged) {
        const told = leaf.ended;
        leaf.tracked = []; leaf.start = null; leaf.pressReported = false; leaf.ended = false; leaf.state = "possible";
        if (!told) { this.ctx = { t, location: a.last, touches: 0 }; this.report(leaf, "failed"); }
      }
      for (const q of a.sequences) {
        if (q.leaves.some(l => l.tracked.length)) continue;
        this.ctx = { t, location: a.last, touches: 0 };
        q.cannotBegin();
      }
    }
    for (const [id, c] of this.touches) if (!c.down) this.touches.delete(id);
  }
}
"""##
}
