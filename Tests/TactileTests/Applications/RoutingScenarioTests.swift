import Testing
@testable import Tactile

@Suite struct RoutingScenarioTests {
    let threeUp = Vector(dx: 0, dy: -80)

    /// seed-000 S21.
    @Test func hiddenLauncherThreeFingerSwipeUp() {
        let w = LauncherWorld()
        var launcherSaw: [String] = []
        w.launcher.onRecognizerTransition = { r, _, to in launcherSaw.append("\(r.debugName) \(to)") }
        w.feeder.fingers(3, from: Point(x: 100, y: 500), by: threeUp)
        // 1. The touch-downs (first portion) reached both applications.
        #expect(w.log.lines.first == "page began [1, 2, 3]")
        // 2. After the launcher recognized, the browser got a cancel and nothing more.
        #expect(w.log.lines.last == "page cancelled [1, 2, 3]")
        #expect(!w.log.lines.contains { $0.hasPrefix("page ended") })
        #expect(w.lastOwner === w.launcher)
        if case .recognized(let r)? = w.decisions.last?.reason { #expect(r === w.swipeUp) } else { Issue.record("reason") }
        #expect(w.decisions.last?.losers.contains { $0 === w.browser } == true)
        // 3. The handler ran once: icons shown, the browser still displayed.
        #expect(w.actions == ["threeFingerSwipeUp ended"])
        #expect(w.model.isShowingOpenApplicationIcons)
        #expect(w.model.openApplicationIcons.map { $0.name } == ["browser", "weather", "settings"])
        #expect(w.device.foregroundApplication === w.browser && w.browser.isDisplayed)
        // 4. No browser handler fired.
        #expect(!w.actions.contains { $0.hasPrefix("scroll") || $0.hasPrefix("bookmarkTap") })
        #expect(launcherSaw.contains("threeFingerSwipeUp ended"))
        #expect(w.browser.dispatcher.activeTouches.isEmpty && w.launcher.dispatcher.activeTouches.isEmpty)
    }

    /// seed-000 S21.
    @Test func methodASecondPortionOnlyToLauncher() {
        // Method A (§6.2): phase 1 to both, phase 2 (after A8's decision) to the launcher only.
        let w = LauncherWorld()
        var browserPhases: [String] = []
        w.browser.dispatcher.onDiagnostic = { d in browserPhases.append("\(d)") }
        w.feeder.down([1, 2, 3], at: [Point(x: 100, y: 500), Point(x: 120, y: 500), Point(x: 140, y: 500)])
        #expect(w.router.currentOwner == nil)
        #expect(w.browser.dispatcher.activeTouches.count == 3 && w.launcher.dispatcher.activeTouches.count == 3)
        w.feeder.move([1, 2, 3], to: [Point(x: 100, y: 460), Point(x: 120, y: 460), Point(x: 140, y: 460)])
        #expect(w.router.currentOwner === w.launcher)
        #expect(w.browser.dispatcher.activeTouches.isEmpty)
        w.feeder.move([1, 2, 3], to: [Point(x: 100, y: 420), Point(x: 120, y: 420), Point(x: 140, y: 420)])
        #expect(w.launcher.dispatcher.activeTouches.count == 3)
        w.feeder.up([1, 2, 3], at: [Point(x: 100, y: 420), Point(x: 120, y: 420), Point(x: 140, y: 420)])
        #expect(!w.router.isSequenceInProgress)
        // The browser never saw the later sub-events (no "unknown touch" repairs either).
        #expect(browserPhases.filter { $0.contains("unknown") }.isEmpty)
    }

    /// seed-000 S21.
    @Test func methodBDeferredBrowserNeverSeesTheSwipe() {
        let w = LauncherWorld()
        w.router.method = .deferredUntilDecided
        w.feeder.fingers(3, from: Point(x: 100, y: 500), by: threeUp)
        #expect(w.log.lines.isEmpty)
        #expect(w.actions == ["threeFingerSwipeUp ended"])
        #expect(w.lastOwner === w.launcher)
    }

    /// seed-000 S22.
    @Test func tapOnBookmarkIcon() {
        let w = LauncherWorld()
        var launcherActions = 0
        for r in w.launcher.allRecognizers { r.addAction { _ in launcherActions += 1 } }
        w.feeder.down([1], at: [Point(x: 360, y: 40)])
        w.feeder.up([1], at: [Point(x: 360, y: 40)])
        #expect(w.actions == ["bookmarkTap ended"])
        #expect(launcherActions == 0)
        #expect(w.lastOwner === w.browser)
        if case .higherLevelsFailed? = w.decisions.last?.reason {} else { Issue.record("expected higherLevelsFailed") }
        #expect(w.swipeUp.state == .possible)   // reset after the sequence
    }

    /// seed-000 S22.
    @Test func methodBConditionalRoutingDeliversWholeSequenceLater() {
        let w = LauncherWorld()
        w.router.method = .deferredUntilDecided
        w.feeder.down([1], at: [Point(x: 360, y: 40)])
        #expect(w.log.lines.isEmpty)                     // B: nothing to the browser yet
        w.feeder.up([1], at: [Point(x: 360, y: 40)])
        #expect(w.actions == ["bookmarkTap ended"])      // B5: the sequence went to the browser
        #expect(w.log.lines.first == "bookmarkIcon began [1]")
        #expect(w.lastOwner === w.browser)
    }

    /// seed-000 S23.
    @Test func neitherApplicationRecognizes() {
        let w = LauncherWorld()
        w.feeder.down([1, 2], at: [Point(x: 150, y: 400), Point(x: 250, y: 400)])
        w.feeder.move([1, 2], to: [Point(x: 120, y: 380), Point(x: 280, y: 420)])
        w.feeder.move([1, 2], to: [Point(x: 90, y: 360), Point(x: 310, y: 440)])
        w.feeder.up([1, 2], at: [Point(x: 90, y: 360), Point(x: 310, y: 440)])
        #expect(w.actions.isEmpty)
        #expect(w.lastOwner === w.browser)
        #expect(w.device.foregroundApplication === w.browser)
        #expect(!w.model.isShowingOpenApplicationIcons && w.model.applicationScale == 1)
        #expect(w.log.lines.last == "page ended [1, 2]")
    }

    private func pinch(_ w: LauncherWorld, radii: [Double]) -> [Double] {
        var scales: [Double] = []
        w.homePinch.addAction { g in if g.state == .began || g.state == .changed { scales.append(w.model.applicationScale) } }
        let ids = [1, 2, 3, 4, 5]
        func points(_ r: Double) -> [Point] {
            ids.map { i in
                let a = Double(i) * 2 * 3.141592653589793 / 5
                return Point(x: 200 + r * TactileMath.cos(a), y: 400 + r * TactileMath.sin(a))
            }
        }
        w.feeder.down(ids, at: points(100))
        for r in radii { w.feeder.move(ids, to: points(r)) }
        for (i, id) in ids.enumerated() { w.feeder.up([id], at: [points(radii.last ?? 100)[i]]) }
        return scales
    }

    /// seed-000 S24.
    @Test func fivefingerPinchGoesHomeBelowThreshold() {
        let w = LauncherWorld()
        let scales = pinch(w, radii: [80, 60, 40, 50])
        #expect(scales.count == 4)
        #expect(scales[0] > scales[1] && scales[1] > scales[2])   // pinching reduces the scale
        #expect(scales[3] > scales[2])                             // depinching increases it
        #expect(w.lastOwner === w.launcher)
        #expect(w.device.foregroundApplication === w.launcher)     // 0.5 < 0.6: home screen
        #expect(!w.browser.isDisplayed && w.launcher.isDisplayed)
        #expect(w.model.lastApplication === w.browser)
        #expect(w.log.lines.contains("page cancelled [1, 2, 3, 4, 5]"))
    }

    /// seed-000 S24.
    @Test func fivefingerPinchReturnsAboveThreshold() {
        let w = LauncherWorld()
        _ = pinch(w, radii: [80, 70, 90])
        #expect(w.device.foregroundApplication === w.browser)
        #expect(w.model.applicationScale == 1 && !w.model.isHomeScreenVisible)
    }

    /// seed-000 S24.
    @Test func fivefingerPinchVariants() {
        let always = LauncherWorld()
        always.model.alwaysGoesHomeOnRelease = true
        _ = pinch(always, radii: [90])
        #expect(always.device.foregroundApplication === always.launcher)

        let fast = LauncherWorld()           // 0.7 > threshold, but shrinking fast: home
        _ = pinch(fast, radii: [95, 70])
        #expect(fast.device.foregroundApplication === fast.launcher)

        let browserAlone = LauncherWorld()   // the browser has no five-finger pinch recognizer
        browserAlone.router.activeApplicationPolicy = .hitLevelOnly
        _ = pinch(browserAlone, radii: [80, 60, 40])
        #expect(browserAlone.actions.isEmpty)
        #expect(browserAlone.device.foregroundApplication === browserAlone.browser)
    }

    private func registerNextApp(_ w: LauncherWorld) -> RecognizerDefinitions {
        let next = w.nextApp
        return w.launcher.registerDefinitions(for: next, [.swipe(.left, touches: 3),
                                                          .swipe(.left, touches: 4, mode: .accessibility)]) { d in
            next.touchesRequired = d.numberOfTouches
        }
    }

    private let left = Vector(dx: -120, dy: 0)

    /// seed-000 S25.
    @Test func nextApplicationInNormalMode() {
        let w = LauncherWorld()
        let b = registerNextApp(w)
        w.feeder.fingers(4, from: Point(x: 200, y: 400), by: left)
        #expect(!w.actions.contains("nextApp ended"))              // four fingers: not recognized
        #expect(w.device.foregroundApplication === w.browser)
        w.feeder.fingers(3, from: Point(x: 200, y: 400), by: left)
        #expect(b.selected == .swipe(.left, touches: 3))
        #expect(w.actions == ["nextApp ended"])
        #expect(w.device.foregroundApplication === w.weather)     // browser replaced by weather
        #expect(w.weather.isDisplayed && !w.browser.isDisplayed)
        #expect(w.browser.openState == .background && w.weather.openState == .active)
    }

    /// seed-000 S26.
    @Test func nextApplicationInAccessibilityMode() {
        let w = LauncherWorld()
        let b = registerNextApp(w)
        // Another recognizer uses the three-finger left swipe in accessibility mode (L46).
        let other = FingerSwipe(3, .left, name: "accessibilityBack")
        var otherFired = 0
        other.addAction { _ in otherFired += 1 }
        w.launcher.addGestureRecognizer(other)
        w.device.operatingMode = .accessibility                     // re-selected at once
        #expect(b.selected == .swipe(.left, touches: 4, mode: .accessibility))
        #expect(w.nextApp.touchesRequired == 4)
        w.feeder.fingers(3, from: Point(x: 200, y: 400), by: left)
        #expect(!w.actions.contains("nextApp ended") && otherFired == 1)
        #expect(w.device.foregroundApplication === w.browser)
        w.feeder.fingers(4, from: Point(x: 200, y: 400), by: left)
        #expect(w.actions == ["nextApp ended"])
        #expect(w.device.foregroundApplication === w.weather)
        w.device.operatingMode = .normal
        #expect(w.nextApp.touchesRequired == 3)
    }

    /// seed-000 S27.
    @Test func accessibilityConflictFallback() {
        let w = LauncherWorld()
        let b = registerNextApp(w)
        let x = FingerSwipe(4, .left, name: "X")
        var xFired = 0
        x.addAction { _ in xFired += 1 }
        w.launcher.addGestureRecognizer(x)
        w.launcher.registerDefinitions(for: x, [.swipe(.left, touches: 4)]) { _ in }
        w.router.definitionPolicy = .uniqueAmongActiveViewRecognizers
        w.device.operatingMode = .accessibility
        w.feeder.fingers(4, from: Point(x: 200, y: 400), by: left)
        #expect(b.selected == .swipe(.left, touches: 3))            // even in accessibility mode
        #expect(xFired == 1 && !w.actions.contains("nextApp ended"))
        #expect(w.device.foregroundApplication === w.browser)
        w.feeder.fingers(3, from: Point(x: 200, y: 400), by: left)
        #expect(w.actions == ["nextApp ended"])
        // Without the conflict policy the mode decides.
        w.router.definitionPolicy = .none
        w.feeder.down([1], at: [Point(x: 200, y: 400)])
        #expect(b.selected == .swipe(.left, touches: 4, mode: .accessibility))
    }

    private func multi(_ w: LauncherWorld, _ name: String, _ normal: Int, _ access: Int) -> RecognizerDefinitions {
        let r = FingerSwipe(normal, .left, name: name)
        w.launcher.addGestureRecognizer(r)
        return w.launcher.registerDefinitions(for: r, [.swipe(.left, touches: normal),
                                                       .swipe(.left, touches: access, mode: .accessibility)]) { d in
            r.touchesRequired = d.numberOfTouches
        }
    }

    /// seed-000 S28.
    @Test func twoMultiDefinitionRecognizers() {
        let w = LauncherWorld()
        let r1 = multi(w, "R1", 3, 4), r2 = multi(w, "R2", 2, 4)
        w.router.definitionPolicy = .uniqueAmongSelectedMultiDefinition
        w.device.operatingMode = .accessibility
        w.feeder.down([1], at: [Point(x: 200, y: 400)])
        #expect(r1.selected?.numberOfTouches == 4)
        #expect(r2.selected?.numberOfTouches == 2)
        #expect((r2.recognizer as? FingerSwipe)?.touchesRequired == 2)
    }

    /// seed-000 S29.
    @Test func r1WithR3DistinguishesThePolicies() {
        let w = LauncherWorld()
        let r1 = multi(w, "R1", 3, 4), r3 = multi(w, "R3", 2, 3)
        w.router.definitionPolicy = .uniqueAmongSelectedMultiDefinition
        w.device.operatingMode = .accessibility
        w.feeder.down([1], at: [Point(x: 200, y: 400)])
        w.feeder.up([1], at: [Point(x: 200, y: 400)])
        #expect(r1.selected?.numberOfTouches == 4 && r3.selected?.numberOfTouches == 3)
        w.router.definitionPolicy = .uniqueAmongActiveViewRecognizers
        w.feeder.down([1], at: [Point(x: 200, y: 400)])
        #expect(r1.selected?.numberOfTouches == 4 && r3.selected?.numberOfTouches == 2)
    }

    /// seed-000 S28, S29.
    @Test func selectorUniqueAmongAllRecognizers() {
        // .uniqueAmongAllRecognizers also sees recognizers outside the active views.
        let w = LauncherWorld()
        let r1 = multi(w, "R1", 3, 4)
        let elsewhere = FingerSwipe(4, .left, name: "elsewhere")
        w.weatherView.addGestureRecognizer(elsewhere)
        w.weather.registerDefinitions(for: elsewhere, [.swipe(.left, touches: 4)]) { _ in }
        w.device.operatingMode = .accessibility
        w.router.definitionPolicy = .uniqueAmongActiveViewRecognizers
        w.feeder.down([1], at: [Point(x: 200, y: 400)])
        w.feeder.up([1], at: [Point(x: 200, y: 400)])
        #expect(r1.selected?.numberOfTouches == 4)
        w.router.definitionPolicy = .uniqueAmongAllRecognizers
        w.feeder.down([1], at: [Point(x: 200, y: 400)])
        #expect(r1.selected?.numberOfTouches == 3)
    }

    /// seed-000 S30.
    @Test func tenFingerTapLaunchesSettings() {
        let w = LauncherWorld()
        let ids = Array(1...10)
        let pts = ids.map { Point(x: Double($0) * 35, y: 400) }
        w.feeder.down(ids, at: pts)
        #expect(w.log.lines == ["page began [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"])
        for (i, id) in ids.enumerated() { w.feeder.up([id], at: [pts[i]]) }
        #expect(w.actions == ["tenFingerTap ended"])
        #expect(w.lastOwner === w.os)
        #expect(w.device.foregroundApplication === w.settings)
        // The browser received the touch-downs, then only a cancel.
        #expect(w.log.lines == ["page began [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", "page cancelled [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"])
    }

    @Test func firstPortionPolicy_stillPossibleAfterTouchDowns() {
        let w = LauncherWorld()
        w.launcher.firstPortionPolicy = .stillPossibleAfterTouchDowns
        w.feeder.down([1, 2, 3], at: [Point(x: 100, y: 500), Point(x: 120, y: 500), Point(x: 140, y: 500)])
        #expect(w.router.currentOwner == nil)
        w.feeder.move([1, 2, 3], to: [Point(x: 100, y: 495), Point(x: 120, y: 495), Point(x: 140, y: 495)])
        #expect(w.router.currentOwner === w.launcher)                 // decided before the move
        #expect(w.log.lines == ["page began [1, 2, 3]", "page cancelled [1, 2, 3]"])
        if case .stillPossibleAfterTouchDowns? = w.decisions.last?.reason {} else { Issue.record("reason") }
        w.feeder.up([1, 2, 3], at: [Point(x: 100, y: 495), Point(x: 120, y: 495), Point(x: 140, y: 495)])
        // The caveat of §6.5: a one-finger tap is captured too.
        w.feeder.down([1], at: [Point(x: 360, y: 40)])
        w.feeder.up([1], at: [Point(x: 360, y: 40)])
        #expect(!w.actions.contains("bookmarkTap ended"))
        #expect(w.lastOwner === w.launcher)
    }

    @Test func closedApplicationsDoNotTakePart() {
        let w = LauncherWorld()
        w.device.close(w.launcher)
        #expect(!w.launcher.isOpen && w.launcher.state == ApplicationState())
        w.feeder.fingers(3, from: Point(x: 100, y: 500), by: threeUp)
        #expect(w.actions.isEmpty)
        #expect(w.decisions.last?.owner === w.browser)
        #expect(!w.router.currentParticipants.contains { $0 === w.launcher })
    }

    @Test func switchingWalksTheSequenceOfOpenApplications() {
        let w = LauncherWorld()
        #expect(w.model.switchApplication(by: -1) == false)         // browser is first
        #expect(w.model.switchApplication(by: 1) && w.device.foregroundApplication === w.weather)
        w.feeder.fingers(3, from: Point(x: 100, y: 400), by: Vector(dx: 120, dy: 0))   // previous
        #expect(w.actions == ["previousApp ended"])
        #expect(w.device.foregroundApplication === w.browser)
        w.device.setOpenState(.suspended, of: w.weather)
        #expect(w.weather.openState == .suspended)
        w.feeder.fingers(3, from: Point(x: 300, y: 400), by: left)     // a suspended app is still open
        #expect(w.device.foregroundApplication === w.weather)
    }
}
