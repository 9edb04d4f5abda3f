#!/usr/bin/env bash
# The SDL event loop of docs/c-api.md ("An SDL event loop"), exactly as the page
# shows it: the ```c block after the marker comment is extracted, compiled against
# include/tactile.h, libTactileC and SDL2, and run in a real X11 window under Xvfb.
# xdotool sends real X input: a click on row1 (a tap), a drag that scrolls the list
# by about a row, a key press (the example adds a row: an edit), a click that lands
# on row1 again, a click below it; then SIGTERM, which SDL turns into SDL_QUIT, ends
# the loop (SIGINT would not: a background job of a script ignores it). The lines the example printed must equal the recognized states of
# `tactile replay` of the trace it wrote (session.trace.jsonl, through
# tactile_session_last_trace_line), and there must be some. Run by
# scripts/sdl-test.sh (CI); needs Debian's libsdl2-dev, xvfb, xauth and xdotool.
# Usage: scripts/sdl-doc-example.sh [OUT] (default .build/sdl-doc-example).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${1:-$root/.build/sdl-doc-example}"
rm -rf "$out"
mkdir -p "$out"
swiftc="$(command -v swiftc)"
clang="$(dirname "$(readlink -f "$swiftc")")/clang"
marker='<!-- CI: scripts/sdl-doc-example.sh compiles and runs the next block -->'
grep -qxF "$marker" docs/c-api.md || { echo "sdl-doc-example: no marker line in docs/c-api.md" >&2; exit 1; }
awk -v marker="$marker" '$0 == marker { found = 1; next }
  found == 1 && /^```c$/ { found = 2; next }
  found == 2 && /^```$/ { exit }
  found == 2 { print }' docs/c-api.md > "$out/app.c"
test "$(grep -c 'int main' "$out/app.c")" -eq 1
swift build -j 1 --product TactileC > "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
swift build -j 1 --product tactile >> "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
lib="$(swift build --show-bin-path)"
# The page's build line, with warnings as errors.
"$clang" -std=c11 -Wall -Wextra -Werror "$out/app.c" -I include -L "$lib" -lTactileC -Wl,-rpath,"$lib" \
  $(sdl2-config --cflags --libs) -o "$out/app"
# The scene the example runs, as a file for `tactile replay`: its own string, printed
# by the block compiled once more with its main renamed.
printf '#define main doc_example_main\n#include "app.c"\n#undef main\nint main(void) { fputs(scene, stdout); return 0; }\n' \
  > "$out/print_scene.c"
"$clang" -std=c11 -I include -I "$out" "$out/print_scene.c" $(sdl2-config --cflags) -c -o "$out/print_scene.o"
"$clang" "$out/print_scene.o" -L "$lib" -lTactileC -Wl,-rpath,"$lib" $(sdl2-config --libs) -o "$out/print_scene"
"$out/print_scene" > "$out/app.scene.json"

# Inside the X server: start the example, find its window, send the input, quit it.
cat > "$out/drive.sh" <<'SH'
set -euo pipefail
out="$1"
cd "$out"
./app > stdout.txt 2> stderr.txt &
pid=$!
win="$(xdotool search --sync --name '^tactile$' | head -n 1)"
sleep 1
xdotool mousemove --window "$win" 160 180 click 1            # row1: the tap
sleep 0.5
xdotool mousemove --window "$win" 160 400 mousedown 1        # drag up by 120: the list scrolls
for y in 380 360 340 320 300 280 280; do xdotool mousemove --window "$win" 160 "$y"; sleep 0.05; done
sleep 0.3
xdotool mouseup 1
sleep 1
xdotool key a                                                # an edit: the example adds row2
sleep 0.3
xdotool mousemove --window "$win" 160 60 click 1             # row1, scrolled up
sleep 0.5
xdotool mousemove --window "$win" 160 300 click 1            # a row without a recognizer
sleep 0.5
kill -TERM "$pid"
wait "$pid"
SH
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$out/drive.sh" "$out"
"$lib/tactile" replay "$out/app.scene.json" "$out/session.trace.jsonl" --format jsonl > "$out/replay.jsonl"
python3 - "$out/replay.jsonl" > "$out/replay-recognized.txt" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    event = json.loads(line)
    if event.get("kind") == "state" and event.get("to") == "recognized":
        print(event["recognizer"] + " recognized")
PY
diff "$out/replay-recognized.txt" "$out/stdout.txt"
test -s "$out/stdout.txt"
grep -q '"edit"' "$out/session.trace.jsonl"
echo "sdl-doc-example: docs/c-api.md's SDL loop printed $(grep -c . "$out/stdout.txt") recognitions, as tactile replay of its $(grep -c . "$out/session.trace.jsonl")-line trace"
