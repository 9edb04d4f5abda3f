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
        let text = TextBuffer(capacity: 96)
        writeTraceLine(to: text)
        return text.string
    }

    /// Appends `traceLine` to `text`, without an intermediate string.
    package func writeTraceLine(to text: TextBuffer) {
        Self.writeTimeAndTouches(t: t, touches: touches, to: text)
        if let mode { text.append(", \"mode\": "); text.appendQuoted(mode) }
        if let command { text.append(", \"command\": "); text.appendQuoted(command) }
        #if !TACTILE_NO_LIVE_EDITS
        if let edit { text.append(", \"edit\": "); text.append(edit.text) }
        #endif
        text.append(UInt8(ascii: "}"))
    }

    /// Appends the trace line of a frame of time `t` and `touches` (nil: a
    /// time-only line), without mode, command or edit: `writeTraceLine`'s
    /// text, without building the frame (a C host's structured frame).
    package static func writeTraceLine(t: Double, touches: [TraceTouch]?, to text: TextBuffer) {
        writeTimeAndTouches(t: t, touches: touches, to: text)
        text.append(UInt8(ascii: "}"))
    }

    /// `{"t": t` and, unless `touches` is nil, `, "touches": [...]`.
    private static func writeTimeAndTouches(t: Double, touches: [TraceTouch]?, to text: TextBuffer) {
        text.append("{\"t\": ")
        text.append(t, fractionDigits: timeDigits)
        guard let touches else { return }
        text.append(", \"touches\": [")
        for i in touches.indices {
            let touch = touches[i]
            if i > 0 { text.append(", ") }
            text.append("{\"id\": ")
            text.append(touch.id)
            text.append(touch.phase.traceMembers)
            text.append(touch.x, fractionDigits: valueDigits)
            text.append(", \"y\": ")
            text.append(touch.y, fractionDigits: valueDigits)
            if let f = touch.force { text.append(", \"force\": "); text.append(f, fractionDigits: valueDigits) }
            if let r = touch.radius { text.append(", \"radius\": "); text.append(r, fractionDigits: valueDigits) }
            text.append(UInt8(ascii: "}"))
        }
        text.append(UInt8(ascii: "]"))
    }
}
