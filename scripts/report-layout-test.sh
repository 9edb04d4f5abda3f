#!/usr/bin/env bash
# The HTML report's layout in a real browser: writes the demo report
# (`tactile demo --report`), the screen-reader demo's, and the reports of three
# examples (inbox fling, screen-reader mail, app switch) with `tactile replay
# --report`, and checks each in headless Chromium at 390, 1280 and 1920 px wide
# (scripts/report-layout-test.py): no overlapping, clipped or detached labels,
# no sideways scroll, panels in one order, empty lanes and sections collapsed
# to one line, scroll charts with axes, ticks, legend and a visible rubber
# band, the screen reader's speech and focus in the timeline, its own touch
# named. Needs Debian's chromium (.ci/run installs it). Screenshots go to OUT
# (default .build/report-layout-test); REPORT=file.html checks that file only.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${1:-$root/.build/report-layout-test}"
mkdir -p "$out"
if [ -n "${REPORT:-}" ]; then
  python3 scripts/report-layout-test.py "$REPORT" "$out"
  exit
fi
swift build --product tactile > "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
tactile="$(swift build --show-bin-path)/tactile"
"$tactile" demo --report "$out/demo.html" > /dev/null
"$tactile" demo --screen-reader --report "$out/demo-screen-reader.html" > /dev/null
reports=("$out/demo.html" "$out/demo-screen-reader.html")
for name in inbox-fling screen-reader-mail app-switch; do
  "$tactile" replay "Examples/$name.scene.json" "Examples/$name.trace.jsonl" --report "$out/$name.html" > /dev/null
  reports+=("$out/$name.html")
done
python3 scripts/report-layout-test.py "${reports[@]}" "$out"
