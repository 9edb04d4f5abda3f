/// The fields of a frame that a frame animation changes (the seed's
/// `UIRectFields`, `setSignificantRectFields:`, A:126–137; R55). The other
/// fields keep the start frame's values.
public struct RectFields: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public var rawValue: UInt8
    /// Creates a set from its bit mask.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The origin's x.
    public static let x = RectFields(rawValue: 1 << 0)
    /// The origin's y.
    public static let y = RectFields(rawValue: 1 << 1)
    /// The width.
    public static let width = RectFields(rawValue: 1 << 2)
    /// The height.
    public static let height = RectFields(rawValue: 1 << 3)
    /// The origin.
    public static let origin: RectFields = [.x, .y]
    /// The size.
    public static let size: RectFields = [.width, .height]
    /// Every field.
    public static let all: RectFields = [.x, .y, .width, .height]

    /// `start` with the fields in this set taken from `end`.
    package func merge(start: Rect, end: Rect) -> Rect {
        Rect(x: contains(.x) ? end.origin.x : start.origin.x,
             y: contains(.y) ? end.origin.y : start.origin.y,
             width: contains(.width) ? end.size.width : start.size.width,
             height: contains(.height) ? end.size.height : start.size.height)
    }
}
