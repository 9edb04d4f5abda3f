import TactileSceneCore

/// The log events a C host has not read yet, in order.
final class CEventQueue {
    var events: [LogEvent] = []
    /// Index of the next event to hand out.
    var next = 0

    /// Drops the events already read once they pile up.
    func compact() {
        if next > 0 && next == events.count {
            events.removeAll(keepingCapacity: true)
            next = 0
        }
    }
}
