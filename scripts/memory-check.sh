#!/usr/bin/env bash
# Measures peak RSS of `tactile replay` and `tactile live` on a generated
# 10-finger, 120 Hz trace through a 1,000-view, 50-recognizer scene
# (scripts/scale/gen_scale.py, gen_scale_evdev.py; nothing large is kept).
#
# usage: scripts/memory-check.sh [FRAMES] [path/to/tactile]
#   FRAMES defaults to 1000000; tactile defaults to .build/release/tactile.
# Prints one line per run: command, frames, peak RSS in MB, wall time.
# With MEMORY_LIMIT_MB set, exits 1 when a run without --report exceeds it.
set -euo pipefail
cd "$(dirname "$0")/.."
frames="${1:-1000000}"
tactile="${2:-.build/release/tactile}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
python3 scripts/scale/gen_scale.py scene "$dir/scene.json"
python3 scripts/scale/gen_scale.py trace "$frames" "$dir/trace.jsonl"
python3 scripts/scale/gen_scale_evdev.py "$frames" "$dir/stream.evdev"
status=0
measure() {
    local label=$1; shift
    /usr/bin/time -f "%M %e" -o "$dir/time" "$@" > /dev/null
    read -r kb seconds < "$dir/time"
    local mb=$(( kb / 1024 ))
    echo "$label: $frames frames, peak RSS $mb MB, $seconds s"
    if [[ -n "${MEMORY_LIMIT_MB:-}" && "$label" != *report* && $mb -gt $MEMORY_LIMIT_MB ]]; then
        echo "  over the limit of $MEMORY_LIMIT_MB MB"; status=1
    fi
}
measure "replay --format jsonl" "$tactile" replay "$dir/scene.json" "$dir/trace.jsonl" --format jsonl
measure "replay --full (text)" "$tactile" replay "$dir/scene.json" "$dir/trace.jsonl" --full
measure "live --format jsonl" "$tactile" live "$dir/stream.evdev" --scene "$dir/scene.json" --format jsonl
measure "replay STREAM.evdev --format jsonl" "$tactile" replay "$dir/scene.json" "$dir/stream.evdev" --format jsonl
if [[ -z "${MEMORY_LIMIT_MB:-}" ]]; then
    measure "replay --report" "$tactile" replay "$dir/scene.json" "$dir/trace.jsonl" --format jsonl --report "$dir/r.html"
fi
exit $status
