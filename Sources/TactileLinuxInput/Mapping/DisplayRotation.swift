/// How a touch surface is rotated relative to the window, clockwise, as
/// `udev`'s `LIBINPUT_CALIBRATION_MATRIX` rotations: with `.clockwise90` the
/// device's top-left corner lands at the window's top-right corner.
public enum DisplayRotation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No rotation.
    case none = 0
    /// A quarter turn clockwise: device (u, v) → window (1 − v, u), as fractions of the sizes.
    case clockwise90 = 90
    /// A half turn: device (u, v) → window (1 − u, 1 − v).
    case upsideDown = 180
    /// Three quarter turns clockwise: device (u, v) → window (v, 1 − u).
    case clockwise270 = 270

    /// The rotation for `degrees` (0, 90, 180 or 270, also negative or above 360 in steps of 90), or `nil`.
    public init?(degrees: Int) {
        let d = ((degrees % 360) + 360) % 360
        self.init(rawValue: d)
    }

    /// True when device x runs along the window's height.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// Rotates a point given as fractions (0 … 1) of the device's axes.
    public func apply(u: Double, v: Double) -> (u: Double, v: Double) {
        switch self {
        case .none: return (u, v)
        case .clockwise90: return (1 - v, u)
        case .upsideDown: return (1 - u, 1 - v)
        case .clockwise270: return (v, 1 - u)
        }
    }

    /// `"90"`: the rotation in degrees.
    public var description: String { String(rawValue) }
}
