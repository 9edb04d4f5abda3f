/// The range of one absolute axis (the kernel's `struct input_absinfo`):
/// the values the device reports lie in `minimum ... maximum`.
public struct AbsoluteAxisInfo: Sendable, Hashable {
    /// Smallest value the axis reports.
    public var minimum: Int32
    /// Largest value the axis reports.
    public var maximum: Int32
    /// Noise filter size (informational).
    public var fuzz: Int32
    /// Dead zone size (informational).
    public var flat: Int32
    /// Units per millimetre (0 when unknown).
    public var resolution: Int32

    /// Creates an axis range.
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum; self.maximum = maximum; self.fuzz = fuzz; self.flat = flat; self.resolution = resolution
    }

    /// `maximum − minimum` as a positive number; 1 for a degenerate range, so that
    /// mapping never divides by zero.
    public var span: Double {
        let s = Double(maximum) - Double(minimum)
        return s > 0 ? s : 1
    }

    /// `value` as a fraction of the range (0 at `minimum`, 1 at `maximum`; not clamped).
    public func fraction(_ value: Int32) -> Double { (Double(value) - Double(minimum)) / span }
}
