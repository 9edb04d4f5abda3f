import Tactile

/// A touch-input sink that keeps what reaches it: the frames and the times
/// it was advanced to.
package final class RecordingSink: TouchInputSink {
    /// The frames handled, in order.
    package var frames: [InputFrame] = []
    /// The times of `advance(to:)`, in order.
    package var advances: [Seconds] = []

    /// An empty sink.
    package init() {}

    package func handle(_ frame: InputFrame) { frames.append(frame) }
    package func advance(to time: Seconds) { advances.append(time) }
}
