import Tactile

/// Maps device coordinates (evdev axis values) to window coordinates.
///
/// A position is first normalised with the device's axis ranges (absinfo
/// `minimum` → 0, `maximum` → 1; values outside the range are not clamped, as
/// libinput does not clamp), then flipped (`flipsX`, `flipsY`, in device
/// orientation), then rotated (`rotation`), then scaled to `windowSize`.
/// Multitouch events use the `ABS_MT_POSITION_X/Y` ranges and single-touch
/// events the `ABS_X/Y` ranges, each falling back to the other. When a device's
/// ranges are unknown (a raw byte stream with no description), device units are
/// used as window points unchanged (flips and rotation then treat the window's
/// extent as the device's range).
public struct DeviceAxisMapping: Sendable, Hashable {
    /// The device's absolute axis ranges by axis code.
    public var axes: [UInt16: AbsoluteAxisInfo]
    /// The window the device covers.
    public var windowSize: Size
    /// The surface's rotation relative to the window.
    public var rotation: DisplayRotation
    /// Mirror device x (before rotation).
    public var flipsX: Bool
    /// Mirror device y (before rotation).
    public var flipsY: Bool
    /// The force reported at the pressure axis maximum (`TouchSample.maximumPossibleForce`).
    /// Default 2: the middle of the pressure range is a force of 1, UIKit's "average
    /// touch" (UIKit documents 1.0 as average; evdev has no notion of it).
    public var maximumPossibleForce: Double

    /// Creates a mapping.
    public init(axes: [UInt16: AbsoluteAxisInfo], windowSize: Size, rotation: DisplayRotation = .none,
                flipsX: Bool = false, flipsY: Bool = false, maximumPossibleForce: Double = 2) {
        self.axes = axes; self.windowSize = windowSize; self.rotation = rotation
        self.flipsX = flipsX; self.flipsY = flipsY; self.maximumPossibleForce = maximumPossibleForce
    }

    /// Creates a mapping from a device description's axis ranges.
    public init(device: EvdevDeviceDescription, windowSize: Size, rotation: DisplayRotation = .none,
                flipsX: Bool = false, flipsY: Bool = false, maximumPossibleForce: Double = 2) {
        self.init(axes: device.absoluteAxes, windowSize: windowSize, rotation: rotation,
                  flipsX: flipsX, flipsY: flipsY, maximumPossibleForce: maximumPossibleForce)
    }

    /// The x and y ranges used for multitouch (`true`) or single-touch positions.
    public func positionAxes(multitouch: Bool) -> (x: AbsoluteAxisInfo, y: AbsoluteAxisInfo) {
        let mtX = axes[EvdevCode.ABS_MT_POSITION_X], mtY = axes[EvdevCode.ABS_MT_POSITION_Y]
        let stX = axes[EvdevCode.ABS_X], stY = axes[EvdevCode.ABS_Y]
        let x = (multitouch ? mtX ?? stX : stX ?? mtX) ?? fallbackAxis(rotation.swapsAxes ? windowSize.height : windowSize.width)
        let y = (multitouch ? mtY ?? stY : stY ?? mtY) ?? fallbackAxis(rotation.swapsAxes ? windowSize.width : windowSize.height)
        return (x, y)
    }

    /// The window location of a device position.
    public func location(x: Int32, y: Int32, multitouch: Bool) -> Point {
        let (ax, ay) = positionAxes(multitouch: multitouch)
        var u = ax.fraction(x), v = ay.fraction(y)
        if flipsX { u = 1 - u }
        if flipsY { v = 1 - v }
        let r = rotation.apply(u: u, v: v)
        return Point(x: r.u * windowSize.width, y: r.v * windowSize.height)
    }

    /// Window points per device unit, averaged over both axes (for contact sizes).
    public func pointsPerDeviceUnit(multitouch: Bool) -> Double {
        let (ax, ay) = positionAxes(multitouch: multitouch)
        let (w, h) = rotation.swapsAxes ? (windowSize.height, windowSize.width) : (windowSize.width, windowSize.height)
        return (w / ax.span + h / ay.span) / 2
    }

    /// The force for a pressure value, or `nil` when the pressure axis's range is unknown.
    public func force(pressure: Int32, multitouch: Bool) -> Double? {
        let code = multitouch ? EvdevCode.ABS_MT_PRESSURE : EvdevCode.ABS_PRESSURE
        guard let axis = axes[code] ?? axes[multitouch ? EvdevCode.ABS_PRESSURE : EvdevCode.ABS_MT_PRESSURE] else { return nil }
        return max(0, axis.fraction(pressure)) * maximumPossibleForce
    }

    /// The contact radius in window points for an axis length of the contact
    /// ellipse: `ABS_MT_TOUCH_MAJOR` or `ABS_MT_TOUCH_MINOR` (surface units, the
    /// position axes' units, per the kernel's multi-touch protocol), or
    /// `ABS_TOOL_WIDTH`. Half the length, times `pointsPerDeviceUnit`; negative
    /// lengths count as 0.
    public func radius(axisLength: Int32, multitouch: Bool) -> Double {
        max(0, Double(axisLength)) / 2 * pointsPerDeviceUnit(multitouch: multitouch)
    }

    /// The angle of the contact ellipse's major axis in window coordinates, in
    /// radians from the window's x axis (positive turns towards the window's
    /// +y, i.e. clockwise on screen; the result lies in −π … π), for an
    /// `ABS_MT_ORIENTATION` value; `nil` when the axis range is unknown or its
    /// maximum is not positive.
    ///
    /// The kernel's multi-touch protocol defines the value as a signed turn
    /// clockwise from the surface's Y axis (0: the major axis points north, to
    /// device y's minimum), the axis maximum being a quarter turn (the major
    /// axis along +x) and values beyond it more than a quarter turn (twice the
    /// maximum: an upside-down finger). So a north-pointing contact is −π/2 in
    /// an unrotated window. The angle is then mirrored by `flipsX` (θ → π − θ)
    /// and `flipsY` (θ → −θ) and turned by `rotation` (+π/2 per quarter turn
    /// clockwise), exactly as positions are mapped. The surface is taken to map
    /// onto the window at one scale in both directions (as for radii), so the
    /// per-axis scaling does not skew the angle.
    public func orientation(_ value: Int32) -> Double? {
        guard let axis = axes[EvdevCode.ABS_MT_ORIENTATION], axis.maximum > 0 else { return nil }
        // In quarter turns from device +x, clockwise on the surface (device y points down).
        var q = Double(value) / Double(axis.maximum) - 1
        if flipsX { q = 2 - q }
        if flipsY { q = -q }
        q += Double(rotation.rawValue / 90)
        q = q.truncatingRemainder(dividingBy: 4)
        if q > 2 { q -= 4 } else if q <= -2 { q += 4 }
        if q == 0 { q = 0 }   // no −0 in traces
        return q * (Double.pi / 2)
    }

    private func fallbackAxis(_ length: Double) -> AbsoluteAxisInfo {
        let extent = length.isFinite && length >= 1 && length < 2e9 ? Int32(length) : 1
        return AbsoluteAxisInfo(minimum: 0, maximum: extent)
    }
}
