import Tactile

extension LogEvent {
    // Cited: seed-001 R52–R58.
    /// `{"kind": "animation", "animation", "event", …}`: a view animation started,
    /// advanced one frame, or stopped.
    ///
    /// - `start`: its delay is over (for a synchronised one: every
    ///   participant committed); with `views`, `properties`, `curve`,
    ///   `duration`, `delay` and `sync` (0: none);
    /// - `fraction`: one frame-clock tick while it runs: the time `fraction`
    ///   (R54) and `value`, the drawn value of its first property (alpha;
    ///   rotation in degrees; a transform's scale; a frame's most-changed field);
    /// - `stop`: `finished` (ran to its end) and the `fraction` reached.
    public struct AnimationEvent: Equatable, Sendable {
        /// The animation's number in the replay (1 for the first committed).
        public var animation: Int
        /// `start`, `fraction` or `stop`.
        public var event: String
        /// The animated views' ids (`start`).
        public var views: [String] = []
        /// The animated properties (`start`): `frame`, `transform`, `alpha`, `rotation`.
        public var properties: [String] = []
        /// The curve's name (`start`).
        public var curve: String = ""
        /// Seconds (`start`).
        public var duration: Double = 0
        /// Seconds (`start`).
        public var delay: Double = 0
        /// The synchronisation session (`start`; 0: none).
        public var sync: Int = 0
        /// The time fraction, 0…1 (`fraction`, `stop`).
        public var fraction: Double = 0
        /// The drawn value of the first property (`fraction`).
        public var value: Double = 0
        /// Whether it ran to its end (`stop`).
        public var finished = false

        /// Creates an event; fill in the fields its `event` uses.
        package init(animation: Int, event: String) {
            self.animation = animation
            self.event = event
        }

        /// The JSON members after `"kind": "animation"`.
        var json: String {
            var s = ", \"animation\": \(animation), \"event\": \(quoted(event))"
            switch PropertyKey(event) {
            case "start":
                s += ", \"views\": \(LogValue.strings(views).json), \"properties\": \(LogValue.strings(properties).json)"
                s += ", \"curve\": \(quoted(curve)), \"duration\": \(LogValue.ratio(duration).json)"
                s += ", \"delay\": \(LogValue.ratio(delay).json), \"sync\": \(sync)"
            case "fraction":
                s += ", \"fraction\": \(LogValue.ratio(fraction).json), \"value\": \(LogValue.ratio(value).json)"
            default:
                s += ", \"finished\": \(finished), \"fraction\": \(LogValue.ratio(fraction).json)"
            }
            return s
        }

        /// The timeline's details column.
        var text: String {
            switch PropertyKey(event) {
            case "start":
                var d = "start \(views.joined(separator: ",")) \(properties.joined(separator: ",")) \(curve)"
                d += " \(LogValue.ratio(duration).text)s"
                if delay > 0 { d += " delay \(LogValue.ratio(delay).text)s" }
                if sync != 0 { d += " sync \(sync)" }
                return d
            case "fraction":
                return "fraction \(LogValue.ratio(fraction).text) value \(LogValue.ratio(value).text)"
            default:
                return "stop \(finished ? "finished" : "cancelled") at \(LogValue.ratio(fraction).text)"
            }
        }
    }
}
