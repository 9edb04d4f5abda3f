import Tactile

/// Where a replay stops after its trace ends (docs/formats.md, "The end of a
/// replay"): `finish()` fires the timers still pending — a long press, the
/// wait for a second tap, scroll deceleration, animation frames — up to
/// `timeAfterLastInput` seconds after the trace's last line (or a live
/// session's last frame or idle tick), whichever comes first: the last
/// timer or that bound. An animation longer than that (a valid duration may
/// be up to 1e9 s) is left running at the bound, and the runtime's
/// `stoppedAt` says so; a trace that wants more ends with a later
/// time-only line.
public enum ReplayEnd {
    /// 60 s: every timer of the engine (long press, double tap, deceleration,
    /// bounce, indicator fade) ends well within it, and 60 s of 60 Hz animation
    /// frames replay in milliseconds.
    public static let timeAfterLastInput = 60.0

    /// The latest time a replay ending at `latestInput` runs to.
    static func limit(after latestInput: Double) -> Double { latestInput + timeAfterLastInput }

    /// Fires `dispatcher`'s timers in time order up to `limit`; returns the
    /// time of the first timer left pending (nil when none is).
    static func drain(_ dispatcher: TouchDispatcher, until limit: Double) -> Double? {
        while let due = dispatcher.timerQueue.nextDueTime, due < .infinity {
            if due > limit { return due }
            dispatcher.advance(to: max(due, dispatcher.now))
        }
        return nil
    }
}
