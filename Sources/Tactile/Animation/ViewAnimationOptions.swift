/// Options of `ViewAnimator.animate(withDuration:delay:options:…)`, named
/// after UIKit's `UIView.AnimationOptions`.
///
/// Animations always begin from the value shown now (UIKit's
/// `beginFromCurrentState` is implied); the curve defaults to ease-in-out.
public struct ViewAnimationOptions: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public var rawValue: UInt32
    /// Creates options from a bit mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Repeats forever.
    public static let `repeat` = ViewAnimationOptions(rawValue: 1 << 3)
    /// Runs forward then back on each cycle.
    public static let autoreverse = ViewAnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default).
    package static let curveEaseInOut = ViewAnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = ViewAnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = ViewAnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = ViewAnimationOptions(rawValue: 3 << 16)

    /// The curve the options select (UIKit: the curve bits are a 2-bit field).
    public var curve: AnimationCurve {
        switch (rawValue >> 16) & 3 {
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return .easeInOut
        }
    }
}
