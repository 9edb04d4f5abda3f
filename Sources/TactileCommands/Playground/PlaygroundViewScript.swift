/// The playground page's live views: recognizer states, scroll views, the
/// screen reader's focus and speech, timeline, callbacks, the condensed log, traces.
enum PlaygroundViewScript {
    static let source = ##"""
// ---- Showing what happened -------------------------------------------------

function show(result) {
  if (result.error) { $("status").textContent = "refused: " + result.error; return; }
  for (const e of result.events) {
    if (e.kind === "state") {
      app.states[e.recognizer] = e.to;
      (app.bands[e.recognizer] = app.bands[e.recognizer] || []).push({ t: e.t, state: e.to });
    } else if (e.kind === "action") {
      app.actions[e.recognizer] = `${e.state} · ` + Object.keys(e).filter(k => !["t", "kind", "recognizer", "state", "touches"].includes(k))
        .map(k => `${k} ${number(e[k])}`).join("  ");
    } else if (e.kind === "zoom") {   // a scroll view's own pinch logs zooms, not actions
      const s = app.scrolls[e.view] = app.scrolls[e.view] || {};
      Object.assign(s, { phase: e.phase === "ended" ? "resting" : "zooming", scale: e.scale, offset: e.offset });
    } else if (e.kind === "scroll") {
      const s = app.scrolls[e.view] = app.scrolls[e.view] || {};
      Object.assign(s, { phase: e.phase, offset: e.offset, velocity: e.velocity });
    } else if (e.kind === "touches") {
      app.callbacks.push(`${e.t.toFixed(4)}  ${e.view}  touches${e.phase[0].toUpperCase()}${e.phase.slice(1)} [${e.touches.join(", ")}]`);
      if (app.callbacks.length > 12) app.callbacks.shift();
      const v = $("view-" + e.view);
      const frame = v && v.querySelector(".frame");
      if (frame) { frame.classList.remove("flash"); void frame.getBoundingClientRect(); frame.classList.add("flash"); }
    } else if (e.kind === "focus") {
      app.focus = e.node || e.container || null;
      showFocus(app.focus);
    } else if (e.kind === "speech") {
      $("speech").hidden = false;
      $("speech").textContent = "Said: " + e.text;
    }
    addLogRow(e);
  }
  if (result.events.length) { drawRecognizers(); drawScrollViews(); drawCallbacks(); drawLog(); }
  if (result.events.some(e => e.kind === "scroll" || e.kind === "zoom")) refreshGeometry();
}

// A number or a vector as the text timeline writes it: at most 2 decimals.
function number(v) {
  if (Array.isArray(v)) return "(" + v.map(number).join(", ") + ")";
  if (typeof v === "number") return String(Math.round(v * 100) / 100);
  return JSON.stringify(v);
}

// The screen reader's cursor: a ring around the focused view (or its container).
function showFocus(id) {
  const v = id && app.scene.views.find(x => x.id === id);
  const points = v ? v.corners.map(c => c.join(",")).join(" ") : "";
  $("focus-ring").setAttribute("points", points);
  $("focus-ring-inner").setAttribute("points", points);
}

function chip(text, colour) { return `<span class="chip" style="background:${colour}">${text}</span>`; }

function drawLegends() {
  $("state-legend").innerHTML = Object.keys(COLORS).map(k => chip(k, COLORS[k])).join("");
  $("scroll-legend").innerHTML = Object.keys(SCROLL_COLORS).map(k => chip(k, SCROLL_COLORS[k])).join("");
}

// A row per recognizer: its state, and the values its actions carried. A scroll
// view's own pan and pinch have no actions: their scroll view's row has the values.
function drawRecognizers() {
  const list = $("recognizers");
  list.innerHTML = "";
  for (const r of app.scene.recognizers) {
    const row = document.createElement("div");
    row.className = "row recognizer";
    const state = app.states[r.id], owner = scrollViewOf(r);
    row.innerHTML = chip(state, COLORS[state]) + `<b>${r.id}</b> <span class="muted">${r.type} on ${r.view}` +
      (owner ? ` · moves the scroll view ${owner}` : "") + `</span><div class="values"></div>`;
    row.querySelector(".values").textContent = app.actions[r.id] || "";
    row.id = "recognizer-" + r.id;
    list.appendChild(row);
  }
}

// The scroll view a scroll view's own recognizer (`inbox.pan`, `page1.pinch`) belongs to.
function scrollViewOf(r) {
  if (!/scroll view|zoom/.test(r.type)) return null;
  return r.id.slice(0, r.id.lastIndexOf("."));
}

// A row per scroll view: its phase (its own colours), offset, velocity and zoom scale.
function drawScrollViews() {
  const names = [...new Set(app.scene.recognizers.map(scrollViewOf).filter(x => x))];
  $("scroll-section").hidden = names.length === 0;
  const list = $("scrollviews");
  list.innerHTML = "";
  for (const name of names) {
    const s = app.scrolls[name] || { phase: "resting" };
    const row = document.createElement("div");
    row.className = "row scrollview";
    row.id = "scrollview-" + name;
    row.innerHTML = chip(s.phase, SCROLL_COLORS[s.phase] || "#e2e8f0") + `<b>${name}</b><div class="values"></div>`;
    const parts = [];
    if (s.offset) parts.push("offset " + number(s.offset));
    if (s.velocity && s.phase !== "resting") parts.push("velocity " + number(s.velocity));
    if (s.scale !== undefined) parts.push("scale " + number(s.scale));
    row.querySelector(".values").textContent = parts.length ? parts.join("  ") : "";
    if (!parts.length) row.querySelector(".values").insertAdjacentHTML("beforeend", "");
    list.appendChild(row);
  }
}

function drawCallbacks() {
  const box = $("callbacks");
  if (app.callbacks.length) { box.textContent = app.callbacks.join("\n"); return; }
  box.innerHTML = `<div class="empty">No view has received a touch callback yet. Touch a view: its touchesBegan, ` +
    `Moved and Ended appear here. A scroll view holds its content's touch-downs back for a moment ` +
    `(delaysContentTouches) and cancels them when it scrolls, so a drag or pinch on a scroll view's ` +
    `content, or a tap a recognizer takes, may show none.</div>`;
}

// ---- The log: condensed, readable lines (the raw JSON Lines one click away) ----

// Per-frame repetition is folded as in `tactile replay`'s text timeline: a run of a
// view's moves, a recognizer's changes, a scroll view's scrolls or zooms is one line.
function describe(e) {
  const rest = k => !["t", "kind"].includes(k);
  switch (e.kind) {
    case "state": return { kind: "state", subject: e.recognizer, text: `${e.from} → ${e.to}`, key: e.to === "changed" ? "r:" + e.recognizer : null };
    case "action": {
      const values = Object.keys(e).filter(k => !["t", "kind", "recognizer", "state", "touches"].includes(k)).map(k => `${k} ${number(e[k])}`).join(", ");
      return { kind: "action", subject: e.recognizer, text: `${e.state}${values ? " (" + values + ")" : ""}`, values, key: e.state === "changed" ? "r:" + e.recognizer : null };
    }
    case "touches": return { kind: "touches", subject: e.view, text: `${e.phase} [${e.touches.join(", ")}]`, key: e.phase === "moved" || e.phase === "stationary" ? "m:" + e.view : null };
    case "scroll": return { kind: "scroll", subject: e.view, text: `${e.phase} offset ${number(e.offset)}`, phase: e.phase, key: "s:" + e.view, closes: e.phase === "resting" };
    case "zoom": return { kind: "zoom", subject: e.view, text: `${e.phase} scale ${number(e.scale)}`, phase: e.phase, key: "z:" + e.view, closes: e.phase === "ended" };
    case "speech": return { kind: "speech", subject: "", text: `“${e.text}”` };
    case "focus": return { kind: "focus", subject: e.node || "-", text: e.container ? `in ${e.container}` : "" };
    default: return { kind: e.kind, subject: e.recognizer || e.view || e.command || "", text: Object.keys(e).filter(k => rest(k) && !["recognizer", "view"].includes(k)).map(k => `${k} ${number(e[k])}`).join(", ") };
  }
}

function addLogRow(e) {
  const d = describe(e);
  const open = d.key && app.openRuns.get(d.key);
  if (open) {
    open.n++; open.t1 = e.t; open.last = d.text;
    if (d.values) { open.firstValues = open.firstValues || d.values; open.lastValues = d.values; }
    if (d.phase && open.phases[open.phases.length - 1][0] !== d.phase) open.phases.push([d.phase, 0]);
    if (d.phase) open.phases[open.phases.length - 1][1]++;
  } else {
    const row = { t0: e.t, t1: e.t, kind: d.kind, subject: d.subject, first: d.text, last: d.text, n: 1, phases: d.phase ? [[d.phase, 1]] : [],
                  firstValues: d.values || null, lastValues: d.values || null };
    if (!d.key) for (const [k, r] of app.openRuns) if (!k.startsWith("s:") && !k.startsWith("z:")) app.openRuns.delete(k);
    if (d.key) app.openRuns.set(d.key, row);
    app.rows.push(row);
    if (app.rows.length > 300) app.rows.shift();
  }
  if (d.closes) app.openRuns.delete(d.key);
}

function rowText(r) {
  const time = r.t0 === r.t1 ? r.t0.toFixed(4) : `${r.t0.toFixed(4)}–${r.t1.toFixed(4)}`;
  let text = r.first;
  if (r.n > 1 && r.phases.length) {
    const values = v => v.replace(/^\S+ /, "");
    text = r.phases.map(([p, n]) => n > 1 ? `${p} ×${n}` : p).join(" → ") + ` (${values(r.first)} → ${values(r.last)})`;
  } else if (r.n > 1 && r.kind === "touches") {
    text = `moved ×${r.n}`;
  } else if (r.n > 1) {   // a recognizer's changes: its actions' values, first to last
    text = `changed ×${r.n}` + (r.firstValues ? ` (${r.firstValues} → ${r.lastValues})` : "");
  }
  return `${time.padStart(13)}  ${r.kind.padEnd(8)} ${r.subject.padEnd(14)} ${text}`;
}

function drawLog() {
  const box = $("log");
  const lines = app.rawLog ? app.session.log.slice(-200).reverse() : app.rows.slice().reverse().map(rowText);
  if (lines.length) { box.textContent = lines.join("\n"); return; }
  box.innerHTML = `<div class="empty">Nothing has happened yet: every callback, state change, action, scroll and ` +
    `zoom appears here as you touch the stage, newest first. The same events as JSON Lines, one click ` +
    `away (Show JSON Lines) and in Download log, are what <code>tactile replay</code> prints for the downloaded trace.</div>`;
}

function trackPath(c) {
  let path = app.paths.find(p => p.id === c.id);
  if (!path) {
    path = { id: c.id, points: [], line: document.createElementNS(svgNS, "polyline"), dot: document.createElementNS(svgNS, "circle") };
    path.line.setAttribute("class", "path");
    path.dot.setAttribute("r", 14);
    path.dot.setAttribute("class", "finger");
    $("paths").append(path.line, path.dot);
    app.paths.push(path);
    while (app.paths.length > 16) { const old = app.paths.shift(); old.line.remove(); old.dot.remove(); }
  }
  path.points.push(`${c.x},${c.y}`);
  path.line.setAttribute("points", path.points.join(" "));
  path.dot.setAttribute("cx", c.x);
  path.dot.setAttribute("cy", c.y);
  path.dot.style.opacity = c.phase >= 3 ? 0.25 : 0.8;
}

// The recognizer states as coloured bands scrolling right to left, drawn in
// device pixels (crisp at every device-pixel ratio).
function drawTimeline() {
  const canvas = $("timeline"), g = canvas.getContext("2d"), dpr = window.devicePixelRatio || 1;
  const ids = app.scene.recognizers.map(r => r.id), rowH = 20, axisH = 18;
  const cssW = Math.max(200, canvas.clientWidth), cssH = Math.max(1, ids.length) * rowH + axisH;
  if (canvas.width !== Math.round(cssW * dpr) || canvas.height !== Math.round(cssH * dpr)) {
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
    canvas.style.height = cssH + "px";
  }
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.font = "12px system-ui, sans-serif";
  const labelW = Math.min(cssW * 0.4, 8 + Math.max(...ids.map(id => g.measureText(id).width), 40));
  const span = cssW - labelW - 8, t1 = Math.max(TIMELINE_SECONDS, app.paused ? app.lastT : Math.max(app.lastT, now())), t0 = t1 - TIMELINE_SECONDS;
  const x = t => labelW + (t - t0) / TIMELINE_SECONDS * span;
  g.clearRect(0, 0, cssW, cssH);
  ids.forEach((id, row) => {
    const y = row * rowH;
    g.fillStyle = "#334155";
    g.fillText(id, 4, y + 14, labelW - 8);
    g.fillStyle = COLORS.possible;
    g.fillRect(labelW, y + 4, span, rowH - 8);
    const bands = app.bands[id] || [];
    bands.forEach((b, i) => {
      const terminal = ["ended", "recognized", "cancelled", "failed"].includes(b.state);
      const end = terminal ? b.t + 0.25 : (i + 1 < bands.length ? bands[i + 1].t : t1);
      if (end < t0) return;
      g.fillStyle = COLORS[b.state];
      g.fillRect(Math.max(labelW, x(b.t)), y + 4, Math.max(2, x(end) - Math.max(labelW, x(b.t))), rowH - 8);
    });
  });
  g.fillStyle = "#64748b";
  g.textAlign = "center";
  for (let s = Math.ceil(t0); s <= t1; s++) g.fillText(`${s} s`, Math.min(cssW - 14, x(s)), cssH - 4);
  g.textAlign = "start";
}

// ---- Traces ------------------------------------------------------------------

function download(name, lines) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([lines.map(l => l + "\n").join("")], { type: "application/jsonl" }));
  a.download = name;
  a.click();
}

// Replays a trace file from the start in real time, through a fresh session.
function playTrace(text) {
  const lines = text.split("\n").map(l => l.replace(/\r$/, "")).filter(l => l.trim().length);
  app.session.destroy();
  app.session = new TactileSession(app.engine, SCENE_TEXT, SCENE_FILE);
  for (const id in app.states) { app.states[id] = "possible"; app.bands[id] = []; app.actions[id] = ""; }
  app.scrolls = {}; app.rows = []; app.openRuns = new Map(); app.callbacks = [];
  drawLog();
  for (const p of app.paths) { p.line.remove(); p.dot.remove(); }
  app.paths = [];
  app.testTime = null;  // the played trace's times run on the page's real clock
  const times = lines.map(l => { try { return JSON.parse(l).t; } catch { return 0; } });
  const base = performance.now(), first = times[0] || 0;
  app.t0 = base - first * 1000;
  app.lastT = 0;
  app.playing = 0;
  const step = () => {
    while (app.playing < lines.length && (times[app.playing] - first) * 1000 <= performance.now() - base) {
      const r = app.session.feedLine(lines[app.playing]);
      const touches = JSON.parse(lines[app.playing]).touches || [];
      for (const c of touches) trackPath({ id: c.id, x: c.x, y: c.y, phase: PHASES.indexOf(c.phase) });
      app.lastT = Math.max(app.lastT, times[app.playing]);
      show(r);
      if (r.error) { app.playing = null; return; }
      app.playing++;
    }
    if (app.playing < lines.length) { setTimeout(step, 4); return; }
    show({ events: app.session.finish() });
    $("status").textContent = `played ${lines.length} trace lines`;
    app.playing = null;
  };
  step();
}

// For tests and the console: the page's log and trace, as lines.
window.tactilePlayground = {
  get ready() { return app.ready; },
  get log() { return app.session.log.slice(); },
  get trace() { return app.session.trace.slice(); },
  get states() { return Object.assign({}, app.states); },
  get actions() { return Object.assign({}, app.actions); },
  get scrolls() { return JSON.parse(JSON.stringify(app.scrolls)); },
  get busy() { return app.playing !== null; },
  setTime(seconds) { app.testTime = Math.round(seconds * 1e6) / 1e6; },
};

TactileEngine.load(WASM_BASE64).then(start).catch(e => { $("status").textContent = "failed to start: " + e.message; });
"""##
}
