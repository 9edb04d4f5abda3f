import Tactile

/// The input lane of a text timeline: each finger's down, up and cancel as
/// the trace delivered it (`0.3000  input  finger 1  down at (200.11, 399.96)`),
/// so a callback that a recognizer held back, or a failure caused by a lift,
/// has a visible cause. Moves are left out: the views' `moved` lines show them.
package struct InputLane: TimelineLane {
    /// The trace lines.
    package var frames: [TraceFrame]

    /// Creates the lane of `frames`.
    package init(_ frames: [TraceFrame]) { self.frames = frames }

    /// One entry per touch that went down, up or was cancelled.
    package var entries: [TimelineEntry] {
        frames.flatMap { f in Self.rows(f).map { TimelineEntry(t: f.t, row: $0) } }
    }

    /// The lines of one trace line, in the order its touches are listed.
    package static func rows(_ frame: TraceFrame) -> [TextTimeline.Row] {
        guard let touches = frame.touches else { return [] }
        let time = TextTimeline.fixed(frame.t)
        return touches.compactMap { touch -> TextTimeline.Row? in
            let word: String
            switch touch.phase {
            case .began: word = "down"
            case .ended: word = "up"
            case .cancelled: word = "cancelled"
            case .moved, .stationary: return nil
            }
            let at = LogValue.vector(touch.x, touch.y).text
            return TextTimeline.Row(time: time, kind: "input", subject: "finger \(touch.id)", details: "\(word) at \(at)")
        }
    }
}
