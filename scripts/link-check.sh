#!/usr/bin/env bash
# Builds (release) and runs a separate SwiftPM package that depends on the
# `Tactile` product and imports nothing else — no Foundation, no Glibc — the
# way a small host (an SDL game, a kiosk shell) would. It catches core code
# that needs a library such a host would not link, which the
# Foundation-linked `tactile` tool and test targets hide.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
mkdir -p "$out/Sources/host"
cat > "$out/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "host",
    dependencies: [.package(name: "Tactile", path: "$root")],
    targets: [.executableTarget(name: "host", dependencies: [.product(name: "Tactile", package: "Tactile")])]
)
SWIFT
cat > "$out/Sources/host/main.swift" <<'SWIFT'
import Tactile

@_silgen_name("exit") func exit(_ code: Int32) -> Never

let dispatcher = TouchDispatcher()
let window = Window(frame: Rect(0, 0, 320, 480))
let photo = View(frame: Rect(0, 0, 320, 320))
photo.isMultipleTouchEnabled = true
window.addSubview(photo)
dispatcher.addWindow(window)
var log: [String] = []
let doubleTap = TapGestureRecognizer { _ in log.append("double") }
doubleTap.numberOfTapsRequired = 2
let pinch = PinchGestureRecognizer { g in if g.state == .ended { log.append("pinch") } }
photo.addGestureRecognizer(doubleTap)
photo.addGestureRecognizer(pinch)
var t = 0.0
@MainActor func frame(_ samples: [TouchSample]) { t += 0.01; dispatcher.handle(InputFrame(timestamp: t, samples: samples)) }
frame([TouchSample(id: 1, phase: .began, location: Point(100, 100))])
frame([TouchSample(id: 1, phase: .ended, location: Point(100, 100))])
frame([TouchSample(id: 1, phase: .began, location: Point(101, 100))])
frame([TouchSample(id: 1, phase: .ended, location: Point(101, 100))])
frame([TouchSample(id: 1, phase: .began, location: Point(100, 100), majorRadius: 6, minorRadius: 4),
       TouchSample(id: 2, phase: .began, location: Point(140, 140), majorRadius: 6, minorRadius: 4)])
for i in 1...20 {
    let d = Double(i) * 3
    frame([TouchSample(id: 1, phase: .moved, location: Point(100 - d, 100 - d)), TouchSample(id: 2, phase: .moved, location: Point(140 + d, 140 + d))])
}
frame([TouchSample(id: 1, phase: .ended, location: Point(40, 40)), TouchSample(id: 2, phase: .ended, location: Point(200, 200))])
dispatcher.drainTimers()
let rotation = AffineTransform(rotationAngle: 7.0).concatenating(AffineTransform(scaleX: 2, y: 2))
guard log == ["double", "pinch"], Vector(dx: 3, dy: 4).length == 5, rotation.inverted() != nil else {
    print("link-check: unexpected result \(log)")
    exit(1)
}
print("link-check: a package using only the Tactile core builds, links and runs (\(log.joined(separator: ", ")))")
SWIFT
if ! swift build -c release --package-path "$out" > "$out/build.log" 2>&1; then
  grep -E "error" "$out/build.log" >&2 || tail -20 "$out/build.log" >&2
  echo "link-check: the host package failed to build or link" >&2
  exit 1
fi
if grep -E "warning:" "$out/build.log" | grep -v "^warning: 'host'" >&2; then
  echo "link-check: warnings building the core as a dependency" >&2
  exit 1
fi
"$out/.build/release/host"
