import Tactile
import TactileScene

/// The scripts that generated the bundled demo traces in `Examples/`
/// (human timings, 120 Hz, ±0.25 pt deterministic noise). The test
/// `bundledTracesAreTheScriptedOnes` checks the files still match; run it with
/// `TACTILE_REGENERATE_EXAMPLES=1` to rewrite them (and the embedded copies).
enum DemoTraceScripts {
    typealias S = TraceSynthesizer

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
    static func still(_ x: Double, _ y: Double) -> (Double) -> Point { { _ in Point(x: x, y: y) } }

    /// The paging photo viewer: a single tap (toggle chrome, after the double
    /// tap fails), a swipe to photo 2, a pinch that zooms it, a pan of the
    /// zoomed photo to its right edge (the pager stays), a swipe that then
    /// turns to photo 3, and a double tap that zooms photo 3.
    static func photoViewer() -> [TraceFrame] {
        var s = S(seed: 11)
        s.touch(id: 1, down: 0.30, up: 0.395, path: still(200, 400))
        s.touch(id: 2, down: 1.40, up: 1.60, path: { u in Point(x: 320 - 220 * u, y: 430 + 8 * u) })   // a flick
        s.touch(id: 3, down: 2.60, up: 3.40,
                path: S.orbit(center: p(195, 422), radius0: 60, radius1: 130, angle0: 3.0, angle1: 3.06,
                              drift: Vector(dx: 4, dy: -3), start: 0.08, end: 0.9))
        s.touch(id: 4, down: 2.63, up: 3.42,
                path: S.orbit(center: p(195, 422), radius0: 60, radius1: 130, angle0: -0.14, angle1: -0.08,
                              drift: Vector(dx: 4, dy: -3), start: 0.06, end: 0.88))
        s.touch(id: 5, down: 4.20, up: 4.85, path: S.line(from: p(330, 430), to: p(30, 418), start: 0.05, end: 0.85))
        s.touch(id: 6, down: 5.60, up: 5.80, path: { u in Point(x: 320 - 220 * u, y: 430 + 5 * u) })
        s.touch(id: 7, down: 6.80, up: 6.88, path: still(200, 400))
        s.touch(id: 8, down: 6.98, up: 7.06, path: still(203, 402))
        return s.frames()
    }

    /// A tap on the Buy button, a scroll that starts on the button, then a
    /// press on row 1 held too long for its tap.
    static func buttonInList() -> [TraceFrame] {
        var s = S(seed: 22)
        s.touch(id: 1, down: 0.30, up: 0.39, path: still(318, 232))
        s.touch(id: 2, down: 1.20, up: 1.58, path: S.line(from: p(322, 236), to: p(306, 48), start: 0.05))
        s.touch(id: 3, down: 2.50, up: 3.30, path: still(120, 140))
        return s.frames()
    }

    /// A tap that opens the message, a press-and-hold that opens the menu,
    /// then a press that turns into a scroll before the menu's timer.
    static func longPressMenu() -> [TraceFrame] {
        var s = S(seed: 33)
        s.touch(id: 1, down: 0.30, up: 0.40, path: still(190, 240))
        s.touch(id: 2, down: 1.20, up: 2.15, path: S.line(from: p(180, 236), to: p(184, 231), start: 0.6))
        s.touch(id: 3, down: 3.00, up: 3.36, path: S.line(from: p(200, 250), to: p(210, 40), start: 0.15))
        return s.frames()
    }

    /// A one-finger pan, then two fingers that pinch in, rotate and drag at once.
    static func map() -> [TraceFrame] {
        var s = S(seed: 44)
        s.touch(id: 1, down: 0.30, up: 0.80, path: S.line(from: p(200, 500), to: p(118, 376), start: 0.05, end: 0.95))
        s.touch(id: 2, down: 1.30, up: 2.30,
                path: S.orbit(center: p(195, 430), radius0: 140, radius1: 70, angle0: 2.4, angle1: 1.8,
                              drift: Vector(dx: 40, dy: 60), start: 0.05, end: 0.95))
        s.touch(id: 3, down: 1.32, up: 2.33,
                path: S.orbit(center: p(195, 430), radius0: 140, radius1: 70, angle0: -0.74, angle1: -1.34,
                              drift: Vector(dx: 40, dy: 60), start: 0.04, end: 0.93))
        return s.frames()
    }

    /// Three fingers swipe up over the browser (the hidden launcher takes the
    /// sequence), then a tap on the bookmark icon (the browser keeps it).
    static func browserOverLauncher() -> [TraceFrame] {
        var s = S(seed: 55)
        for i in 0..<3 {
            let x = 130 + Double(i) * 65, y = 640 + (i == 1 ? -14.0 : 0)
            let down = 0.30 + Double(i) * 0.014
            s.touch(id: 1 + i, down: down, up: down + 0.30,
                    path: S.line(from: p(x, y), to: p(x + 6, y - 250), start: 0.15, end: 0.85))
        }
        s.touch(id: 4, down: 1.50, up: 1.59, path: still(352, 66))
        return s.frames()
    }

    /// A double tap zooms the photo in (an animated transform) and fades the
    /// toolbar; a second double tap zooms back out.
    static func animatedZoom() -> [TraceFrame] {
        var s = S(seed: 66)
        s.touch(id: 1, down: 0.30, up: 0.38, path: still(190, 400))
        s.touch(id: 2, down: 0.48, up: 0.56, path: still(193, 402))
        s.touch(id: 3, down: 1.40, up: 1.48, path: still(200, 420))
        s.touch(id: 4, down: 1.58, up: 1.66, path: still(198, 423))
        return s.frames()
    }

    /// Three fingers swipe left over the browser: the launcher shows the next
    /// application, and the two applications' windows slide in one
    /// synchronised transition.
    static func appSwitch() -> [TraceFrame] {
        var s = S(seed: 77)
        for i in 0..<3 {
            let y = 300 + Double(i) * 70, down = 0.30 + Double(i) * 0.012
            s.touch(id: 1 + i, down: down, up: down + 0.28,
                    path: S.line(from: p(320 + Double(i % 2) * 12, y), to: p(90, y + 4), start: 0.15, end: 0.85))
        }
        return s.frames()
    }

    /// The inbox scroll view: a slow drag down past the top (rubber band, then
    /// the slide back), then a fast flick up that glides into the bottom edge
    /// and bounces back onto it.
    static func inboxFling() -> [TraceFrame] {
        var s = S(seed: 66)
        s.touch(id: 1, down: 0.30, up: 0.95, path: S.line(from: p(200, 300), to: p(204, 520), start: 0.05, end: 0.9))
        // A flick: constant speed up to the lift (about 2,900 pt/s), so the content keeps the momentum.
        s.touch(id: 2, down: 1.80, up: 1.94, path: { u in Point(x: 196 + 6 * u, y: 720 - 400 * u) })
        return s.frames()
    }

    /// Scenario name → script.
    /// The screen-reader demo (seed-004 e-mail fixture): a touch on the folder
    /// list's empty area, a 4-finger flick left, a flick right made over the
    /// dock, a touch on Reply (crossing with an earcon), a `nextContainer`
    /// command line, two flicks right, a double tap anywhere (activation: a
    /// synthesized tap on Address Book), then the mode off and a plain tap.
    static func screenReaderMail() -> [TraceFrame] {
        var s = S(seed: 44)
        s.touch(id: 1, down: 0.30, up: 0.70, path: still(128, 600))   // below Trash's enlarged area
        for k in 0..<4 {
            let x = 500 + Double(k) * 40
            s.touch(id: 10 + k, down: 1.20, up: 1.34,
                    path: S.line(from: p(x, 300), to: p(x - 160, 304), start: 0.1))
        }
        s.touch(id: 2, down: 2.20, up: 2.32, path: S.line(from: p(560, 736), to: p(720, 738), start: 0.1))
        s.touch(id: 3, down: 3.20, up: 3.60, path: still(300, 670))
        s.touch(id: 4, down: 4.60, up: 4.72, path: S.line(from: p(500, 300), to: p(660, 302), start: 0.1))
        s.touch(id: 5, down: 5.40, up: 5.52, path: S.line(from: p(500, 300), to: p(660, 302), start: 0.1))
        s.touch(id: 6, down: 6.40, up: 6.45, path: still(600, 300))
        s.touch(id: 7, down: 6.60, up: 6.65, path: still(602, 301))
        s.switchMode(to: "normal", at: 7.50)
        s.touch(id: 8, down: 8.00, up: 8.08, path: still(100, 38))
        s.idle(until: 8.6)
        var frames = s.frames()
        var command = TraceFrame(t: 4.0, touches: nil)
        command.command = "nextContainer"
        frames.insert(command, at: frames.firstIndex { $0.t > 4.0 } ?? frames.count)
        return frames
    }

    /// The SwiftUI-style card (Examples/swiftui-card.scene.json): one finger drags the card, two
    /// fingers pinch and turn it, a quick drag on row 1 (no long press: nothing moves), then row 2 is
    /// pressed until the long press succeeds and dragged below row 3.
    static func swiftuiCard() -> [TraceFrame] {
        var s = S(seed: 66)
        s.touch(id: 1, down: 0.30, up: 0.90, path: S.line(from: p(150, 160), to: p(230, 230), start: 0.05, end: 0.95))
        s.touch(id: 2, down: 1.40, up: 2.40,
                path: S.orbit(center: p(195, 190), radius0: 50, radius1: 95, angle0: 3.0, angle1: 3.5,
                              drift: Vector(dx: 0, dy: 10), start: 0.05, end: 0.95))
        s.touch(id: 3, down: 1.42, up: 2.42,
                path: S.orbit(center: p(195, 190), radius0: 50, radius1: 95, angle0: -0.14, angle1: 0.36,
                              drift: Vector(dx: 0, dy: 10), start: 0.04, end: 0.93))
        s.touch(id: 4, down: 3.00, up: 3.30, path: S.line(from: p(195, 464), to: p(195, 540), start: 0.1, end: 0.9))
        s.touch(id: 5, down: 4.00, up: 5.60, path: { u in u < 0.45 ? Point(x: 195, y: 560) : Point(x: 195, y: 560 + 220 * (u - 0.45) / 0.55) })
        return s.frames()
    }

    static let all: [(name: String, frames: @Sendable () -> [TraceFrame])] = [
        ("screen-reader-mail", screenReaderMail),
        ("photo-viewer", photoViewer), ("button-in-list", buttonInList),
        ("long-press-menu", longPressMenu), ("map", map),
        ("browser-over-launcher", browserOverLauncher),
        ("animated-zoom", animatedZoom), ("app-switch", appSwitch), ("inbox-fling", inboxFling),
        ("swiftui-card", swiftuiCard),
    ]
}
