#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/FuzzTargets.swift and runs each for a
# bounded time.
#
# usage: scripts/fuzz.sh [SECONDS] [TARGET...]
#   SECONDS per target (default 60); TARGETs default to all eight:
#   scene trace libinput evtest evdev dispatcher synth capi.
#
# The sources of Tactile, TactileSceneCore, TactileScene, TactileLinuxInput
# and TactileC (the C interface's session calls) are compiled
# with the harness as one module (their `import` lines of each other
# removed) with `-sanitize=fuzzer,address`; Yams (for `libinput record`
# files) is compiled from SwiftPM's checkout. Seed corpora come from the
# examples and test fixtures (plus Fuzz/seeds); each run's corpus grows in
# .build/fuzz/corpus/TARGET. A crash leaves .build/fuzz/crash-TARGET-* and
# fails the script: turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(scene trace libinput evtest evdev dispatcher synth capi)
out=.build/fuzz
mkdir -p "$out"

build_fuzzer() {
    [[ -d .build/checkouts/Yams ]] || swift package resolve
    yams=.build/checkouts/Yams/Sources
    build="$out/build"
    rm -rf "$build" "$out/tactile-fuzz"
    mkdir -p "$build/src" "$build/cyaml"

    # CYaml (C) and Yams (Swift), not instrumented.
    for c in "$yams"/CYaml/src/*.c; do
        clang -O1 -DYAML_DECLARE_STATIC -c "$c" -I "$yams/CYaml/include" -o "$build/cyaml/$(basename "$c" .c).o"
    done
    swiftc -O -parse-as-library -module-name Yams -wmo -D SWIFT_PACKAGE -Xcc -DYAML_DECLARE_STATIC -emit-module -emit-module-path "$build/Yams.swiftmodule" \
        -I "$yams/CYaml/include" -c "$yams"/Yams/*.swift -o "$build/Yams.o" 2>&1 | grep -v "warning:" || true

    # The modules' sources as one module.
    while IFS= read -r -d '' f; do
        name="$(echo "$f" | tr '/' '_')"
        sed -E '/^(@testable |@_exported )?import (Tactile|TactileScene|TactileSceneCore|TactileLinuxInput|TactileC)$/d' "$f" > "$build/src/$name"
    done < <(find Sources/Tactile Sources/TactileScene Sources/TactileSceneCore Sources/TactileLinuxInput Sources/TactileC -name '*.swift' -print0)

    # TACTILE_NO_GESTURES: scenes' SwiftUI-style "gestures" need the TactileGestures
    # module, whose GestureMask would clash with the core's in one module.
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name TactileFuzz -package-name Tactile \
        -D TACTILE_NO_GESTURES -I "$build" -I "$yams/CYaml/include" \
        Fuzz/FuzzTargets.swift "$build"/src/*.swift "$build/Yams.o" "$build"/cyaml/*.o -lm \
        -o "$out/tactile-fuzz" 2>&1 | grep -v -E "Cannot export local symbol|^$" || true
}
# FUZZ_REUSE_BUILD=1 keeps an existing binary (when only the harness runs again).
[[ -n "${FUZZ_REUSE_BUILD:-}" && -x "$out/tactile-fuzz" ]] || build_fuzzer
[[ -x "$out/tactile-fuzz" ]] || { echo "fuzz: build failed" >&2; exit 1; }

# Copies seed files into a corpus directory under unique names.
copy_seeds() {
    local dir=$1; shift
    for f in "$@"; do [[ -f "$f" ]] && head -c 8192 "$f" > "$dir/$(echo "$f" | tr '/' '_')"; done
    return 0
}

seed() {
    local target=$1 dir="$out/corpus/$1"
    mkdir -p "$dir"
    case $target in
        scene) copy_seeds "$dir" Examples/*.scene.json Examples/*/*.scene.json Tests/Fixtures/*.scene.json \
                   Tests/Fixtures/reliability/*/*.json Tests/Fixtures/reliability3/*/*.json Fuzz/seeds/scene/* ;;
        trace) copy_seeds "$dir" Examples/*.trace.jsonl Examples/applications/*.trace.jsonl Tests/Fixtures/reliability/*/*.jsonl ;;
        libinput) copy_seeds "$dir" Fuzz/seeds/libinput/* ;;
        evtest) copy_seeds "$dir" Fuzz/seeds/evtest/* ;;
        evdev) copy_seeds "$dir" Tests/Fixtures/reliability/*/*.evdev Tests/Fixtures/reliability3/*/*.evdev ;;
        synth) copy_seeds "$dir" Fuzz/seeds/synth/* ;;
        capi)  # each example scene, a NUL, then a short program of session calls (FuzzCSession),
               # in a default session and (a first byte 0xF0) a records-only one
            for f in Examples/*.scene.json Examples/*/*.scene.json; do
                for mode in '' '\xf0'; do
                    { head -c 6000 "$f"; printf "\\x00$mode"'\x00\x0a\x02\x01\x00\x20\x20\x50\x50\x00\x0a\x01\x01\x22\x22\x50\x50\x00\x0a\x01\x03\x22\x22\x50\x50\x04\x05\x06\x07\x03\x40'; } \
                        > "$dir/$(echo "$f" | tr '/' '_')${mode:+.records}"
                done
            done ;;
        dispatcher) printf '\x00\x02\x01\x00\x10\x10\x0a\x01\x01\x01\x12\x12\x0a\x01\x01\x03\x12\x12' > "$dir/tap" ;;
    esac
}

status=0
for target in "${targets[@]}"; do
    seed "$target"
    echo "fuzz: $target for $seconds s"
    if ! SWIFT_BACKTRACE=enable=no TACTILE_FUZZ_TARGET="$target" "$out/tactile-fuzz" "$out/corpus/$target" \
        -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$out/crash-$target-" -print_final_stats=1 > "$out/$target.log" 2>&1; then
        echo "fuzz: $target FAILED (see $out/$target.log and $out/crash-$target-*)"
        tail -n 30 "$out/$target.log"
        status=1
    else
        grep -E "stat::number_of_executed_units|cov:" "$out/$target.log" | tail -n 2 | sed "s/^/  /"
    fi
done
exit $status
