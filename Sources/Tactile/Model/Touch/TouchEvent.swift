// Cited: seed-002 §3.4, R14.
/// The state of all delivered touches at one moment.
///
/// The dispatcher keeps one `TouchEvent` and updates it for each input frame,
/// as UIKit does with `UIEvent`: do not keep it past the callback.
public final class TouchEvent {
    /// Time of the frame, in seconds.
    /// (Exclusivity: engine-written in single stores between callbacks; unchecked, as on `Touch`.)
    @exclusivity(unchecked) public internal(set) var timestamp: Seconds = 0
    /// Every touch that reaches its view and is down now, or ended or was
    /// cancelled in this frame, in touch-down order. Touches the multi-touch or
    /// exclusive-touch flags keep from their view are never included (seed-002
    /// R18, R26), though recognizers receive them.
    package var allTouches: TouchSet {
        var out: [Touch] = []
        for t in touches where t.record.reachesView { out.append(t) }
        return TouchSet(out)
    }

    /// Every delivered touch, including those kept from their view (recognizers see these).
    @exclusivity(unchecked) internal var touches: [Touch] = []

    internal init() {}

    /// The touches whose hit view is `view` and that the view receives
    /// (seed-002 App. A `touchesForView:`).
    public func touches(for view: View) -> TouchSet {
        var out: [Touch] = []
        for t in touches where t.view === view && t.record.reachesView { out.append(t) }
        return TouchSet(out)
    }

    /// The touches that went down in `window` (`touchesForWindow:`).
    public func touches(for window: Window) -> TouchSet {
        var out: [Touch] = []
        for t in touches where t.window === window && t.record.reachesView { out.append(t) }
        return TouchSet(out)
    }

    /// The touches being delivered to `recognizer` (UIKit `touches(for:)`).
    public func touches(for recognizer: GestureRecognizer) -> TouchSet {
        var out: [Touch] = []
        for t in touches where recognizer.trackedTouches.contains(where: { $0 === t }) { out.append(t) }
        return TouchSet(out)
    }
}
