#!/usr/bin/env bash
# Builds and runs the C example (Examples/c/tap_and_pinch.c) against the C
# interface (include/tactile.h) twice, with the toolchain's clang:
#  1. the shared library for Linux hosts (SwiftPM product TactileC, libTactileC.so);
#  2. the engine, scene core and C API compiled in Embedded Swift for the host
#     triple into one object file, plus embedded/runtime_support.c (what a
#     microcontroller or a WebAssembly host links; scripts/build-wasm.sh does
#     the same for wasm32).
# Each run replays a tap and a pinch and checks the log, then changes a screen
# while fingers are down (Examples/c/live_edits.c) and checks that its recorded
# trace replays to the same log (in the library and with `tactile replay`);
# the script fails if either build or run fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
swiftc="$(command -v swiftc)"
bin="$(dirname "$(readlink -f "$swiftc")")"
clang="$bin/clang"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "c-example: shared library (swift build --product TactileC)"
swift build --product TactileC > "$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
lib="$(swift build --show-bin-path)"
"$clang" -std=c11 -Wall -Wextra -Werror -I include Examples/c/tap_and_pinch.c -L "$lib" -lTactileC \
  -Wl,-rpath,"$lib" -lm -o "$work/tap_and_pinch"
"$work/tap_and_pinch"
# A screen changed while fingers are down (Examples/c/live_edits.c): the recorded
# trace, replayed by `tactile replay`, gives the log the live session wrote.
"$clang" -std=c11 -Wall -Wextra -Werror -I include Examples/c/live_edits.c -L "$lib" -lTactileC \
  -Wl,-rpath,"$lib" -lm -o "$work/live_edits"
"$work/live_edits" "$work" | tail -n 1
swift build --product tactile > "$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
"$lib/tactile" replay "$work/live.scene.json" "$work/live.trace.jsonl" --format jsonl > "$work/replayed.jsonl"
cmp "$work/replayed.jsonl" "$work/live.log.jsonl"
echo "c-example: tactile replay of the recorded live session gives the same log"

echo "c-example: Embedded Swift object for $(uname -m)"
triple="$(uname -m)-unknown-linux-gnu"
count="$(bash scripts/embedded-sources.sh "$work/src")"
"$swiftc" -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
  -module-name Tactile -package-name Tactile -c "$work"/src/*.swift -o "$work/tactile.o"
# Kept for `scripts/host-path.sh --embedded` (the same object; it compiles its own when a source is newer).
mkdir -p .build/embedded && cp "$work/tactile.o" ".build/embedded/tactile-$triple.o"
tables="$(dirname "$bin")/lib/swift/embedded/$triple/libswiftUnicodeDataTables.a"
"$clang" -std=c11 -Wall -Wextra -Werror -I include Examples/c/tap_and_pinch.c embedded/runtime_support.c "$work/tactile.o" "$tables" -lm \
  -o "$work/tap_and_pinch_embedded"
"$work/tap_and_pinch_embedded" > "$work/embedded.out"
tail -n 3 "$work/embedded.out"
"$clang" -std=c11 -Wall -Wextra -Werror -I include Examples/c/live_edits.c embedded/runtime_support.c "$work/tactile.o" "$tables" -lm \
  -o "$work/live_edits_embedded"
mkdir -p "$work/embedded"
"$work/live_edits_embedded" "$work/embedded" | tail -n 1
cmp "$work/embedded/live.log.jsonl" "$work/live.log.jsonl"
echo "c-example: the same program ran against the shared library and the Embedded Swift build ($count Swift files)"
