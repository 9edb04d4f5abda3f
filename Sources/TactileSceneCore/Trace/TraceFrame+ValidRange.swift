extension TraceFrame {
    /// Why this frame is outside the trace format's valid ranges
    /// (`ValidRange`: time, coordinates, force, radius, ids), or nil when it
    /// is valid. For frames decoded from a Linux recording, which the trace
    /// parser never saw: a recording whose times or positions cannot be
    /// written as a trace is rejected rather than written as `null`.
    package var rangeViolation: String? {
        guard ValidRange.time.contains(t) else {
            return "time \(ValidRange.shown(t)) s is outside the valid range \(ValidRange.describe(ValidRange.time)) s"
        }
        for touch in touches ?? [] {
            guard ValidRange.integer.contains(touch.id) else { return "touch id \(touch.id) is outside the valid range \(ValidRange.integer.lowerBound)…\(ValidRange.integer.upperBound)" }
            let values = [("x", touch.x), ("y", touch.y), ("force", touch.force ?? 0), ("radius", touch.radius ?? 0)]
            for (name, v) in values where !(abs(v) <= ValidRange.magnitude) {
                return "touch \(touch.id) \(name) \(ValidRange.magnitudeError(v))"
            }
        }
        return nil
    }
}
