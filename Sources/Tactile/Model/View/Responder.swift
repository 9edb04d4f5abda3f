// Cited: seed-002 §3.5, App. A `UIResponder`.
/// An object that can handle touches.
///
/// Every touch callback's default implementation passes the call to `next`
/// (the responder chain: view → superview → … → window), so a view that does
/// not handle touches lets an ancestor handle them.
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain; `nil` ends the chain.
    open var next: Responder? { nil }

    /// Touches went down (seed-002 R17).
    open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        next?.touchesBegan(touches, with: event)
    }
    /// Touches moved.
    open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        next?.touchesMoved(touches, with: event)
    }
    /// Touches lifted.
    open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        next?.touchesEnded(touches, with: event)
    }
    /// Tracking of touches stopped without a lift: by the system, by a gesture
    /// recognizer (`cancelsTouchesInView`), or by a repair of bad input.
    open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }

    /// When true, the dispatcher calls `touchesChanged(with:)` once per frame
    /// instead of the four phase callbacks (seed-002 App. A `touchesChangedWithEvent:`, R17).
    open var handlesTouchesCollectively: Bool { false }

    /// All of this responder's touches changed in one frame; the touches are
    /// `event.touches(for:)` (only called when `handlesTouchesCollectively`).
    open func touchesChanged(with event: TouchEvent) {}
}
