// Cited: seed-004 R-E10, R-S1, R-S4 `.direct`.
/// Picks the view a new touch targets when the plain hit test is not the whole answer:
/// enlarged hit areas send a touch near a small item to that item's view.
///
/// A window asks its resolver once per touch-down, after its own hit test
/// (`Window.touchTargetResolver`). The touch keeps its real location.
package protocol TouchTargetResolver: AnyObject {
    /// The view the touch at `point` (window coordinates) goes to; `hit` is the
    /// plain hit-test result. Return `hit` to keep it, nil to hit nothing.
    func touchTarget(at point: Point, hit: View?, in window: Window) -> View?
}
