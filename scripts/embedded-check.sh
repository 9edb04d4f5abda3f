#!/usr/bin/env bash
# Compiles the core `Tactile` sources in Embedded Swift mode for the host
# triple (../shared/notes/toolchain.md §7), proving the core uses no
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
  -module-name Tactile -c "${sources[@]}" -o "$out/Tactile.o"
echo "embedded-check: Tactile (${#sources[@]} files) compiles in Embedded Swift for $triple"
