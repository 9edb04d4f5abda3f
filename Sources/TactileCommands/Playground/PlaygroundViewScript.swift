/// The playground page's live views: recognizer states, timeline, callbacks, log, traces.
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
      const values = Object.keys(e).filter(k => !["t", "kind", "recognizer", "state", "touches"].includes(k))
        .map(k => `${k} ${JSON.stringify(e[k])}`).join("  ");
      app.actions[e.recognizer] = `${e.state} · ${values}`;
    } else if (e.kind === "zoom") {   // a scroll view's own pinch logs zooms, not actions
      app.actions[e.view + ".pinch"] = `${e.phase} · scale ${e.scale}  offset ${JSON.stringify(e.offset)}`;
    } else if (e.kind === "scroll") {
      app.actions[e.view + ".pan"] = `${e.phase} · offset ${JSON.stringify(e.offset)}  velocity ${JSON.stringify(e.velocity)}`;
    } else if (e.kind === "touches") {
      app.callbacks.push(`${e.t.toFixed(4)}  ${e.view}  touches${e.phase[0].toUpperCase()}${e.phase.slice(1)} [${e.touches.join(", ")}]`);
      if (app.callbacks.length > 12) app.callbacks.shift();
      const v = $("view-" + e.view);
      if (v) { v.classList.remove("flash"); void v.getBoundingClientRect(); v.classList.add("flash"); }
    }
    const row = document.createElement("div");
    row.textContent = JSON.stringify(e);
    $("log").prepend(row);
    while ($("log").childElementCount > 200) $("log").lastChild.remove();
  }
  if (result.events.length) { drawRecognizers(); $("callbacks").textContent = app.callbacks.join("\n"); }
  if (result.events.some(e => e.kind === "scroll" || e.kind === "zoom")) refreshGeometry();
}

function drawRecognizers() {
  const list = $("recognizers");
  list.innerHTML = "";
  for (const r of app.scene.recognizers) {
    const row = document.createElement("div");
    row.className = "recognizer";
    const state = app.states[r.id];
    row.innerHTML = `<span class="chip" style="background:${COLORS[state]}">${state}</span>` +
      `<b>${r.id}</b> <span class="muted">${r.type} on ${r.view}</span><div class="values"></div>`;
    row.querySelector(".values").textContent = app.actions[r.id] || "";
    row.id = "recognizer-" + r.id;
    list.appendChild(row);
  }
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

// The recognizer states as coloured bands scrolling right to left.
function drawTimeline() {
  const canvas = $("timeline"), g = canvas.getContext("2d");
  const ids = app.scene.recognizers.map(r => r.id), rowH = 20, labelW = 110;
  canvas.height = Math.max(1, ids.length) * rowH + 16;
  const w = canvas.width, span = w - labelW, t1 = app.paused ? app.lastT : Math.max(app.lastT, now()), t0 = t1 - TIMELINE_SECONDS;
  const x = t => labelW + (t - t0) / TIMELINE_SECONDS * span;
  g.clearRect(0, 0, w, canvas.height);
  g.font = "12px sans-serif";
  ids.forEach((id, row) => {
    const y = row * rowH;
    g.fillStyle = "#334155";
    g.fillText(id, 4, y + 14);
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
  for (let s = Math.ceil(t0); s <= t1; s++) g.fillText(`${s}s`, x(s) - 6, canvas.height - 2);
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
  $("log").innerHTML = "";
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
  get busy() { return app.playing !== null; },
  setTime(seconds) { app.testTime = Math.round(seconds * 1e6) / 1e6; },
};

TactileEngine.load(WASM_BASE64).then(start).catch(e => { $("status").textContent = "failed to start: " + e.message; });
"""##
}
