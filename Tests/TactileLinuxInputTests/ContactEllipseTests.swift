import Testing
import Tactile
@testable import TactileLinuxInput
import TactileTestSupport

/// The contact ellipse: `ABS_MT_TOUCH_MINOR` → `minorRadius`,
/// `ABS_MT_ORIENTATION` → `orientation` (the kernel's multi-touch protocol).
@Suite struct ContactEllipseTests {
    /// `testAxes` plus a minor axis and an orientation range where 90 is a quarter turn.
    static let ellipseAxes: [UInt16: AbsoluteAxisInfo] = testAxes.merging([
        EvdevCode.ABS_MT_TOUCH_MINOR: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        EvdevCode.ABS_MT_ORIENTATION: AbsoluteAxisInfo(minimum: -90, maximum: 90),
    ]) { _, new in new }

    func decode(_ script: EventScript, rotation: DisplayRotation = .none, flipsX: Bool = false, flipsY: Bool = false,
                windowSize: Size = Size(100, 200)) -> [InputFrame] {
        let mapping = DeviceAxisMapping(axes: Self.ellipseAxes, windowSize: windowSize, rotation: rotation,
                                        flipsX: flipsX, flipsY: flipsY)
        var decoder = EvdevTouchDecoder(mapping: mapping)
        return decoder.decode(script.events)
    }

    /// The same angle modulo 2π.
    func sameDirection(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
        var d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
        return abs(d) <= tolerance
    }

    @Test func protocolB_touchMinorAndOrientationGiveTheContactEllipse() {
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 500, y: 500)
        s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 40); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 20)
        s.abs(EvdevCode.ABS_MT_ORIENTATION, 0); s.syn()
        s.at(0.01); s.abs(EvdevCode.ABS_MT_ORIENTATION, 90); s.syn()      // only the angle changes
        s.at(0.02); s.abs(EvdevCode.ABS_MT_ORIENTATION, -45); s.syn()
        s.at(0.03); s.abs(EvdevCode.ABS_MT_ORIENTATION, 180); s.syn()     // an upside-down finger
        s.at(0.04); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 30); s.syn()
        let frames = decode(s)
        let samples = frames.map { $0.samples[0] }
        #expect(samples.map(\.phase) == [.began, .moved, .moved, .moved, .moved])
        // 20 units / 2 × mean(100/1000, 200/1000) points per unit = 1.5 points (major: 3).
        #expect(nearly(samples[0].majorRadius, 3, within: 1e-9))
        #expect(nearly(samples[0].minorRadius, 1.5, within: 1e-9))
        // 0: the major axis points north (device y minimum), −π/2 in the window.
        #expect(nearly(samples[0].orientation, -.pi / 2, within: 1e-9))
        // The axis maximum is a quarter turn clockwise: along +x.
        #expect(nearly(samples[1].orientation, 0, within: 1e-9))
        #expect(nearly(samples[1].minorRadius, 1.5, within: 1e-9))                        // the slot keeps its values
        #expect(nearly(samples[2].orientation, -3 * .pi / 4, within: 1e-9))
        #expect(nearly(samples[3].orientation, .pi / 2, within: 1e-9))
        #expect(nearly(samples[4].minorRadius, 2.25, within: 1e-9))
        #expect(nearly(samples[4].orientation, .pi / 2, within: 1e-9))
    }

    @Test func protocolA_touchMinorAndOrientationGiveTheContactEllipse() {
        var s = EventScript()
        s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 60); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 40)
        s.abs(EvdevCode.ABS_MT_ORIENTATION, 45); s.contact(x: 500, y: 500); s.syn()
        // Same position and axes, new angle: a move.
        s.at(0.01)
        s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 60); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 40)
        s.abs(EvdevCode.ABS_MT_ORIENTATION, -90); s.contact(x: 500, y: 500); s.syn()
        // Unchanged: no frame.
        s.at(0.02)
        s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 60); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 40)
        s.abs(EvdevCode.ABS_MT_ORIENTATION, -90); s.contact(x: 500, y: 500); s.syn()
        // Only the minor axis changes: a move.
        s.at(0.03)
        s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 60); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 50)
        s.abs(EvdevCode.ABS_MT_ORIENTATION, -90); s.contact(x: 500, y: 500); s.syn()
        let frames = decode(s)
        #expect(summary(frames) == ["0: 1 began 50 100", "0.01: 1 moved 50 100", "0.03: 1 moved 50 100"])
        let samples = frames.map { $0.samples[0] }
        #expect(nearly(samples[0].majorRadius, 4.5, within: 1e-9))
        #expect(nearly(samples[0].minorRadius, 3, within: 1e-9))
        #expect(nearly(samples[0].orientation, -.pi / 4, within: 1e-9))
        // −max: a quarter turn anticlockwise from north, along −x.
        #expect(nearly(samples[1].orientation, .pi, within: 1e-9))
        #expect(nearly(samples[2].minorRadius, 3.75, within: 1e-9))
    }

    @Test func orientationFollowsTheKernelRange() {
        let m = DeviceAxisMapping(axes: Self.ellipseAxes, windowSize: Size(100, 100))
        #expect(m.orientation(0) == -.pi / 2)
        #expect(m.orientation(90) == 0)
        #expect(m.orientation(-90) == .pi)
        #expect(m.orientation(180) == .pi / 2)
        #expect(m.orientation(360) == -.pi / 2)                    // a full turn
        #expect(nearly(m.orientation(30), -.pi / 3, within: 1e-9))
        // Partial orientation support: range 0 … 1 (0 along y, 1 along x).
        let partial = DeviceAxisMapping(axes: [EvdevCode.ABS_MT_ORIENTATION: AbsoluteAxisInfo(minimum: 0, maximum: 1)],
                                        windowSize: Size(100, 100))
        #expect(partial.orientation(0) == -.pi / 2)
        #expect(partial.orientation(1) == 0)
    }

    @Test func orientationIsNilWithoutAUsableRange() {
        let unknown = DeviceAxisMapping(axes: testAxes, windowSize: Size(100, 100))
        #expect(unknown.orientation(10) == nil)
        let degenerate = DeviceAxisMapping(axes: [EvdevCode.ABS_MT_ORIENTATION: AbsoluteAxisInfo(minimum: 0, maximum: 0)],
                                           windowSize: Size(100, 100))
        #expect(degenerate.orientation(0) == nil)
        let extreme = DeviceAxisMapping(axes: Self.ellipseAxes, windowSize: Size(100, 100))
        for v in [Int32.min, Int32.max] {
            let a = extreme.orientation(v) ?? .nan
            #expect(a.isFinite && a > -.pi && a <= .pi)
        }
        // A stream with no orientation range leaves the sample's orientation nil.
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 0, y: 0); s.abs(EvdevCode.ABS_MT_ORIENTATION, 20); s.syn()
        var decoder = EvdevTouchDecoder(mapping: unknown)
        let frames = decoder.decode(s.events)
        #expect(frames.first?.samples.first?.orientation == nil)
        #expect(frames.first?.samples.first?.minorRadius == nil)
    }

    /// The ellipse's major axis, drawn as a segment on the surface, lands on the
    /// window at the reported angle, for every rotation and flip (square device on a
    /// square window, so the scale is the same in both directions).
    @Test func orientationTurnsAndMirrorsLikePositions() {
        let window = Size(500, 500)
        for rotation in DisplayRotation.allCases {
            for flipsX in [false, true] {
                for flipsY in [false, true] {
                    let m = DeviceAxisMapping(axes: Self.ellipseAxes, windowSize: window, rotation: rotation,
                                              flipsX: flipsX, flipsY: flipsY)
                    for value: Int32 in [-180, -135, -90, -60, -45, -10, 0, 10, 30, 45, 90, 120, 180, 270] {
                        // The kernel's definition: a clockwise turn from north (device −y) by value/max quarter turns.
                        let turn = Double(value) / 90 * (.pi / 2)
                        let dx = 400 * TactileMath.sin(turn), dy = -400 * TactileMath.cos(turn)
                        let from = m.location(x: 500, y: 500, multitouch: true)
                        let to = m.location(x: 500 + Int32(dx.rounded()), y: 500 + Int32(dy.rounded()), multitouch: true)
                        let expected = TactileMath.atan2(to.y - from.y, to.x - from.x)
                        let got = m.orientation(value) ?? .nan
                        #expect(sameDirection(got, expected, tolerance: 3e-3),
                                "rotation \(rotation) flipsX \(flipsX) flipsY \(flipsY) value \(value): \(got) vs \(expected)")
                    }
                }
            }
        }
    }

    @Test func rotatedAndFlippedSurfaceOrientsTheEllipseInTheWindow() {
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 500, y: 500)
        s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 40); s.abs(EvdevCode.ABS_MT_TOUCH_MINOR, 20)
        s.abs(EvdevCode.ABS_MT_ORIENTATION, 0); s.syn()                    // north on the surface
        s.at(0.01); s.abs(EvdevCode.ABS_MT_ORIENTATION, 45); s.syn()        // north-east
        // Turned a quarter clockwise, the surface's north is the window's +x.
        let turned = decode(s, rotation: .clockwise90, windowSize: Size(200, 100))
        #expect(nearly(turned[0].samples[0].orientation, 0, within: 1e-9))
        #expect(nearly(turned[1].samples[0].orientation, .pi / 4, within: 1e-9))
        // The radii use the swapped axes: 10 units × mean(100/1000, 200/1000) = 1.5 points.
        #expect(nearly(turned[0].samples[0].minorRadius, 1.5, within: 1e-9))
        // Mirrored in y first, north becomes south, which the quarter turn sends to −x;
        // north-east becomes south-east, then south-west… i.e. 3π/4 in the window.
        let mirrored = decode(s, rotation: .clockwise90, flipsY: true, windowSize: Size(200, 100))
        #expect(nearly(mirrored[0].samples[0].orientation, .pi, within: 1e-9))
        #expect(nearly(mirrored[1].samples[0].orientation, 3 * .pi / 4, within: 1e-9))
        // Mirrored in x, north-east becomes north-west: −3π/4 unrotated, upside down π/4.
        let upsideDown = decode(s, rotation: .upsideDown, flipsX: true)
        #expect(nearly(upsideDown[0].samples[0].orientation, .pi / 2, within: 1e-9))
        #expect(nearly(upsideDown[1].samples[0].orientation, .pi / 4, within: 1e-9))
    }
}
