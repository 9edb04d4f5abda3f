#!/usr/bin/env bash
# Builds tactile.wasm: the engine, the scene reader/runtime (TactileSceneCore)
# and the C interface (TactileC, include/tactile.h) in Embedded Swift for
# wasm32-unknown-none-wasm, linked with wasm-ld against Debian's wasi-libc.
# The module exports the session functions of include/tactile.h (the
# builder, tactile_builder_*, is left out: the page reads scene documents) and
# imports one WASI function (random_get, the hash seed) a host may stub.
# `tactile playground` inlines it into its page (docs/playground.md).
#
# Then Binaryen's wasm-opt -Oz (Debian's binaryen) shrinks it; the script
# fails if wasm-opt is missing rather than write a larger module.
#
# Usage: scripts/build-wasm.sh [-o OUT]   (default .build/wasm/tactile.wasm)
# The Swift object is kept next to OUT (tactile.o) and reused while no source is newer.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/wasm/tactile.wasm"
if [ "${1:-}" = "-o" ] && [ -n "${2:-}" ]; then out="$2"; fi
libc=/usr/lib/wasm32-wasi/libc.a
if [ ! -f "$libc" ] || ! command -v wasm-opt > /dev/null; then
  [ -f "$libc" ] || echo "build-wasm: $libc is missing (Debian's wasi-libc)" >&2
  command -v wasm-opt > /dev/null || echo "build-wasm: wasm-opt is missing (Debian's binaryen)" >&2
  echo "build-wasm: install them with:" >&2
  echo "  apt-get update && apt-get install -y --no-install-recommends wasi-libc binaryen" >&2
  exit 1
fi
swiftc="$(command -v swiftc)"
bin="$(dirname "$(readlink -f "$swiftc")")"
tables="$(dirname "$bin")/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
for f in "$bin/wasm-ld" "$tables"; do
  [ -e "$f" ] || { echo "build-wasm: $f is missing (a Swift 6.3 toolchain with Embedded Swift for wasm is needed)" >&2; exit 1; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Every declaration but the C interface's @_cdecl functions is made internal (see embedded-sources.sh).
count="$(bash "$root/scripts/embedded-sources.sh" "$work/src" --internal)"
# The page never builds scenes call by call: the builder stays out of the module.
rm "$work/src/TactileC_BuilderExports.swift" "$work/src/TactileC_CSceneBuilder.swift"
# Nor does it change a running screen or draw from geometry records (docs/c-api.md,
# "Changing a running screen"): edits and geometry (about 110 KB) stay out too, and
# TACTILE_NO_LIVE_EDITS takes the `edit` trace key out of the reader (an edit line is
# an unknown property there).
rm "$work/src/TactileC_EditExports.swift" "$work/src/TactileC_CGeometry.swift" \
  "$work/src/TactileSceneCore_Trace_SceneEdit.swift" "$work/src/TactileSceneCore_Trace_SceneEditChecker.swift" \
  "$work/src/TactileSceneCore_Replay_SceneRuntime+Edits.swift" "$work/src/TactileSceneCore_JSON_JSONValue+Text.swift"
# The trace reader's fast path for ordinary lines (TraceLineScanner: `tactile replay`'s
# one parse per line) stays out too: the page feeds few lines, and every line parses
# as well through the JSON parser.
rm "$work/src/TactileSceneCore_Trace_TraceLineScanner.swift"
# Nor does it make records-only sessions (tactile_session_create_with_options):
# TACTILE_NO_RECORDS_ONLY leaves their record queue and record writing out (about 4 KB).
rm "$work/src/TactileC_SessionOptionExports.swift"
count=$((count - 10))
object="$(dirname "$out")/tactile.o"
mkdir -p "$(dirname "$out")"
# The Swift object is rebuilt only when a source or this script is newer (or TACTILE_WASM_REBUILD=1).
# TACTILE_WASM_SWIFTFLAGS adds compiler flags (for size experiments; set TACTILE_WASM_REBUILD=1 too).
if [ "${TACTILE_WASM_REBUILD:-}" = 1 ] || [ ! -f "$object" ] || [ "$root/scripts/build-wasm.sh" -nt "$object" ] || [ "$root/scripts/embedded-sources.sh" -nt "$object" ] || \
   [ -n "$(find "$root/Sources/Tactile" "$root/Sources/TactileSceneCore" "$root/Sources/TactileC" -name '*.swift' -newer "$object" | head -n 1)" ]; then
  # The compile is the long step (several minutes on 2 cores): a line every 30 s says it is still running.
  echo "build-wasm: compiling $count Swift files in Embedded Swift for wasm32 (several minutes; a line every 30 s)…" >&2
  ( start=$SECONDS; while sleep 30; do echo "build-wasm: still compiling… $((SECONDS - start)) s" >&2; done ) &
  heartbeat=$!
  trap 'kill "$heartbeat" 2> /dev/null || true; rm -rf "$work"' EXIT
  # Closure specialisation is off: it copies a generic algorithm (sorting, mostly) once per
  # closure passed to it, about 33 KB of the module; the calls through a closure cost little here.
  # The object is LLVM bitcode (-lto=llvm-full): wasm-ld optimizes it with the C functions as the
  # only roots, and virtual function / witness method elimination drops the class methods and
  # protocol witnesses no call reaches.
  # The SIL inliner counts less benefit for a removed call, retain/release, load, store or branch
  # than its defaults (20, 40, 25, 30, 30): it copies fewer callees into their callers.
  # The SIL passes that copy code for speed are off: loop rotation and unrolling, the array
  # loop versioning (cowarray-opt, array-property-opt) and jump threading. LLVM's IR outliner
  # moves repeated instruction sequences into shared functions (12 KB; the compile takes a
  # fifth longer and twice the memory, about 1 GB).
  "$swiftc" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -parse-as-library \
    -Osize -Xfrontend -disable-stack-protector -Xllvm -sil-disable-pass=closure-specialize \
    -lto=llvm-full -Xfrontend -enable-llvm-vfe -Xfrontend -enable-llvm-wme -Xfrontend -internalize-at-link \
    -Xllvm -sil-inline-removed-call-benefit=10 -Xllvm -sil-inline-ref-count-benefit=10 \
    -Xllvm -sil-inline-removed-load-benefit=3 -Xllvm -sil-inline-removed-store-benefit=3 \
    -Xllvm -sil-inline-removed-terminator-benefit=5 \
    -Xllvm -sil-disable-pass=loop-rotate -Xllvm -sil-disable-pass=loop-unroll -Xllvm -sil-disable-pass=cowarray-opt \
    -Xllvm -sil-disable-pass=array-property-opt -Xllvm -sil-disable-pass=jumpthread -Xllvm -ir-outliner \
    ${TACTILE_WASM_SWIFTFLAGS:-} \
    -D TACTILE_NO_LIVE_EDITS -D TACTILE_NO_TRACE_LINE_SCANNER -D TACTILE_NO_RECORDS_ONLY -module-name Tactile -package-name Tactile -c "$work"/src/*.swift -o "$object"
  kill "$heartbeat" 2> /dev/null || true
  echo "build-wasm: compiled; linking and optimizing (wasm-ld, wasm-opt)…" >&2
fi
# 128-bit multiplication needs a C function the toolchain lacks for wasm32;
# runtime_support.c's arc4random_buf (the hash seed) keeps wasi-libc's printf out of the module.
"$bin/clang" --target=wasm32-unknown-unknown -Os -c "$root/embedded/runtime_support.c" -o "$work/runtime_support.o"
exports=()
while IFS= read -r name; do exports+=("--export=$name"); done \
  < <(grep -ohE '@_cdecl\("[a-z_]+"\)' "$work"/src/TactileC_*.swift | sed -E 's/@_cdecl\("([a-z_]+)"\)/\1/' | sort -u)
mkdir -p "$(dirname "$out")"
"$bin/wasm-ld" --no-entry --strip-all --gc-sections --global-base=1024 "${exports[@]}" \
  "$object" "$work/runtime_support.o" "$libc" "$tables" -o "$work/tactile.wasm"
# TACTILE_WASM_NAMES=1 also writes tactile.named.wasm next to OUT: the same link with its name
# section, before wasm-opt, for scripts/wasm-size-report.py (where the bytes are).
if [ "${TACTILE_WASM_NAMES:-}" = 1 ]; then
  "$bin/wasm-ld" --no-entry --gc-sections "${exports[@]}" \
    "$object" "$work/runtime_support.o" "$libc" "$tables" -o "$(dirname "$out")/tactile.named.wasm"
fi
before=$(wc -c < "$work/tactile.wasm")
# Binaryen's wasm-opt -Oz takes about a tenth off the code. --low-memory-unused lets it fold
# pointer + constant into the load's or store's offset (7 KB): true here, wasm-ld places the
# data at 1024 (--global-base) and the stack after it, so nothing lives in the low 1 KB;
# --converge repeats the passes while they still shrink the module (0.3 KB).
wasm-opt -Oz --low-memory-unused --converge --strip-debug --strip-producers \
  --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
  "$work/tactile.wasm" -o "$work/tactile.opt.wasm"
mv "$work/tactile.opt.wasm" "$out"
size=$(wc -c < "$out")
# The module must stay under 600 KB (614,400 bytes); TACTILE_WASM_MAX_KB
# moves the limit that fails the build (for size experiments).
max_kb="${TACTILE_WASM_MAX_KB:-600}"
echo "build-wasm: $out: $size bytes ($((size / 1024)) KB; $before before wasm-opt; $count Swift files, ${#exports[@]} exports; target < 600 KB)"
if [ "$size" -ge $((600 * 1024)) ]; then echo "build-wasm: the module is over the 600 KB target" >&2; fi
if [ "$size" -ge $((max_kb * 1024)) ]; then echo "build-wasm: the module is over the $max_kb KB limit" >&2; exit 1; fi
