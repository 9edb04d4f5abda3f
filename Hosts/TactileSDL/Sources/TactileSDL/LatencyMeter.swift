/// Timings of the host (docs/sdl.md, "Latency"): per action (and scroll or
/// zoom event: the callbacks an app runs for a touch), the time from
/// the SDL event's timestamp (ms, SDL's clock) and from the moment the host
/// polled the event (µs, the performance counter) to the action callback;
/// per frame, the time to draw it.
public struct LatencyMeter: Sendable {
    /// SDL event timestamp → action callback, in milliseconds.
    public private(set) var eventToActionMs: [Double] = []
    /// Event polled → action callback, in microseconds.
    public private(set) var pollToActionUs: [Double] = []
    /// Drawing one frame (describe, presentation, geometry, rasterising at the present), in microseconds.
    public private(set) var drawUs: [Double] = []

    public init() {}

    mutating func action(fromTimestampMs ms: Double, fromPollUs us: Double) {
        eventToActionMs.append(ms)
        pollToActionUs.append(us)
    }

    /// The same, in this thread's CPU time (what other processes take is left out).
    public private(set) var drawCPUUs: [Double] = []

    mutating func frame(drawUs us: Double, cpuUs: Double) {
        drawUs.append(us)
        drawCPUUs.append(cpuUs)
    }

    /// Median, 95th percentile and maximum of `values`.
    public static func summary(_ values: [Double]) -> (median: Double, p95: Double, max: Double)? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        func at(_ q: Double) -> Double { s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))] }
        return (at(0.5), at(0.95), s[s.count - 1])
    }

    /// One line per measure: count, median, p95, max.
    public var report: String {
        func line(_ name: String, _ v: [Double], _ unit: String) -> String {
            guard let s = Self.summary(v) else { return "\(name): none" }
            func f(_ x: Double) -> String { String(Int(x.rounded())) }
            return "\(name): n=\(v.count) median \(f(s.median)) \(unit), p95 \(f(s.p95)) \(unit), max \(f(s.max)) \(unit)"
        }
        return [line("SDL event timestamp -> callback", eventToActionMs, "ms"),
                line("event polled -> callback", pollToActionUs, "us"),
                line("draw per frame (describe -> present)", drawUs, "us"),
                line("draw per frame, thread CPU time", drawCPUUs, "us")].joined(separator: "\n")
    }
}
