/// The playground page's scene drawing and Pointer Events input (docs/playground.md).
enum PlaygroundInputScript {
    static let source = ##"""
// The playground: draws the scene, turns Pointer Events into input frames,
// shows recognizer states, scroll views, view callbacks, the log and touch paths.
const COLORS = { possible: "#cbd5e1", began: "#60a5fa", changed: "#2563eb", ended: "#16a34a",
                 recognized: "#22c55e", cancelled: "#f59e0b", failed: "#ef4444" };
const SCROLL_COLORS = { dragging: "#7dd3fc", decelerating: "#c4b5fd", bouncing: "#f9a8d4", resting: "#e2e8f0", zooming: "#fcd34d" };
const PHASES = ["began", "moved", "stationary", "ended", "cancelled"];
const IDLE_TICK = 0.1, IDLE_AFTER_INPUT = 2.0, TIMELINE_SECONDS = 6;
const $ = id => document.getElementById(id);
const svgNS = "http://www.w3.org/2000/svg";

const app = {
  engine: null, session: null, scene: null, scale: 1, t0: performance.now(), lastT: 0, lastInput: -1e9,
  paused: false, queue: [], contacts: new Map(), nextID: 1, paths: [], states: {}, actions: {}, bands: {},
  scrolls: {}, sizes: {}, focus: null, rows: [], openRuns: new Map(), rawLog: false, callbacks: [], ready: false, playing: null, testTime: null,
};

// Seconds since the page started, in microseconds (the trace's resolution); a test
// may drive the clock instead (tactilePlayground.setTime) on a machine too busy for real time.
function now() {
  const t = app.testTime !== null ? app.testTime : Math.round((performance.now() - app.t0) * 1000) / 1e6;
  return Math.max(app.lastT, t);
}

function start(engine) {
  app.engine = engine;
  app.session = new TactileSession(engine, SCENE_TEXT, SCENE_FILE);
  app.scene = app.session.describe();
  app.scene.recognizers = withGestures(app.scene.recognizers);
  drawScene();
  window.addEventListener("resize", () => { layout(); drawTimeline(); });
  for (const r of app.scene.recognizers) { app.states[r.id] = "possible"; app.bands[r.id] = []; }
  drawLegends();
  drawRecognizers();
  drawScrollViews();
  drawCallbacks();
  drawLog();
  const stage = $("stage");
  stage.addEventListener("pointerdown", pointer(0));
  stage.addEventListener("pointermove", pointer(1));
  stage.addEventListener("pointerup", pointer(3));
  stage.addEventListener("pointercancel", pointer(4));
  stage.addEventListener("contextmenu", e => e.preventDefault());
  $("pause").onclick = () => { app.paused = !app.paused; $("pause").textContent = app.paused ? "Resume" : "Pause";
                               if (!app.paused) while (app.queue.length) feedQueued(); };
  $("step").onclick = () => { if (app.queue.length) feedQueued(); };
  $("download-trace").onclick = () => download("playground.trace.jsonl", app.session.trace);
  $("download-log").onclick = () => download("playground.log.jsonl", app.session.log);
  $("load-trace").onchange = e => { const f = e.target.files[0]; if (f) f.text().then(playTrace); };
  $("log-format").onclick = () => { app.rawLog = !app.rawLog; $("log-format").textContent = app.rawLog ? "Show readable" : "Show JSON Lines"; drawLog(); };
  requestAnimationFrame(tick);
  app.ready = true;
  $("status").textContent = "ready: touch the views (mouse: hold Alt or Shift for a second, mirrored finger)";
}

// The recognizers to show: each SwiftUI-style gesture (its state and value) before the
// recognizers it compiled to; a sequence's hidden gate left out.
function withGestures(recognizers) {
  const hidden = new Set(GESTURES.hidden), list = [];
  for (const r of recognizers) {
    if (hidden.has(r.id)) continue;
    const a = GESTURES.attachments.find(a => r.id.startsWith(a.name + ".") && !list.some(x => x.id === a.name));
    if (a) list.push({ id: a.name, type: "SwiftUI-style gesture", view: a.view });
    list.push(r);
  }
  return list;
}

// ---- Drawing the scene ----------------------------------------------------

// The stage keeps the window's aspect ratio and is the largest thing on the page:
// beside the panels when they keep at least PANEL_MIN px, else first and full width.
const PANEL_MIN = 380, NARROW = 760;
function layout() {
  const [w, h] = app.scene.window;
  const narrow = window.innerWidth < NARROW;
  $("layout").classList.toggle("narrow", narrow);
  const availW = narrow ? window.innerWidth - 24 : window.innerWidth - 24 - 16 - PANEL_MIN;
  const availH = window.innerHeight - 24;
  app.scale = narrow ? Math.min(availW / w, Math.max(availH, availW) / h) : Math.min(availW / w, availH / h);
  const stage = $("stage");
  stage.setAttribute("width", Math.floor(w * app.scale));
  stage.setAttribute("height", Math.floor(h * app.scale));
  stage.setAttribute("viewBox", `0 0 ${w} ${h}`);
  app.scale = Math.floor(w * app.scale) / w;
}

// The views the scene zooms (a scroll view's zoom.view): drawn as a photo.
function zoomedViews() {
  const ids = new Set();
  const visit = v => { if (v.scroll && v.scroll.zoom && v.scroll.zoom.view) ids.add(v.scroll.zoom.view); (v.children || []).forEach(visit); };
  try { (JSON.parse(SCENE_TEXT).views || []).forEach(visit); } catch (e) {}
  return ids;
}

function svg(tag, attrs, parent) {
  const e = document.createElementNS(svgNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

// Every view is drawn in its own coordinates (its size when the page loaded) and
// placed by a matrix from its corners in the window: a zoom scales its pattern,
// grid and labels, a scroll moves them. A photo (a zoomed view) is a small landscape.
function drawScene() {
  layout();
  const views = $("views"), defs = $("patterns"), photos = zoomedViews();
  app.scene.views.forEach((v, i) => {
    const c = v.corners, w = Math.max(1, Math.hypot(c[1][0] - c[0][0], c[1][1] - c[0][1])), h = Math.max(1, Math.hypot(c[3][0] - c[0][0], c[3][1] - c[0][1]));
    app.sizes[v.id] = [w, h];
    if (v.hidden) return;
    const hue = (i * 67 + 200) % 360, cell = 40;
    const pattern = svg("pattern", { id: "pattern-" + i, patternUnits: "userSpaceOnUse", width: cell * 2, height: cell * 2 }, defs);
    svg("rect", { width: cell * 2, height: cell * 2, fill: `hsl(${hue}, 55%, 88%)` }, pattern);
    svg("rect", { width: cell, height: cell, fill: `hsl(${hue}, 55%, 80%)` }, pattern);
    svg("rect", { x: cell, y: cell, width: cell, height: cell, fill: `hsl(${hue}, 55%, 80%)` }, pattern);
    const g = svg("g", { id: "view-" + v.id, "class": "view" }, views);
    g.dataset.w = w; g.dataset.h = h;
    svg("rect", { width: w, height: h, fill: `url(#pattern-${i})`, "class": "frame" }, g);
    if (photos.has(v.id)) drawPhoto(g, w, h, hue);
    const grid = [];
    for (let x = 100; x < w; x += 100) grid.push(`M${x},0V${h}`);
    for (let y = 100; y < h; y += 100) grid.push(`M0,${y}H${w}`);
    if (grid.length) svg("path", { d: grid.join(""), "class": "grid" }, g);
    // A view large enough gets its name across it, faint; every view its name at its top-left
    // corner, in a layer above all views (a child would cover it), moved with the view.
    if (w >= 80 && h >= 80) {
      const big = svg("text", { x: w / 2, y: h / 2, "text-anchor": "middle", "dominant-baseline": "middle", "class": "big-label" }, g);
      big.textContent = v.id;
      big.style.fontSize = Math.max(10, Math.min(h * 0.3, w / Math.max(4, v.id.length * 0.9))) + "px";
    }
    const tag = svg("g", { id: "tag-" + v.id }, $("labels"));
    const line = sameOrigin(v) ? 15 * (v.depth % 3) : 0;
    const label = svg("text", { x: 5, y: 13 + line, "class": "label", id: "label-" + v.id }, tag);
    label.textContent = v.id;
  });
  placeViews(app.scene.views);
}

// Whether a view's top-left corner is another view's (a parent filling its child):
// then its name goes a line lower, so the names do not cover each other.
function sameOrigin(v) {
  const [x, y] = v.corners[0];
  return app.scene.views.some(o => o !== v && !o.hidden && Math.abs(o.corners[0][0] - x) < 1 && Math.abs(o.corners[0][1] - y) < 1);
}

// A photo: sky, sun, hills and a lake, in the view's own coordinates.
function drawPhoto(g, w, h, hue) {
  svg("rect", { width: w, height: h * 0.62, fill: "#bae6fd", opacity: 0.9 }, g);
  svg("circle", { cx: w * 0.72, cy: h * 0.2, r: Math.min(w, h) * 0.09, fill: "#fbbf24" }, g);
  svg("path", { d: `M0,${h * 0.62} L${w * 0.22},${h * 0.38} L${w * 0.42},${h * 0.55} L${w * 0.63},${h * 0.33} L${w},${h * 0.6} V${h} H0 Z`, fill: "#4d7c0f", opacity: 0.9 }, g);
  svg("path", { d: `M0,${h * 0.72} Q${w * 0.5},${h * 0.64} ${w},${h * 0.74} V${h} H0 Z`, fill: "#0369a1", opacity: 0.75 }, g);
  svg("rect", { x: w * 0.68, y: h * 0.2 - 2, width: 4, height: 4, fill: "#b45309" }, g);  // a detail to zoom into
}

// Places each view's group by the matrix taking its own rectangle to its corners.
function placeViews(views) {
  for (const v of views) {
    const g = $("view-" + v.id);
    if (!g) continue;
    const [w, h] = app.sizes[v.id], c = v.corners;
    const a = (c[1][0] - c[0][0]) / w, b = (c[1][1] - c[0][1]) / w, cc = (c[3][0] - c[0][0]) / h, d = (c[3][1] - c[0][1]) / h;
    g.setAttribute("transform", `matrix(${a} ${b} ${cc} ${d} ${c[0][0]} ${c[0][1]})`);
    $("tag-" + v.id).setAttribute("transform", `matrix(${a} ${b} ${cc} ${d} ${c[0][0]} ${c[0][1]})`);
  }
}

// Scrolling and zooming move views: their corners, read again from the engine.
function refreshGeometry() {
  const views = app.session.describe().views;
  placeViews(views);
  app.scene.views = views;
  if (app.focus) showFocus(app.focus);
}

function inside(p, corners) {
  let c = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i], [xj, yj] = corners[j];
    if ((yi > p.y) !== (yj > p.y) && p.x < (xj - xi) * (p.y - yi) / (yj - yi) + xi) c = !c;
  }
  return c;
}

// The centre of the part inside the window of the front-most view under `p` (the
// mirrored finger turns around it; a zoomed view's own centre may be off screen).
function centreAt(p) {
  const [w, h] = app.scene.window;
  const hits = app.scene.views.filter(v => !v.hidden && inside(p, v.corners));
  const v = hits[hits.length - 1];
  if (!v) return { x: w / 2, y: h / 2 };
  const xs = v.corners.map(c => Math.min(w, Math.max(0, c[0]))), ys = v.corners.map(c => Math.min(h, Math.max(0, c[1])));
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

// ---- Input ----------------------------------------------------------------

// A pointer's position in window points (the stage's border excluded).
function toWindow(e) {
  const stage = $("stage"), r = stage.getBoundingClientRect(), k = stage.clientWidth / app.scene.window[0];
  const x = (e.clientX - r.left - stage.clientLeft) / k, y = (e.clientY - r.top - stage.clientTop) / k;
  return { x: Math.round(x * 1000) / 1000, y: Math.round(y * 1000) / 1000 };
}

function pointer(phase) {
  return e => {
    e.preventDefault();
    let c = app.contacts.get(e.pointerId);
    if (phase === 0) {
      if (c) return;
      $("stage").setPointerCapture(e.pointerId);
      c = { id: app.nextID++ };
      if (e.pointerType === "mouse" && (e.altKey || e.shiftKey)) { c.mirror = app.nextID++; c.centre = centreAt(toWindow(e)); }
      app.contacts.set(e.pointerId, c);
    } else if (!c) {
      return;  // a mouse moving with no button down, or a pointer that began elsewhere
    }
    const p = toWindow(e);
    const touch = { id: c.id, phase, x: p.x, y: p.y };
    if (e.pointerType === "pen") touch.force = Math.round(e.pressure / 0.5 * 1000) / 1000;  // 0.5: Pointer Events' default pressure
    const touches = [touch];
    if (c.mirror) touches.push({ id: c.mirror, phase, x: 2 * c.centre.x - p.x, y: 2 * c.centre.y - p.y });
    if (phase >= 3) app.contacts.delete(e.pointerId);
    input(touches);
  };
}

function input(touches) {
  const frame = { t: now(), touches };
  app.lastT = frame.t;
  app.lastInput = frame.t;
  for (const c of touches) trackPath(c);
  if (app.paused || app.queue.length) { app.queue.push(frame); showQueue(); return; }
  show(app.session.feed(frame.t, touches));
}

function feedQueued() {
  const f = app.queue.shift();
  show(app.session.feed(f.t, f.touches));
  showQueue();
}

function showQueue() { $("queue").textContent = app.queue.length ? `${app.queue.length} frame(s) waiting` : ""; }

// Time-only lines while timers may be due (after input), recorded in the trace.
function tick() {
  if (!app.paused && !app.queue.length && app.playing === null) {
    const t = now();
    if (t - app.lastInput < IDLE_AFTER_INPUT && t - app.lastT >= IDLE_TICK) {
      app.lastT = t;
      show(app.session.feedTime(t));
    }
  }
  drawTimeline();
  requestAnimationFrame(tick);
}
"""##
}
