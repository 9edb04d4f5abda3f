/// The engine as a window sees it: told when part of the view tree can no
/// longer receive touches, so it cancels the touches bound there.
/// Class-bound, so Embedded Swift accepts the existential.
internal protocol ViewTreeHost: AnyObject {
    /// `view` (and its descendants) is being removed, hidden or disabled.
    func viewWillBecomeUnavailable(_ view: View, reason: UnavailabilityReason)
}
