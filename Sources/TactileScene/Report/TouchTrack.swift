import Tactile

/// One touch's life in a trace, from touch-down to lift or cancel: what the
/// report draws as a timeline track and as a path in the spatial panel.
///
/// A host id that touches down again after lifting starts a new track.
package struct TouchTrack: Equatable, Sendable {
    /// The host's contact id.
    package var id: Int
    /// The track's index in order of touch-down (selects its colour).
    package var index: Int
    /// Every sample in window coordinates, touch-down first.
    package var samples: [Sample]
    /// How it ended: `.ended`, `.cancelled`, or nil when the trace stops while it is down.
    package var endPhase: TouchPhase?
    /// The hit view's id, then its ancestors' (empty when unknown or no view
    /// was hit): the views whose recognizers may see the touch (seed-000 §4.2).
    package var hitPath: [String] = []
    /// The ids of the views whose recognizers the touch reaches at touch-down
    /// (and, in a scene with applications, of the applications whose
    /// application-bound recognizers it reaches): the hit path filtered by the
    /// views' `delivery` and the scene's active-view policy (seed-000 §4.2,
    /// §5.2). The report's estimate, used to infer `possible` bands and resets.
    package var reachedViews: [String] = []

    /// One position of the touch.
    package struct Sample: Equatable, Sendable {
        /// The frame time in seconds.
        package var t: Double
        /// The window position.
        package var location: Point

        /// Creates a sample.
        package init(t: Double, location: Point) {
            self.t = t
            self.location = location
        }
    }

    /// Creates a track.
    package init(id: Int, index: Int, samples: [Sample], endPhase: TouchPhase?) {
        self.id = id
        self.index = index
        self.samples = samples
        self.endPhase = endPhase
    }

    /// Touch-down time.
    package var downTime: Double { samples.first?.t ?? 0 }
    /// The lift or cancel time; the last sample's time when the trace stops first.
    package var upTime: Double { samples.last?.t ?? 0 }

    /// The tracks of a trace, in order of touch-down.
    package static func tracks(from frames: [TraceFrame]) -> [TouchTrack] {
        var done: [TouchTrack] = []
        var open: [TouchTrack] = []
        var count = 0
        for frame in frames {
            for touch in frame.touches ?? [] {
                let sample = Sample(t: frame.t, location: Point(x: touch.x, y: touch.y))
                if touch.phase == .began {
                    if let i = open.firstIndex(where: { $0.id == touch.id }) { done.append(open.remove(at: i)) }
                    open.append(TouchTrack(id: touch.id, index: count, samples: [sample], endPhase: nil))
                    count += 1
                    continue
                }
                guard let i = open.firstIndex(where: { $0.id == touch.id }) else { continue }
                open[i].samples.append(sample)
                if touch.phase.isTerminal {
                    open[i].endPhase = touch.phase
                    done.append(open.remove(at: i))
                }
            }
        }
        return (done + open).sorted { $0.index < $1.index }
    }
}
