import Tactile

/// A running scene that trace frames drive: `SceneRuntime` (a single view
/// tree) or `ApplicationSceneRuntime` (a scene with applications).
public protocol SceneReplaying: AnyObject {
    /// The log being written.
    var log: ReplayLog { get }
    /// Processes one trace line.
    func feed(_ frame: TraceFrame)
    /// Advances time to `t`, firing due timers.
    func advance(to t: Double)
    /// Ends a replay: fires every pending timer.
    func finish()
}

extension SceneRuntime: SceneReplaying {}
extension ApplicationSceneRuntime: SceneReplaying {}
