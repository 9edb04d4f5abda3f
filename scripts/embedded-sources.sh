#!/usr/bin/env bash
# Copies the sources of the core, TactileSceneCore and TactileC into DIR as
# one module (their `import Tactile…` lines removed), for the Embedded Swift
# builds of scripts/build-wasm.sh and scripts/c-example.sh: Embedded Swift
# links generics of separate modules twice, so the three are compiled together.
#
# Usage: scripts/embedded-sources.sh DIR [--internal]
# --internal (scripts/build-wasm.sh): every `public`, `open` and `package`
# declaration becomes internal (`@inlinable`/`@usableFromInline` dropped) except
# the `@_cdecl` functions, so the module's only roots are the C interface and the
# optimizer may drop or devirtualize any method those do not reach. Behaviour is
# unchanged: access levels only decide who may name a declaration. The engine's
# `@inline(__always)` (speed hints for the native build's hot paths) are dropped
# too: the module is built for size, and leaving the choice to -Osize takes
# about 8 KB off it at the same speed under node (scripts/browser-bench.mjs).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$1"
internal="${2:-}"
mkdir -p "$dir"
n=0
for target in Tactile TactileSceneCore TactileC; do
  while IFS= read -r f; do
    rel="${f#"$root/Sources/"}"
    sed -E '/^import (Tactile|TactileSceneCore)$/d' "$f" > "$dir/$(echo "$rel" | tr '/' '_')"
    n=$((n + 1))
  done < <(find "$root/Sources/$target" -name '*.swift' | sort)
done
if [ "$internal" = --internal ]; then
  # An access modifier is dropped only before a declaration keyword (so `let open = …` stays).
  perl -pi -e 's/\b(?:public|open|package)\s+(?:internal\(set\)\s+)?(?=(?:final|override|static|class|struct|enum|protocol|func|var|let|init|subscript|typealias|extension|private|fileprivate|internal|convenience|required|mutating|nonmutating|lazy|weak|unowned|indirect|dynamic|actor|associatedtype|deinit)\b)//g; s/^\s*@(?:inlinable|usableFromInline)\s*$//; s/@(?:inlinable|usableFromInline|inline\(__always\))\s+//g' "$dir"/*.swift
  perl -0pi -e 's/(\@_cdecl\("[a-z_]+"\)\s*\n)func/$1public func/g' "$dir"/*.swift
fi
echo "$n"
