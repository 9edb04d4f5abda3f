import Testing
@testable import Tactile

// Applications as synchronisation participants, system events and the
// suspension hand-shake through the window server (seed-001 §3.7; R5, R59–R64).

private func app(_ name: String, window frame: Rect) -> (Application, Window) {
    let a = Application(name: name, screen: Rect(0, 0, 400, 800))
    let w = Window(frame: frame)
    a.addWindow(w)
    return (a, w)
}

/// seed-001 E25.
@Test func twoApplicationsSynchronizedThroughTheWindowServer() {
    // P1 owns window 2210 (height 200 → 300), P2 owns 2220 (300 → 200); sync id 7, count 2.
    let device = DeviceState()
    let (p1, w1) = app("P1", window: Rect(0, 0, 400, 200))
    let (p2, w2) = app("P2", window: Rect(0, 200, 400, 300))
    device.open(p1, state: .active)
    device.open(p2)
    let server = WindowServer(device: device)
    let c1 = server.connection(for: p1), c2 = server.connection(for: p2)
    var log: [String] = []
    c1.onSynchronizationConfirmed = { log.append("P1 confirmed \($0.rawValue)") }
    c2.onSynchronizationConfirmed = { log.append("P2 confirmed \($0.rawValue)") }
    c1.onSynchronizedStart = { id, t in log.append("P1 start \(id.rawValue)") }
    c2.onSynchronizedStart = { id, t in log.append("P2 start \(id.rawValue)") }
    let sync = SyncID(7)
    #expect(c1.requestSynchronization(sync, expecting: .count(2)) == .accepted)
    #expect(log.isEmpty)
    p2.dispatcher.advance(to: 0.05)  // the calls arrive at different times (R59)
    #expect(c2.requestSynchronization(sync, expecting: .count(2)) == .accepted)
    #expect(log == ["P1 confirmed 7", "P2 confirmed 7"])

    let move = AnimationParameters(duration: 0.5, curve: .linear)
    c1.animateSynchronized(sync, move) { $0.setFrame(of: w1, to: Rect(0, 0, 400, 300)) }
    #expect(c1.commit(sync) == .accepted)
    p1.dispatcher.advance(to: 0.2)
    // P1 has committed; both render trees still show 200 / 300 and no start call was sent (R62).
    #expect(c1.updateRenderTree().entry(c1.renderTree.entryID(of: w1)!)?.frame.size.height == 200)
    #expect(!log.contains("P1 start 7") && !c1.animations.animator.needsFrames)
    p2.dispatcher.advance(to: 0.3)
    c2.animateSynchronized(sync, move) { $0.setFrame(of: w2, to: Rect(0, 300, 400, 200)) }
    #expect(c2.commit(sync) == .accepted)
    #expect(log.suffix(2) == ["P1 start 7", "P2 start 7"])

    // Both begin on the same tick and end on the same tick (one absolute grid, D4).
    var ends: [String: Seconds] = [:]
    c1.animations.onEvent = { if case .stopped = $0 { ends["P1"] = p1.dispatcher.now } }
    c2.animations.onEvent = { if case .stopped = $0 { ends["P2"] = p2.dispatcher.now } }
    for t in [0.4, 0.55] {
        p1.dispatcher.advance(to: t)
        p2.dispatcher.advance(to: t)
        let h1 = c1.updateRenderTree().entries.first { $0.id == c1.renderTree.entryID(of: w1) }!.frame.size.height
        // P2 is open but not displayed: its window is drawn only while it animates (the outgoing side).
        let h2 = c2.animations.presentationFrame(of: w2).size.height
        #expect(c2.updateRenderTree().entries.first { $0.id == c2.renderTree.entryID(of: w2) }?.frame.size.height == h2)
        #expect(abs((h1 - 200) - (300 - h2)) < 1e-9, "t=\(t): \(h1) \(h2)")
        #expect(h1 > 200 && h2 < 300)
    }
    p1.dispatcher.drainTimers()
    p2.dispatcher.drainTimers()
    #expect(ends["P1"] != nil && ends["P1"] == ends["P2"])
    #expect(c1.updateRenderTree().entries[1].frame.size.height == 300)
    #expect(c2.animations.presentationFrame(of: w2).size.height == 200 && w2.frame.size.height == 200)
}

/// seed-001 R5.
@Test func systemEventsGoToTheApplication() {
    let device = DeviceState()
    let (mail, _) = app("mail", window: Rect(0, 0, 400, 800))
    let (maps, _) = app("maps", window: Rect(0, 0, 400, 800))
    let (closed, _) = app("closed", window: Rect(0, 0, 400, 800))
    device.open(mail, state: .active)
    device.open(maps)
    let server = WindowServer(device: device)
    var got: [String] = []
    for a in [mail, maps, closed] { server.connection(for: a).onSystemEvent = { got.append("\(a.name) \($0)") } }
    server.deviceOrientationChanged(to: .landscapeLeft)
    #expect(got == ["mail orientationChanged(Tactile.StatusBarOrientation.landscapeLeft)",
                    "maps orientationChanged(Tactile.StatusBarOrientation.landscapeLeft)"])
    server.send(.shouldSuspend, to: maps)
    #expect(got.last == "maps shouldSuspend" && server.orientation == .landscapeLeft)
}

/// seed-001 E30.
@Test func suspensionHandshakeWithApplications() {
    let device = DeviceState()
    let launcher = Application(name: "launcher", role: .launcher, screen: Rect(0, 0, 400, 800))
    let (mail, window) = app("mail", window: Rect(0, 0, 400, 800))
    device.open(launcher)
    device.open(mail, state: .active)
    let server = WindowServer(device: device)
    let c = server.connection(for: mail)
    var events: [SystemEvent] = []
    c.onSystemEvent = { events.append($0) }
    var startTime: Seconds?
    c.animateSuspension = { start in
        startTime = start
        c.animations.animate(AnimationParameters(duration: 0.3, curve: .easeIn, startTime: start), changes: {
            $0.setTransform(of: window, to: AffineTransform(scaleX: 0.1, y: 0.1))
        }, completion: { _ in c.suspend(withAnimation: false) })
        return true
    }
    mail.dispatcher.advance(to: 1.001)
    let given = server.suspend(mail)
    #expect(events == [.shouldSuspend])
    #expect(given == startTime && abs(given - 61.0 / 60) < 1e-9)  // the next frame tick
    // The system waits: the application is still displayed, animating.
    #expect(c.suspension.state == .awaitingApplication(startTime: given))
    #expect(device.foregroundApplication === mail && mail.openState == .active)
    mail.dispatcher.drainTimers()
    #expect(c.suspension.state == .suspended(systemAnimates: false))
    #expect(device.foregroundApplication === launcher && mail.openState == .suspended)

    // Answer false: suspended at once, without waiting.
    server.resume(mail)
    #expect(device.foregroundApplication === mail && c.suspension.state == .running)
    c.animateSuspension = nil
    server.suspend(mail)
    #expect(c.suspension.isSuspended && mail.openState == .suspended && device.foregroundApplication === launcher)
}
