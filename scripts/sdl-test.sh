#!/usr/bin/env bash
# The SDL host (docs/sdl.md): builds and tests its package (Hosts/TactileSDL),
# then runs `tactile-sdl` on SDL's dummy video driver (no display) playing
# each demo scene's trace through SDL's event queue, and requires `tactile
# replay` of the trace the app recorded to print the app's log byte for byte;
# then one run in a real X11 window under Xvfb with a screenshot; last, the SDL
# event loop of docs/c-api.md (scripts/sdl-doc-example.sh). Needs
# Debian's libsdl2-dev, xvfb, xauth and xdotool (.ci/run installs them). Screenshots,
# traces and logs go to OUT (default .build/sdl-test). SDL_SKIP_TESTS=1 skips
# the package's `swift test` (when it just ran).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${1:-$root/.build/sdl-test}"
mkdir -p "$out"
swift build -j 1 --product tactile > "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
tactile="$(swift build --show-bin-path)/tactile"
(cd Hosts/TactileSDL && swift build -j 1 && ${SDL_SKIP_TESTS:+true} swift test -j 1)
app="$(cd Hosts/TactileSDL && swift build --show-bin-path)/tactile-sdl"
for name in screen-reader-mail inbox-fling photo-viewer app-switch; do
  SDL_VIDEODRIVER=dummy "$app" "Examples/$name.scene.json" --software --mute --stats \
    --play "Examples/$name.trace.jsonl" --record-trace "$out/$name.trace.jsonl" \
    --log "$out/$name.log.jsonl" --screenshot "$out/$name-dummy.png" | tee "$out/$name.stats.txt"
  "$tactile" replay "Examples/$name.scene.json" "$out/$name.trace.jsonl" --format jsonl > "$out/$name.replay.jsonl"
  cmp "$out/$name.log.jsonl" "$out/$name.replay.jsonl"
  test "$(grep -c . "$out/$name.log.jsonl")" -gt 10
  echo "sdl-test: $name: the app's log equals tactile replay of its trace ($(grep -c . "$out/$name.log.jsonl") events)"
done
# A real X11 window (driver x11) under Xvfb: the photo viewer's trace played
# with screenshots mid-way and at the end, then a pinch with the real X mouse
# (xdotool, Shift held: the mirrored second finger); both logs replay.
xvfb-run -a -s "-screen 0 1280x1024x24" "$app" Examples/photo-viewer.scene.json --mute --stats \
  --play Examples/photo-viewer.trace.jsonl --screenshot "$out/photo-viewer-x11.png" --screenshot-at 1.2 --screenshot-at 3.6 \
  --record-trace "$out/photo-viewer-x11.trace.jsonl" --log "$out/photo-viewer-x11.log.jsonl" | tee "$out/x11.stats.txt"
grep -q "video driver x11" "$out/x11.stats.txt"
"$tactile" replay Examples/photo-viewer.scene.json "$out/photo-viewer-x11.trace.jsonl" --format jsonl \
  | cmp - "$out/photo-viewer-x11.log.jsonl"
xvfb-run -a -s "-screen 0 1280x1024x24" bash scripts/sdl-x11-mouse.sh "$app" "$out"
grep -q '"kind": "zoom", "view": "page1", "phase": "ended"' "$out/x11-mouse.log.jsonl"
"$tactile" replay Examples/photo-viewer.scene.json "$out/x11-mouse.trace.jsonl" --format jsonl | cmp - "$out/x11-mouse.log.jsonl"
echo "sdl-test: X11: the trace and a Shift-drag of the real mouse pinch page1; both replay byte for byte"
# docs/c-api.md's SDL event loop in C, as the page shows it, under Xvfb with xdotool's input:
# what it prints equals `tactile replay` of the trace it wrote.
bash scripts/sdl-doc-example.sh "$out/doc-example"
echo "sdl-test: passed; screenshots in $out"
