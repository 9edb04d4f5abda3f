/// How a device reports touches (the kernel's `Documentation/input/multi-touch-protocol.rst`).
public enum EvdevTouchProtocol: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Detect from the stream: `SYN_MT_REPORT` means protocol A, other `ABS_MT_*`
    /// events mean protocol B, `BTN_TOUCH`/`ABS_X`/`ABS_Y` alone mean single-touch.
    /// Multitouch, once seen, sticks (multitouch devices also send single-touch
    /// emulation events, which are then ignored).
    case automatic = "auto"
    /// Multitouch protocol A: anonymous contacts, each ended by `SYN_MT_REPORT`.
    case typeA = "a"
    /// Multitouch protocol B: slots (`ABS_MT_SLOT`) with tracking ids (`ABS_MT_TRACKING_ID`, −1 lifts).
    case typeB = "b"
    /// A single-touch device: `BTN_TOUCH` with `ABS_X`/`ABS_Y` (and `ABS_PRESSURE`).
    case singleTouch = "single"

    /// `"auto"`, `"a"`, `"b"` or `"single"` (the command-line spelling).
    public var description: String { rawValue }
}
