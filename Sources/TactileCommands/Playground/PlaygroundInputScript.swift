/// The playground page's scene drawing and Pointer Events input (docs/playground.md).
enum PlaygroundInputScript {
    static let source = ##"""
// The playground: draws the scene, turns Pointer Events into input frames,
// shows recognizer states, action values, view callbacks and touch paths.
const COLORS = { possible: "#cbd5e1", began: "#60a5fa", changed: "#2563eb", ended: "#16a34a",
                 recognized: "#22c55e", cancelled: "#f59e0b", failed: "#ef4444" };
const PHASES = ["began", "moved", "stationary", "ended", "cancelled"];
const IDLE_TICK = 0.1, IDLE_AFTER_INPUT = 2.0, TIMELINE_SECONDS = 6;
const $ = id => document.getElementById(id);
const svgNS = "http://www.w3.org/2000/svg";

const app = {
  engine: null, session: null, scene: null, scale: 1, t0: performance.now(), lastT: 0, lastInput: -1e9,
  paused: false, queue: [], contacts: new Map(), nextID: 1, paths: [], states: {}, actions: {}, bands: {},
  callbacks: [], ready: false, playing: null, testTime: null,
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
  drawScene();
  for (const r of app.scene.recognizers) { app.states[r.id] = "possible"; app.bands[r.id] = []; }
  drawRecognizers();
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
  requestAnimationFrame(tick);
  app.ready = true;
  $("status").textContent = "ready: touch the views (mouse: hold Alt or Shift for a second, mirrored finger)";
}

// ---- Drawing the scene ----------------------------------------------------

function drawScene() {
  const [w, h] = app.scene.window;
  const box = $("stage-box").getBoundingClientRect();
  app.scale = Math.min(1, (box.width - 4) / w, (window.innerHeight - 40) / h);
  const stage = $("stage");
  stage.setAttribute("width", w * app.scale);
  stage.setAttribute("height", h * app.scale);
  stage.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const views = $("views");
  app.scene.views.forEach((v, i) => {
    if (v.hidden) return;
    const poly = document.createElementNS(svgNS, "polygon");
    poly.setAttribute("points", v.corners.map(c => c.join(",")).join(" "));
    poly.setAttribute("class", "view");
    poly.style.fill = `hsla(${(i * 67) % 360}, 60%, 70%, 0.35)`;
    poly.id = "view-" + v.id;
    views.appendChild(poly);
    const label = document.createElementNS(svgNS, "text");
    label.setAttribute("x", v.corners[0][0] + 6);
    label.setAttribute("y", v.corners[0][1] + 16 + 14 * (v.depth % 3));
    label.setAttribute("class", "label");
    label.textContent = v.id;
    label.id = "label-" + v.id;
    views.appendChild(label);
  });
}

// Scrolling and zooming move views: their corners, read again from the engine.
function refreshGeometry() {
  const views = app.session.describe().views;
  for (const v of views) {
    const poly = $("view-" + v.id), label = $("label-" + v.id);
    if (!poly) continue;
    poly.setAttribute("points", v.corners.map(c => c.join(",")).join(" "));
    label.setAttribute("x", v.corners[0][0] + 6);
    label.setAttribute("y", v.corners[0][1] + 16 + 14 * (v.depth % 3));
  }
  app.scene.views = views;
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

function toWindow(e) {
  const r = $("stage").getBoundingClientRect();
  return { x: Math.round((e.clientX - r.left) / app.scale * 1000) / 1000, y: Math.round((e.clientY - r.top) / app.scale * 1000) / 1000 };
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
