#!/usr/bin/env bash
# The playground in a real browser (docs/playground.md): builds tactile.wasm
# and the `tactile` tool, writes the photo-viewer playground page, and drives
# it in headless Chromium with real touch events (scripts/browser-test.py), at
# 390, 1280 and 1920 px; then plays the screen-reader mail trace in its page;
# last, the SwiftUI-style card's page: drag, pinch + rotate, long press then
# drag, each logged as `tactile replay` logs it (scripts/browser-test-gestures.py).
# Needs Debian's chromium and wasi-libc (.ci/run installs them). Screenshots,
# the page's trace and both logs go to OUT (default .build/browser-test).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${1:-$root/.build/browser-test}"
mkdir -p "$out"
bash scripts/build-wasm.sh
swift build --product tactile > "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
tactile="$(swift build --show-bin-path)/tactile"
"$tactile" playground Examples/photo-viewer.scene.json --wasm .build/wasm/tactile.wasm -o "$out/photo-viewer.html"
"$tactile" playground Examples/screen-reader-mail.scene.json --wasm .build/wasm/tactile.wasm -o "$out/screen-reader-mail.html"
"$tactile" playground Examples/swiftui-card.scene.json --wasm .build/wasm/tactile.wasm -o "$out/swiftui-card.html"
python3 scripts/browser-test.py "$out/photo-viewer.html" Examples/photo-viewer.scene.json "$tactile" "$out" \
  "$out/screen-reader-mail.html" Examples/screen-reader-mail.scene.json
python3 scripts/browser-test-gestures.py "$out/swiftui-card.html" Examples/swiftui-card.scene.json "$tactile" "$out"
