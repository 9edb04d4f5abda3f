import Tactile

extension TraceFrame {
    /// Fraction digits of times in a trace line (microseconds, the resolution of evdev timestamps).
    public static let timeDigits = 6
    /// Fraction digits of positions, forces and radii in a trace line.
    public static let valueDigits = 3

    /// The frame as one canonical trace line (docs/formats.md, "Trace"; no
    /// newline): times with 6 fraction digits, positions, forces and radii
    /// with 3, trailing zeros dropped; keys in the order `t, touches, mode, command, edit`
    /// and `id, phase, x, y, force, radius`.
    public var traceLine: String {
        var s = "{\"t\": \(LogNumber.format(t, fractionDigits: Self.timeDigits))"
        if let touches {
            s += ", \"touches\": ["
            for (i, touch) in touches.enumerated() {
                if i > 0 { s += ", " }
                s += "{\"id\": \(touch.id), \"phase\": \"\(touch.phase)\""
                s += ", \"x\": \(LogNumber.format(touch.x, fractionDigits: Self.valueDigits))"
                s += ", \"y\": \(LogNumber.format(touch.y, fractionDigits: Self.valueDigits))"
                if let f = touch.force { s += ", \"force\": \(LogNumber.format(f, fractionDigits: Self.valueDigits))" }
                if let r = touch.radius { s += ", \"radius\": \(LogNumber.format(r, fractionDigits: Self.valueDigits))" }
                s += "}"
            }
            s += "]"
        }
        if let mode { s += ", \"mode\": \(quoted(mode))" }
        if let command { s += ", \"command\": \(quoted(command))" }
        #if !TACTILE_NO_LIVE_EDITS
        if let edit { s += ", \"edit\": " + edit.text }
        #endif
        return s + "}"
    }
}
