#!/usr/bin/env python3
"""The SwiftUI-style card (Examples/swiftui-card.scene.json) in the playground page,
in headless Chromium with real touch events (DevTools Input.dispatchTouchEvent;
docs/playground.md, "SwiftUI-style gestures"):

1. one finger drags the card: its gesture (photoCard.gesture1: a drag, a magnify
   and a rotate at once) begins, changes and ends with the drag's translation;
2. two fingers pinch and turn it at once (80 to 160 points apart, turning 30
   degrees): the gesture's magnification ends near 2 and its rotation near 0.52
   radians, with the magnify and rotate recognizers both in progress;
3. a long press on row2, then a drag down: the sequence's stage is "first"
   while the press is held, "second" once it succeeded, and its drag recognizer
   begins only after the long press began;
4. on row1 the finger moves away before the press succeeds: the long press
   fails, the gesture is cancelled, and the drag recognizer never begins (the
   sequence's second gesture starts only after the first succeeds);
5. then a long press and a drag on row1 again: the failed attempt does not fail
   this one, which ends in stage "second".

The page's log must equal `tactile replay` of the trace the page recorded, byte
for byte; then the bundled Examples/swiftui-card.trace.jsonl, played in the page
(Load trace), must log what `tactile replay` prints for it. Screenshots:
swiftui-card-pinch.png (fingers down, mid-pinch) and swiftui-card.png.

Usage: browser-test-gestures.py PAGE.html SCENE.json TACTILE_EXECUTABLE OUT_DIR
"""
import importlib.util
import json
import os
import subprocess
import sys
import time

_spec = importlib.util.spec_from_file_location("browser_cdp", os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser-cdp.py"))
_cdp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cdp)

page, scene, tactile, out = sys.argv[1:5]
os.makedirs(out, exist_ok=True)
check = _cdp.Checks()


STAGE = """(() => { const s = document.getElementById('stage'), r = s.getBoundingClientRect();
    return {left: r.left + s.clientLeft, top: r.top + s.clientTop, width: s.clientWidth}; })()"""

browser = _cdp.Browser(width=1280, height=900)
try:
    b = browser
    b.open_playground(page)
    g = b.evaluate(STAGE)
    k = g["width"] / json.load(open(scene))["window"]["width"]
    clock = _cdp.PageClock(b)
    touch, settle = clock.touch, clock.settle

    def at(x, y, i):
        return {"x": g["left"] + x * k, "y": g["top"] + y * k, "id": i}

    def log_since(n):
        return [json.loads(l) for l in b.evaluate("tactilePlayground.log")[n:]]

    def count():
        return len(b.evaluate("tactilePlayground.log"))

    def of(events, rid, kind):
        return [e for e in events if e["kind"] == kind and e["recognizer"] == rid]

    def press_then_drag(x, y, moves, step):
        """A long press at (x, y) held past its half second, then `moves` moves `step` points down
        and a lift: the page's log lines since."""
        n = count()
        touch("touchStart", [at(x, y, 1)], after=0.5)
        settle(0.3)
        settle(0.3)  # past the press's half second: the idle tick fires its timer
        for i in range(1, moves + 1):
            touch("touchMove", [at(x, y + step * i, 1)])
        touch("touchEnd", [])
        settle(0.3)
        return log_since(n)

    # 1. A one-finger drag on the card (frame 45, 80, 300 x 220).
    n = count()
    touch("touchStart", [at(150, 160, 1)], after=0.3)
    for i in range(1, 13):
        touch("touchMove", [at(150 + 80 * i / 12, 160 + 70 * i / 12, 1)])
    touch("touchEnd", [])
    settle(0.3)
    events = log_since(n)
    states = [e["to"] for e in of(events, "photoCard.gesture1", "state")]
    last = (of(events, "photoCard.gesture1", "action") or [{}])[-1]
    check(states[:2] == ["began", "changed"] and states[-1] == "ended" and last.get("translation") == [80, 70]
          and last.get("dragLocation") == [185, 150],
          f"drag: photoCard.gesture1 began, changed, ended with translation {last.get('translation')} at {last.get('dragLocation')}")

    # 2. Pinch and rotate at once about the card's centre (195, 190): 80 -> 160 points apart, 30 degrees.
    import math
    n = count()

    def fingers(d, angle):
        c, s = math.cos(angle), math.sin(angle)
        return [at(195 - d * c, 190 - d * s, 1), at(195 + d * c, 190 + d * s, 2)]

    touch("touchStart", fingers(40, 0), after=0.5)
    for i in range(1, 21):
        touch("touchMove", fingers(40 + 40 * i / 20, math.radians(30) * i / 20))
    time.sleep(0.3)
    shown = b.evaluate("""(() => { const row = id => { const r = document.getElementById('recognizer-' + id);
        return r ? r.querySelector('.chip').textContent + ' ' + r.querySelector('.values').textContent : null; };
        return {gesture: row('photoCard.gesture1'), magnify: row('photoCard.gesture1.magnify'), rotate: row('photoCard.gesture1.rotate')}; })()""")
    b.screenshot(os.path.join(out, "swiftui-card-pinch.png"))
    check(all(shown.values()) and shown["gesture"].startswith("changed") and "magnification" in shown["gesture"]
          and "rotation" in shown["gesture"] and shown["magnify"].startswith("changed") and shown["rotate"].startswith("changed"),
          f"pinch + rotate: the page shows the gesture changing with its values, both recognizers changing ({shown})")
    touch("touchEnd", [])
    settle(0.3)
    events = log_since(n)
    last = (of(events, "photoCard.gesture1", "action") or [{}])[-1]
    check(last.get("state") == "ended" and abs(last.get("magnification", 0) - 2) < 0.05 and abs(last.get("rotation", 0) - math.radians(30)) < 0.03,
          f"pinch + rotate: the gesture ends with magnification {last.get('magnification')} and rotation {last.get('rotation')} at once")

    # 3. Long press on row2 (window y 516 to 604), held still, then a drag down.
    events = press_then_drag(195, 560, 20, 10)
    stages = [e.get("stage") for e in of(events, "row2.gesture1", "action")]
    order = [(e["recognizer"], e["to"]) for e in events if e["kind"] == "state" and e["to"] == "began"]
    last = (of(events, "row2.gesture1", "action") or [{}])[-1]
    check(stages[:2] == ["first", "second"] and last.get("state") == "ended" and last.get("stage") == "second"
          and last.get("translation") == [0, 200]
          and order.index(("row2.gesture1.longPress", "began")) < order.index(("row2.gesture1.drag", "began")),
          f"long press then drag: stage first, then second once the press began; the drag began after it; ends at {last.get('translation')}")

    # 4. On row1 (window y 420 to 508) the finger moves 40 points before the press succeeds.
    n = count()
    touch("touchStart", [at(195, 464, 1)], after=0.5)
    for i in range(1, 11):
        touch("touchMove", [at(195, 464 + 4 * i, 1)])
    touch("touchEnd", [], after=0.05)
    settle(0.3)
    events = log_since(n)
    drag = [e["to"] for e in of(events, "row1.gesture1.drag", "state")]
    gesture = [e["to"] for e in of(events, "row1.gesture1", "state")]
    check(drag == ["failed"] and gesture == ["began", "cancelled"] and not any("gate" in e.get("recognizer", "") for e in events),
          f"moved too soon: row1's drag never began ({drag}), its gesture was cancelled ({gesture}); the gate is not shown")

    # 5. Then on row1 again, a long press held still and a drag down: the failed attempt of step 4
    # (its drag failed after the press) does not decide this one.
    events = press_then_drag(195, 464, 5, 6)
    stages = [e.get("stage") for e in of(events, "row1.gesture1", "action")]
    last = (of(events, "row1.gesture1", "action") or [{}])[-1]
    check(stages[:2] == ["first", "second"] and last.get("state") == "ended" and last.get("translation") == [0, 30],
          f"a failed attempt does not fail the next: row1's long press then drag ends at {last.get('translation')} ({stages})")

    settle(2.5)  # past the idle ticks: no timer is left for the replay's final drain
    b.screenshot(os.path.join(out, "swiftui-card.png"))
    trace = b.evaluate("tactilePlayground.trace")
    log = "".join(l + "\n" for l in b.evaluate("tactilePlayground.log"))
    trace_path = os.path.join(out, "swiftui-card-page.trace.jsonl")
    with open(trace_path, "w") as f:
        f.write("".join(l + "\n" for l in trace))
    with open(os.path.join(out, "swiftui-card-page.log.jsonl"), "w") as f:
        f.write(log)
    replay = subprocess.run([tactile, "replay", scene, trace_path, "--format", "jsonl"], capture_output=True, text=True)
    with open(os.path.join(out, "swiftui-card-replay.log.jsonl"), "w") as f:
        f.write(replay.stdout)
    check(replay.returncode == 0 and replay.stdout == log,
          f"tactile replay of the page's trace ({len(trace)} lines) gives the page's log ({log.count(chr(10))} lines) byte for byte")

    # The bundled trace played in the page (Load trace).
    bundled = os.path.join(os.path.dirname(os.path.abspath(scene)), "swiftui-card.trace.jsonl")
    with open(bundled) as f:
        b.evaluate(f"playTrace({json.dumps(f.read())})")
    b.wait_for("!tactilePlayground.busy", timeout=120)
    played = "".join(l + "\n" for l in b.evaluate("tactilePlayground.log"))
    expected = subprocess.run([tactile, "replay", scene, bundled, "--format", "jsonl"], capture_output=True, text=True).stdout
    check(played == expected, f"load trace: the page plays swiftui-card.trace.jsonl to the replay's log ({played.count(chr(10))} lines)")
finally:
    browser.close()

print(f"browser-test-gestures: {'FAILED' if check.failures else 'passed'}; screenshots and logs in {out}")
sys.exit(1 if check.failures else 0)
