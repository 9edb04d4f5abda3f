import Testing
@testable import Tactile

// The accessibility tree built from views' UIKit-named attributes
// (seed-004 R-C2, R-C4; design note §4.7.1).

@Suite struct ViewAccessibilityAttributeTests {
    /// seed-004 R-C4.
    @Test func viewAttributesBuildTheSameTreeAsTheHostNodes() {
        let mail = MailScreen()
        let fromViews = ViewAccessibilitySnapshot(windows: [mail.window]).tree
        let fromNodes = AccessibilityFixtures.email()
        #expect(fromViews.containerOrder == fromNodes.containerOrder)
        for c in fromNodes.containerOrder {
            #expect(fromViews.sequence(of: c) == fromNodes.sequence(of: c))
            #expect(fromViews.container(c)?.accessibilityFrame == fromNodes.container(c)?.accessibilityFrame)
            #expect(fromViews.container(c)?.title == fromNodes.container(c)?.title)
            for i in fromNodes.sequence(of: c) {
                #expect(fromViews.item(i)?.accessibilityFrame == fromNodes.item(i)?.accessibilityFrame)
                #expect(fromViews.item(i)?.accessibilityLabel == fromNodes.item(i)?.accessibilityLabel)
                #expect(fromViews.item(i)?.accessibilityHint == fromNodes.item(i)?.accessibilityHint)
            }
        }
        #expect(fromViews.diagnostics.isEmpty)
    }

    /// seed-004 R-C4.
    @Test func explicitNotContainerBeatsElementType() {
        let w = Window(frame: Rect(0, 0, 400, 300))
        let toolbar = View(frame: Rect(0, 0, 400, 50))
        toolbar.accessibilityContainerType = .toolbar       // R-C4(b): an element type
        toolbar.accessibilityLabel = "Tools"
        #expect(toolbar.isAccessibilityContainer)
        let list = View(frame: Rect(0, 50, 400, 250))
        list.accessibilityContainerType = .list
        list.isAccessibilityContainer = false                // R-C4(a): the developer's "not container" wins
        for (k, parent) in [toolbar, list].enumerated() {
            let b = View(frame: Rect(10, 10, 80, 30))
            b.isAccessibilityElement = true
            b.accessibilityLabel = "B\(k)"
            b.accessibilityIdentifier = "b\(k)"
            parent.addSubview(b)
        }
        w.addSubview(toolbar)
        w.addSubview(list)
        let tree = ViewAccessibilitySnapshot(windows: [w]).tree
        #expect(tree.containerOrder == ["w0.0"])
        #expect(tree.container("w0.0")?.accessibilityContainerType == .toolbar)
        #expect(tree.sequence(of: "w0.0") == ["b0"])
        #expect(tree.topLevelNodes == ["w0.0", "b1"])        // the list is transparent
        #expect(tree.item("b1")?.accessibilityFrame == Rect(10, 60, 80, 30))
    }

    @Test func seed004_viewAttributes_hiddenAndElementSubtreesAreLeftOut() {
        let w = Window(frame: Rect(0, 0, 400, 300))
        let button = View(frame: Rect(0, 0, 100, 40))
        button.isAccessibilityElement = true
        button.name = "ok"
        button.accessibilityTraits = [.button, .notEnabled]
        let inner = View(frame: Rect(0, 0, 10, 10))
        inner.isAccessibilityElement = true
        inner.name = "inner"
        button.addSubview(inner)                             // an element is a leaf
        let hidden = View(frame: Rect(0, 100, 100, 40))
        hidden.isAccessibilityElement = true
        hidden.name = "hidden"
        hidden.isHidden = true
        let shy = View(frame: Rect(0, 200, 100, 40))
        shy.accessibilityElementsHidden = true
        let shyChild = View(frame: Rect(0, 0, 10, 10))
        shyChild.isAccessibilityElement = true
        shyChild.name = "shy"
        shy.addSubview(shyChild)
        for v in [button, hidden, shy] { w.addSubview(v) }
        let tree = ViewAccessibilitySnapshot(windows: [w]).tree
        #expect(tree.topLevelNodes == ["ok"])
        #expect(tree.item("ok")?.accessibilityLabel == "ok")  // the name stands in for a missing label
        #expect(tree.item("ok")?.isSelectable == false)       // R-S6 from the traits
        #expect(tree.item("ok")?.resolvedCategory == .button)
    }

    @Test func seed004_viewAttributes_framesFollowTransformsAndWindows() {
        // UIKit: accessibilityFrame is in screen coordinates; the snapshot uses
        // the dispatcher's input space (a lone window's coordinates).
        let w = Window(frame: Rect(100, 50, 400, 300))
        let v = View(frame: Rect(10, 20, 40, 30))
        v.isAccessibilityElement = true
        v.name = "v"
        w.addSubview(v)
        #expect(v.accessibilityFrame == Rect(110, 70, 40, 30))
        #expect(v.accessibilityActivationPoint == Point(x: 130, y: 85))
        #expect(ViewAccessibilitySnapshot(windows: [w]).tree.item("v")?.accessibilityFrame == Rect(10, 20, 40, 30))
        let w2 = Window(frame: Rect(0, 0, 100, 100))
        #expect(ViewAccessibilitySnapshot(windows: [w2, w]).tree.item("v")?.accessibilityFrame == Rect(110, 70, 40, 30))
        v.accessibilityFrame = Rect(100, 50, 80, 80)         // an explicit frame, in screen coordinates
        v.accessibilityActivationPoint = Point(x: 101, y: 51)
        let item = ViewAccessibilitySnapshot(windows: [w]).tree.item("v")
        #expect(item?.accessibilityFrame == Rect(0, 0, 80, 80))
        #expect(item?.accessibilityActivationPoint == Point(x: 1, y: 1))
    }

    /// seed-004 R-C2.
    @Test func containersRemappedAfterLayoutViews() {
        let mail = MailScreen()
        let output = RecordingAccessibilityOutput()
        let navigator = AccessibilityNavigator(tree: ViewAccessibilitySnapshot(windows: [mail.window]).tree, output: output)
        mail.views["K4"]?.frame = Rect(256, 500, 768, 64)   // the actions move up
        navigator.updateTree(ViewAccessibilitySnapshot(windows: [mail.window]).tree)
        navigator.touchDown(at: Point(x: 1015, y: 510))     // beside the body item, in both K3 and K4: the smaller wins
        #expect(output.takeFeedback() == [.speech("Message actions, 3 items")])
        navigator.touchEnded()
        #expect(navigator.hit(at: Point(x: 1015, y: 660)).container == nil)   // the old place is empty now
    }
}
