/// Linux input event types and codes used by the touch decoders, declared here
/// so the module needs no C module map (values from `linux/input-event-codes.h`,
/// which are part of the kernel's stable user-space ABI).
public enum EvdevCode {
    // MARK: Event types

    /// `EV_SYN`: synchronisation events (frame boundaries).
    public static let EV_SYN: UInt16 = 0x00
    /// `EV_KEY`: keys and buttons (`BTN_TOUCH`).
    public static let EV_KEY: UInt16 = 0x01
    /// `EV_REL`: relative axes (mice).
    public static let EV_REL: UInt16 = 0x02
    /// `EV_ABS`: absolute axes (touch positions).
    public static let EV_ABS: UInt16 = 0x03
    /// `EV_MSC`: miscellaneous (`MSC_TIMESTAMP`, `MSC_SCAN`).
    public static let EV_MSC: UInt16 = 0x04
    /// `EV_MAX`: the largest event type the kernel defines.
    public static let EV_MAX: UInt16 = 0x1f

    // MARK: EV_SYN codes

    /// `SYN_REPORT`: ends one frame of events.
    public static let SYN_REPORT: UInt16 = 0
    /// `SYN_CONFIG`: unused by touch devices.
    public static let SYN_CONFIG: UInt16 = 1
    /// `SYN_MT_REPORT`: ends one contact in multitouch protocol A.
    public static let SYN_MT_REPORT: UInt16 = 2
    /// `SYN_DROPPED`: the kernel's buffer overflowed; events were lost.
    public static let SYN_DROPPED: UInt16 = 3

    // MARK: EV_KEY codes

    /// `BTN_TOUCH`: a single-touch device's contact state (1 down, 0 up).
    public static let BTN_TOUCH: UInt16 = 0x14a
    /// `BTN_TOOL_FINGER`: a finger is in proximity.
    public static let BTN_TOOL_FINGER: UInt16 = 0x145

    // MARK: EV_ABS codes

    /// `ABS_X`: single-touch x position.
    public static let ABS_X: UInt16 = 0x00
    /// `ABS_Y`: single-touch y position.
    public static let ABS_Y: UInt16 = 0x01
    /// `ABS_PRESSURE`: single-touch pressure.
    public static let ABS_PRESSURE: UInt16 = 0x18
    /// `ABS_TOOL_WIDTH`: single-touch contact width.
    public static let ABS_TOOL_WIDTH: UInt16 = 0x1c
    /// `ABS_MT_SLOT`: selects the slot that the following MT events describe (protocol B).
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`: the contact's major axis, in surface units.
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    /// `ABS_MT_TOUCH_MINOR`: the contact's minor axis.
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    /// `ABS_MT_WIDTH_MAJOR`: the approaching tool's major axis.
    public static let ABS_MT_WIDTH_MAJOR: UInt16 = 0x32
    /// `ABS_MT_WIDTH_MINOR`: the approaching tool's minor axis.
    public static let ABS_MT_WIDTH_MINOR: UInt16 = 0x33
    /// `ABS_MT_ORIENTATION`: the contact ellipse's orientation.
    public static let ABS_MT_ORIENTATION: UInt16 = 0x34
    /// `ABS_MT_POSITION_X`: the contact's x position.
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y`: the contact's y position.
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    /// `ABS_MT_TOOL_TYPE`: finger, pen or palm.
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    /// `ABS_MT_BLOB_ID`: groups packets into one blob.
    public static let ABS_MT_BLOB_ID: UInt16 = 0x38
    /// `ABS_MT_TRACKING_ID`: the contact's identity; −1 in protocol B lifts the slot's contact.
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    /// `ABS_MT_PRESSURE`: the contact's pressure.
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    /// `ABS_MT_DISTANCE`: hover distance.
    public static let ABS_MT_DISTANCE: UInt16 = 0x3b
    /// `ABS_MAX`: the largest absolute axis code the kernel defines.
    public static let ABS_MAX: UInt16 = 0x3f
    /// `KEY_MAX`: the largest key code the kernel defines.
    public static let KEY_MAX: UInt16 = 0x2ff

    // MARK: Input properties

    /// `INPUT_PROP_POINTER`: the device needs a pointer (a touchpad).
    public static let INPUT_PROP_POINTER: Int = 0x00
    /// `INPUT_PROP_DIRECT`: the device's surface is the screen (a touchscreen).
    public static let INPUT_PROP_DIRECT: Int = 0x01

    /// True for the multitouch absolute axes (`ABS_MT_SLOT` … `ABS_MT_TOOL_Y`).
    @inlinable public static func isMultitouchAxis(_ code: UInt16) -> Bool { code >= ABS_MT_SLOT && code <= 0x3d }

    /// The kernel name of an event type (`"EV_ABS"`), or `nil` when it has none here.
    public static func typeName(_ type: UInt16) -> String? {
        switch type {
        case EV_SYN: return "EV_SYN"
        case EV_KEY: return "EV_KEY"
        case EV_REL: return "EV_REL"
        case EV_ABS: return "EV_ABS"
        case EV_MSC: return "EV_MSC"
        case 0x05: return "EV_SW"
        case 0x11: return "EV_LED"
        case 0x12: return "EV_SND"
        case 0x14: return "EV_REP"
        case 0x15: return "EV_FF"
        case 0x16: return "EV_PWR"
        case 0x17: return "EV_FF_STATUS"
        default: return nil
        }
    }

    /// The kernel name of a code of the types the touch decoders use
    /// (`"ABS_MT_POSITION_X"`), or `nil` when it has none here.
    public static func codeName(type: UInt16, code: UInt16) -> String? {
        switch (type, code) {
        case (EV_SYN, SYN_REPORT): return "SYN_REPORT"
        case (EV_SYN, SYN_CONFIG): return "SYN_CONFIG"
        case (EV_SYN, SYN_MT_REPORT): return "SYN_MT_REPORT"
        case (EV_SYN, SYN_DROPPED): return "SYN_DROPPED"
        case (EV_KEY, BTN_TOUCH): return "BTN_TOUCH"
        case (EV_KEY, BTN_TOOL_FINGER): return "BTN_TOOL_FINGER"
        case (EV_ABS, _): return absoluteAxisNames[Int(code)]
        default: return nil
        }
    }

    private static let absoluteAxisNames: [Int: String] = [
        0x00: "ABS_X", 0x01: "ABS_Y", 0x18: "ABS_PRESSURE", 0x1c: "ABS_TOOL_WIDTH",
        0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR",
        0x32: "ABS_MT_WIDTH_MAJOR", 0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION",
        0x35: "ABS_MT_POSITION_X", 0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE",
        0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID", 0x3a: "ABS_MT_PRESSURE",
        0x3b: "ABS_MT_DISTANCE",
    ]
}
