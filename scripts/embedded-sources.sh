#!/usr/bin/env bash
# Copies the sources of the core, TactileSceneCore and TactileC into DIR as
# one module (their `import Tactile…` lines removed), for the Embedded Swift
# builds of scripts/build-wasm.sh and scripts/c-example.sh: Embedded Swift
# links generics of separate modules twice, so the three are compiled together.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$1"
mkdir -p "$dir"
n=0
for target in Tactile TactileSceneCore TactileC; do
  while IFS= read -r f; do
    rel="${f#"$root/Sources/"}"
    sed -E '/^import (Tactile|TactileSceneCore)$/d' "$f" > "$dir/$(echo "$rel" | tr '/' '_')"
    n=$((n + 1))
  done < <(find "$root/Sources/$target" -name '*.swift' | sort)
done
echo "$n"
