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
    package static let timeDigits = TraceFrame.timeDigits
    /// Fraction digits of positions, forces and radii.
    package static let valueDigits = TraceFrame.valueDigits

    /// One line (without the newline): `TraceFrame.traceLine`.
    public static func line(for frame: TraceFrame) -> String { frame.traceLine }

    /// The whole trace, one line per frame, each ending in a newline.
    public static func text(for frames: [TraceFrame]) -> String {
        var s = ""
        for f in frames { s += line(for: f) + "\n" }
        return s
    }

    /// Writes `frames` to `path` atomically: the file appears complete or not at all.
    package static func write(_ frames: [TraceFrame], toFile path: String) throws(FileWriteError) {
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
