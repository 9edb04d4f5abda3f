import Testing
@testable import Tactile

// seed-004 §4.1: containers, navigation and output (WX-01…WX-17), on the
// e-mail and calendar fixtures of §4.0, from a fresh state with the §2.7
// defaults. Touches are exploration points and gestures arrive recognized:
// the touch-level recognition (flicks from samples, G6) belongs to the input
// layer built on the engine later (docs/accessibility.md).

private let bodyText = "Message text: Are we still on for lunch?"

/// seed-004 WX-01.
@Test func touchOnEmptyContainerAnnouncesSummary() {
    let h = NavigatorHarness()
    #expect(h.touch(128, 400) == [speech("Mailboxes, 4 items")])
    #expect(h.cursor == ("K1", nil))
}

/// seed-004 WX-02.
@Test func touchOnItemAnnouncesContainerAndItem() {
    let h = NavigatorHarness()
    #expect(h.touch(300, 60) == [speech("Message header, To: me@me.com")])
    #expect(h.cursor == ("K2", "To"))
}

/// seed-004 WX-03.
@Test func exploreThenActivateSelectsAtActivationPoint() {
    let h = NavigatorHarness()
    #expect(h.touch(424, 736) == [speech("Dock, Address Book, opens Address Book")])
    #expect(h.instructions().isEmpty)  // exploration only describes (R-T5)
    // The activation gesture (double tap, [BEYOND]) acts on the cursor; where it
    // was made, (600, 300), plays no part (R-X3).
    #expect(h.gesture(.doubleTap).isEmpty)
    #expect(h.instructions() == [.select("AddressBook", activationPoint: Point(424, 736))])
    #expect(h.cursor == ("K5", "AddressBook"))
}

/// seed-004 WX-04.
@Test func flickIsLocationIndependent() {
    let h = NavigatorHarness()
    #expect(h.touch(128, 400) == [speech("Mailboxes, 4 items")])
    #expect(h.gesture(.fourLeft) == [speech("Inbox")])
    // The flick is made over the dock; gestures carry no location, so it moves within Mailboxes.
    #expect(h.gesture(.flickRight) == [speech("Drafts")])
    #expect(h.cursor == ("K1", "Drafts"))
}

/// seed-004 WX-05.
@Test func firstOnFirstItemGoesToPreviousContainer() {
    let h = NavigatorHarness()
    #expect(h.touch(300, 20) == [speech("Message header, From: Alice")])
    #expect(h.gesture(.fourLeft) == [speech("Mailboxes, Inbox")])
    #expect(h.cursor == ("K1", "Inbox"))
}

/// seed-004 WX-05b.
@Test func endOfSequenceEarcon() {
    let h = NavigatorHarness()
    #expect(h.touch(100, 30) == [speech("Mailboxes, Inbox")])
    #expect(h.gesture(.fourLeft) == [endOfSequence])
    #expect(h.gesture(.flickLeft) == [endOfSequence])
    #expect(h.cursor == ("K1", "Inbox"))
}

/// seed-004 WX-06.
@Test func lastOnLastItemGoesToFirstItemOfNextContainer() {
    let h = NavigatorHarness()
    #expect(h.touch(300, 60) == [speech("Message header, To: me@me.com")])
    #expect(h.gesture(.fourRight) == [speech("Date: September 1, 2009")])
    #expect(h.gesture(.fourRight) == [speech("Message body, \(bodyText)")])
    #expect(h.cursor == ("K3", "Body"))
}

/// seed-004 WX-07.
@Test func nextCrossesOrWraps() {
    let h = NavigatorHarness()
    #expect(h.touch(560, 670) == [speech("Message actions, Delete")])
    #expect(h.gesture(.flickRight) == [speech("Dock, Mail")])
    #expect(h.cursor == ("K5", "Mail"))

    let w = NavigatorHarness { $0.itemBoundary = .wrapWithinContainer }
    #expect(w.touch(560, 670) == [speech("Message actions, Delete")])
    #expect(w.gesture(.flickRight) == [speech("Reply")])
    #expect(w.cursor == ("K4", "Reply"))
}

/// seed-004 WX-08.
@Test(arguments: [WrapPreviousTarget.lastItem, .firstItem])
func previousCrossesOrWraps(target: WrapPreviousTarget) {
    let h = NavigatorHarness()
    #expect(h.touch(300, 670) == [speech("Message actions, Reply")])
    #expect(h.gesture(.flickLeft) == [speech("Message body, \(bodyText)")])
    #expect(h.cursor == ("K3", "Body"))

    let w = NavigatorHarness { $0.itemBoundary = .wrapWithinContainer; $0.wrapPreviousTarget = target }
    #expect(w.touch(300, 670) == [speech("Message actions, Reply")])
    let expected = target == .lastItem ? "Delete" : "Reply"
    #expect(w.gesture(.flickLeft) == [speech(expected)])
    #expect(w.cursor == ("K4", AccessibilityID(expected)))
}

/// seed-004 WX-09.
@Test func firstOfFirstAndLastOfLastContainer() {
    let h = NavigatorHarness()
    #expect(h.touch(600, 400) == [speech("Message body, \(bodyText)")])
    #expect(h.gesture(.fourUp) == [speech("Mailboxes, Inbox")])
    #expect(h.gesture(.fourDown) == [speech("Dock, Music")])
    #expect(h.gesture(.flickRight) == [endOfSequence])
    #expect(h.gesture(.fourRight) == [endOfSequence])
    #expect(h.cursor == ("K5", "Music"))
}

/// seed-004 WX-10.
@Test func nextContainerAnnouncesSummary() {
    let h = NavigatorHarness()
    #expect(h.touch(300, 95) == [speech("Message header, Subject: Lunch")])
    #expect(h.command(.nextContainer) == [speech("Message body, 1 item")])
    #expect(h.cursor == ("K3", nil))
    #expect(h.gesture(.flickRight) == [speech(bodyText)])
    #expect(h.cursor == ("K3", "Body"))
}

/// seed-004 WX-11.
@Test func calendarNestedAndEmptyContainers() {
    let h = NavigatorHarness(AccessibilityFixtures.calendar())
    #expect(h.navigator.tree.sequence(of: "KC") == ["D1", "D2", "MeetingA", "MeetingB"])
    #expect(h.navigator.tree.containerOrder == ["KC", "D1", "D2"])
    #expect(h.touch(384, 20) == [speech("Calendar, 2 items")])
    #expect(h.gesture(.fourLeft) == [speech("September 1, no items")])
    #expect(h.cursor == ("KC", "D1"))
    #expect(h.gesture(.flickRight) == [speech("September 2, 2009, 2 items")])
    #expect(h.cursor == ("KC", "D2"))
    #expect(h.gesture(.flickRight) == [speech("Meeting A")])
    #expect(h.cursor == ("KC", "MeetingA"))
    #expect(h.gesture(.flickRight) == [speech("Meeting B")])
    #expect(h.cursor == ("KC", "MeetingB"))
    #expect(h.gesture(.flickRight) == [endOfSequence])
    #expect(h.cursor == ("KC", "MeetingB"))
}

/// seed-004 WX-11b.
@Test func previousIntoEmptyNestedContainer() {
    let h = NavigatorHarness(AccessibilityFixtures.calendar())
    #expect(h.touch(500, 100) == [speech("September 2, 2009, Meeting A")])
    #expect(h.cursor == ("D2", "MeetingA"))
    #expect(h.gesture(.flickLeft) == [speech("September 1, no items")])
    #expect(h.cursor == ("D1", nil))
    #expect(h.gesture(.flickRight) == [speech("September 2, 2009, Meeting A")])
    #expect(h.cursor == ("D2", "MeetingA"))
}

/// seed-004 WX-12.
@Test func dragAnnouncesOnlyChanges() {
    let h = NavigatorHarness()
    let n = h.navigator
    n.touchDown(at: Point(600, 600))
    #expect(h.output.takeFeedback() == [speech("Message body, \(bodyText)")])
    n.touchMoved(to: Point(450, 630))
    #expect(h.output.takeFeedback().isEmpty)
    n.touchMoved(to: Point(450, 645))
    #expect(h.output.takeFeedback() == [leftContainer, speech("Message actions, 3 items")])
    n.touchMoved(to: Point(330, 680))
    #expect(h.output.takeFeedback() == [speech("Reply")])
    n.touchMoved(to: Point(340, 681))  // within the same item: nothing again
    #expect(h.output.takeFeedback().isEmpty)
    n.touchEnded()
    #expect(h.cursor == ("K4", "Reply"))
}

/// seed-004 WX-13.
@Test func alertsOnlyMode() {
    let h = NavigatorHarness { $0.features = [.boundaryAlerts] }
    #expect(h.touch(600, 400) == [speech("Message body, \(bodyText)")])
    #expect(h.touch(300, 670) == [leftContainer, speech("Message actions, Reply")])
    #expect(h.gesture(.fourLeft).isEmpty)  // R-M3
    #expect(h.cursor == ("K4", "Reply"))
}

/// seed-004 WX-14.
@Test func containerFeaturesOff() {
    let h = NavigatorHarness { $0.features = [] }
    #expect(h.touch(128, 400).isEmpty)
    #expect(h.touch(100, 30) == [speech("Inbox")])
    let before = h.navigator.state
    #expect(h.gesture(.fourLeft).isEmpty)
    #expect(h.navigator.state == before)
}

/// seed-004 WX-15.
@Test func perContainerMemory() {
    let h = NavigatorHarness()
    #expect(h.touch(100, 98) == [speech("Mailboxes, Drafts")])
    #expect(h.touch(600, 400) == [leftContainer, speech("Message body, \(bodyText)")])
    #expect(h.touch(128, 400) == [leftContainer, speech("Mailboxes, 4 items")])
    #expect(h.gesture(.flickRight) == [speech("Sent")])
    #expect(h.cursor == ("K1", "Sent"))
}

/// seed-004 WX-16.
@Test func reboundGestures() {
    let h = NavigatorHarness {
        $0.bindings.unbind(.fourLeft)
        $0.bindings.bind(.flick(.left, fingers: 2), to: .firstItemInContainer)
    }
    #expect(h.touch(128, 400) == [speech("Mailboxes, 4 items")])
    #expect(h.navigator.handle(.fourLeft) == false)  // unbound: not consumed, nothing said
    #expect(h.output.takeFeedback().isEmpty)
    #expect(h.gesture(.flick(.left, fingers: 2)) == [speech("Inbox")])
    #expect(h.cursor == ("K1", "Inbox"))
}

/// seed-004 WX-17.
@Test func speechPreferencesAndContainerZoom() {
    let preferences = SpeechPreferences(volume: 0.8, language: "en-GB", rate: 0.7)
    let h = NavigatorHarness { $0.speech = preferences; $0.zoomsToContainer = true }
    h.navigator.touchDown(at: Point(300, 95))
    #expect(h.output.presentations == [.init(feedback: [speech("Message header, Subject: Lunch")],
                                             preferences: preferences, interrupt: true)])
    #expect(h.instructions().isEmpty)  // a touch never zooms (R-K4)
    #expect(h.output.takeFeedback() == [speech("Message header, Subject: Lunch")])
    #expect(h.command(.nextContainer) == [speech("Message body, 1 item")])
    #expect(h.output.presentations.isEmpty)
    #expect(h.instructions() == [.zoomToContainer("K3")])
    #expect(h.cursor == ("K3", nil))
}
