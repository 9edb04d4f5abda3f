import Tactile

/// One kernel input event (`struct input_event`): a type, a code, a value and
/// the kernel's timestamp, split into whole seconds and microseconds so that
/// absolute timestamps (seconds since 1970) keep their microseconds exactly.
public struct EvdevEvent: Sendable, Hashable, CustomStringConvertible {
    /// Whole seconds of the timestamp (`input_event_sec`).
    public var seconds: Int64
    /// Microseconds of the timestamp (`input_event_usec`), normally 0 ..< 1 000 000.
    public var microseconds: Int64
    /// The event type (`EV_ABS`, …; see `EvdevCode`).
    public var type: UInt16
    /// The event code (`ABS_MT_POSITION_X`, …).
    public var code: UInt16
    /// The event value.
    public var value: Int32

    /// Creates an event from a split timestamp.
    public init(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.seconds = seconds; self.microseconds = microseconds
        self.type = type; self.code = code; self.value = value
    }

    /// Creates an event at `time` seconds (rounded to the microsecond).
    public init(time: Seconds, type: UInt16, code: UInt16, value: Int32) {
        let micros = time.isFinite ? (time * 1_000_000).rounded() : 0
        let total = micros.magnitude < 9e18 ? Int64(micros) : 0
        self.init(seconds: total.floorDivided(by: 1_000_000), microseconds: total.floorModulo(1_000_000),
                  type: type, code: code, value: value)
    }

    /// The timestamp in seconds.
    public var time: Seconds { Double(seconds) + Double(microseconds) / 1_000_000 }

    /// The timestamp in seconds measured from `origin` (exact to the microsecond,
    /// also for absolute timestamps, which a `Double` cannot hold to the microsecond).
    public func time(since origin: EvdevEvent) -> Seconds {
        let ds = seconds &- origin.seconds
        let du = microseconds &- origin.microseconds
        let (scaled, overflow) = ds.multipliedReportingOverflow(by: 1_000_000)
        if !overflow, case let (total, false) = scaled.addingReportingOverflow(du) {
            return Double(total) / 1_000_000
        }
        return Double(ds) + Double(du) / 1_000_000
    }

    /// True for `SYN_REPORT`, the end of a frame.
    @inlinable public var isReport: Bool { type == EvdevCode.EV_SYN && code == EvdevCode.SYN_REPORT }

    /// `"1.012000 EV_ABS ABS_MT_POSITION_X 1218"`.
    public var description: String {
        let usec = String(microseconds)
        let padded = String(repeating: "0", count: max(0, 6 - usec.count)) + usec
        let typeName = EvdevCode.typeName(type) ?? "type \(type)"
        let codeName = EvdevCode.codeName(type: type, code: code) ?? "code \(code)"
        return "\(seconds).\(padded) \(typeName) \(codeName) \(value)"
    }
}

extension Int64 {
    /// Floor division (rounds toward negative infinity).
    fileprivate func floorDivided(by d: Int64) -> Int64 {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }
    /// The non-negative remainder matching `floorDivided(by:)`.
    fileprivate func floorModulo(_ d: Int64) -> Int64 { self - floorDivided(by: d) * d }
}
