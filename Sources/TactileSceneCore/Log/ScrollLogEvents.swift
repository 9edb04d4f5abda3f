import Tactile

extension LogEvent {
    // Cited: seed-001 §3.5.
    /// `{"kind": "scroll", "view", "phase", "offset", "velocity"}`: a scroll view's
    /// content offset changed, or its phase did.
    public struct ScrollEvent: Equatable, Sendable {
        /// The scroll view's scene id.
        public var view: String
        /// `dragging`, `decelerating`, `bouncing` or `resting`.
        public var phase: String
        /// The content offset.
        public var offset: Point
        /// The content-offset velocity of a glide or bounce, points per second.
        public var velocity: Vector

        /// Creates the event.
        package init(view: String, phase: String, offset: Point, velocity: Vector) {
            self.view = view
            self.phase = phase
            self.offset = offset
            self.velocity = velocity
        }

        /// The log name of a scroll phase.
        package static func name(_ phase: ScrollPhase) -> String {
            switch phase {
            case .resting: return "resting"
            case .dragging: return "dragging"
            case .decelerating: return "decelerating"
            case .bouncing: return "bouncing"
            }
        }
    }

    /// `{"kind": "zoom", "view", "phase", "scale", "offset"}`: a scroll view's zoom scale changed.
    public struct ZoomEvent: Equatable, Sendable {
        /// The scroll view's scene id.
        public var view: String
        /// `changed` while zooming, `ended` when the zoom (and any bounce back) is over.
        public var phase: String
        /// The zoom scale.
        public var scale: Double
        /// The content offset.
        public var offset: Point

        /// Creates the event.
        public init(view: String, phase: String, scale: Double, offset: Point) {
            self.view = view
            self.phase = phase
            self.scale = scale
            self.offset = offset
        }
    }
}

/// The JSON and text forms of the scroll and zoom events (`LogFormatter`).
package enum ScrollLogFormat {
    package static func json(_ ev: LogEvent.ScrollEvent) -> String {
        ", \"kind\": \"scroll\", \"view\": \(quoted(ev.view)), \"phase\": \(quoted(ev.phase))"
            + ", \"offset\": \(LogValue.vector(ev.offset.x, ev.offset.y).json)"
            + ", \"velocity\": \(LogValue.vector(ev.velocity.dx, ev.velocity.dy).json)"
    }

    package static func json(_ ev: LogEvent.ZoomEvent) -> String {
        ", \"kind\": \"zoom\", \"view\": \(quoted(ev.view)), \"phase\": \(quoted(ev.phase))"
            + ", \"scale\": \(LogValue.ratio(ev.scale).json), \"offset\": \(LogValue.vector(ev.offset.x, ev.offset.y).json)"
    }

    package static func details(_ ev: LogEvent.ScrollEvent) -> String {
        var d = "\(ev.phase) offset \(LogValue.vector(ev.offset.x, ev.offset.y).text)"
        if ev.velocity != .zero { d += " velocity \(LogValue.vector(ev.velocity.dx, ev.velocity.dy).text)" }
        return d
    }

    package static func details(_ ev: LogEvent.ZoomEvent) -> String {
        "\(ev.phase) scale \(LogValue.ratio(ev.scale).text) offset \(LogValue.vector(ev.offset.x, ev.offset.y).text)"
    }
}

extension ScrollLogFormat {
    /// Whether `e` is the last event of its condensed run: a scroll at rest, a zoom's end.
    package static func closesRun(_ e: LogEvent) -> Bool {
        switch e.kind {
        case .scroll(let ev): return "resting" ~= PropertyKey(ev.phase)
        case .zoom(let ev): return "ended" ~= PropertyKey(ev.phase)
        default: return false
        }
    }

    /// `scroll` or `zoom`, for a folded run.
    package static func runKind(_ kinds: [LogEvent.Kind]) -> String {
        if case .zoom = kinds.first { return "zoom" }
        return "scroll"
    }

    /// A folded run: the phases with their counts, then the first and last offset (and scale).
    package static func runDetails(_ kinds: [LogEvent.Kind]) -> String {
        var phases: [(String, Int)] = []
        var offsets: [Point] = [], scales: [Double] = []
        for k in kinds {
            let phase: String
            switch k {
            case .scroll(let ev): phase = ev.phase; offsets.append(ev.offset)
            case .zoom(let ev): phase = ev.phase; offsets.append(ev.offset); scales.append(ev.scale)
            default: continue
            }
            if let last = phases.last, last.0.hasSameUTF8(as: phase) { phases[phases.count - 1].1 += 1 } else { phases.append((phase, 1)) }
        }
        var d = phases.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: " → ")
        var values: [String] = []
        if let a = scales.first, let b = scales.last { values.append("scale \(LogValue.ratio(a).text) → \(LogValue.ratio(b).text)") }
        if let a = offsets.first, let b = offsets.last {
            values.append("offset \(LogValue.vector(a.x, a.y).text) → \(LogValue.vector(b.x, b.y).text)")
        }
        if !values.isEmpty { d += " (" + values.joined(separator: ", ") + ")" }
        return d
    }
}
