import Tactile

/// A running scene that trace frames drive: `SceneRuntime` (a single view
/// tree) or `ApplicationSceneRuntime` (a scene with applications).
public protocol SceneReplaying: AnyObject {
    /// The log being written.
    var log: ReplayLog { get }
    /// Processes one trace line.
    func feed(_ frame: TraceFrame)
    /// Processes the trace line `{"t": t, "touches": touches}` (a C host's
    /// structured frame), without building its frame where it can.
    func feed(touches: [TraceTouch], at t: Double)
    /// Advances time to `t`, firing due timers.
    func advance(to t: Double)
    /// Ends a replay: fires the pending timers up to `ReplayEnd`'s bound.
    func finish()
    /// After `finish()`: when timers were still pending at the bound, the
    /// time the replay stopped at (`ReplayEnd`); nil when every timer fired.
    var stoppedAt: Double? { get }
}

extension SceneReplaying {
    /// `feed(TraceFrame(t: t, touches: touches))`.
    public func feed(touches: [TraceTouch], at t: Double) { feed(TraceFrame(t: t, touches: touches)) }
}

extension SceneRuntime: SceneReplaying {}
extension ApplicationSceneRuntime: SceneReplaying {}

#if !TACTILE_NO_RECORDS_ONLY
extension SceneReplaying {
    /// From now on writes the log as records into `queue`
    /// (`ReplayLog.streamRecords(into:)`), a recognizer's state and action
    /// records straight from the engine's values (`RecognizerLogger.writeRecords`).
    package func streamRecords(into queue: LogRecordQueue) {
        log.streamRecords(into: queue)
        if let r = self as? SceneRuntime {
            r.logger.writeRecords()
            r.dispatcher.recognizerObserver = r.logger   // (read again: it no longer observes repeated changes)
        } else if let r = self as? ApplicationSceneRuntime {
            r.logger.writeRecords()
        }
    }
}
#endif
