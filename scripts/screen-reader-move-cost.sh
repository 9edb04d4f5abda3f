#!/usr/bin/env bash
# Instructions and allocations per screen-reader move (issue 27 item 3),
# counted by callgrind after 10 and after 4,000 frames held; each measured
# move goes from one item to the next and speaks. Fails when a move costs
# more than 15,000 instructions, when the long case costs more than 5 % over
# the short one (a cost that grows with the frames held), or when a measured
# move calls malloc.
#
#   bash scripts/screen-reader-move-cost.sh        # from anywhere in the project
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
pkg="$root/Benchmarks/ScreenReaderMoveCost"
(cd "$pkg" && swift build -c release 2>&1 | tail -n 2) >&2
bin="$pkg/.build/release/ScreenReaderMoveCost"
moves=200
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
measure() {   # held -> "instructions-per-move mallocs"
  local out="$work/callgrind.$1" text ir calls
  text=$(valgrind --tool=callgrind --toggle-collect='*perfMeasured*' --compress-strings=no --callgrind-out-file="$out" "$bin" "$1" "$moves" 2>&1)
  ir=$(echo "$text" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  [ -n "$ir" ] || { echo "$text" | tail -n 5 >&2; exit 1; }
  # Calls into malloc/calloc/realloc recorded while collecting (the measured moves).
  calls=$(awk '/^cfn=/ { m = ($0 ~ /^cfn=(malloc|calloc|realloc|posix_memalign|aligned_alloc)$/) } /^calls=/ && m { split($0, a, /[= ]/); n += a[2]; m = 0 } END { print n + 0 }' "$out")
  echo "$((ir / moves)) $calls"
}
read -r short short_alloc <<< "$(measure 10)"
read -r long long_alloc <<< "$(measure 4000)"
printf "screen-reader move: %s instructions after 10 frames held, %s after 4,000 (limit 15,000, flat within 5 %%); %s and %s mallocs in %s moves\n" \
  "$short" "$long" "$short_alloc" "$long_alloc" "$moves"
[ "$short" -le 15000 ] && [ "$long" -le 15000 ] || { echo "screen-reader move: over 15,000 instructions" >&2; exit 1; }
[ $((long * 100)) -le $((short * 105)) ] || { echo "screen-reader move: the cost grows with the frames held" >&2; exit 1; }
[ "$short_alloc" -eq 0 ] && [ "$long_alloc" -eq 0 ] || { echo "screen-reader move: a move allocates" >&2; exit 1; }
