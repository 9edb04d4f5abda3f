import CSDL2
import Foundation

/// Plays a trace file's touches as real SDL input (docs/sdl.md, "Playing a
/// trace"): each frame's touches become `SDL_FINGERDOWN/MOTION/UP` events
/// pushed into SDL's queue (`SDL_PushEvent`) when their time comes, on a touch
/// device of their own, so the host reads them as it reads a touchscreen's.
/// Time-only lines are skipped (the host's own clock runs the timers); mode
/// and command lines (a keyboard's screen reader commands) are fed to the
/// engine as they come, at the engine's time.
public final class TracePlayer {
    public struct Frame: Sendable {
        public var t: Double
        public var touches: [(id: Int64, phase: String, x: Double, y: Double)]
        /// A mode or command line's members other than `t` (nil for touches).
        public var other: [String: String]? = nil
    }

    public let frames: [Frame]
    private var next = 0
    /// The touch device id the pushed events carry.
    public static let touchDevice: Int64 = 7

    /// Reads a trace file's text (JSON Lines, docs/formats.md "Trace").
    public init(traceText: String) {
        var frames: [Frame] = []
        for line in traceText.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let t = (o["t"] as? NSNumber)?.doubleValue else { continue }
            guard let touches = o["touches"] as? [[String: Any]] else {
                var other: [String: String] = [:]
                for key in ["mode", "command"] { if let v = o[key] as? String { other[key] = v } }
                if !other.isEmpty { frames.append(Frame(t: t, touches: [], other: other)) }
                continue
            }
            frames.append(Frame(t: t, touches: touches.compactMap { d in
                guard let id = (d["id"] as? NSNumber)?.int64Value, let phase = d["phase"] as? String,
                      let x = (d["x"] as? NSNumber)?.doubleValue, let y = (d["y"] as? NSNumber)?.doubleValue else { return nil }
                return (id, phase, x, y)
            }))
        }
        self.frames = frames
    }

    public var isDone: Bool { next >= frames.count }
    /// The time of the last frame.
    public var duration: Double { frames.last?.t ?? 0 }

    /// Pushes the frames due by `elapsed` seconds (trace time), mapped into the
    /// window. With the host on `ClockSource.manual` each frame is polled and
    /// fed at its own trace time (so a loaded machine, which delays the
    /// pushes, changes no velocity), and the clock then moves to `elapsed`;
    /// with SDL's clock the host polls them later and SDL's push times count.
    public func pushDue(elapsed: Double, host: SDLHost) {
        let manual = host.clockSource == .manual
        while next < frames.count && frames[next].t <= elapsed {
            let frame = frames[next]
            next += 1
            if manual { host.manualTime = max(host.manualTime, frame.t) }
            if let other = frame.other {
                host.feed(lineMembers: other)
                continue
            }
            for touch in frame.touches {
                Self.pushFinger(phase: touch.phase, finger: touch.id, point: Point2(x: touch.x, y: touch.y),
                                mapping: host.mapping, windowID: host.windowID)
            }
            if manual { host.pumpEvents() }
        }
        if manual { host.manualTime = max(host.manualTime, elapsed) }
    }

    /// Pushes one finger event through SDL's queue (`phase`: began, moved, ended or cancelled).
    public static func pushFinger(phase: String, finger: Int64, point: Point2, mapping: WindowMapping,
                                  windowID: UInt32, device: Int64 = touchDevice) {
        var e = SDL_Event()
        let type: SDL_EventType
        switch phase {
        case "began": type = SDL_FINGERDOWN
        case "ended", "cancelled": type = SDL_FINGERUP
        default: type = SDL_FINGERMOTION
        }
        let n = mapping.normalized(point)
        e.tfinger.type = type.rawValue
        e.tfinger.touchId = device
        e.tfinger.fingerId = finger
        e.tfinger.x = Float(n.x)
        e.tfinger.y = Float(n.y)
        e.tfinger.pressure = 1
        e.tfinger.windowID = windowID
        _ = SDL_PushEvent(&e)
    }
}

extension SDLHost {
    /// The window's SDL id (finger events pushed for it carry it).
    public var windowID: UInt32 { SDL_GetWindowID(window) }
}
