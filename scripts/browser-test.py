#!/usr/bin/env python3
"""Drives the playground page in headless Chromium with real touch events
(DevTools protocol, Input.dispatchTouchEvent) and checks what the engine in
the page did: a tap, a double tap beating the single tap (and zooming the
photo's page in, a second one out), a two-finger pinch zooming the page to
scale 2 (the page shows page1.pinch changing and the scroll view page1 with
its scale, apart, and draws the photo twice as wide), a one-finger pan scrolling the zoomed page, and a mouse drag with Alt
held (a mirrored second finger) pinching it to its maximum scale; Pause, Step
and Resume pressed with the mouse while a pinch is made. Then the trace the page
recorded, downloaded with its Download trace button, is replayed with
`tactile replay` and its log must equal the page's log byte for byte. A
screenshot is taken after the pinch.

Then the layout, at 390 (a phone, device-pixel ratio 2), 1280 and 1920 px
wide, each after a two-finger pinch (screenshot playground-WIDTH.png): the
stage keeps the scene's aspect ratio and is at least half the viewport's
smaller side (first and full width on the phone); the document never scrolls
sideways; no text of the panel is clipped and no two labels overlap (panel
text, and the view labels on the stage); the timeline canvas has one pixel per
device pixel; and the pinch makes the photo's drawing about twice as large.

Last, with a screen-reader scene's page: its trace played in the page (Load
trace) logs what `tactile replay` prints for it, byte for byte, and the page
shows the reader's focus ring and what it said (screenshot screen-reader.png).

Usage: browser-test.py PAGE.html SCENE.json TACTILE_EXECUTABLE OUT_DIR [READER_PAGE.html READER_SCENE.json]
"""
import json
import os
import subprocess
import sys
import time

import importlib.util  # noqa: E402

_spec = importlib.util.spec_from_file_location("browser_cdp", os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser-cdp.py"))
_cdp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cdp)
Browser = _cdp.Browser

page, scene, tactile, out = sys.argv[1:5]
reader_page, reader_scene = (sys.argv[5:7] + [None, None])[:2]
os.makedirs(out, exist_ok=True)
check = _cdp.Checks()
failures = check.failures


# The stage's content box in the viewport (the SVG's border excluded).
STAGE_GEOMETRY = """(() => { const s = document.getElementById('stage'), r = s.getBoundingClientRect();
    return {left: r.left + s.clientLeft, top: r.top + s.clientTop, width: s.clientWidth, height: s.clientHeight}; })()"""

browser = Browser()
try:
    b = browser
    b.open_playground(page)
    geometry = b.evaluate(STAGE_GEOMETRY)
    window_width = json.load(open(scene))["window"]["width"]
    scale = geometry["width"] / window_width

    def point(x, y, i):
        return {"x": geometry["left"] + x * scale, "y": geometry["top"] + y * scale, "id": i}

    # The test drives the page's clock (tactilePlayground.setTime): on a loaded
    # machine DevTools round trips take longer than a tap, so the page's real
    # clock would turn a tap into a long press. The touches are real.
    clock = [1.0]

    def touch(kind, points, after=0.0):
        clock[0] += after
        b.evaluate(f"tactilePlayground.setTime({clock[0]:.6f})")
        b.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

    def settle(seconds=1.0):
        """Lets page time pass so pending timers fire (the page's idle tick)."""
        clock[0] += seconds
        b.evaluate(f"tactilePlayground.setTime({clock[0]:.6f})")
        time.sleep(0.5)

    def log_since(n):
        return [json.loads(l) for l in b.evaluate("tactilePlayground.log")[n:]]

    def count():
        return len(b.evaluate("tactilePlayground.log"))

    def recognized(events, rid, states=("recognized", "ended")):
        return any(e["kind"] == "state" and e["recognizer"] == rid and e["to"] in states for e in events)

    def zooms(events, view):
        return [e for e in events if e["kind"] == "zoom" and e["view"] == view]

    # The photo-viewer scene: a pager of zooming pages; photo1 fills page1 (390 x 844).
    # 1. A tap: the single tap waits for the double tap to fail, then recognizes.
    n = count()
    touch("touchStart", [point(195, 422, 1)])
    touch("touchEnd", [], after=0.06)
    settle()
    events = log_since(n)
    check(recognized(events, "toggleChrome") and not recognized(events, "doubleTapZoom"),
          "tap: toggleChrome recognized after doubleTapZoom failed")

    # 2. A double tap beats the single tap and zooms page1 in (zoom.doubleTap); a second zooms it out.
    for expected in (3, 1):
        n = count()
        for _ in range(2):
            touch("touchStart", [point(200, 430, 1)], after=0.08)
            touch("touchEnd", [], after=0.05)
        settle()
        events = log_since(n)
        ends = [e["scale"] for e in zooms(events, "page1") if e["phase"] == "ended"]
        check(recognized(events, "doubleTapZoom") and not recognized(events, "toggleChrome") and ends == [expected],
              f"double tap: doubleTapZoom recognized, toggleChrome did not, page1 zoomed to {ends} (expected [{expected}])")

    # 3. A two-finger pinch from 80 to 160 points apart: scale about 2.
    n = count()
    # The photo's drawing as it is on screen, in window points.
    photo_width = lambda: b.evaluate("document.getElementById('view-photo1').getBoundingClientRect().width") / scale
    width_before = photo_width()
    touch("touchStart", [point(155, 422, 1), point(235, 422, 2)], after=0.5)
    for i in range(1, 21):
        d = 40 + 40 * i / 20
        touch("touchMove", [point(195 - d, 422, 1), point(195 + d, 422, 2)], after=0.016)
    time.sleep(0.3)
    b.screenshot(os.path.join(out, "after-pinch.png"))
    # The page shows the scroll view's own pinch (page1.pinch) changing, and — apart,
    # in its own row — the scroll view page1 zooming with its scale; it draws the
    # photo at its zoom (its corners read again from the engine).
    row = b.evaluate("""(() => { const r = document.getElementById('recognizer-page1.pinch'), v = document.getElementById('scrollview-page1');
        return r && v ? {state: r.querySelector('.chip').textContent, values: r.querySelector('.values').textContent,
                         phase: v.querySelector('.chip').textContent, scroll: v.querySelector('.values').textContent} : null; })()""")
    check(row is not None and row["state"] == "changed" and row["values"] == "" and row["phase"] == "zooming" and "scale 2" in row["scroll"],
          f"pinch: page1.pinch is changing, and the scroll view page1 zooms with its scale in its own row ({row})")
    width_during = photo_width()
    check(abs(width_during / width_before - 2) < 0.05,
          f"pinch: photo1 is drawn {width_during:.1f} points wide, {width_during / width_before:.2f} times its {width_before:.1f}")
    touch("touchEnd", [], after=0.016)
    settle()
    events = log_since(n)
    scales = [e["scale"] for e in zooms(events, "page1")]
    check(bool(scales) and scales[0] < 1.5, "pinch: page1 zooms (zoom changed)")
    check(bool(scales) and abs(scales[-1] - 2) < 0.05, f"pinch: final scale {scales[-1] if scales else None} ≈ 2")

    # 4. A one-finger pan on the zoomed photo: page1 scrolls and glides on; the pager stays.
    n = count()
    touch("touchStart", [point(100, 300, 1)], after=0.5)
    for i in range(1, 11):
        touch("touchMove", [point(100 + 15 * i, 300, 1)], after=0.016)
    touch("touchEnd", [], after=0.016)
    settle()
    events = log_since(n)
    scrolls = [e for e in events if e["kind"] == "scroll" and e["view"] == "page1"]
    moved = scrolls[0]["offset"][0] - min(e["offset"][0] for e in scrolls) if scrolls else 0
    velocity = max((-e["velocity"][0] for e in scrolls), default=0)
    pager = [e for e in events if e["kind"] == "scroll" and e["view"] == "pager"]
    check(moved > 100 and velocity > 500 and not pager,
          f"pan: page1 scrolled {moved} points, glided at up to {velocity} points/s; the pager stayed ({len(pager)} events)")
    b.screenshot(os.path.join(out, "after-pan.png"))

    # 5. A mouse with Alt held: a second finger mirrored around the photo's centre (195, 422);
    #    dragging from 40 to 80 points right of the centre pinches to scale 2.
    n = count()

    def mouse(kind, x, y, after):
        clock[0] += after
        b.evaluate(f"tactilePlayground.setTime({clock[0]:.6f})")
        p = point(x, y, 0)
        b.call("Input.dispatchMouseEvent", type=kind, x=p["x"], y=p["y"], button="left",
               buttons=0 if kind == "mouseReleased" else 1, clickCount=1, modifiers=1)

    mouse("mousePressed", 235, 422, 0.5)
    for i in range(1, 21):
        mouse("mouseMoved", 235 + 2 * i, 422, 0.016)
    mouse("mouseReleased", 275, 422, 0.016)
    settle()
    events = log_since(n)
    scales = [e["scale"] for e in zooms(events, "page1")]
    check(bool(scales) and max(scales) > 3 and scales[-1] == 3,
          f"mouse + Alt: the mirrored finger pinches page1 past its maximum and it bounces back to 3 ({scales[-1] if scales else None})")

    # 6. Pause and Step, pressed with the mouse as a person would: touches made while
    #    paused wait in a queue and the recognizers do not move; Step feeds one frame;
    #    Resume feeds the rest.
    def click(element_id):
        r = b.evaluate(f"""(() => {{ const r = document.getElementById({json.dumps(element_id)}).getBoundingClientRect();
            return {{x: r.left + r.width / 2, y: r.top + r.height / 2}}; }})()""")
        for kind in ("mousePressed", "mouseReleased"):
            b.call("Input.dispatchMouseEvent", type=kind, x=r["x"], y=r["y"], button="left",
                   buttons=1 if kind == "mousePressed" else 0, clickCount=1)

    def waiting():
        text = b.evaluate("document.getElementById('queue').textContent")
        return int(text.split()[0]) if text else 0

    settle(2.5)  # no idle tick is due: only touches reach the engine from here
    click("pause")
    check(b.evaluate("document.getElementById('pause').textContent") == "Resume", "pause: the button now reads Resume")
    before = {"log": count(), "trace": len(b.evaluate("tactilePlayground.trace")), "states": b.evaluate("tactilePlayground.states")}
    touch("touchStart", [point(155, 422, 1), point(235, 422, 2)], after=0.5)
    for i in range(1, 11):
        d = 40 + 40 * i / 10
        touch("touchMove", [point(195 - d, 422, 1), point(195 + d, 422, 2)], after=0.016)
    touch("touchEnd", [], after=0.016)
    settle(1.0)
    queued = waiting()
    check(count() == before["log"] and len(b.evaluate("tactilePlayground.trace")) == before["trace"]
          and b.evaluate("tactilePlayground.states") == before["states"] and queued >= 12,
          f"paused: a pinch made while paused waits ({queued} frames queued); log, trace and recognizer states unchanged")
    stepped = []
    for k in range(3):
        n, lines = count(), len(b.evaluate("tactilePlayground.trace"))
        click("step")
        trace_now = b.evaluate("tactilePlayground.trace")
        events = log_since(n)
        frame_t = json.loads(trace_now[-1])["t"]
        stepped.append((len(trace_now) - lines, waiting(), events))
        check(len(trace_now) == lines + 1 and waiting() == queued - k - 1
              and all(abs(e["t"] - frame_t) < 1e-4 for e in events),
              f"step {k + 1}: one frame fed (t = {frame_t}: {len(events)} events, all at its time), {waiting()} still waiting")
    # The pager delays its content's touches (UIKit's delaysContentTouches), so a
    # stepped frame may log nothing; the three together must log something, and
    # no zoom yet: the pinch has not moved.
    so_far = stepped[0][2] + stepped[1][2] + stepped[2][2]
    check(bool(so_far) and not zooms(so_far, "page1"),
          f"steps 1-3: {len(so_far)} events logged at the stepped frames' times, page1 has not zoomed")
    n = count()
    click("pause")
    fed = waiting()
    # The bounce back is animated on page time: let the page's idle tick run before
    # reading the log (read at once, it may not have run yet). Half a second keeps
    # page time within the idle ticks' window (2 s after the last input frame).
    settle(0.5)
    events = log_since(n)
    scales = [e["scale"] for e in zooms(stepped[1][2] + stepped[2][2] + events, "page1")]
    check(fed == 0 and b.evaluate("document.getElementById('pause').textContent") == "Pause"
          and bool(scales) and max(scales) > 3 and scales[-1] == 3,
          f"resume: the queue is fed; page1 (at its maximum, 3) is pinched past it and bounces back to {scales[-1] if scales else None}")

    # The page's trace and log, downloaded with the page's buttons (a real download to
    # a directory), and `tactile replay` of the downloaded trace gives the page's log
    # byte for byte.
    settle(2.5)  # past the page's idle ticks: no timer is left for the replay's final drain
    downloads = os.path.join(out, "downloads")
    os.makedirs(downloads, exist_ok=True)
    for name in ("playground.trace.jsonl", "playground.log.jsonl"):
        if os.path.exists(os.path.join(downloads, name)):
            os.remove(os.path.join(downloads, name))
    try:
        b.call("Browser.setDownloadBehavior", behavior="allow", downloadPath=os.path.abspath(downloads))
    except RuntimeError:  # a page target without the Browser domain: the page-level command
        b.call("Page.setDownloadBehavior", behavior="allow", downloadPath=os.path.abspath(downloads))

    def downloaded(button, name):
        click(button)
        path = os.path.join(downloads, name)
        deadline = time.time() + 30
        while time.time() < deadline and not os.path.exists(path):
            time.sleep(0.1)
        time.sleep(0.3)
        return open(path).read() if os.path.exists(path) else None

    trace = b.evaluate("tactilePlayground.trace")
    log = b.evaluate("tactilePlayground.log")
    page_log = "".join(l + "\n" for l in log)
    trace_file = downloaded("download-trace", "playground.trace.jsonl")
    log_file = downloaded("download-log", "playground.log.jsonl")
    check(trace_file == "".join(l + "\n" for l in trace), f"download trace: the file is the page's trace ({len(trace)} lines)")
    check(log_file == page_log, f"download log: the file is the page's log ({len(log)} events)")
    with open(os.path.join(out, "page.log.jsonl"), "w") as f:
        f.write(page_log)
    replay = subprocess.run([tactile, "replay", scene, os.path.join(downloads, "playground.trace.jsonl"), "--format", "jsonl"],
                            capture_output=True, text=True)
    with open(os.path.join(out, "replay.log.jsonl"), "w") as f:
        f.write(replay.stdout)
    same = replay.returncode == 0 and replay.stdout == page_log
    check(same, f"tactile replay of the downloaded trace ({len(trace)} lines) gives the page's log ({len(log)} events) byte for byte")
    if not same:
        print(replay.stderr)

    # Load trace: the bundled photo-viewer trace played back in the page (in real
    # time, through a fresh session) logs what `tactile replay` prints for it.
    bundled = os.path.join(os.path.dirname(os.path.abspath(scene)), "photo-viewer.trace.jsonl")
    with open(bundled) as f:
        b.evaluate(f"playTrace({json.dumps(f.read())})")
    b.wait_for("!tactilePlayground.busy", timeout=120)
    played = b.evaluate("tactilePlayground.log")
    expected = subprocess.run([tactile, "replay", scene, bundled, "--format", "jsonl"], capture_output=True, text=True).stdout
    check("".join(l + "\n" for l in played) == expected,
          f"load trace: the page plays photo-viewer.trace.jsonl to the replay's log ({len(played)} events)")
    b.screenshot(os.path.join(out, "after-load-trace.png"))
finally:
    browser.close()

# ---- The layout at three widths, after a pinch ------------------------------

LAYOUT = r"""(() => {
  const problems = [], vw = document.documentElement.clientWidth, vh = window.innerHeight;
  const doc = document.documentElement;
  if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`the document scrolls sideways: ${doc.scrollWidth} px in ${doc.clientWidth} px`);
  const stage = document.getElementById('stage'), s = stage.getBoundingClientRect();
  const [ww, wh] = JSON.parse(SCENE_TEXT).window ? [JSON.parse(SCENE_TEXT).window.width, JSON.parse(SCENE_TEXT).window.height] : [0, 0];
  if (Math.max(s.width, s.height) < Math.min(vw, vh) / 2) problems.push(`the stage is ${Math.round(s.width)} x ${Math.round(s.height)} px, under half of the viewport's smaller side (${Math.min(vw, vh)} px)`);
  if (Math.abs(stage.clientWidth / stage.clientHeight - ww / wh) > 0.01 * ww / wh) problems.push(`the stage is ${stage.clientWidth} x ${stage.clientHeight}: not the scene's aspect ratio ${ww} x ${wh}`);
  const panel = document.getElementById('panel').getBoundingClientRect();
  if (vw < 760) {
    if (!(s.top < panel.top)) problems.push('on a phone the stage does not come first');
    if (s.width < vw - 40) problems.push(`on a phone the stage is ${Math.round(s.width)} px wide in ${vw} px`);
  } else {
    // The largest thing on screen: no part of the panel takes more of the viewport.
    const seen = r => Math.max(0, Math.min(r.right, vw) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0));
    for (const part of document.getElementById('panel').children)
      if (seen(part.getBoundingClientRect()) > seen(s)) problems.push(`#${part.id || part.tagName} takes more of the screen than the stage`);
  }
  // Text: leaf elements with text in the panel, and the view labels on the stage.
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const texts = [...document.querySelectorAll('#panel *')].filter(e => shown(e) &&
      [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()) && !e.closest('.box'));
  for (const e of texts) {
    const r = e.getBoundingClientRect();
    if (r.right > vw + 0.5 || r.left < -0.5) problems.push(`"${e.textContent.trim().slice(0, 40)}" is cut off at the viewport's edge`);
    if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible') problems.push(`"${e.textContent.trim().slice(0, 40)}" is clipped by its box`);
  }
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const boxes = texts.filter(e => !texts.some(o => o !== e && o.contains(e))).map(e => ({e, r: e.getBoundingClientRect()}));
  const labels = [...document.querySelectorAll('#stage .label')].map(e => ({e, r: e.getBoundingClientRect()}))
      .filter(({r}) => r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom);
  for (const group of [boxes, labels])
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++)
        if (!group[i].e.contains(group[j].e) && !group[j].e.contains(group[i].e) && overlap(group[i].r, group[j].r))
          problems.push(`"${group[i].e.textContent.trim().slice(0, 30)}" and "${group[j].e.textContent.trim().slice(0, 30)}" overlap`);
  const canvas = document.getElementById('timeline');
  if (Math.abs(canvas.width - Math.round(canvas.clientWidth * devicePixelRatio)) > 1)
    problems.push(`the timeline canvas is ${canvas.width} px for ${canvas.clientWidth} CSS px at device-pixel ratio ${devicePixelRatio}`);
  return problems;
})()"""

for width, height, dpr in ((390, 844, 2), (1280, 800, 1), (1920, 1080, 1)):
    browser = Browser(width=width, height=height)
    try:
        b = browser
        b.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=dpr, mobile=width < 600)
        b.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        b.call("Page.enable")
        b.call("Page.navigate", url="file://" + os.path.abspath(page))
        b.wait_for("window.tactilePlayground && window.tactilePlayground.ready", timeout=120)
        time.sleep(0.3)
        g = b.evaluate(STAGE_GEOMETRY)
        k = g["width"] / json.load(open(scene))["window"]["width"]

        def at(x, y, i):
            return {"x": g["left"] + x * k, "y": g["top"] + y * k, "id": i}

        clock = [1.0]

        def touch(kind, points, after=0.016):
            clock[0] += after
            b.evaluate(f"tactilePlayground.setTime({clock[0]:.6f})")
            b.call("Input.dispatchTouchEvent", type=kind, touchPoints=points)

        photo = "(() => { const r = document.getElementById('view-photo1').getBoundingClientRect(); return [r.width, r.height]; })()"
        before = b.evaluate(photo)
        touch("touchStart", [at(155, 422, 1), at(235, 422, 2)])
        for i in range(1, 21):
            d = 40 + 40 * i / 20
            touch("touchMove", [at(195 - d, 422, 1), at(195 + d, 422, 2)])
        touch("touchEnd", [])
        clock[0] += 1.0
        b.evaluate(f"tactilePlayground.setTime({clock[0]:.6f})")
        time.sleep(0.8)
        after = b.evaluate(photo)
        check(after[0] / before[0] > 1.8 and after[1] / before[1] > 1.8,
              f"{width} px: the pinch draws the photo {after[0] / before[0]:.2f} times as wide and {after[1] / before[1]:.2f} times as high")
        problems = b.evaluate(LAYOUT)
        check(not problems, f"{width} px: layout" + ("" if not problems else ": " + "; ".join(problems)))
        b.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=width < 600)
        time.sleep(0.3)
        b.screenshot(os.path.join(out, f"playground-{width}.png"))
    finally:
        browser.close()

# ---- A screen-reader scene: the page's log is the replay's; focus and speech shown ----
if reader_page:
    browser = Browser(width=1280, height=800)
    try:
        b = browser
        b.call("Page.enable")
        b.call("Page.navigate", url="file://" + os.path.abspath(reader_page))
        b.wait_for("window.tactilePlayground && window.tactilePlayground.ready", timeout=120)
        trace_path = os.path.splitext(os.path.splitext(os.path.abspath(reader_scene))[0])[0] + ".trace.jsonl"
        lines = [l for l in open(trace_path).read().split("\n") if l.strip()]
        # Up to the focus on Address Book, before the activation and the mode switch.
        cut = "".join(l + "\n" for l in lines if json.loads(l).get("t", 0) <= 6.0)
        cut_path = os.path.join(out, "screen-reader-cut.trace.jsonl")
        with open(cut_path, "w") as f:
            f.write(cut)
        b.evaluate(f"playTrace({json.dumps(cut)})")
        b.wait_for("!tactilePlayground.busy", timeout=120)
        played = b.evaluate("tactilePlayground.log")
        expected = subprocess.run([tactile, "replay", reader_scene, cut_path, "--format", "jsonl"], capture_output=True, text=True).stdout
        check("".join(l + "\n" for l in played) == expected,
              f"screen reader: the page plays the mail trace to the replay's log ({len(played)} events)")
        shown = b.evaluate("""({ring: document.getElementById('focus-ring').getAttribute('points'),
                                said: document.getElementById('speech').hidden ? '' : document.getElementById('speech').textContent})""")
        check(bool(shown["ring"]) and "Address Book" in shown["said"],
              f"screen reader: the focus ring is drawn and the page shows what it said ({shown['said']!r})")
        b.screenshot(os.path.join(out, "screen-reader.png"))
    finally:
        browser.close()

print(f"browser-test: {'FAILED' if failures else 'passed'}; screenshots and logs in {out}")
sys.exit(1 if failures else 0)
