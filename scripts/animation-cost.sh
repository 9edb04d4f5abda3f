#!/usr/bin/env bash
# The cost of one animation tick (Animator.advance(to:)) at two sizes, counted
# by callgrind in Benchmarks/Costs (AnimationTickCost: N frame animations, each
# its own commit). Fails when a tick costs more than 2,500 + 500 × N
# instructions or allocates (docs/performance.md "Costs that stay flat"), so a
# cost that grows faster than the number of animated properties fails at 1,000.
#
# usage: scripts/animation-cost.sh [N ...]   (default: 10 1000)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
(cd "$root/Benchmarks/Costs" && swift build -j 1 -c release --product AnimationTickCost 2>&1 | tail -n 1) >&2
# valgrind cannot read the harness's debug information (the clang module of the
# malloc counter, Tests/TactileAllocationCounting): a copy without it is counted.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
bin="$work/AnimationTickCost"
objcopy --strip-debug "$root/Benchmarks/Costs/.build/release/AnimationTickCost" "$bin"
sizes=("$@"); [ ${#sizes[@]} -gt 0 ] || sizes=(10 1000)
ticks=50
status=0
printf "%-12s %14s %14s %12s\n" properties "instr/tick" limit allocations
for n in "${sizes[@]}"; do
  text=$(valgrind --tool=callgrind --toggle-collect='*perfMeasured*' --callgrind-out-file=/dev/null "$bin" "$n" "$ticks" 2>&1)
  ir=$(echo "$text" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
  allocations=$(echo "$text" | sed -n 's/.*ticks measured, \([0-9]*\) allocations.*/\1/p')
  [ -n "$ir" ] && [ -n "$allocations" ] || { echo "$text" | tail -n 5 >&2; exit 1; }
  per=$((ir / ticks)); limit=$((2500 + 500 * n))
  printf "%-12s %14s %14s %12s\n" "$n" "$per" "$limit" "$allocations"
  if [ "$per" -gt "$limit" ] || [ "$allocations" -ne 0 ]; then status=1; fi
done
[ $status -eq 0 ] || echo "animation-cost: over the limit" >&2
exit $status
