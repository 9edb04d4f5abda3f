// Cited: seed-001 Y7–Y10.
/// The status bar as the window server draws it (R63): a view animated on a host
/// application's frame clock, joining the server's synchronisation sessions as
/// participant 0 (applications count from 1).
///
/// `WindowServer.installStatusBar(clockedBy:layout:)` makes it;
/// `WindowServer.setStatusBarMode(_:orientation:duration:syncID:)` is the
/// seed's status-bar call. With a sync id the bar joins that session, commits
/// its end frame held, and starts only with the session's start call — until
/// then `updateRenderTree()` shows the old frame (R62). Duration 0 without a
/// sync id applies at once (A:35).
package final class StatusBarConnection {
    /// The status bar (mode, orientation, participant).
    package let bar: StatusBar
    /// The view the bar is drawn as; its frame is the model frame (A:42, non-rotated window coordinates).
    package let view: View
    /// The bar's animator, on the host application's frame clock.
    package let animations: ViewAnimator
    /// What the bar draws.
    package let renderTree: ViewRenderTree

    init(participant: SyncParticipantID, host: Application, synchronizer: AnimationSynchronizer,
         mode: StatusBarMode, orientation: StatusBarOrientation,
         layout: @escaping (StatusBarMode, StatusBarOrientation) -> Rect) {
        view = View(frame: layout(mode, orientation))
        view.name = "statusBar"
        animations = ViewAnimator(dispatcher: host.dispatcher)
        renderTree = ViewRenderTree(animations: animations)
        bar = StatusBar(participant: participant, view: view, animations: animations, synchronizer: synchronizer,
                        mode: mode, orientation: orientation, layout: layout)
    }

    /// Rebuilds `renderTree` from the bar's view and returns it.
    @discardableResult
    package func updateRenderTree() -> RenderSnapshot { renderTree.update(roots: [view]) }
}

extension WindowServer {
    /// The status bar's participant id in synchronisation sessions.
    package static let statusBarParticipant = SyncParticipantID(0)

    /// Installs the status bar (replacing one installed before): drawn as a
    /// view whose frame `layout` gives for a mode and orientation, animated on
    /// `host`'s frame clock (the application whose dispatcher gives the time,
    /// typically the OS application or the launcher).
    @discardableResult
    package func installStatusBar(clockedBy host: Application, mode: StatusBarMode = .default,
                                 orientation: StatusBarOrientation = .portrait,
                                 layout: @escaping (StatusBarMode, StatusBarOrientation) -> Rect) -> StatusBarConnection {
        _ = host.dispatcher.frameClock(interval: frameInterval)
        let c = StatusBarConnection(participant: Self.statusBarParticipant, host: host, synchronizer: synchronizer,
                                    mode: mode, orientation: orientation, layout: layout)
        statusBar = c
        return c
    }

    /// The seed's status-bar call (`setStatusBarMode:orientation:duration:`
    /// with a `processSynchID`, Y7–Y9; R63): a non-nil `syncID` joins that
    /// session (R59) and holds the change until every participant has
    /// committed (R62); duration 0 means no animation. Nil when no status bar
    /// is installed.
    @discardableResult
    package func setStatusBarMode(_ mode: StatusBarMode, orientation: StatusBarOrientation, duration: Seconds,
                                 syncID: SyncID? = nil) -> AnimationHandle? {
        statusBar?.bar.setMode(mode, orientation: orientation, duration: duration, syncID: syncID)
    }
}
