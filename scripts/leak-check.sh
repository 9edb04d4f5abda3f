#!/usr/bin/env bash
# Replays every example scene under valgrind and fails unless each run reads
# "definitely lost: 0" and "indirectly lost: 0" (README "Reliability").
# A scene is replayed with its own trace (NAME.trace.jsonl next to
# NAME.scene.json); a scene without one gets a synthesized trace of a tap, a
# pan, a pinch and a double tap in its window.
#
# usage: scripts/leak-check.sh [path/to/tactile]   (default .build/debug/tactile; needs valgrind)
# valgrind 3.19 cannot read the DWARF 5 of Swift binaries, so a copy without
# debug information is checked.
set -euo pipefail
cd "$(dirname "$0")/.."
tactile="${1:-.build/debug/tactile}"
command -v valgrind > /dev/null || { echo "leak-check: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cp "$tactile" "$dir/tactile"
strip --strip-debug "$dir/tactile"
"$dir/tactile" synth "tap 150,300; pan 100,400 to 300,400 over 0.3s; pinch 195,400 scale 2 over 0.4s; double-tap 195,400" > "$dir/generic.jsonl"
status=0
count=0
while IFS= read -r scene; do
    trace="${scene%.scene.json}.trace.jsonl"
    [[ -f "$trace" ]] || trace="$dir/generic.jsonl"
    SWIFT_BACKTRACE=enable=no valgrind --leak-check=full --log-file="$dir/vg.txt" "$dir/tactile" replay "$scene" "$trace" > /dev/null 2>&1 || true
    definite="$(sed -nE 's/.*definitely lost: ([0-9,]+) bytes.*/\1/p' "$dir/vg.txt")"
    indirect="$(sed -nE 's/.*indirectly lost: ([0-9,]+) bytes.*/\1/p' "$dir/vg.txt")"
    # valgrind prints no leak summary when nothing at all is left allocated.
    grep -q "All heap blocks were freed" "$dir/vg.txt" && { definite=0; indirect=0; }
    count=$((count + 1))
    if [[ "${definite:-?}" != 0 || "${indirect:-?}" != 0 ]]; then
        echo "leak-check: $scene + $(basename "$trace"): definitely lost ${definite:-?} bytes, indirectly lost ${indirect:-?} bytes"
        grep -A12 "definitely lost in" "$dir/vg.txt" | head -40 || true
        status=1
    fi
done < <(find Examples -name '*.scene.json' | sort)
echo "leak-check: $count example scenes, $([[ $status == 0 ]] && echo "0 and 0 bytes lost in each" || echo "leaks found")"
exit $status
