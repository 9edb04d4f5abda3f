/// Which device of a multi-device recording to replay.
public enum DeviceSelector: Sendable, Hashable, CustomStringConvertible {
    /// The first device whose capabilities (or, failing those, events) show touches (the default).
    case firstTouchDevice
    /// The device at this 0-based position in the recording.
    case index(Int)
    /// The device recorded from this node (`/dev/input/event5`).
    case node(String)
    /// The first device whose name contains this text (case-insensitive).
    case name(String)

    /// Parses a command-line value: a number is an index, a path starting with
    /// `/` a node, `auto` the first touch device, anything else a name.
    public init(argument: String) {
        if argument == "auto" || argument.isEmpty { self = .firstTouchDevice }
        else if let i = Int(argument) { self = .index(i) }
        else if argument.hasPrefix("/") { self = .node(argument) }
        else { self = .name(argument) }
    }

    /// `"device 1"`, `"device node /dev/input/event5"`, … (used in error messages).
    public var description: String {
        switch self {
        case .firstTouchDevice: return "the first touch device"
        case .index(let i): return "device \(i)"
        case .node(let n): return "device node \(n)"
        case .name(let n): return "device named \"\(n)\""
        }
    }

    /// The position of the selected device among `devices`, or `nil` when none matches.
    public func select(from devices: [EvdevRecording]) -> Int? {
        switch self {
        case .firstTouchDevice:
            if let i = devices.firstIndex(where: { $0.device.isTouchDevice }) { return i }
            return devices.firstIndex(where: { r in
                r.events.contains { e in
                    (e.type == EvdevCode.EV_ABS && (EvdevCode.isMultitouchAxis(e.code) || e.code == EvdevCode.ABS_X))
                        || (e.type == EvdevCode.EV_KEY && e.code == EvdevCode.BTN_TOUCH)
                }
            })
        case .index(let i):
            return devices.indices.contains(i) ? i : nil
        case .node(let n):
            return devices.firstIndex { $0.device.node == n }
        case .name(let n):
            let needle = n.lowercased()
            return devices.firstIndex { ($0.device.name ?? "").lowercased().contains(needle) }
        }
    }
}
