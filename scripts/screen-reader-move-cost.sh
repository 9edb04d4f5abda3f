#!/usr/bin/env bash
# Instructions per screen-reader move (issue 27 item 3), counted by callgrind
# after 10 and after 4,000 frames held: each measured move goes from one item
# to the next and speaks. Fails when a move costs more than 15,000
# instructions or when the long case costs more than 5 % over the short one
# (a cost that grows with the frames held).
#
#   bash scripts/screen-reader-move-cost.sh        # from the project root
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
pkg="$root/Benchmarks/ScreenReaderMoveCost"
(cd "$pkg" && swift build -c release 2>&1 | tail -n 2) >&2
bin="$pkg/.build/release/ScreenReaderMoveCost"
moves=400
per_move() {   # held -> instructions per measured move
  local text ir
  text=$(valgrind --tool=callgrind --toggle-collect='*perfMeasured*' --callgrind-out-file=/dev/null "$bin" "$1" "$moves" 2>&1)
  ir=$(echo "$text" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  [ -n "$ir" ] || { echo "$text" | tail -n 5 >&2; exit 1; }
  echo $((ir / moves))
}
short=$(per_move 10)
long=$(per_move 4000)
printf "screen-reader move: %s instructions after 10 frames held, %s after 4,000 (limit 15,000, flat within 5 %%)\n" "$short" "$long"
[ "$short" -le 15000 ] && [ "$long" -le 15000 ] || { echo "screen-reader move: over 15,000 instructions" >&2; exit 1; }
[ $((long * 100)) -le $((short * 105)) ] || { echo "screen-reader move: the cost grows with the frames held" >&2; exit 1; }
