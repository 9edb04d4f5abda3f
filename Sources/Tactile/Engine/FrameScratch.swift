/// What one processing step lists, and the only code that changes it: the
/// step's touches (each once), the recognizers that took part in its
/// delivery, and the order of its touch-downs. The arrays keep their
/// buffers between steps, so a step allocates nothing once warm.
internal struct FrameScratch {
    /// This step's touches, each once (in touch-down order once `sortTouches()` ran).
    private(set) var touches: [Touch] = []
    /// The recognizers of this step's delivery that may be due their seed-000
    /// §3.4 `prepare` report (listed at their first call of the step).
    private(set) var recognizers: [GestureRecognizer] = []
    /// A listed recognizer may be due its `prepare` report (it was `.possible`
    /// and unprepared when delivered; only a reset, after the report, makes
    /// one `.possible` again).
    private(set) var mayPrepare = false
    /// The touch-downs of a frame segment, as indices into its samples, in
    /// the order they go down (seed-002 R29).
    private(set) var downOrder: [Int] = []

    /// Empties the touch list (capacity kept).
    @inline(__always)
    mutating func clearTouches() { touches.clearKeepingCapacity() }

    /// Lists `touch` in this step. `epoch` is the step: a touch already
    /// listed in it (its `frameEpoch`) is not listed twice.
    @inline(__always)
    mutating func list(_ touch: Touch, epoch: UInt64) {
        if touch.record.frameEpoch != epoch {
            touch.record.frameEpoch = epoch
            touches.append(touch)
        }
    }

    /// Lists a touch going down in this step (its `frameEpoch` already set).
    mutating func listDown(_ touch: Touch) { touches.append(touch) }

    /// Puts the touches in touch-down order.
    mutating func sortTouches() { touches.sortByTouchDownOrder() }

    /// Empties the recognizer list (capacity kept).
    @inline(__always)
    mutating func clearRecognizers() { recognizers.clearKeepingCapacity() }

    /// Lists a recognizer at its first call of the step.
    @inline(__always)
    mutating func listRecognizer(_ r: GestureRecognizer) {
        recognizers.append(r)
        mayPrepare = true
    }

    /// Whether a `prepare` report may be due; clears the mark.
    @inline(__always)
    mutating func takePreparationMark() -> Bool {
        guard mayPrepare else { return false }
        mayPrepare = false
        return true
    }

    /// Orders the touch-downs of `samples[range]`: earliest sample time first
    /// (a sample without a finite time counts at `frameTime`), then ascending id.
    mutating func orderDowns(of samples: [TouchSample], in range: Range<Int>, frameTime: Seconds) {
        downOrder.clearKeepingCapacity()
        for i in range where samples[i].phase == .began {
            var j = downOrder.count
            downOrder.append(i)
            while j > 0 && Self.goesDownFirst(samples[i], before: samples[downOrder[j - 1]], frameTime: frameTime) {
                downOrder.swapAt(j, j - 1)
                j -= 1
            }
        }
    }

    static func goesDownFirst(_ a: TouchSample, before b: TouchSample, frameTime: Seconds) -> Bool {
        func key(_ s: TouchSample) -> Seconds {
            if let st = s.timestamp, st.isFinite { return st }
            return frameTime
        }
        let ka = key(a), kb = key(b)
        return ka < kb || (ka == kb && a.id < b.id)
    }
}
