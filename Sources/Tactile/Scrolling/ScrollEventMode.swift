// Cited: seed-001 A11, R8–R10, E21.
/// Who receives a touch that lands on a scroll view's content (the appendix's
/// `UIGestureRecognizerEventMode`).
package enum ScrollEventMode: Hashable, Sendable {
    /// Touches on content go to the content only; the scroll view scrolls only
    /// from touches on its own background (R8).
    case pass
    /// The content gets the touch; once the drag passes the hysteresis the
    /// scroll view takes it over and the content's touch is cancelled (R9, D3).
    /// UIKit's behaviour and the default; see `delaysContentTouches`,
    /// `canCancelContentTouches`, `touchesShouldCancel(in:)` and `contentMouseUp(in:touches:event:)`.
    case interceptOnDrag
    /// The scroll view takes every touch on it: its content receives none (R10).
    case intercept
}
