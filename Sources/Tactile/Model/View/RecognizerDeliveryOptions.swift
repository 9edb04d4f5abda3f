// Cited: seed-000 §4.2.
/// Per-view properties that decide whether this view's gesture recognizers receive a
/// sub-event whose hit view is this view or a descendant.
package struct RecognizerDeliveryOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt8
    /// Creates options from their raw bits.
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// skip: this view's recognizers receive nothing; other actively involved
    /// views' recognizers still do (seed-000 L204, L350).
    public static let skip = RecognizerDeliveryOptions(rawValue: 1 << 0)
    /// NoHit skip: this view's recognizers receive only when this view is the
    /// hit view (seed-000 L206, L352).
    public static let noHitSkip = RecognizerDeliveryOptions(rawValue: 1 << 1)
    /// stop: neither this view's recognizers nor those of its ancestors receive
    /// (seed-000 L208, L354). Descendants still receive.
    public static let stop = RecognizerDeliveryOptions(rawValue: 1 << 2)
}
