/// The last reported values of one contact (a protocol B slot, a protocol A
/// contact or the single-touch contact), in device units.
struct ContactState: Sendable, Hashable {
    /// The touch id handed to Tactile while the contact is down.
    var touchId: Int?
    /// The kernel tracking id (protocol B; protocol A when the device sends one); −1 when none.
    var trackingId: Int32 = -1
    var x: Int32?
    var y: Int32?
    var pressure: Int32?
    var touchMajor: Int32?
    var touchMinor: Int32?
    var orientation: Int32?
    /// The contact went down in the report being decoded; its `began` is not emitted yet.
    var isBeginning = false
    /// A value changed in the report being decoded.
    var changed = false

    /// Applies an `EV_ABS` value of a multitouch axis; returns false for axes it does not track.
    mutating func applyMultitouch(code: UInt16, value: Int32) -> Bool {
        switch code {
        case EvdevCode.ABS_MT_POSITION_X: x = value
        case EvdevCode.ABS_MT_POSITION_Y: y = value
        case EvdevCode.ABS_MT_PRESSURE: pressure = value
        case EvdevCode.ABS_MT_TOUCH_MAJOR: touchMajor = value
        case EvdevCode.ABS_MT_TOUCH_MINOR: touchMinor = value
        case EvdevCode.ABS_MT_ORIENTATION: orientation = value
        default: return false
        }
        changed = true
        return true
    }

    /// Applies an `EV_ABS` value of a single-touch axis; returns false for axes it does not track.
    mutating func applySingleTouch(code: UInt16, value: Int32) -> Bool {
        switch code {
        case EvdevCode.ABS_X: x = value
        case EvdevCode.ABS_Y: y = value
        case EvdevCode.ABS_PRESSURE: pressure = value
        case EvdevCode.ABS_TOOL_WIDTH: touchMajor = value
        default: return false
        }
        changed = true
        return true
    }
}
