import Testing
@testable import Tactile

// The status bar wired to the window server (seed-001 Y7–Y9; R59–R63, E29) and the outgoing
// application's windows in the render tree during a switch (R62, R67).

private let screen = Rect(0, 0, 400, 800)

/// Mode 0 is 20 pt tall, mode 1 (double height) 40 pt, along the top edge in portrait.
private func barLayout(_ mode: StatusBarMode, _ orientation: StatusBarOrientation) -> Rect {
    Rect(0, 0, 400, mode == .default ? 20 : 40)
}

private func app(_ name: String, window frame: Rect) -> (Application, Window) {
    let a = Application(name: name, screen: screen)
    let w = Window(frame: frame)
    a.addWindow(w)
    return (a, w)
}

private func barHeight(_ server: WindowServer) -> Double? {
    server.statusBar?.updateRenderTree().entries.first?.frame.size.height
}

/// seed-001 E29.
@Test func statusBarThroughTheWindowServerDurationZeroAppliesAtOnce() throws {
    let device = DeviceState()
    let (p1, _) = app("P1", window: screen)
    device.open(p1, state: .active)
    let server = WindowServer(device: device)
    #expect(server.setStatusBarMode(StatusBarMode(1), orientation: .portrait, duration: 0) == nil)  // no bar yet
    let bar = server.installStatusBar(clockedBy: p1, layout: barLayout)
    #expect(barHeight(server) == 20 && bar.view.frame.size.height == 20)
    // Duration 0, no sync id: applied before the call returns, no animation ticks (A:35).
    p1.dispatcher.advance(to: 1)
    server.setStatusBarMode(StatusBarMode(1), orientation: .portrait, duration: 0)
    #expect(barHeight(server) == 40 && bar.view.frame.size.height == 40 && bar.bar.mode == StatusBarMode(1))
    #expect(bar.animations.animator.runningCount == 0 && !bar.animations.frameClock.isRunning)
    // Duration 0.2, no sync id: animated from now on the host's frame clock.
    server.setStatusBarMode(.default, orientation: .portrait, duration: 0.2)
    #expect(barHeight(server) == 40 && bar.view.frame.size.height == 20)  // the model at once, drawn on the way
    p1.dispatcher.advance(to: 1.1)
    let mid = try #require(barHeight(server))
    #expect(mid > 20 && mid < 40)
    p1.dispatcher.drainTimers()
    #expect(barHeight(server) == 20 && bar.animations.animator.runningCount == 0)
}

/// seed-001 R63.
@Test func statusBarJoinsTheWindowServersSessionAndWaitsForEveryCommit() throws {
    // P1 grows its window 200 → 300 in session 5 with the status bar (mode 0 → 1, 20 → 40 pt).
    let device = DeviceState()
    let (p1, w1) = app("P1", window: Rect(0, 0, 400, 200))
    device.open(p1, state: .active)
    let server = WindowServer(device: device)
    let c1 = server.connection(for: p1)
    let bar = server.installStatusBar(clockedBy: p1, layout: barLayout)
    var log: [String] = []
    c1.onSynchronizationConfirmed = { log.append("P1 confirmed \($0.rawValue)") }
    c1.onSynchronizedStart = { id, t in log.append("P1 start \(id.rawValue) at \(t)") }
    let sync = SyncID(5)
    #expect(c1.requestSynchronization(sync, expecting: .participants([c1.syncParticipantID, WindowServer.statusBarParticipant]))
            == .accepted)
    #expect(log.isEmpty)  // the bar has not joined yet (R60)
    p1.dispatcher.advance(to: 0.5)
    // The status-bar call with a sync id joins session 5 and commits its end state, held (R59, R61, R63).
    server.setStatusBarMode(StatusBarMode(1), orientation: .portrait, duration: 0.3, syncID: sync)
    #expect(log == ["P1 confirmed 5"])
    #expect(server.synchronizer.phase(of: sync) == .confirmed(committed: 1, expected: 2))
    #expect(bar.view.frame.size.height == 40)  // the model is the end state …
    p1.dispatcher.advance(to: 1)
    #expect(barHeight(server) == 20)           // … but the render tree shows the old one (R62)
    #expect(!bar.animations.animator.needsFrames)
    // P1 commits last: the start call goes to both, at P1's commit time.
    c1.animateSynchronized(sync, AnimationParameters(duration: 0.3, curve: .easeInOut)) {
        $0.setFrame(of: w1, to: Rect(0, 0, 400, 300))
    }
    #expect(c1.commit(sync) == .accepted)
    #expect(log == ["P1 confirmed 5", "P1 start 5 at 1.0"])
    var stops: [String: Seconds] = [:], starts: [String: Seconds] = [:]
    bar.animations.onEvent = { e in
        if case .started = e { starts["bar"] = p1.dispatcher.now }
        if case .stopped = e { stops["bar"] = p1.dispatcher.now }
    }
    c1.animations.onEvent = { e in
        if case .started = e { starts["P1"] = p1.dispatcher.now }
        if case .stopped = e { stops["P1"] = p1.dispatcher.now }
    }
    p1.dispatcher.advance(to: 1.15)
    let barMid = try #require(barHeight(server))
    let windowMid = try #require(c1.updateRenderTree().entry(c1.renderTree.entryID(of: w1)!)?.frame.size.height)
    // Same curve, same start, same tick: the same share of the way (20 → 40 and 200 → 300).
    #expect(abs((barMid - 20) / 20 - (windowMid - 200) / 100) < 1e-9 && barMid > 20 && barMid < 40)
    p1.dispatcher.drainTimers()
    #expect(starts["bar"] != nil && starts["bar"] == starts["P1"])
    #expect(stops["bar"] != nil && stops["bar"] == stops["P1"])
    #expect(barHeight(server) == 40)
}

/// seed-001 R63.
@Test func statusBarWithDurationZeroInASessionJumpsAtTheStartCall() {
    let device = DeviceState()
    let (p1, _) = app("P1", window: screen)
    device.open(p1, state: .active)
    let server = WindowServer(device: device)
    let c1 = server.connection(for: p1)
    server.installStatusBar(clockedBy: p1, layout: barLayout)
    // The bar joins first with no expectation of its own; P1 gives the count later.
    server.setStatusBarMode(StatusBarMode(1), orientation: .portrait, duration: 0, syncID: SyncID(3))
    #expect(server.synchronizer.phase(of: SyncID(3)) == .gathering(joined: 1, expected: nil))
    #expect(barHeight(server) == 20)
    c1.requestSynchronization(SyncID(3), expecting: .count(2))
    #expect(barHeight(server) == 20)
    c1.commit(SyncID(3))
    #expect(barHeight(server) == 40)  // duration 0: no animation, applied with the start call
    // A full session refuses the bar: it does not wait forever.
    c1.requestSynchronization(SyncID(4), expecting: .count(1))
    server.setStatusBarMode(.default, orientation: .portrait, duration: 0, syncID: SyncID(4))
    #expect(barHeight(server) == 20)
}

/// seed-001 R67.
@Test func outgoingApplicationDrawnWhileItSlidesOutThenRemoved() throws {
    // The browser slides out to the left while the weather application comes in: the browser is no longer
    // displayed, but its window is drawn until its animation stops; then it leaves the picture, will-remove first.
    let device = DeviceState()
    let (browser, page) = app("browser", window: screen)
    let (weather, _) = app("weather", window: Rect(400, 0, 400, 800))
    device.open(browser, state: .active)
    device.open(weather)
    let server = WindowServer(device: device)
    let out = server.connection(for: browser)
    #expect(out.updateRenderTree().entries.count == 2)  // root and window
    device.bringToForeground(weather)
    #expect(page.isHidden && out.updateRenderTree().entries.count == 1)  // not displayed, nothing animating
    browser.dispatcher.advance(to: 0.5)
    out.animations.animate(withDuration: 0.3, options: .curveLinear) { $0.setFrame(of: page, to: Rect(-400, 0, 400, 800)) }
    var removed: [String] = []
    out.renderTree.onWillRemove = { v in
        // Told while the snapshot still shows the window (R67).
        removed.append("\(v === page) drawn \(out.renderTree.entryID(of: v) != nil)")
    }
    browser.dispatcher.advance(to: 0.65)
    let picture = out.updateRenderTree()
    let pageID = try #require(out.renderTree.entryID(of: page))
    let mid = try #require(picture.entry(pageID))
    #expect(mid.frame.origin.x < 0 && mid.frame.origin.x > -400)  // mid-slide, drawn though not displayed
    #expect(page.isHidden)
    browser.dispatcher.drainTimers()
    #expect(!out.animations.isAnimating(page))
    let after = out.updateRenderTree()
    #expect(after.entries.count == 1 && out.renderTree.entryID(of: page) == nil)
    #expect(removed == ["true drawn true"])
}
