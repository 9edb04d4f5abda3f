import Tactile

/// One line of a trace file: an input frame, or a time-only line that lets
/// timers fire (docs/formats.md, "Trace").
public struct TraceFrame: Equatable, Sendable {
    /// The frame time in seconds.
    public var t: Double
    /// The touches that changed; nil for a time-only line (`{"t": 1.2}`).
    /// Touches not listed are unchanged.
    public var touches: [TraceTouch]?
    /// A device operating-mode switch at `t` (`"mode": "accessibility"`), made
    /// before this line's touches; nil on most lines (seed-000 §7.2).
    public var mode: String?
    /// A screen-reader navigation command run at `t` without a gesture
    /// (`"command": "nextContainer"`; seed-004 R-K1, docs/accessibility.md), after `mode`.
    public var command: String?
    #if !TACTILE_NO_LIVE_EDITS
    /// A change of the scene's tree made at `t` before this line's touches
    /// (`"edit": {"op": …}`, docs/formats.md "Edits"); nil on most lines.
    /// (The WebAssembly module, built with TACTILE_NO_LIVE_EDITS, has no edits.)
    package var edit: SceneEdit?
    #endif

    /// Creates a frame.
    public init(t: Double, touches: [TraceTouch]?, mode: String? = nil) {
        self.t = t
        self.touches = touches
        self.mode = mode
    }

    /// The core's input frame for this line (nil for a time-only line).
    public var inputFrame: InputFrame? {
        guard let touches else { return nil }
        return InputFrame(timestamp: t, samples: touches.map { $0.sample })
    }
}

/// One contact in a trace line, in window coordinates.
public struct TraceTouch: Equatable, Sendable {
    /// The host's contact id.
    public var id: Int
    /// What the contact did at this time: began, moved, stationary, ended or cancelled.
    public var phase: TouchPhase
    /// Window x in points.
    public var x: Double
    /// Window y in points.
    public var y: Double
    /// Pressure (1 = an average touch), if known.
    public var force: Double?
    /// Contact radius in points, if known.
    public var radius: Double?

    /// Creates a contact sample.
    public init(id: Int, phase: TouchPhase, x: Double, y: Double, force: Double? = nil, radius: Double? = nil) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.force = force
        self.radius = radius
    }

    /// The core's sample for this contact.
    public var sample: TouchSample {
        TouchSample(id: id, phase: phase, location: Point(x: x, y: y), force: force, majorRadius: radius)
    }
}

extension TouchPhase {
    /// The phase named `name` in a trace (`began`, `moved`, `stationary`, `ended`, `cancelled`).
    package init?(traceName name: String) {
        switch PropertyKey(name) {
        case "began": self = .began
        case "moved": self = .moved
        case "stationary": self = .stationary
        case "ended": self = .ended
        case "cancelled": self = .cancelled
        default: return nil
        }
    }
}
