import Testing
@testable import Tactile

// Ids, names and accessibility strings compare and hash by their UTF-8 bytes
// (Accessibility/UTF8Comparison.swift), not by canonical equivalence.

private let nfc = "caf\u{E9}"            // é as one scalar
private let nfd = "cafe\u{301}"          // e + combining acute

@Test func utf8Comparison_bytesDecideNotCanonicalEquivalence() {
    #expect(nfc == nfd)   // String's own == normalises
    #expect(!nfc.hasSameUTF8(as: nfd))
    #expect(nfc.hasSameUTF8(as: "caf\u{E9}"))
    #expect(!"ab".hasSameUTF8(as: "abc") && !"".hasSameUTF8(as: "a") && "".hasSameUTF8(as: ""))
    #expect(["a", nfc].containsUTF8(nfc) && !["a", nfc].containsUTF8(nfd))
    #expect(sameUTF8(nil, nil) && !sameUTF8(nil, "") && sameUTF8("x", "x") && !sameUTF8(nfc, nfd))
}

@Test func utf8Comparison_idsAndKindsAreEqualAndHashAlikeByBytes() {
    #expect(AccessibilityID(nfc) != AccessibilityID(nfd))
    #expect(AccessibilityID("Inbox") == "Inbox")
    #expect(Set([AccessibilityID("a"), AccessibilityID("a"), AccessibilityID(nfc), AccessibilityID(nfd)]).count == 3)
    #expect(OperatingMode("accessibility") == .accessibility && OperatingMode(nfc) != OperatingMode(nfd))
    #expect(Set([OperatingMode.normal, OperatingMode("normal")]).count == 1)
    #expect(AccessibilityItemCategory.custom(nfc) != .custom(nfd) && AccessibilityItemCategory.custom("x") == .custom("x"))
    #expect(AccessibilityItemCategory.button != .custom("button") && AccessibilityItemCategory.other == .other)
    #expect(Set([GestureDefinitionKind.tap, .custom("tap"), .custom("tap"), .swipe]).count == 3)
    #expect(GestureDefinitionKind.custom(nfc) != .custom(nfd) && GestureDefinitionKind.pan == .pan)
}

@Test func utf8Comparison_itemsAndContainersCompareEveryProperty() {
    let frame = Rect(0, 0, 10, 10)
    let item = AccessibilityItem(id: "i", label: nfc, frame: frame, value: "v", hint: nil)
    #expect(item == item)
    #expect(item != AccessibilityItem(id: "i", label: nfd, frame: frame, value: "v", hint: nil))
    #expect(item != AccessibilityItem(id: "i", label: nfc, frame: frame, value: nil, hint: nil))
    var moved = item
    moved.accessibilityActivationPoint = Point(1, 1)
    #expect(item != moved)
    let container = AccessibilityContainer(id: "c", title: "T", frame: frame, children: [.item(item)])
    #expect(container == container)
    #expect(container != AccessibilityContainer(id: "c", title: "T", frame: frame, summary: "", children: [.item(item)]))
    #expect(container != AccessibilityContainer(id: "c", title: "T", frame: frame, children: [.item(moved)]))
}
