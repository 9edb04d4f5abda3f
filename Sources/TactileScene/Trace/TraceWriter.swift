import Foundation
import Tactile

/// Writes traces in the canonical JSON Lines form that `TraceParser` reads.
///
/// Times are written with 6 fraction digits (microseconds, the resolution of
/// evdev timestamps), positions, forces and radii with 3; trailing zeros are
/// dropped. Keys always appear in the order `t, touches, mode` and `id, phase,
/// x, y, force, radius`.
public enum TraceWriter {
    /// Fraction digits of times.
    public static let timeDigits = 6
    /// Fraction digits of positions, forces and radii.
    public static let valueDigits = 3

    /// One line (without the newline).
    public static func line(for frame: TraceFrame) -> String {
        var s = "{\"t\": \(LogNumber.format(frame.t, fractionDigits: timeDigits))"
        if let touches = frame.touches {
            s += ", \"touches\": ["
            for (i, touch) in touches.enumerated() {
                if i > 0 { s += ", " }
                s += "{\"id\": \(touch.id), \"phase\": \"\(touch.phase)\""
                s += ", \"x\": \(LogNumber.format(touch.x, fractionDigits: valueDigits))"
                s += ", \"y\": \(LogNumber.format(touch.y, fractionDigits: valueDigits))"
                if let f = touch.force { s += ", \"force\": \(LogNumber.format(f, fractionDigits: valueDigits))" }
                if let r = touch.radius { s += ", \"radius\": \(LogNumber.format(r, fractionDigits: valueDigits))" }
                s += "}"
            }
            s += "]"
        }
        if let mode = frame.mode { s += ", \"mode\": \(quoted(mode))" }
        if let command = frame.command { s += ", \"command\": \(quoted(command))" }
        return s + "}"
    }

    /// The whole trace, one line per frame, each ending in a newline.
    public static func text(for frames: [TraceFrame]) -> String {
        var s = ""
        for f in frames { s += line(for: f) + "\n" }
        return s
    }

    /// Writes `frames` to `path` atomically: the file appears complete or not at all.
    public static func write(_ frames: [TraceFrame], toFile path: String) throws(FileWriteError) {
        let file = try AtomicFileWriter(path: path)
        do {
            try file.append(text(for: frames))
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
