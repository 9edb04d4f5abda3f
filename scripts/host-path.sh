#!/usr/bin/env bash
# What a host pays per moved sample (per tap for s3) beside the core, counted by
# callgrind (--toggle-collect on the measured calls), on the 100-view tree of
# the performance scenarios (Benchmarks/HostPath/gen_scenes.py):
#   core     the engine alone (Benchmarks/Costs CoreSampleCost; TouchDispatcher.handle)
#   records  tactile_session_feed + tactile_session_read_events (libTactileC.so;
#            Benchmarks/HostPath/bench_host.c, path "records"), in a session made with
#            TACTILE_SESSION_RECORDS_ONLY (velocities estimated at a gesture's end only)
#   all      the same in a default session (every action record with its velocity)
#   jsonl    + tactile_session_last_trace_line and tactile_session_read_jsonl (the page's path)
#   allocs   allocation calls per unit on the records path (a native run with a malloc counter)
#   jallocs  allocation calls per unit on the JSON Lines path (the same counter)
#   replay   `tactile replay --format jsonl` per trace line: the cost of 2N lines minus N lines
# Fails when the records path allocates per moved sample (s1, s2).
# s1: one pan, s2: 20 simultaneous pans, s3: one tap. With --embedded, also the records
# path of the Embedded Swift build (the object scripts/c-example.sh builds and keeps in
# .build/embedded; compiled here, slowly, when a source is newer).
# Prints a table and the targets (issue 27: records ≤ ~2× core, jsonl ≤ 15,000, replay ≤
# 40,000, jsonl ≤ 2 allocations); fails when the records path is over its target (s1 2,000,
# s2 13,000, s3 60,000 instructions, in both builds: counts are exact, so they are a gate).
# The unit tests hold the allocation guarantees.
#
# usage: scripts/host-path.sh [--embedded]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
swiftc="$(command -v swiftc)"
bin="$(dirname "$(readlink -f "$swiftc")")"
clang="$bin/clang"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
here="$root/Benchmarks/HostPath"

swift build -j 1 -c release --product TactileC > "$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
swift build -j 1 -c release --product tactile > "$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
lib="$(swift build -c release --show-bin-path)"
(cd Benchmarks/Costs && swift build -j 1 -c release --product CoreSampleCost > "$work/build.log" 2>&1) || { tail -30 "$work/build.log" >&2; exit 1; }
python3 "$here/gen_scenes.py" "$work"
# valgrind cannot read the tool's or the harness's debug information: copies without it are counted.
objcopy --strip-debug "$lib/tactile" "$work/tactile"
core="$work/CoreSampleCost"
objcopy --strip-debug "$root/Benchmarks/Costs/.build/release/CoreSampleCost" "$core"
counter="$root/Tests/TactileAllocationCounting"
build_bench() { # OUT COUNTER [objects...]
  local out="$1" count="$2"; shift 2
  "$clang" -O2 -std=gnu11 -I include -I "$counter/include" "$here/bench_host.c" "$count" "$@" -lm -o "$out"
}
build_bench "$work/bench" "$here/allocation_count_stub.c" -L "$lib" -lTactileC -Wl,-rpath,"$lib" -rdynamic
build_bench "$work/bench_count" "$counter/AllocationCounting.c" -L "$lib" -lTactileC -Wl,-rpath,"$lib" -rdynamic

collected() { valgrind --tool=callgrind --toggle-collect='*perfMeasured*' --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
total() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,; }
allocs() { "$@" | sed -n 's/.*allocation calls \([0-9.]*\) per.*/\1/p'; }

# A trace of the harness's input (s1/s2: one drag of N moves; s3: N taps), as trace lines.
trace() { # INPUT N OUT
  python3 - "$1" "$2" > "$3" <<'PY'
import sys
kind, n = sys.argv[1], int(sys.argv[2])
def tri(i, period, amp):
    half, k = period // 2, i % period
    return amp * (k if k < half else period - k) / half
def line(t, phase, x, y):
    return '{"t": %s, "touches": [{"id": 1, "phase": "%s", "x": %s, "y": %s}]}' % (round(t, 6), phase, round(x, 3), round(y, 3))
if kind == "tap":
    for k in range(n):
        print(line(1 + k, "began", 400, 400)); print(line(1.05 + k, "ended", 400, 400))
else:
    print(line(10, "began", 400, 400))
    for i in range(1, n + 1):
        print(line(10 + i / 120, "moved", 420 + tri(i - 1, 160, 80), 400 + tri(i - 1, 122, 60)))
    print(line(10 + (n + 1) / 120, "ended", 420, 400))
PY
}
replay_cost() { # SCENE INPUT N -> instructions per trace line, from N and 2N lines
  trace "$2" "$3" "$work/a.jsonl"; trace "$2" "$(( $3 * 2 ))" "$work/b.jsonl"
  local a b lines
  a=$(total "$work/tactile" replay "$1" "$work/a.jsonl" --format jsonl)
  b=$(total "$work/tactile" replay "$1" "$work/b.jsonl" --format jsonl)
  lines=$(( $(wc -l < "$work/b.jsonl") - $(wc -l < "$work/a.jsonl") ))
  echo $(( (b - a) / lines ))
}

failed=0
# The records path's target per case (issue 27): about twice the core.
over_target() { # CASE INSTRUCTIONS WHAT
  local limit
  case "$1" in s1) limit=2000 ;; s2) limit=13000 ;; *) limit=60000 ;; esac
  if [ "$2" -gt "$limit" ]; then
    echo "host-path: $3 $1 costs $2 instructions, over its target of $limit" >&2; failed=1
  fi
}
printf "%-4s %10s %10s %8s %10s %10s %10s %8s %8s\n" case core records ratio all jsonl replay allocs jallocs
for c in s1:s1:1000 s2:s1:200 s3:tap:200; do
  IFS=: read -r name input n <<< "$c"
  scene="$work/perf-$name.scene.json"
  k=$(collected "$core" "$name" "$n"); k=$((k / n))
  r=$(collected "$work/bench" "$scene" "$input" records "$n"); r=$((r / n))
  e=$(collected "$work/bench" "$scene" "$input" allrecords "$n"); e=$((e / n))
  j=$(collected "$work/bench" "$scene" "$input" jsonl "$n"); j=$((j / n))
  p=$(replay_cost "$scene" "$input" "$n")
  a=$(allocs "$work/bench_count" "$scene" "$input" records "$n")
  ja=$(allocs "$work/bench_count" "$scene" "$input" jsonl "$n")
  printf "%-4s %10s %10s %8s %10s %10s %10s %8s %8s\n" "$name" "$k" "$r" "$(awk "BEGIN{printf \"%.1f\", $r/$k}")" "$e" "$j" "$p" "$a" "$ja"
  # The records path allocates nothing per moved sample (a warm-up allocation
  # amortised over the run may show as a hundredth): more fails the script.
  if [ "$name" != s3 ] && awk "BEGIN{exit !(${a:-1} > 0.02)}"; then
    echo "host-path: the records path allocates ${a:-?} times per moved sample in $name (expected 0)" >&2; failed=1
  fi
  over_target "$name" "$r" records
done
echo "per moved sample (s3: per tap; replay: per trace line); targets: records ≤ ~2× core (s1 2,000, s2 13,000, s3 60,000), jsonl ≤ 15,000, replay ≤ 40,000, allocs 0, jallocs ≤ 2"

if [ "${1:-}" = "--embedded" ]; then
  triple="$(uname -m)-unknown-linux-gnu"
  cached=".build/embedded/tactile-$triple.o"   # scripts/c-example.sh's object, when no source is newer
  if [ -f "$cached" ] && [ -z "$(find Sources/Tactile Sources/TactileSceneCore Sources/TactileC scripts/embedded-sources.sh \
       -newer "$cached" | head -n 1)" ]; then
    cp "$cached" "$work/tactile.o"
  else
    bash scripts/embedded-sources.sh "$work/src" > /dev/null
    "$swiftc" -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
      -module-name Tactile -package-name Tactile -c "$work"/src/*.swift -o "$work/tactile.o"
  fi
  tables="$(dirname "$bin")/lib/swift/embedded/$triple/libswiftUnicodeDataTables.a"
  build_bench "$work/bench_emb" "$here/allocation_count_stub.c" embedded/runtime_support.c "$work/tactile.o" "$tables"
  for c in s1:s1:1000 s2:s1:200 s3:tap:200; do
    IFS=: read -r name input n <<< "$c"
    r=$(collected "$work/bench_emb" "$work/perf-$name.scene.json" "$input" records "$n")
    echo "embedded $name records $((r / n))"
    over_target "$name" "$((r / n))" "embedded records"
  done
fi
exit "$failed"
