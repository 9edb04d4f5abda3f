@testable import Tactile

// The reference fixtures of seed-004 §4.0 (the e-mail screen and the calendar).

enum AccessibilityFixtures {
    static let screen = Rect(0, 0, 1024, 768)

    static func item(_ id: String, _ label: String? = nil, _ frame: Rect, hint: String? = nil,
                     category: AccessibilityItemCategory? = nil) -> AccessibilityNode {
        var i = AccessibilityItem(id: AccessibilityID(id), label: label ?? id, frame: frame, hint: hint)
        i.category = category
        return .item(i)
    }

    static func container(_ id: String, _ title: String, _ frame: Rect, _ children: [AccessibilityNode]) -> AccessibilityNode {
        .container(AccessibilityContainer(id: AccessibilityID(id), title: title, frame: frame, children: children))
    }

    /// The five e-mail containers K1…K5, optionally supplied in a shuffled order.
    static func emailNodes(shuffled: Bool = false) -> [AccessibilityNode] {
        let k1 = container("K1", "Mailboxes", Rect(0, 0, 256, 704), [
            item("Inbox", "Inbox", Rect(16, 16, 224, 44)),
            item("Drafts", "Drafts", Rect(16, 76, 224, 44)),
            item("Sent", "Sent", Rect(16, 136, 224, 44)),
            item("Trash", "Trash", Rect(16, 196, 224, 44)),
        ])
        let k2 = container("K2", "Message header", Rect(256, 0, 768, 160), [
            item("From", "From: Alice", Rect(272, 8, 400, 30)),
            item("To", "To: me@me.com", Rect(272, 44, 400, 30)),
            item("Subject", "Subject: Lunch", Rect(272, 80, 400, 30)),
            item("Date", "Date: September 1, 2009", Rect(272, 116, 400, 30)),
        ])
        let k3 = container("K3", "Message body", Rect(256, 160, 768, 480), [
            item("Body", "Message text: Are we still on for lunch?", Rect(272, 176, 736, 448)),
        ])
        let k4 = container("K4", "Message actions", Rect(256, 640, 768, 64), [
            item("Reply", "Reply", Rect(272, 652, 120, 40)),
            item("Forward", "Forward", Rect(408, 652, 120, 40)),
            item("Delete", "Delete", Rect(544, 652, 120, 40)),
        ])
        let k5 = container("K5", "Dock", Rect(0, 704, 1024, 64), [
            item("Mail", "Mail", Rect(160, 712, 48, 48), category: .dockIcon),
            item("AddressBook", "Address Book", Rect(400, 712, 48, 48), hint: "opens Address Book", category: .dockIcon),
            item("Calendar", "Calendar", Rect(640, 712, 48, 48), category: .dockIcon),
            item("Music", "Music", Rect(880, 712, 48, 48), category: .dockIcon),
        ])
        return shuffled ? [k4, k2, k5, k1, k3] : [k1, k2, k3, k4, k5]
    }

    static func email(shuffled: Bool = false) -> AccessibilityTree {
        AccessibilityTree(screen: screen, roots: emailNodes(shuffled: shuffled))
    }

    /// KC "Calendar" with the empty day D1 and the day D2 holding two meetings.
    static func calendar() -> AccessibilityTree {
        AccessibilityTree(screen: screen, roots: [
            container("KC", "Calendar", Rect(0, 0, 768, 400), [
                container("D1", "September 1", Rect(0, 40, 384, 360), []),
                container("D2", "September 2, 2009", Rect(384, 40, 384, 360), [
                    item("MeetingA", "Meeting A", Rect(392, 80, 368, 40)),
                    item("MeetingB", "Meeting B", Rect(392, 160, 368, 40)),
                ]),
            ]),
        ])
    }
}

/// A navigator over a fixture with a recording output.
final class NavigatorHarness {
    let output = RecordingAccessibilityOutput()
    let navigator: AccessibilityNavigator

    init(_ tree: AccessibilityTree = AccessibilityFixtures.email(),
         _ configure: (inout AccessibilityConfiguration) -> Void = { _ in }) {
        var c = AccessibilityConfiguration()
        configure(&c)
        navigator = AccessibilityNavigator(tree: tree, configuration: c, output: output, receiver: output)
    }

    /// Touch down and lift; returns the feedback of this step.
    @discardableResult
    func touch(_ x: Double, _ y: Double) -> [AccessibilityFeedback] {
        navigator.touchDown(at: Point(x, y))
        navigator.touchEnded()
        return output.takeFeedback()
    }

    /// A recognized gesture; returns the feedback of this step.
    @discardableResult
    func gesture(_ g: AccessibilityGesture) -> [AccessibilityFeedback] {
        navigator.handle(g)
        return output.takeFeedback()
    }

    /// A command; returns the feedback of this step.
    @discardableResult
    func command(_ c: AccessibilityCommand) -> [AccessibilityFeedback] {
        navigator.perform(c)
        return output.takeFeedback()
    }

    /// The instructions since the last call.
    func instructions() -> [AccessibilityInstruction] { output.takeInstructions() }

    var cursor: (AccessibilityID?, AccessibilityID?) { (navigator.state.currentContainer, navigator.state.currentNode) }
}

func speech(_ s: String) -> AccessibilityFeedback { .speech(s) }
let leftContainer = AccessibilityFeedback.earcon(.leftContainer)
let endOfSequence = AccessibilityFeedback.earcon(.endOfSequence)

extension AccessibilityGesture {
    static let flickRight = AccessibilityGesture.flick(.right)
    static let flickLeft = AccessibilityGesture.flick(.left)
    static let fourLeft = AccessibilityGesture.flick(.left, fingers: 4)
    static let fourRight = AccessibilityGesture.flick(.right, fingers: 4)
    static let fourUp = AccessibilityGesture.flick(.up, fingers: 4)
    static let fourDown = AccessibilityGesture.flick(.down, fingers: 4)
    static let doubleTap = AccessibilityGesture.tap(fingers: 1, taps: 2)
}
