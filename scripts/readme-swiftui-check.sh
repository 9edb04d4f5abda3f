#!/usr/bin/env bash
# Builds and runs the README's SwiftUI-style example unchanged in a new package
# that depends on this checkout by path (the README's "Add Tactile to your
# package" setup), so the snippet is known to compile against the public API.
# The new package reuses this checkout's Package.resolved (no new resolution).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/MyApp/Sources/MyApp"
# The block that follows the sentence naming this script.
awk '/readme-swiftui-check.sh/ { found = 1; next }
     found && /^```swift/ { inside = 1; next }
     inside && /^```/ { exit }
     inside { print }' "$root/README.md" > "$work/MyApp/Sources/MyApp/main.swift"
if [ ! -s "$work/MyApp/Sources/MyApp/main.swift" ]; then
  echo "readme-swiftui-check: no SwiftUI-style example found in README.md" >&2
  exit 1
fi
cat > "$work/MyApp/Package.swift" <<EOS
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyApp",
    dependencies: [.package(name: "Tactile", path: "$root")],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "Tactile", package: "Tactile"),
            .product(name: "TactileGestures", package: "Tactile"),
        ]),
    ]
)
EOS
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$work/MyApp/Package.resolved"
out="$(cd "$work/MyApp" && swift run -j 1 MyApp 2>&1)" || { echo "$out" >&2; echo "readme-swiftui-check: the example does not build or run" >&2; exit 1; }
echo "$out" | tail -n 3
# The example's own output: the drag state while dragging, the translation at the end.
echo "$out" | grep -q "dragging by (40.0, 20.0)" || { echo "readme-swiftui-check: unexpected output" >&2; exit 1; }
echo "$out" | grep -q "moved (50.0, 25.0)" || { echo "readme-swiftui-check: unexpected output" >&2; exit 1; }
echo "readme-swiftui-check: the README's SwiftUI-style example builds and runs in a new package"
