import Testing
@testable import Tactile
import TactileTestSupport

// The input modification layer at touch level (seed-004 R-A4, §6.3 G1–G9,
// design note D7–D9): real frames in, speech and application taps out.

@Suite struct ScreenReaderTests {
    /// seed-004 R-M1.
    @Test func modeOffPassesThroughUnchanged() {
        let sink = RecordingSink()
        let output = RecordingAccessibilityOutput()
        let device = DeviceState()
        let layer = InputModificationLayer(downstream: sink, tree: { AccessibilityFixtures.email() }, device: device,
                                           output: output, receiver: output)
        let frames = [
            InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(x: 100, y: 30))]),
            InputFrame(timestamp: 0.05, samples: [TouchSample(id: 1, phase: .moved, location: Point(x: 200, y: 30))]),
            InputFrame(timestamp: 0.1, samples: [TouchSample(id: 1, phase: .ended, location: Point(x: 300, y: 30))]),
        ]
        for f in frames { layer.handle(f) }
        layer.advance(to: 1)
        #expect(sink.frames == frames)
        #expect(sink.advances == [1])
        #expect(output.presentations.isEmpty && output.instructions.isEmpty)
    }

    /// seed-004 R-M1.
    @Test func modeFollowsDeviceOperatingMode() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 300, y: 60))                       // on To
        #expect(w.speech() == ["Message header, To: me@me.com"])
        #expect(w.mail.taps.isEmpty)                        // the application saw nothing (G2)
        w.device.operatingMode = .normal
        w.touch(Point(x: 300, y: 60))
        #expect(w.speech().isEmpty)
        #expect(w.mail.taps == ["To"])                      // a plain tap reached the view
        w.device.operatingMode = .accessibility
        w.touch(Point(x: 100, y: 30))
        #expect(w.speech() == ["earcon leftContainer", "Mailboxes, Inbox"])   // the cursor was still in the header
    }

    /// seed-004 WX-01, WX-02.
    @Test func touchAnnouncesContainerOrItemTouches() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 128, y: 400))
        #expect(w.speech() == ["Mailboxes, 4 items"])
        w.touch(Point(x: 300, y: 60))
        #expect(w.speech() == ["earcon leftContainer", "Message header, To: me@me.com"])
        #expect(w.layer.navigator.state.currentNode == "To")
    }

    /// seed-004 WX-04.
    @Test func flickIsLocationIndependentTouches() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 128, y: 400))
        #expect(w.speech() == ["Mailboxes, 4 items"])
        w.flick(.left, fingers: 4)
        #expect(w.speech() == ["Inbox"])
        w.flick(.right, at: Point(x: 600, y: 740))          // performed over the dock
        #expect(w.speech() == ["Drafts"])                   // no earcon, no container change
        #expect(w.layer.navigator.state.currentContainer == "K1")
        #expect(w.mail.taps.isEmpty)
    }

    /// seed-004 G6.
    @Test func flickDoesNotMoveCursorToTouchDown() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 100, y: 30))                       // Inbox
        #expect(w.speech() == ["Mailboxes, Inbox"])
        w.flick(.right, at: Point(x: 300, y: 670))          // starts on Reply
        #expect(w.speech() == ["Drafts"])                   // Reply was never announced
        #expect(w.layer.navigator.state.currentNode == "Drafts")
    }

    /// seed-004 WX-03.
    @Test func doubleTapAnywhereActivatesAtActivationPointTouches() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 424, y: 736))                      // Address Book
        #expect(w.speech() == ["Dock, Address Book, opens Address Book"])
        #expect(w.output.takeInstructions().isEmpty)        // exploration never selects (R-T5)
        w.tap(Point(x: 600, y: 300))
        w.wait(0.1)
        w.tap(Point(x: 600, y: 300))
        w.wait(0.5)
        #expect(w.output.takeInstructions() == [.select("AddressBook", activationPoint: Point(x: 424, y: 736))])
        #expect(w.mail.taps == ["AddressBook"])             // the synthesized tap reached its view (A24)
        #expect(w.speech().isEmpty)                         // the first tap did not explore the body
    }

    @Test func seed004_singleTapExploresAfterTheDoubleTapWindow() {
        let w = ScreenReaderWorld()
        w.tap(Point(x: 100, y: 30))
        #expect(w.speech().isEmpty)                         // might still be a double tap
        w.wait(0.5)
        #expect(w.speech() == ["Mailboxes, Inbox"])
    }

    /// seed-004 WX-12.
    @Test func dragAnnouncesOnlyChangesTouches() {
        let w = ScreenReaderWorld()
        w.frame([TouchSample(id: 1, phase: .began, location: Point(x: 600, y: 600))])
        w.wait(0.15)
        #expect(w.speech() == ["Message body, Message text: Are we still on for lunch?"])
        w.wait(0.2)   // slower than a flick (G6)
        w.frame([TouchSample(id: 1, phase: .moved, location: Point(x: 450, y: 630))])
        #expect(w.speech().isEmpty)
        w.wait(0.2)   // slower than a flick (G6)
        w.frame([TouchSample(id: 1, phase: .moved, location: Point(x: 450, y: 645))])
        #expect(w.speech() == ["earcon leftContainer", "Message actions, 3 items"])
        w.wait(0.2)   // slower than a flick (G6)
        w.frame([TouchSample(id: 1, phase: .moved, location: Point(x: 330, y: 680))])
        #expect(w.speech() == ["Reply"])
        w.frame([TouchSample(id: 1, phase: .ended, location: Point(x: 330, y: 680))])
        w.wait(0.5)
        #expect(w.speech().isEmpty && w.mail.taps.isEmpty)
    }

    /// seed-004 A29.
    @Test func cursorSurvivesLayoutChangeViews() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 100, y: 98))                       // Drafts
        #expect(w.speech() == ["Mailboxes, Drafts"])
        // Layout: Inbox goes away and the folders move up.
        w.mail.views["Inbox"]?.removeFromSuperview()
        for (k, id) in ["Drafts", "Sent", "Trash"].enumerated() {
            w.mail.views[id]?.frame = Rect(16, 16 + Double(k) * 60, 224, 44)
        }
        w.layer.layoutDidChange()
        #expect(w.layer.navigator.state.currentNode == "Drafts")
        w.flick(.right)
        #expect(w.speech() == ["Sent"])
        w.touch(Point(x: 100, y: 30))                       // where Inbox was: now Drafts
        #expect(w.speech() == ["Drafts"])
    }

    // D7: while the screen reader is on, its bindings win; the launcher's
    // accessibility-mode gestures move to the gestures the layer passes through.
    /// seed-004 D7.
    @Test func screenReaderBindingsWinAndPassThroughReachesTheApplication() {
        let w = ScreenReaderWorld()
        let launcherSwipe = SwipeGestureRecognizer()         // the launcher's "next application", moved to 3 fingers
        launcherSwipe.numberOfTouchesRequired = 3
        launcherSwipe.direction = .left
        var nextApplication = 0
        _ = launcherSwipe.addAction { _ in nextApplication += 1 }
        w.mail.window.addGestureRecognizer(launcherSwipe)
        let fourFinger = SwipeGestureRecognizer()            // seed-000 S26's accessibility-mode binding
        fourFinger.numberOfTouchesRequired = 4
        fourFinger.direction = .left
        var fourFingerFired = 0
        _ = fourFinger.addAction { _ in fourFingerFired += 1 }
        w.mail.window.addGestureRecognizer(fourFinger)

        w.touch(Point(x: 300, y: 60))
        _ = w.speech()
        w.flick(.left, fingers: 4)                           // bound: firstItemInContainer
        #expect(w.speech() == ["From: Alice"])
        #expect(fourFingerFired == 0)
        w.flick(.left, fingers: 3)                           // pass-through: replayed to the application
        #expect(w.speech().isEmpty)
        #expect(nextApplication == 1)
        w.flick(.left, fingers: 2)                           // neither: consumed
        #expect(w.speech().isEmpty && nextApplication == 1)
        w.device.operatingMode = .normal                     // screen reader off: S26's binding works again
        w.flick(.left, fingers: 4)
        #expect(fourFingerFired == 1)
    }

    // After a sequence handed to the application, the layer's own recognizers must
    // have seen it end: the next flick navigates again (it once found them stuck).
    /// seed-004 D7.
    @Test func layerStillReadsAfterAPassThrough() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 300, y: 60))
        _ = w.speech()
        w.flick(.left, fingers: 3)
        #expect(w.speech().isEmpty)
        w.flick(.right)
        #expect(w.speech() == ["Subject: Lunch"])   // from To
        w.flick(.left, fingers: 4)
        #expect(w.speech() == ["From: Alice"])
    }

    /// seed-004 D7.
    @Test func boundPassThroughGestureRunsTheCommand() {
        let w = ScreenReaderWorld { c in
            c.accessibility.bindings.bind(.flick(.left, fingers: 3), to: .nextContainer)
        }
        let swipe = SwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 3
        swipe.direction = .left
        var fired = 0
        _ = swipe.addAction { _ in fired += 1 }
        w.mail.window.addGestureRecognizer(swipe)
        w.touch(Point(x: 128, y: 400))
        _ = w.speech()
        w.flick(.left, fingers: 3)
        #expect(w.speech() == ["Message header, 4 items"])
        #expect(fired == 0)
    }

    /// seed-004 R-B5.
    @Test func navigationNeverAlertsTouches() {
        let w = ScreenReaderWorld()
        w.touch(Point(x: 560, y: 670))                       // Delete
        #expect(w.speech() == ["Message actions, Delete"])
        w.flick(.right, at: Point(x: 100, y: 30))            // crosses into the dock, made over Mailboxes
        #expect(w.speech() == ["Dock, Mail"])
    }

    @Test func seed004_directEnlargedTouchReachesItemsView() {
        let mail = MailScreen()
        let dispatcher = TouchDispatcher()
        dispatcher.addWindow(mail.window)
        let targets = EnlargedTouchTargets(windows: [mail.window], policy: .halfEmptySpace)
        targets.install()
        let script = TouchScript(dispatcher)
        func tap(_ p: Point, _ t: Seconds) {
            script.tap(1, p.x, p.y, at: t, duration: 0.05)
            script.advance(to: t + 1)
        }
        tap(Point(x: 10, y: 10), 0)                          // WX-20: outside Inbox's drawn frame
        #expect(mail.taps == ["Inbox"])
        tap(Point(x: 100, y: 67.9), 2)                       // WX-21: half-open edges
        tap(Point(x: 100, y: 68), 4)
        #expect(mail.taps == ["Inbox", "Inbox", "Drafts"])
        tap(Point(x: 100, y: 480), 6)                        // WX-22: below Trash's enlarged area
        #expect(mail.taps.count == 3)
        #expect(targets.hitMap.enlargedFrames["Inbox"] == Rect(8, 8, 240, 60))
        // After a layout change the map follows (R-E13).
        mail.views["K1"]?.frame = Rect(0, 100, 256, 604)
        targets.refresh()
        tap(Point(x: 10, y: 110), 8)
        #expect(mail.taps.last == "Inbox")
        targets.uninstall()
        tap(Point(x: 10, y: 110), 10)
        #expect(mail.taps.count == 4)
    }
}
