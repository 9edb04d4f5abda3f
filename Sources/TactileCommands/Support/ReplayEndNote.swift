import TactileScene

/// The `note:` line a command prints on standard error when a replay stopped
/// at `ReplayEnd`'s bound with timers still pending (an animation longer
/// than the time the trace leaves it).
enum ReplayEndNote {
    /// The note for `runtime` after `finish()`, nil when every timer fired.
    static func text(_ runtime: any SceneReplaying) -> String? {
        guard let t = runtime.stoppedAt else { return nil }
        let after = LogNumber.format(ReplayEnd.timeAfterLastInput, fractionDigits: 0)
        return "note: the replay stopped at t = \(LogNumber.format(t, fractionDigits: LogNumber.timeDigits)) s, \(after) s after the last input, "
            + "with timers still pending (an animation runs on); end the trace with a later time-only line to see more (docs/formats.md, \"The end of a replay\")"
    }
}
