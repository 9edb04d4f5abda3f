import Testing
@testable import Tactile

// The example of docs/accessibility.md, run as written.

@Test func docExample_runsAsWritten() {
    var b = AccessibilityTreeBuilder(screen: Rect(0, 0, 1024, 768))
    b.container(AccessibilityContainer(id: "K1", title: "Mailboxes", frame: Rect(0, 0, 256, 704))) { b in
        b.add(AccessibilityItem(id: "Inbox", label: "Inbox", frame: Rect(16, 16, 224, 44)))
        b.add(AccessibilityItem(id: "Drafts", label: "Drafts", frame: Rect(16, 76, 224, 44)))
    }
    b.container(AccessibilityContainer(id: "K5", title: "Dock", frame: Rect(0, 704, 1024, 64))) { b in
        b.add(AccessibilityItem(id: "Mail", label: "Mail", frame: Rect(160, 712, 48, 48), hint: "opens Mail"))
    }

    let output = RecordingAccessibilityOutput()
    var configuration = AccessibilityConfiguration()
    configuration.enlargement = .halfEmptySpace
    let navigator = AccessibilityNavigator(tree: b.build(), configuration: configuration,
                                           output: output, receiver: output)

    navigator.touchDown(at: Point(128, 600))
    navigator.touchEnded()
    navigator.handle(.flick(.right))
    navigator.handle(.flick(.right))
    navigator.handle(.flick(.right))
    navigator.handle(.tap(fingers: 1, taps: 2))
    #expect(output.feedback == [.speech("Mailboxes, 2 items"), .speech("Inbox"), .speech("Drafts"),
                                .speech("Dock, Mail, opens Mail")])
    #expect(output.instructions == [.select("Mail", activationPoint: Point(184, 736))])
}
