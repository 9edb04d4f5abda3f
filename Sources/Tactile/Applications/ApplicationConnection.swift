// Cited: seed-001 §3.7.
/// An application's connection to the `WindowServer`: its view animator, its part in
/// synchronised animations (R59–R62), its system events (R5) and its suspension
/// hand-shake (R64).
///
/// The connection is the application's `SyncParticipant`: sessions list
/// applications by `syncParticipantID`. Animations committed with
/// `animateSynchronized` are held — the render tree shows the old state —
/// until every participant of the session has committed; then all start on
/// the same frame-clock tick (every application's clock ticks on the same
/// absolute grid, D4).
package final class ApplicationConnection: SyncParticipant {
    /// The application.
    package let application: Application
    /// The server the application is connected to (not retained; nil once it is gone).
    package var server: WindowServer? { serverRef.object }
    private let serverRef: WeakReference<WindowServer>
    /// The application's id in synchronisation sessions.
    package let syncParticipantID: SyncParticipantID
    /// The application's view animator: its frames are timers on the application's dispatcher.
    package let animations: ViewAnimator
    /// What the application draws (its root window's tree with its animations).
    package let renderTree: ViewRenderTree
    /// The application's system-event handler (R5).
    package var onSystemEvent: ((SystemEvent) -> Void)?
    /// The application's `animateSuspensionReturningToLastApp(startTime:)`
    /// (R64): true when it will animate from `startTime` and call
    /// `suspend(withAnimation:)` when done; nil answers false.
    package var animateSuspension: ((Seconds) -> Bool)?
    /// Called when a session the application joined is confirmed (R60).
    package var onSynchronizationConfirmed: ((SyncID) -> Void)?
    /// Called when a session's animations start (R62), after they were started.
    package var onSynchronizedStart: ((SyncID, Seconds) -> Void)?
    /// Where the suspension hand-shake is.
    package internal(set) var suspension = SuspensionHandshake()
    /// The application displayed once this one has suspended.
    var returnTo = WeakReference<Application>(nil)

    init(application: Application, server: WindowServer, participant: SyncParticipantID, frameInterval: Seconds) {
        self.application = application
        serverRef = WeakReference(server)
        syncParticipantID = participant
        _ = application.dispatcher.frameClock(interval: frameInterval)
        animations = ViewAnimator(dispatcher: application.dispatcher)
        renderTree = ViewRenderTree(animations: animations)
    }

    /// Rebuilds `renderTree` from the application's windows and returns it.
    /// A displayed application draws its visible windows. One that is not
    /// displayed (the outgoing side of an application switch) still draws
    /// each window while an animation of that window or of a view in it runs
    /// or is held, and drops it — with `onWillRemove` first (R67) — at the
    /// first update after its animations stop.
    @discardableResult
    package func updateRenderTree() -> RenderSnapshot {
        renderTree.update(roots: [application.rootWindow], revealing: outgoingWindows)
    }

    /// The windows of an application that is not displayed with an animation running or held in them.
    var outgoingWindows: [View] {
        var out: [View] = []
        guard !application.isDisplayed else { return out }
        for w in application.windows where isAnimating(inside: w) { out.append(w) }
        return out
    }

    private func isAnimating(inside view: View) -> Bool {
        if animations.isAnimating(view) { return true }
        return view.subviews.contains { isAnimating(inside: $0) }
    }

    // MARK: Synchronisation (R59–R62)

    /// Joins session `id` (R59) expecting `expectation` (the participant list
    /// or count; nil when another participant gives it).
    @discardableResult
    package func requestSynchronization(_ id: SyncID, expecting expectation: SyncExpectation?) -> AnimationSynchronizer.Outcome {
        server?.synchronizer.requestSynchronization(id, from: self, expecting: expectation) ?? .notExpected
    }

    /// Commits `changes` as a group held for session `id`: the views take
    /// their end values as model values now, and the animation starts only
    /// with the session (R61, R62).
    @discardableResult
    package func animateSynchronized(_ id: SyncID, _ parameters: AnimationParameters,
                                    changes: (inout ViewAnimationTransaction) -> Void,
                                    completion: ((Bool) -> Void)? = nil) -> AnimationHandle {
        var p = parameters
        p.synchronization = id
        return animations.animate(p, changes: changes, completion: completion)
    }

    /// Tells the server this application's end state for session `id` is committed (R61).
    @discardableResult
    package func commit(_ id: SyncID) -> AnimationSynchronizer.Outcome {
        server?.synchronizer.commit(id, from: self, at: application.dispatcher.now) ?? .notJoined
    }

    /// Every expected participant joined session `id` (R60).
    package func synchronizationConfirmed(_ id: SyncID) { onSynchronizationConfirmed?(id) }

    /// Every participant committed: the held animations of `id` start at `time` (R62).
    package func startSynchronizedAnimation(_ id: SyncID, at time: Seconds) {
        animations.animator.startSynchronized(id, at: time)
        onSynchronizedStart?(id, time)
    }

    // MARK: Suspension (R64)

    /// The application's `suspend(withAnimation:)`, after its own suspension
    /// animation (the seed: `NO`). Completes a suspension the server is waiting for.
    package func suspend(withAnimation: Bool) {
        guard case .awaitingApplication = suspension.state else { return }
        suspension.suspend(withAnimation: withAnimation)
        server?.didSuspend(self)
    }

    func deliver(_ event: SystemEvent) { onSystemEvent?(event) }
}
