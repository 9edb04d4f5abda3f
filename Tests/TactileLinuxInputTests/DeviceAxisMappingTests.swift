import Testing
import Tactile
@testable import TactileLinuxInput

@Suite struct DeviceAxisMappingTests {
    let axes: [UInt16: AbsoluteAxisInfo] = [
        EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(minimum: 100, maximum: 1100),
        EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(minimum: 0, maximum: 500),
    ]

    func corners(_ m: DeviceAxisMapping) -> [String] {
        [(Int32(100), Int32(0)), (1100, 0), (1100, 500), (600, 250)].map { p in
            let l = m.location(x: p.0, y: p.1, multitouch: true)
            return "\(fmt(l.x)),\(fmt(l.y))"
        }
    }

    @Test func mapsTheAxisRangeOntoTheWindow() {
        let m = DeviceAxisMapping(axes: axes, windowSize: Size(200, 100))
        #expect(corners(m) == ["0,0", "200,0", "200,100", "100,50"])
        // Outside the range: not clamped.
        #expect(m.location(x: 1600, y: -250, multitouch: true) == Point(300, -50))
    }

    @Test func rotationsTurnTheSurfaceClockwise() {
        var m = DeviceAxisMapping(axes: axes, windowSize: Size(100, 200), rotation: .clockwise90)
        #expect(corners(m) == ["100,0", "100,200", "0,200", "50,100"])
        m.rotation = .upsideDown
        #expect(corners(m) == ["100,200", "0,200", "0,0", "50,100"])
        m.rotation = .clockwise270
        #expect(corners(m) == ["0,200", "0,0", "100,0", "50,100"])
    }

    @Test func flipsMirrorBeforeRotating() {
        var m = DeviceAxisMapping(axes: axes, windowSize: Size(200, 100), flipsX: true)
        #expect(corners(m) == ["200,0", "0,0", "0,100", "100,50"])
        m.flipsX = false; m.flipsY = true
        #expect(corners(m) == ["0,100", "200,100", "200,0", "100,50"])
        m.flipsY = false; m.flipsX = true; m.rotation = .clockwise90; m.windowSize = Size(100, 200)
        // Flip x, then rotate: the device's top-right corner lands at the window's top-right.
        #expect(corners(m) == ["100,200", "100,0", "0,0", "50,100"])
    }

    @Test func singleTouchUsesAbsXYAndFallsBackToMultitouchRanges() {
        var withST = axes
        withST[EvdevCode.ABS_X] = AbsoluteAxisInfo(minimum: 0, maximum: 10)
        withST[EvdevCode.ABS_Y] = AbsoluteAxisInfo(minimum: 0, maximum: 10)
        let m = DeviceAxisMapping(axes: withST, windowSize: Size(200, 100))
        #expect(m.location(x: 5, y: 5, multitouch: false) == Point(100, 50))
        let onlyMT = DeviceAxisMapping(axes: axes, windowSize: Size(200, 100))
        #expect(onlyMT.location(x: 600, y: 250, multitouch: false) == Point(100, 50))
    }

    @Test func unknownRangesUseDeviceUnitsAsPoints() {
        let m = DeviceAxisMapping(axes: [:], windowSize: Size(320, 240))
        #expect(m.location(x: 17, y: 33, multitouch: true) == Point(17, 33))
        #expect(m.force(pressure: 10, multitouch: true) == nil)
        let rotated = DeviceAxisMapping(axes: [:], windowSize: Size(320, 240), rotation: .clockwise90)
        // The device is 240 wide and 320 high; its origin lands at the window's top-right.
        #expect(rotated.location(x: 0, y: 0, multitouch: true) == Point(320, 0))
        #expect(rotated.location(x: 240, y: 320, multitouch: true) == Point(0, 240))
    }

    @Test func degenerateRangesNeverDivideByZero() {
        let flat: [UInt16: AbsoluteAxisInfo] = [
            EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(minimum: 5, maximum: 5),
            EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(minimum: 9, maximum: 2),
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 0),
        ]
        let m = DeviceAxisMapping(axes: flat, windowSize: Size(100, 100))
        let p = m.location(x: Int32.max, y: Int32.min, multitouch: true)
        #expect(p.isFinite)
        #expect(m.force(pressure: -3, multitouch: true) == 0)
        #expect(m.radius(axisLength: Int32.max, multitouch: true).isFinite)
    }

    @Test func rotationFromDegrees() {
        #expect(DisplayRotation(degrees: 90) == .clockwise90)
        #expect(DisplayRotation(degrees: -90) == .clockwise270)
        #expect(DisplayRotation(degrees: 540) == .upsideDown)
        #expect(DisplayRotation(degrees: 45) == nil)
        #expect(DisplayRotation.clockwise270.description == "270")
    }
}

@Suite struct TouchInputOptionsTests {
    @Test func commandLineSpellingsAreTheRawValues() {
        #expect(EvdevTouchProtocol.allCases.map(\.rawValue) == ["auto", "a", "b", "single"])
        #expect(EvdevTouchDecoder.TouchIdAssignment(rawValue: "slot") == .slot)
        #expect(EvdevTouchDecoder.TouchIdAssignment(rawValue: "tracking-id") == .trackingId)
        #expect(EvdevTouchDecoder.DroppedEventsPolicy(rawValue: "keep") == .keepContacts)
        #expect(EvdevTouchDecoder.TimeBase(rawValue: "event-time") == .eventTime)
    }

    @Test func touchpadsGiveIndirectTouches() {
        let pad = EvdevDeviceDescription(properties: [EvdevCode.INPUT_PROP_POINTER])
        let screen = EvdevDeviceDescription(properties: [EvdevCode.INPUT_PROP_DIRECT])
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 0, y: 0); s.syn()
        var padDecoder = TouchInputOptions().makeDecoder(device: pad, windowSize: Size(10, 10))
        var screenDecoder = TouchInputOptions().makeDecoder(device: screen, windowSize: Size(10, 10))
        #expect(padDecoder.decode(s.events).first?.samples.first?.type == .indirect)
        #expect(screenDecoder.decode(s.events).first?.samples.first?.type == .direct)
        let mapping = TouchInputOptions(rotation: .upsideDown, flipsX: true).mapping(device: pad, windowSize: Size(10, 10))
        #expect(mapping.rotation == .upsideDown && mapping.flipsX && !mapping.flipsY)
    }
}
