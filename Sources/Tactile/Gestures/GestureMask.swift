// Cited: seed-001 G11, R24: "a mask may merely permit certain changes while limiting or not permitting other changes".
/// Which components of a gesture may change the view. Components not in the mask are
/// left unchanged on the view but still reported in events.
public struct GestureMask: OptionSet, Sendable, Hashable {
    /// The mask's bits: `scale` 1, `rotate` 2, `translate` 4.
    public let rawValue: UInt8
    /// Creates a mask from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The gesture may scale the view.
    public static let scale = GestureMask(rawValue: 1 << 0)
    /// The gesture may rotate the view.
    public static let rotate = GestureMask(rawValue: 1 << 1)
    /// The gesture may move the view with the hand.
    public static let translate = GestureMask(rawValue: 1 << 2)
    /// Scale, rotate and translate.
    public static let all: GestureMask = [.scale, .rotate, .translate]
}
