import Tactile

/// The one ordered log of a test scenario: free-text lines (`add`) and the
/// touch callbacks of recording views and windows, each also kept as a line
/// "view method [ids]" so one list shows everything in order.
package final class EventLog {
    /// One touch callback a recording view or window received.
    package struct Call: Equatable, CustomStringConvertible {
        /// The view's name ("?" when it has none).
        package var view: String
        /// `began`, `moved`, `ended` or `cancelled`.
        package var method: String
        /// The ids of the touches passed, in order.
        package var touchIDs: [Int]
        /// "view method [ids]".
        package var description: String { "\(view) \(method) \(touchIDs)" }

        /// Creates a call record.
        package init(view: String, method: String, touchIDs: [Int]) {
            self.view = view
            self.method = method
            self.touchIDs = touchIDs
        }
    }

    /// Every line, in order.
    package var lines: [String] = []
    /// The touch callbacks among them, in order.
    package private(set) var calls: [Call] = []

    /// Creates an empty log.
    package init() {}

    /// Appends a free-text line.
    package func add(_ line: String) { lines.append(line) }

    /// Appends a touch callback (and its line).
    package func record(_ call: Call) {
        calls.append(call)
        lines.append(call.description)
    }

    /// The lines so far; the log is then empty.
    package func take() -> [String] {
        defer { clear() }
        return lines
    }

    /// Empties the log.
    package func clear() {
        lines.removeAll()
        calls.removeAll()
    }

    /// The lines starting with `prefix`.
    package func matching(_ prefix: String) -> [String] { lines.filter { $0.hasPrefix(prefix) } }

    /// Whether some line is exactly `line`.
    package func has(_ line: String) -> Bool { lines.contains(line) }

    /// How many lines start with `prefix`.
    package func count(_ prefix: String) -> Int { lines.filter { $0.hasPrefix(prefix) }.count }

    /// The touch callbacks `view` received.
    package func calls(to view: String) -> [Call] { calls.filter { $0.view == view } }
}
