/// The events of a replay that belong to no recognizer row or view row: the
/// router's decisions, the system-gesture handlers' results, mode switches
/// and selected gesture definitions (log kinds `route`, `system`, `mode`,
/// `definition`; seed-000 §6.5, §6.2 A10, §7.2). The timeline draws each kind
/// in its own lane; the summary lists the routing decisions.
package struct RoutingTrack: Equatable, Sendable {
    /// An event with its time.
    package struct Timed<Event: Equatable & Sendable>: Equatable, Sendable {
        /// When it happened (seconds).
        package var t: Double
        /// The logged event.
        package var event: Event

        /// Creates a timed event.
        package init(t: Double, event: Event) {
            self.t = t
            self.event = event
        }
    }

    /// Every routing decision, in log order (one per touch sequence).
    package var routes: [Timed<LogEvent.RouteEvent>] = []
    /// Every run of a system-gesture handler, in log order.
    package var systems: [Timed<LogEvent.SystemEvent>] = []
    /// Every mode switch, in log order.
    package var modes: [Timed<LogEvent.ModeEvent>] = []
    /// Every selected gesture definition, in log order.
    package var definitions: [Timed<LogEvent.DefinitionEvent>] = []

    /// The events of `events` of these kinds.
    package init(events: [LogEvent]) {
        for e in events {
            switch e.kind {
            case .route(let r): routes.append(Timed(t: e.t, event: r))
            case .system(let s): systems.append(Timed(t: e.t, event: s))
            case .mode(let m): modes.append(Timed(t: e.t, event: m))
            case .definition(let d): definitions.append(Timed(t: e.t, event: d))
            case .touches, .state, .action, .animation, .scroll, .zoom, .accessibility: break
            }
        }
    }

    /// Whether there is none.
    package var isEmpty: Bool { routes.isEmpty && systems.isEmpty && modes.isEmpty && definitions.isEmpty }

    /// `sequence 1 → launcher: recognized by showApps; cancels browser`.
    package static func describe(_ r: LogEvent.RouteEvent) -> String {
        var s = "sequence \(r.sequence) → \(r.owner): "
        switch r.reason {
        case "recognized": s += "recognized by \(r.recognizer ?? "?")"
        case "stillPossibleAfterTouchDowns": s += "\(r.recognizer ?? "?") still possible after the touch-downs"
        case "higherLevelsFailed": s += "every recognizer of the hidden applications failed"
        case "sequenceEnded": s += "the sequence ended undecided"
        default: s += r.reason
        }
        if !r.losers.isEmpty { s += "; cancels " + r.losers.joined(separator: ", ") }
        return s
    }

    /// `nextApplication: foreground weather, scale 1` (icons when shown).
    package static func describe(_ s: LogEvent.SystemEvent) -> String {
        var text = "\(s.handler) (\(s.recognizer)): foreground \(s.foreground ?? "none")"
        if !s.icons.isEmpty { text += ", icons " + s.icons.joined(separator: ", ") }
        return text + ", scale " + LogNumber.format(s.scale, fractionDigits: 4)
    }

    /// `nextApp: 4-finger swipe left (accessibility)`.
    package static func describe(_ d: LogEvent.DefinitionEvent) -> String {
        var s = "\(d.recognizer): \(d.touches)-finger \(d.gesture)"
        if let direction = d.direction { s += " " + direction }
        return s + " (\(d.mode))"
    }
}
