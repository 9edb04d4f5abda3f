import CSDL2
import Foundation
import TactileSDL

/// SDL without a display: the `dummy` video driver and the software renderer
/// (docs/sdl.md, "Tests"). Real events go through SDL's own queue; the
/// engine's clock is the test's (`ClockSource.manual`, a 60 Hz frame per
/// step), so a loaded machine changes no velocity.
enum SDLTest {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

    static func scene(_ name: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
    }

    /// A host on the dummy driver with the software renderer, SDL's queue emptied.
    static func host(_ sceneName: String, size: (Int32, Int32)? = nil) throws -> SDLHost {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        var options = SDLHost.Options()
        options.softwareRenderer = true
        options.muted = true
        options.showTouches = false
        options.windowSize = size
        options.clock = .manual
        let host = try SDLHost(sceneText: try scene(sceneName), file: sceneName, options: options)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        return host
    }

    /// One 60 Hz frame: the clock moves on 1/60 s, one finger event per touch is
    /// pushed (SDL_PushEvent), and the host polls and feeds them, ticks and draws.
    static func frame(_ host: SDLHost, _ touches: [(finger: Int64, phase: String, x: Double, y: Double)]) {
        host.manualTime += 1.0 / 60
        for t in touches {
            TracePlayer.pushFinger(phase: t.phase, finger: t.finger, point: Point2(x: t.x, y: t.y),
                                   mapping: host.mapping, windowID: host.windowID)
        }
        host.pumpEvents()
        host.tick()
        host.draw()
    }

    /// Runs the host's loop for `ms` milliseconds of the clock, 60 frames a
    /// second (timers, deceleration, animations); `each` after every frame.
    static func idle(_ host: SDLHost, ms: Int, each: () -> Void = {}) {
        for _ in 0..<(ms * 60 / 1000) {
            frame(host, [])
            each()
        }
    }

    /// The pixels of a frame drawn now.
    static func pixels(_ host: SDLHost) -> (width: Int, height: Int, pixels: [UInt32]) {
        host.draw(present: false)
        let p = host.readPixels()
        return p
    }

    static func rgb(_ c: (r: UInt8, g: UInt8, b: UInt8)) -> UInt32 {
        0xff00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
    }
}
