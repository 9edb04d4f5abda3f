// Cited: seed-001 §3.7, FIG. 21/22.
/// The seed's window server, in process (R5, R59–R64): it connects applications of a
/// `DeviceState`, coordinates their synchronised animations, delivers system events to
/// applications, and runs the suspension hand-shake.
///
/// ```swift
/// let server = WindowServer(device: device)
/// let mail = server.connection(for: mailApp), maps = server.connection(for: mapsApp)
/// let sync = SyncID(7), both = SyncExpectation.count(2)
/// mail.requestSynchronization(sync, expecting: both)
/// maps.requestSynchronization(sync, expecting: both)      // confirmation to both (R60)
/// mail.animateSynchronized(sync, AnimationParameters(duration: 0.3)) { $0.setFrame(of: w1, to: …) }
/// mail.commit(sync)                                       // maps still shows its old state
/// maps.animateSynchronized(sync, AnimationParameters(duration: 0.3)) { $0.setFrame(of: w2, to: …) }
/// maps.commit(sync)                                       // both start on the same tick (R62)
/// ```
package final class WindowServer {
    /// The device whose applications are connected.
    package let device: DeviceState
    /// The synchronisation sessions (R59–R62).
    package let synchronizer = AnimationSynchronizer()
    /// Every application's frame interval (one grid for all, D4).
    package let frameInterval: Seconds
    /// The connections, in the order made.
    package private(set) var connections: [ApplicationConnection] = []
    /// The device orientation last delivered.
    package private(set) var orientation: StatusBarOrientation = .portrait
    /// The status bar, once installed (`installStatusBar(clockedBy:layout:)`; R63).
    package internal(set) var statusBar: StatusBarConnection?

    /// Creates a server for `device`.
    package init(device: DeviceState, frameInterval: Seconds = FrameClock.defaultFrameInterval) {
        self.device = device
        self.frameInterval = frameInterval
    }

    /// The connection of `app`, made on first use (participant ids count from 1).
    package func connection(for app: Application) -> ApplicationConnection {
        if let c = connections.first(where: { $0.application === app }) { return c }
        let c = ApplicationConnection(application: app, server: self,
                                      participant: SyncParticipantID(UInt64(connections.count + 1)),
                                      frameInterval: frameInterval)
        connections.append(c)
        return c
    }

    // MARK: System events (R5)

    /// Delivers `event` to `app`'s connection (never to a window).
    package func send(_ event: SystemEvent, to app: Application) {
        connection(for: app).deliver(event)
    }

    /// The device turned: every open application gets `.orientationChanged`.
    package func deviceOrientationChanged(to orientation: StatusBarOrientation) {
        self.orientation = orientation
        for app in device.openApplications { send(.orientationChanged(orientation), to: app) }
    }

    // MARK: Suspension (R64)

    /// Suspends `app` back to `previous` (else the launcher): `app` gets
    /// `.shouldSuspend`, then is asked `animateSuspension(startTime)` with the
    /// next frame tick as the start time. A false answer suspends `app` now;
    /// a true one keeps it displayed, animating, until it calls
    /// `suspend(withAnimation:)`. On suspension `previous` is brought to the
    /// foreground and `app` becomes `.suspended`.
    /// Returns the start time given to the application.
    @discardableResult
    package func suspend(_ app: Application, returningTo previous: Application? = nil) -> Seconds {
        let c = connection(for: app)
        let now = app.dispatcher.now
        let start = c.animations.frameClock.nextTickTime(after: now)
        guard c.suspension.state == .running else { return start }
        c.deliver(.shouldSuspend)
        c.suspension.ask(startTime: start)
        let animates = c.animateSuspension?(start) ?? false
        c.suspension.applicationAnswered(willAnimate: animates)
        c.returnTo = WeakReference(previous ?? device.openApplication(withRole: .launcher))
        if c.suspension.isSuspended { didSuspend(c) }
        return start
    }

    /// The hand-shake ended: the application it returns to is displayed and
    /// the suspended one becomes `.suspended`.
    func didSuspend(_ c: ApplicationConnection) {
        if let back = c.returnTo.object, back !== c.application { device.bringToForeground(back) }
        c.returnTo = WeakReference(nil)
        device.setOpenState(.suspended, of: c.application)
    }

    /// Resumes a suspended application: it is displayed again and its hand-shake resets.
    package func resume(_ app: Application) {
        let c = connection(for: app)
        c.suspension.resume()
        device.bringToForeground(app)
    }
}
