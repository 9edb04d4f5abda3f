import Tactile

/// A recognizer that only listens: it logs each touches callback it gets
/// as "name: began" / "moved" / "ended" and never changes state.
package final class RecordingRecognizer: GestureRecognizer {
    /// The log shared with the scenario.
    package let log: EventLog

    /// A recognizer named `name` logging into `log`.
    package init(_ name: String, log: EventLog) { self.log = log; super.init(); self.name = name }

    override package func touchesBegan(_ t: TouchSet, with e: TouchEvent) { log.lines.append("\(debugName): began") }
    override package func touchesMoved(_ t: TouchSet, with e: TouchEvent) { log.lines.append("\(debugName): moved") }
    override package func touchesEnded(_ t: TouchSet, with e: TouchEvent) { log.lines.append("\(debugName): ended") }
}
