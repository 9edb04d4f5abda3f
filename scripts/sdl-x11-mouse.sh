#!/usr/bin/env bash
# Run inside an X server (scripts/sdl-test.sh runs it under xvfb-run): opens
# the photo viewer in tactile-sdl and pinches it with the real X mouse —
# xdotool presses Shift and drags, so the app's mirrored second finger
# (docs/sdl.md, "Input") makes a two-finger pinch. Writes OUT/x11-mouse.png,
# .log.jsonl and .trace.jsonl.
set -euo pipefail
app="$1"; out="$2"
"$app" Examples/photo-viewer.scene.json --mute --seconds 5 --screenshot "$out/x11-mouse.png" \
  --log "$out/x11-mouse.log.jsonl" --record-trace "$out/x11-mouse.trace.jsonl" &
pid=$!
win="$(xdotool search --sync --name tactile-sdl | head -n 1)"
sleep 1
xdotool mousemove --window "$win" 235 422 keydown shift mousedown 1
for x in 240 245 250 255 260 265 270 275 280 285; do xdotool mousemove --window "$win" "$x" 422; sleep 0.02; done
xdotool mouseup 1 keyup shift
wait "$pid"
