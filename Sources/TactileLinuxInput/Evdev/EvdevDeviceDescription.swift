/// What is known about an input device: its name and node, the event codes it
/// supports, its absolute axis ranges and its input properties. Built from a
/// `libinput record` header, an `evtest` header, or sysfs/ioctl for a live device.
public struct EvdevDeviceDescription: Sendable, Hashable {
    /// The device name (`"ELAN Touchscreen"`), if known.
    public var name: String?
    /// The device node (`"/dev/input/event5"`), if known.
    public var node: String?
    /// Supported codes per event type (`[EV_ABS: [0, 1, 53, …]]`); empty when unknown.
    public var codes: [UInt16: Set<UInt16>]
    /// Absolute axis ranges by axis code.
    public var absoluteAxes: [UInt16: AbsoluteAxisInfo]
    /// Input properties (`INPUT_PROP_*` numbers), if known.
    public var properties: Set<Int>?

    /// Creates a description.
    public init(name: String? = nil, node: String? = nil, codes: [UInt16: Set<UInt16>] = [:],
                absoluteAxes: [UInt16: AbsoluteAxisInfo] = [:], properties: Set<Int>? = nil) {
        self.name = name; self.node = node; self.codes = codes; self.absoluteAxes = absoluteAxes; self.properties = properties
    }

    /// True when `codes` (or, failing that, `absoluteAxes`) is known at all.
    public var hasCapabilities: Bool { !codes.isEmpty || !absoluteAxes.isEmpty }

    /// True when the device supports `code` of `type`; absolute axes with a range count as supported.
    public func supports(type: UInt16, code: UInt16) -> Bool {
        if codes[type]?.contains(code) == true { return true }
        return type == EvdevCode.EV_ABS && absoluteAxes[code] != nil
    }

    /// The touch reporting the capabilities announce, or `nil` for a device that
    /// reports no touches (no `ABS_MT_POSITION_X`, and no `ABS_X` with `BTN_TOUCH`).
    public var announcedTouchProtocol: EvdevTouchProtocol? {
        let abs = EvdevCode.EV_ABS
        if supports(type: abs, code: EvdevCode.ABS_MT_POSITION_X) && supports(type: abs, code: EvdevCode.ABS_MT_POSITION_Y) {
            return supports(type: abs, code: EvdevCode.ABS_MT_SLOT) ? .typeB : .typeA
        }
        if supports(type: abs, code: EvdevCode.ABS_X) && supports(type: abs, code: EvdevCode.ABS_Y)
            && supports(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOUCH) {
            return .singleTouch
        }
        return nil
    }

    /// True when the capabilities announce a touch device (see `announcedTouchProtocol`).
    public var isTouchDevice: Bool { announcedTouchProtocol != nil }

    /// The kind of touches the device produces: `.indirect` for a touchpad
    /// (`INPUT_PROP_POINTER` without `INPUT_PROP_DIRECT`), `.direct` otherwise
    /// (a touchscreen, or properties unknown).
    public var touchKind: TouchKind {
        guard let p = properties else { return .direct }
        return p.contains(EvdevCode.INPUT_PROP_POINTER) && !p.contains(EvdevCode.INPUT_PROP_DIRECT) ? .indirect : .direct
    }

    /// Direct (touchscreen) or indirect (touchpad) input.
    public enum TouchKind: Sendable, Hashable {
        /// A touchscreen: the surface is the display.
        case direct
        /// A touchpad: the surface is mapped onto the window.
        case indirect
    }
}
