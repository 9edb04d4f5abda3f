#!/usr/bin/env bash
# Builds and runs the C example (Examples/c/tap_and_pinch.c) against the C
# interface (include/tactile.h) twice, with the toolchain's clang:
#  1. the shared library for Linux hosts (SwiftPM product TactileC, libTactileC.so);
#  2. the engine, scene core and C API compiled in Embedded Swift for the host
#     triple into one object file, plus embedded/runtime_support.c (what a
#     microcontroller or a WebAssembly host links; scripts/build-wasm.sh does
#     the same for wasm32).
# Each run replays a tap and a pinch and checks the log; the script fails if
# either build or run fails.
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

echo "c-example: Embedded Swift object for $(uname -m)"
triple="$(uname -m)-unknown-linux-gnu"
count="$(bash scripts/embedded-sources.sh "$work/src")"
"$swiftc" -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
  -module-name Tactile -package-name Tactile -c "$work"/src/*.swift -o "$work/tactile.o"
tables="$(dirname "$bin")/lib/swift/embedded/$triple/libswiftUnicodeDataTables.a"
"$clang" -std=c11 -Wall -Wextra -Werror -I include Examples/c/tap_and_pinch.c embedded/runtime_support.c "$work/tactile.o" "$tables" -lm \
  -o "$work/tap_and_pinch_embedded"
"$work/tap_and_pinch_embedded" > "$work/embedded.out"
tail -n 3 "$work/embedded.out"
echo "c-example: the same program ran against the shared library and the Embedded Swift build ($count Swift files)"
