import Testing
import Tactile
import TactileGestures
import TactileTestSupport

/// Simultaneous, sequence and exclusive gestures, against Apple's sentences.
@Suite struct CompositionTests {
    /// sequenced(before:): "Sequences a gesture with another one to create a new gesture, which results in the
    /// second gesture only receiving events after the first gesture succeeds." and SequenceGesture.Value:
    /// `.first` — "The first gesture hasn't ended.", `.second` — "The first gesture has ended." A drag after a
    /// long press cannot begin until the press succeeds; its values are `.second(true, drag)`.
    @Test func dragAfterLongPressBeginsOnlyOnceThePressSucceeds() {
        let f = GestureFixture()
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        var ended: SequenceGesture<LongPressGesture, DragGesture>.Value?
        f.card.gesture(LongPressGesture().sequenced(before: DragGesture())
            .onChanged { values.append($0) }
            .onEnded { ended = $0 })
        f.down(1, at: f.inCard(100, 100))
        #expect(values == [.first(true)])
        f.move(1, to: f.inCard(104, 100))
        #expect(values == [.first(true)])
        f.wait(0.6)
        #expect(values.last == .second(true, nil))
        f.move(1, to: f.inCard(140, 100))
        guard case .second(true, let drag?)? = values.last else {
            Issue.record("expected .second(true, drag), got \(String(describing: values.last))")
            return
        }
        #expect(drag.translation == Size(40, 0))
        f.up(1)
        guard case .second(true, let last?)? = ended else {
            Issue.record("expected the sequence to end with .second(true, drag)")
            return
        }
        #expect(last.location == Point(140, 100))
    }

    /// The same sequence, a drag before the press succeeded: the press fails (it moved farther than its
    /// `maximumDistance`), so the drag never receives events and the sequence never reaches `.second`.
    @Test func dragBeforeThePressSucceedsFailsTheSequence() {
        let f = GestureFixture()
        var values: [SequenceGesture<LongPressGesture, DragGesture>.Value] = []
        var ended = false
        f.card.gesture(LongPressGesture().sequenced(before: DragGesture())
            .onChanged { values.append($0) }
            .onEnded { _ in ended = true })
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(200, 100), steps: 5)
        #expect(values == [.first(true)])
        #expect(!ended)
    }

    /// SimultaneousGesture.init: "Creates a gesture with two gestures that can receive updates or succeed
    /// independently of each other." — a pinch that also turns updates both values in one gesture.
    @Test func magnifyAndRotateUpdateTogether() {
        let f = GestureFixture()
        var last: SimultaneousGesture<MagnifyGesture, RotateGesture>.Value?
        var ended = 0
        f.card.gesture(MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { last = $0 }
            .onEnded { _ in ended += 1 })
        f.downPair(center: f.inCard(150, 200), span: 100)
        f.movePair(center: f.inCard(150, 200), span: 130, angle: 0.2)
        f.movePair(center: f.inCard(150, 200), span: 160, angle: 0.4)
        let v = try! #require(last)
        #expect(nearly(v.first?.magnification ?? 0, 1.6, within: 1e-9))
        #expect(nearly(v.second?.rotation.radians ?? 0, 0.4, within: 1e-9))
        f.upPair(center: f.inCard(150, 200), span: 160, angle: 0.4)
        #expect(ended == 1)
    }

    /// ExclusiveGesture.init: "The first of two gestures. This gesture has precedence over the other gesture."
    /// — a double tap before a single tap: two taps end `.first`, one tap ends `.second` once the double tap has
    /// failed, never both.
    @Test func exclusiveGivesPrecedenceToTheFirstGesture() {
        let f = GestureFixture()
        f.card.gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
            switch value {
            case .first: f.log.append("double")
            case .second: f.log.append("single")
            }
        })
        f.down(1, at: f.inCard(100, 100)); f.up(1)
        f.down(1, at: f.inCard(100, 100)); f.up(1)
        #expect(f.log == ["double"])
        f.wait(1)
        f.down(1, at: f.inCard(100, 100)); f.up(1)
        #expect(f.log == ["double"])
        f.wait(1)
        #expect(f.log == ["double", "single"])
    }

    /// Gesture: "Create custom gestures by declaring types that conform to the Gesture protocol." — a custom
    /// gesture's body compiles like the gestures it is made of; `map` and `AnyGesture` keep its values.
    @Test func customGestureWithABodyWorksLikeItsParts() {
        struct Swipe: Gesture {
            typealias Value = String
            var body: some Gesture<String> { DragGesture().map { $0.translation.width > 0 ? "right" : "left" } }
        }
        let f = GestureFixture()
        f.card.gesture(AnyGesture(Swipe()).onEnded { f.log.append($0) })
        f.drag(1, from: f.inCard(200, 100), to: f.inCard(100, 100), steps: 4)
        #expect(f.log == ["left"])
    }

    /// onChanged: "Adds an action to perform when the gesture's value changes." — not again for an equal value.
    @Test func onChangedRunsOnlyWhenTheValueChanges() {
        let f = GestureFixture()
        var changes: [Double] = []
        f.card.gesture(DragGesture(minimumDistance: 0).map { ($0.translation.width / 20).rounded(.down) }
            .onChanged { changes.append($0) })
        f.down(1, at: f.inCard(100, 100))
        for x in stride(from: 105.0, through: 150, by: 5) { f.move(1, to: f.inCard(x, 100)) }
        f.up(1)
        #expect(changes == [0, 1, 2])
    }

    /// GestureState: "resets the property back to its initial state when the gesture ends" — also when the
    /// gesture is cancelled (the host cancels every touch): `onEnded` does not run, the state is back.
    @Test func gestureStateReturnsToItsInitialValueAfterCancel() {
        let f = GestureFixture()
        let offset = GestureState(wrappedValue: Size.zero)
        var updates: [Size] = []
        offset.onUpdate = { updates.append($0) }
        f.card.gesture(DragGesture().updating(offset) { value, state, _ in state = value.translation }
            .onEnded { _ in f.log.append("ended") })
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(150, 100), steps: 5, lift: false)
        #expect(offset.wrappedValue == Size(50, 0))
        f.dispatcher.cancelAllTouches()
        #expect(offset.wrappedValue == .zero)
        #expect(updates.last == .zero)
        #expect(f.log.isEmpty)
    }

    /// SwiftUI is silent on the order (docs/swiftui-gestures.md §2): the GestureState is already back to its
    /// initial value when an `onEnded` outside its `updating` runs.
    @Test func gestureStateIsResetBeforeTheOuterOnEnded() {
        let f = GestureFixture()
        let offset = GestureState(wrappedValue: Size.zero)
        var seenAtEnd: Size?
        f.card.gesture(DragGesture().updating(offset) { value, state, _ in state = value.translation }
            .onEnded { _ in seenAtEnd = offset.wrappedValue })
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(150, 100), steps: 5)
        #expect(seenAtEnd == .zero)
    }
}
