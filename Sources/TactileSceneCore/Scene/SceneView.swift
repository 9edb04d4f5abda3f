import Tactile

/// One view of a scene (docs/formats.md, "View"). Defaults match UIKit's `UIView`.
package struct SceneView: Equatable, Sendable {
    /// Unique id; the log names the view by it.
    package var id: String
    /// `[x, y, w, h]` in the parent's coordinates, before `transform`.
    package var frame: Rect
    /// `[a, b, c, d, tx, ty]`, applied about the view's centre (UIKit's `transform`); nil is the identity.
    package var transform: AffineTransform?
    /// `multipleTouchEnabled` (default false, seed-002 R19).
    package var multipleTouchEnabled: Bool
    /// `exclusiveTouch` (default false, seed-002 R20).
    package var exclusiveTouch: Bool
    /// `userInteractionEnabled` (default true).
    package var userInteractionEnabled: Bool
    /// `hidden` (default false).
    package var hidden: Bool
    /// `alpha` (default 1; below 0.01 the view is not hit).
    package var alpha: Double
    /// `delivery` (default `normal`; seed-000 §4.2).
    package var delivery: RecognizerDeliveryOptions
    /// The subviews, back to front.
    package var children: [SceneView]
    /// `scroll`: the view is a scroll view with these settings (nil: a plain view).
    package var scroll: SceneScroll? = nil
    /// Accessibility attributes (`"accessibility"`; seed-004), nil when the view has none.
    package var accessibility: SceneAccessibility?
    /// `media`: what the view draws, for compositing (seed-001 R69; default non-media).
    package var contentKind: RenderContentKind = .nonMedia
    #if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
    /// `gestures`: SwiftUI-style gestures attached with TactileGestures (not in Embedded builds).
    package var gestures: [SceneGestureAttachment] = []
    #endif

    /// Creates a view description with UIKit's defaults.
    package init(id: String, frame: Rect, transform: AffineTransform? = nil, multipleTouchEnabled: Bool = false,
                exclusiveTouch: Bool = false, userInteractionEnabled: Bool = true, hidden: Bool = false,
                alpha: Double = 1, delivery: RecognizerDeliveryOptions = [], children: [SceneView] = []) {
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

extension RecognizerDeliveryOptions: SceneNamed {
    /// A view's `delivery` value: which of its recognizers receive touches
    /// (seed-000 §4.2). `normal` is no option: they receive as usual.
    package static let sceneNames: [(name: String, value: Self)] =
        [("normal", []), ("skip", .skip), ("noHitSkip", .noHitSkip), ("stop", .stop)]
}
