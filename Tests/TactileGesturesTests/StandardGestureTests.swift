import Testing
import Tactile
import TactileGestures
import TactileTestSupport

/// The standard gestures' values and when they end, each against the sentence
/// of Apple's SwiftUI documentation it checks.
@Suite struct StandardGestureTests {
    /// TapGesture: "A gesture that recognizes one or more taps." — `onEnded` once, at the lift.
    @Test func tapGestureEndsOnceWhenTheFingerLifts() {
        let f = GestureFixture()
        f.card.gesture(TapGesture().onEnded { f.log.append("tap") })
        f.down(1, at: f.inCard(200, 200))
        #expect(f.log.isEmpty)
        f.up(1)
        #expect(f.log == ["tap"])
    }

    /// TapGesture.count: "The required number of tap events." — a single tap does not end a double-tap gesture.
    @Test func tapGestureWithCountTwoNeedsTwoTaps() {
        let f = GestureFixture()
        f.card.gesture(TapGesture(count: 2).onEnded { f.log.append("double") })
        f.down(1, at: f.inCard(200, 200)); f.up(1)
        f.wait(0.1)
        #expect(f.log.isEmpty)
        f.down(1, at: f.inCard(200, 200)); f.up(1)
        #expect(f.log == ["double"])
    }

    /// SpatialTapGesture.Value.location: "The location of the tap gesture's current event." — in the view's own
    /// coordinates by default (`coordinateSpace: .local`), in the window's with `.global`.
    @Test func spatialTapReportsTheLocationInTheRequestedSpace() {
        let f = GestureFixture()
        var local: Point?, global: Point?
        f.card.gesture(SpatialTapGesture().onEnded { local = $0.location })
        f.card.simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { global = $0.location })
        f.down(1, at: f.inCard(200, 250)); f.up(1)
        #expect(local == Point(200, 250))
        #expect(global == Point(250, 350))
    }

    /// LongPressGesture: "A gesture that succeeds when the user performs a long press." and GestureState: "A
    /// property that's declared as @GestureState implicitly resets when the gesture becomes inactive" — Apple's
    /// example: `updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState }`
    /// is true while the press is detected, and `onEnded` runs once it has lasted `minimumDuration`.
    @Test func longPressIsDetectedFromTouchDownAndSucceedsAfterTheMinimumDuration() {
        let f = GestureFixture()
        @GestureState var isDetectingLongPress = false
        f.card.gesture(LongPressGesture(minimumDuration: 1)
            .updating($isDetectingLongPress) { current, state, _ in state = current }
            .onEnded { finished in f.log.append("completed \(finished)") })
        f.down(1, at: f.inCard(150, 150))
        #expect(isDetectingLongPress)
        f.wait(0.9)
        #expect(isDetectingLongPress && f.log.isEmpty)
        f.wait(0.2)
        #expect(f.log == ["completed true"])
        #expect(!isDetectingLongPress)
        f.up(1)
        #expect(f.log == ["completed true"])
    }

    /// LongPressGesture.maximumDistance: "The maximum distance that the long press can move before the gesture
    /// fails." — moving farther fails it: no `onEnded`, and its GestureState is back to the initial value.
    @Test func longPressFailsWhenTheFingerMovesBeyondTheMaximumDistance() {
        let f = GestureFixture()
        let pressing = GestureState(wrappedValue: false)
        f.card.gesture(LongPressGesture(maximumDistance: 10)
            .updating(pressing) { current, state, _ in state = current }
            .onEnded { _ in f.log.append("ended") })
        f.down(1, at: f.inCard(150, 150))
        #expect(pressing.wrappedValue)
        f.move(1, dx: 15, dy: 0)
        #expect(!pressing.wrappedValue)
        f.wait(1)
        f.up(1)
        #expect(f.log.isEmpty)
    }

    /// DragGesture.Value.translation: "The total translation from the start of the drag gesture to the current
    /// event of the drag gesture. This is equivalent to location.{x,y} - startLocation.{x,y}." and startLocation:
    /// "The location of the drag gesture's first event."
    @Test func dragTranslationIsLocationMinusStartLocation() {
        let f = GestureFixture()
        var values: [DragGesture.Value] = []
        var ended: DragGesture.Value?
        f.card.gesture(DragGesture().onChanged { values.append($0) }.onEnded { ended = $0 })
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(160, 140), steps: 6)
        #expect(!values.isEmpty)
        for v in values {
            #expect(v.startLocation == Point(100, 100))
            #expect(nearly(v.translation.width, v.location.x - v.startLocation.x, within: 1e-9))
            #expect(nearly(v.translation.height, v.location.y - v.startLocation.y, within: 1e-9))
        }
        #expect(ended?.location == Point(160, 140))
        #expect(ended?.translation == Size(60, 40))
    }

    /// DragGesture.minimumDistance: "The minimum dragging distance before the gesture succeeds." — no change
    /// while the finger has moved less; with 0 the drag begins at touch-down.
    @Test func dragWaitsForTheMinimumDistance() {
        let f = GestureFixture()
        var changes = 0, immediate = 0
        f.card.gesture(DragGesture(minimumDistance: 30).onChanged { _ in changes += 1 })
        f.card.simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in immediate += 1 })
        f.down(1, at: f.inCard(100, 100))
        #expect(immediate == 1)
        f.move(1, to: f.inCard(120, 100))
        #expect(changes == 0)
        f.move(1, to: f.inCard(140, 100))
        #expect(changes == 1)
        f.up(1)
    }

    /// DragGesture.Value.predictedEndLocation: "A prediction, based on the current drag velocity, of where the
    /// final location will be if dragging stopped now." — the location plus the velocity times
    /// `DragGesture.predictionInterval` (SwiftUI does not document its formula), and predictedEndTranslation
    /// is the same prediction measured from the start.
    @Test func dragPredictionFollowsTheVelocity() {
        let f = GestureFixture()
        var last: DragGesture.Value?
        f.card.gesture(DragGesture().onChanged { last = $0 })
        f.drag(1, from: f.inCard(100, 100), to: f.inCard(200, 100), steps: 10, lift: false)
        let v = try! #require(last)
        #expect(v.velocity.width > 100)
        #expect(nearly(v.predictedEndLocation.x, v.location.x + v.velocity.width * DragGesture.predictionInterval, within: 1e-6))
        #expect(nearly(v.predictedEndTranslation.width, v.predictedEndLocation.x - v.startLocation.x, within: 1e-6))
        #expect(v.time == f.time)
        f.up(1)
    }

    /// MagnifyGesture.Value.magnification: "The relative amount that the gesture has magnified by." and
    /// startLocation: "The initial center of the gesture in the modified view's coordinate space."
    @Test func magnifyReportsTheScaleAndWhereItStarted() {
        let f = GestureFixture()
        var last: MagnifyGesture.Value?
        var ended = false
        f.card.gesture(MagnifyGesture().onChanged { last = $0 }.onEnded { _ in ended = true })
        f.downPair(center: f.inCard(150, 200), span: 100)
        f.movePair(center: f.inCard(150, 200), span: 150)
        f.movePair(center: f.inCard(150, 200), span: 200)
        let v = try! #require(last)
        #expect(nearly(v.magnification, 2, within: 1e-9))
        #expect(nearly(v.startLocation.x, 150, within: 1e-9) && nearly(v.startLocation.y, 200, within: 1e-9))
        #expect(nearly(v.startAnchor.x, 0.5, within: 1e-9) && nearly(v.startAnchor.y, 0.5, within: 1e-9))
        f.upPair(center: f.inCard(150, 200), span: 200)
        #expect(ended)
    }

    /// RotateGesture.Value.rotation: "The amount of rotation of the gesture."
    @Test func rotateReportsTheAngle() {
        let f = GestureFixture()
        var last: RotateGesture.Value?
        f.card.gesture(RotateGesture().onChanged { last = $0 })
        f.downPair(center: f.inCard(150, 200), span: 120)
        f.movePair(center: f.inCard(150, 200), span: 120, angle: TactileMath.pi / 8)
        f.movePair(center: f.inCard(150, 200), span: 120, angle: TactileMath.pi / 4)
        let v = try! #require(last)
        #expect(nearly(v.rotation.degrees, 45, within: 1e-6))
        f.upPair(center: f.inCard(150, 200), span: 120, angle: TactileMath.pi / 4)
    }

    /// SwiftUI is silent on several fingers on a drag (docs/swiftui-gestures.md §2): it follows their centroid.
    @Test func dragWithTwoFingersFollowsTheirCentroid() {
        let f = GestureFixture()
        var last: DragGesture.Value?
        f.card.gesture(DragGesture().onChanged { last = $0 })
        f.frame([(1, .began, f.inCard(100, 100)), (2, .began, f.inCard(140, 100))])
        f.frame([(1, .moved, f.inCard(130, 100)), (2, .moved, f.inCard(170, 100))])
        #expect(last?.startLocation == Point(120, 100))
        #expect(last?.translation == Size(30, 0))
        f.frame([(1, .ended, f.inCard(130, 100)), (2, .ended, f.inCard(170, 100))])
    }

    /// MagnifyGesture.minimumScaleDelta: "The minimum required delta before the gesture starts." — a 10 %
    /// delta does not start on a 5 % spread, and starts past 10 % (the pinch's span threshold is that share
    /// of the span when the second finger landed).
    @Test func magnifyWaitsForTheMinimumScaleDelta() {
        let f = GestureFixture()
        var changes: [Double] = []
        f.card.gesture(MagnifyGesture(minimumScaleDelta: 0.1).onChanged { changes.append($0.magnification) })
        f.downPair(center: f.inCard(150, 200), span: 100)
        f.movePair(center: f.inCard(150, 200), span: 105)
        #expect(changes.isEmpty)
        f.movePair(center: f.inCard(150, 200), span: 112)
        #expect(changes.count == 1 && nearly(changes[0], 1.12, within: 1e-9))
        f.upPair(center: f.inCard(150, 200), span: 112)
    }
}
