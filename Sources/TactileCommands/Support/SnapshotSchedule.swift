import TactileScene

/// The `--snapshot-at` times of `tactile replay`, printed in time order as
/// the replay passes them (`RenderSnapshotPrinter`).
struct SnapshotSchedule {
    private var pending: [Double]
    private let jsonl: Bool

    init(_ times: [Double], jsonl: Bool) {
        pending = times.filter { $0.isFinite && $0 >= 0 }.sorted()
        self.jsonl = jsonl
    }

    /// Advances the replay to each pending time before `t` and prints its snapshot.
    mutating func print(before t: Double, _ runtime: any SceneReplaying, _ io: CommandIO) {
        while let next = pending.first, next < t {
            pending.removeFirst()
            runtime.advance(to: next)
            io.out(jsonl ? RenderSnapshotPrinter.jsonLine(of: runtime, at: next) + "\n"
                   : RenderSnapshotPrinter.text(of: runtime, at: next))
        }
    }
}
