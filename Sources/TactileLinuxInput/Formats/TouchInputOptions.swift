import Tactile

/// Everything a user chooses when replaying or reading a Linux touch device:
/// the device (multi-device recordings), the surface's orientation, the
/// reporting protocol and id assignment. The CLI's `--rotate`, `--flip-x`,
/// `--flip-y`, `--device`, `--protocol`, `--ids` options map onto these.
public struct TouchInputOptions: Sendable, Hashable {
    /// Which device of a multi-device recording to use.
    public var device: DeviceSelector
    /// The surface's rotation relative to the window.
    public var rotation: DisplayRotation
    /// Mirror device x (before rotation).
    public var flipsX: Bool
    /// Mirror device y (before rotation).
    public var flipsY: Bool
    /// The force at the pressure axis maximum (see `DeviceAxisMapping.maximumPossibleForce`).
    public var maximumPossibleForce: Double
    /// Protocol, ids, `SYN_DROPPED` policy, time base. `touchType` is taken
    /// from the device (`.indirect` for touchpads) unless the device's
    /// properties are unknown.
    public var decoding: EvdevTouchDecoder.Configuration

    /// Creates options; every argument has the documented default.
    public init(device: DeviceSelector = .firstTouchDevice, rotation: DisplayRotation = .none,
                flipsX: Bool = false, flipsY: Bool = false, maximumPossibleForce: Double = 2,
                decoding: EvdevTouchDecoder.Configuration = EvdevTouchDecoder.Configuration()) {
        self.device = device; self.rotation = rotation; self.flipsX = flipsX; self.flipsY = flipsY
        self.maximumPossibleForce = maximumPossibleForce; self.decoding = decoding
    }

    /// The mapping for `device` onto a window of `windowSize`.
    public func mapping(device: EvdevDeviceDescription, windowSize: Size) -> DeviceAxisMapping {
        DeviceAxisMapping(device: device, windowSize: windowSize, rotation: rotation,
                          flipsX: flipsX, flipsY: flipsY, maximumPossibleForce: maximumPossibleForce)
    }

    /// A decoder for `device` onto a window of `windowSize`.
    public func makeDecoder(device: EvdevDeviceDescription, windowSize: Size) -> EvdevTouchDecoder {
        var configuration = decoding
        if device.properties != nil { configuration.touchType = device.touchKind == .indirect ? .indirect : .direct }
        return EvdevTouchDecoder(mapping: mapping(device: device, windowSize: windowSize), configuration: configuration)
    }
}
