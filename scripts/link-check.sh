#!/usr/bin/env bash
# Links and runs a program that uses only the `Tactile` core — no Foundation,
# no Glibc import — the way a small host (an SDL game, a kiosk shell) would.
# It catches core code that silently needs a library such a host does not
# link (e.g. libm's `rint`/`fmod` behind `Double.rounded()` and
# `truncatingRemainder`), which the Foundation-linked `tactile` tool hides.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
mapfile -t sources < <(find "$root/Sources/Tactile" -name '*.swift' | sort)
cat > "$out/main.swift" <<'SWIFT'
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
func frame(_ samples: [TouchSample]) { t += 0.01; dispatcher.handle(InputFrame(timestamp: t, samples: samples)) }
frame([TouchSample(id: 1, phase: .began, location: Point(100, 100))])
frame([TouchSample(id: 1, phase: .ended, location: Point(100, 100))])
frame([TouchSample(id: 1, phase: .began, location: Point(101, 100))])
frame([TouchSample(id: 1, phase: .ended, location: Point(101, 100))])
frame([TouchSample(id: 1, phase: .began, location: Point(100, 100)), TouchSample(id: 2, phase: .began, location: Point(140, 140))])
for i in 1...20 {
    let d = Double(i) * 3
    frame([TouchSample(id: 1, phase: .moved, location: Point(100 - d, 100 - d)), TouchSample(id: 2, phase: .moved, location: Point(140 + d, 140 + d))])
}
frame([TouchSample(id: 1, phase: .ended, location: Point(40, 40)), TouchSample(id: 2, phase: .ended, location: Point(200, 200))])
dispatcher.drainTimers()
let rotation = AffineTransform(rotationAngle: TactileMath.normalizedAngle(7.0)).concatenating(AffineTransform(scaleX: 2, y: 2))
guard log == ["double", "pinch"], TactileMath.exp(1) > 2.718, rotation.inverted() != nil else {
    print("link-check: unexpected result \(log)")
    exit(1)
}
print("link-check: a program using only the Tactile core links and runs (\(log.joined(separator: ", ")))")
SWIFT
# `exit` without Glibc: declare the C function directly.
printf '@_silgen_name("exit") func exit(_ code: Int32) -> Never\n' > "$out/exit.swift"
swiftc -O -module-name TactileLinkCheck "${sources[@]}" "$out/exit.swift" "$out/main.swift" -o "$out/link-check"
"$out/link-check"
