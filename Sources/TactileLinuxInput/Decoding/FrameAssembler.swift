import Tactile

/// Collects the samples of one `SYN_REPORT` into input frames. A frame holds at
/// most one sample per touch id: when a contact begins and ends within one
/// report (or a slot's id is reused within one), the samples so far are flushed
/// as a frame and the rest follow in another frame with the same timestamp, so
/// the dispatcher sees every phase in order.
struct FrameAssembler {
    private(set) var frames: [InputFrame] = []
    private var samples: [TouchSample] = []
    private let timestamp: Seconds

    init(timestamp: Seconds) { self.timestamp = timestamp }

    mutating func add(_ sample: TouchSample) {
        if samples.contains(where: { $0.id == sample.id }) { flush() }
        samples.append(sample)
    }

    mutating func finish() -> [InputFrame] {
        flush()
        return frames
    }

    private mutating func flush() {
        guard !samples.isEmpty else { return }
        frames.append(InputFrame(timestamp: timestamp, samples: samples))
        samples.removeAll()
    }
}
