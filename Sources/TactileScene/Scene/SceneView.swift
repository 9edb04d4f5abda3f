import Tactile

/// One view of a scene (docs/formats.md, "View"). Defaults match UIKit's `UIView`.
public struct SceneView: Equatable, Sendable {
    /// Unique id; the log names the view by it.
    public var id: String
    /// `[x, y, w, h]` in the parent's coordinates, before `transform`.
    public var frame: Rect
    /// `[a, b, c, d, tx, ty]`, applied about the view's centre (UIKit's `transform`); nil is the identity.
    public var transform: AffineTransform?
    /// `multipleTouchEnabled` (default false, seed-002 R19).
    public var multipleTouchEnabled: Bool
    /// `exclusiveTouch` (default false, seed-002 R20).
    public var exclusiveTouch: Bool
    /// `userInteractionEnabled` (default true).
    public var userInteractionEnabled: Bool
    /// `hidden` (default false).
    public var hidden: Bool
    /// `alpha` (default 1; below 0.01 the view is not hit).
    public var alpha: Double
    /// `delivery` (default `normal`; seed-000 §4.2).
    public var delivery: SceneDelivery
    /// The subviews, back to front.
    public var children: [SceneView]
    /// Accessibility attributes (`"accessibility"`; seed-004), nil when the view has none.
    public var accessibility: SceneAccessibility?

    /// Creates a view description with UIKit's defaults.
    public init(id: String, frame: Rect, transform: AffineTransform? = nil, multipleTouchEnabled: Bool = false,
                exclusiveTouch: Bool = false, userInteractionEnabled: Bool = true, hidden: Bool = false,
                alpha: Double = 1, delivery: SceneDelivery = .normal, children: [SceneView] = []) {
        self.id = id
        self.frame = frame
        self.transform = transform
        self.multipleTouchEnabled = multipleTouchEnabled
        self.exclusiveTouch = exclusiveTouch
        self.userInteractionEnabled = userInteractionEnabled
        self.hidden = hidden
        self.alpha = alpha
        self.delivery = delivery
        self.children = children
    }
}

/// A view's `delivery` value: which of its recognizers receive touches (seed-000 §4.2).
public enum SceneDelivery: String, CaseIterable, Equatable, Sendable {
    /// The view's recognizers receive touches as usual.
    case normal
    /// The view's recognizers receive nothing (`RecognizerDeliveryOptions.skip`).
    case skip
    /// The view's recognizers receive only when it is the hit view (`.noHitSkip`).
    case noHitSkip
    /// Neither this view's recognizers nor its ancestors' receive (`.stop`).
    case stop

    /// The core's option set for this value.
    public var options: RecognizerDeliveryOptions {
        switch self {
        case .normal: return []
        case .skip: return .skip
        case .noHitSkip: return .noHitSkip
        case .stop: return .stop
        }
    }
}
