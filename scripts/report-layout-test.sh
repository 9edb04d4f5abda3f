#!/usr/bin/env bash
# The HTML report's layout in a real browser (issue 16, "Report polish"):
# writes the demo report with `tactile demo --report` and checks it in
# headless Chromium at 390, 1280 and 1920 px wide (scripts/report-layout-test.py):
# no overlapping or clipped labels, no sideways scroll of the document, no id
# broken across lines, one layout in every section. Needs Debian's chromium
# (.ci/run installs it). Screenshots go to OUT (default .build/report-layout-test).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${1:-$root/.build/report-layout-test}"
mkdir -p "$out"
report="${REPORT:-}"
if [ -z "$report" ]; then
  swift build --product tactile > "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
  report="$out/demo-report.html"
  "$(swift build --show-bin-path)/tactile" demo --report "$report" > /dev/null
fi
python3 scripts/report-layout-test.py "$report" "$out"
