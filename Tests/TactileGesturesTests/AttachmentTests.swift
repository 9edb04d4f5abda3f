import Testing
import Tactile
import TactileGestures
import TactileTestSupport

/// `gesture`, `highPriorityGesture`, `simultaneousGesture` and `GestureMask`
/// between a parent (the card) and its subview (the child).
@Suite struct AttachmentTests {
    /// gesture(_:including:): "Attaches a gesture to the view with a lower precedence than gestures defined by
    /// the view." — the child's tap wins over the parent's tap.
    @Test func childTapWinsOverTheParentsGesture() {
        let f = GestureFixture()
        f.card.gesture(TapGesture().onEnded { f.log.append("parent") })
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        #expect(f.log == ["child"])
    }

    /// highPriorityGesture(_:including:): "Attaches a gesture to the view with a higher precedence than gestures
    /// defined by the view." — the parent's high-priority tap beats the child's onTapGesture.
    @Test func highPriorityGestureOnAParentBeatsTheChildsTap() {
        let f = GestureFixture()
        f.card.highPriorityGesture(TapGesture().onEnded { f.log.append("parent") })
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        f.wait(1)
        #expect(f.log == ["parent"])
    }

    /// The child's gesture still works when the parent's high-priority gesture fails (a drag that never moved).
    @Test func childTapRunsWhenTheHighPriorityGestureFails() {
        let f = GestureFixture()
        f.card.highPriorityGesture(DragGesture().onEnded { _ in f.log.append("parent drag") })
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        #expect(f.log == ["child"])
        f.drag(1, from: f.inChild(50, 50), to: f.inChild(90, 50), steps: 4)
        #expect(f.log == ["child", "parent drag"])
    }

    /// simultaneousGesture(_:including:): "Attaches a gesture to the view to process simultaneously with
    /// gestures defined by the view." — both taps run.
    @Test func simultaneousGestureRunsAlongsideTheChildsTap() {
        let f = GestureFixture()
        f.card.simultaneousGesture(TapGesture().onEnded { f.log.append("parent") })
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        #expect(f.log.sorted() == ["child", "parent"])
    }

    /// GestureMask.subviews: "Enable all gestures in the subview hierarchy but disable the added gesture."
    @Test func subviewsMaskDisablesTheViewsOwnGestureButNotItsSubviews() {
        let f = GestureFixture()
        f.card.gesture(TapGesture().onEnded { f.log.append("parent") }, including: .subviews)
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inCard(250, 300)); f.up(1)
        #expect(f.log.isEmpty)
        f.wait(1)
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        #expect(f.log == ["child"])
    }

    /// GestureMask.gesture: "Enable the added gesture but disable all gestures in the subview hierarchy."
    @Test func gestureMaskDisablesTheSubviewsGestures() {
        let f = GestureFixture()
        f.card.gesture(TapGesture().onEnded { f.log.append("parent") }, including: .gesture)
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        #expect(f.log == ["parent"])
    }

    /// GestureMask.none: "Disable all gestures in the subview hierarchy, including the added gesture."
    @Test func noneMaskDisablesEveryGesture() {
        let f = GestureFixture()
        f.card.gesture(TapGesture().onEnded { f.log.append("parent") }, including: .none)
        f.child.onTapGesture { f.log.append("child") }
        f.down(1, at: f.inChild(50, 50)); f.up(1)
        f.wait(1)
        f.down(1, at: f.inCard(250, 300)); f.up(1)
        #expect(f.log.isEmpty)
    }

    /// onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:): "onPressingChanged: A
    /// closure to run when the pressing state of the gesture changes, passing the current state as a
    /// parameter." — true at touch-down, false when the press succeeds.
    @Test func onLongPressReportsPressingAndPerformsAfterTheDuration() {
        let f = GestureFixture()
        f.card.onLongPressGesture(minimumDuration: 0.5, perform: { f.log.append("perform") },
                                  onPressingChanged: { f.log.append("pressing \($0)") })
        f.down(1, at: f.inCard(150, 150))
        f.wait(0.6)
        f.up(1)
        #expect(f.log == ["pressing true", "pressing false", "perform"])
    }

    /// The same, lifted early: pressing goes back to false and the action does not run.
    @Test func onLongPressLiftedEarlyDoesNotPerform() {
        let f = GestureFixture()
        f.card.onLongPressGesture(perform: { f.log.append("perform") },
                                  onPressingChanged: { f.log.append("pressing \($0)") })
        f.down(1, at: f.inCard(150, 150))
        f.wait(0.2)
        f.up(1)
        #expect(f.log == ["pressing true", "pressing false"])
    }

    /// Built on the engine: an attached gesture is recognizers on the view, so the dispatcher's own hooks see
    /// them (a drag is a pan recognizer whose transitions the dispatcher reports).
    @Test func attachedGesturesAreEngineRecognizers() {
        let f = GestureFixture()
        f.card.gesture(DragGesture().simultaneously(with: MagnifyGesture()))
        #expect(f.card.gestureRecognizers.count == 2)
        #expect(f.card.gestureRecognizers.contains { $0 is PanGestureRecognizer })
        #expect(f.card.gestureRecognizers.contains { $0 is PinchGestureRecognizer })
        var transitions: [String] = []
        f.dispatcher.onRecognizerTransition = { r, _, to in if r is PanGestureRecognizer { transitions.append("\(to)") } }
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(150, 100), steps: 3)
        #expect(transitions.first == "began" && transitions.last == "ended")
    }
}
