#!/usr/bin/env bash
# Compiles the core `Tactile` sources in Embedded Swift mode for the host
# triple (the flags below: `-enable-experimental-feature Embedded`, WMO), proving the core uses no
# Foundation, no platform module, no non-class existentials, no untyped
# throws, no Any, no key paths and no Codable.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
triple="$(uname -m)-unknown-linux-gnu"
mapfile -t sources < <(find "$root/Sources/Tactile" -name '*.swift' | sort)
if grep -nE '^\s*import\s+(Foundation|Glibc|Darwin|Musl|WinSDK|ucrt|Android)' "${sources[@]}"; then
  echo "embedded-check: the core must not import Foundation or a platform module" >&2
  exit 1
fi
swiftc -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -package-name Tactile \
  -module-name Tactile -emit-module -emit-module-path "$out/Tactile.swiftmodule" -c "${sources[@]}" -o "$out/Tactile.o"
echo "embedded-check: Tactile (${#sources[@]} files) compiles in Embedded Swift for $triple"
# TactileGestures (docs/swiftui-gestures.md §3) over it, then a client that makes every
# generic gesture concrete (Embedded Swift specialises generics only where they are used).
mapfile -t gestures < <(find "$root/Sources/TactileGestures" -name '*.swift' | sort)
swiftc -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -package-name Tactile \
  -module-name TactileGestures -I "$out" -emit-module -emit-module-path "$out/TactileGestures.swiftmodule" \
  -c "${gestures[@]}" -o "$out/TactileGestures.o"
swiftc -target "$triple" -enable-experimental-feature Embedded -wmo -parse-as-library -module-name GesturesClient \
  -I "$out" -c "$root/embedded/gestures-client.swift" -o "$out/GesturesClient.o"
echo "embedded-check: TactileGestures (${#gestures[@]} files) and embedded/gestures-client.swift compile in Embedded Swift"
