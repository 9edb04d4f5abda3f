// Not in Embedded builds (tactile.wasm, the C example): a scene's SwiftUI-style
// gestures are attached by TactileGestures, which those builds leave out
// (docs/swiftui-gestures.md §3).
#if !hasFeature(Embedded) && !TACTILE_NO_GESTURES
import Tactile

/// A SwiftUI-style gesture written in a scene view's `"gestures"` (docs/formats.md,
/// "Gestures"): a standard gesture, or a composition of two or more.
package indirect enum SceneGesture: Equatable, Sendable {
    /// `{"tap": {"count": 1}}`
    case tap(count: Int)
    /// `{"spatialTap": {"count": 1, "coordinateSpace": "local"}}`
    case spatialTap(count: Int, global: Bool)
    /// `{"longPress": {"minimumDuration": 0.5, "maximumDistance": 10}}`
    case longPress(minimumDuration: Double, maximumDistance: Double)
    /// `{"drag": {"minimumDistance": 10, "coordinateSpace": "local"}}`
    case drag(minimumDistance: Double, global: Bool)
    /// `{"magnify": {"minimumScaleDelta": 0.01}}`
    case magnify(minimumScaleDelta: Double)
    /// `{"rotate": {"minimumAngleDelta": 1}}` (degrees)
    case rotate(minimumAngleDelta: Double)
    /// `{"simultaneously": [g, g, …]}`: each with the next, left to right.
    case simultaneously([SceneGesture])
    /// `{"sequenced": [g, g, …]}`: each before the next.
    case sequenced([SceneGesture])
    /// `{"exclusively": [g, g, …]}`: each before the next, the first with precedence.
    case exclusively([SceneGesture])
}

/// One entry of a view's `"gestures"`: the gesture, how it is attached
/// (`"priority"`: `normal`, `high`, `simultaneous`) and its mask
/// (`"including"`: `all`, `gesture`, `subviews`, `none`).
package struct SceneGestureAttachment: Equatable, Sendable {
    package enum Priority: String, Equatable, Sendable { case normal, high, simultaneous }
    package enum Mask: String, Equatable, Sendable { case all, gesture, subviews, none }
    package var gesture: SceneGesture
    package var priority: Priority
    package var including: Mask
}
#endif
