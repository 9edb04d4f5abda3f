import Testing
import PropertyBased
import Tactile
@testable import TactileLinuxInput

/// Random evdev streams: the decoders never trap and keep the touch life cycle intact.
@Suite struct DecoderPropertyTests {
    /// Turns a random number into an event drawn from the codes touch devices send
    /// (and some they do not), with values around the interesting ranges.
    static func event(_ n: Int, index: Int) -> EvdevEvent {
        let t = Double(index / 4) * 0.004
        let v = Int32(truncatingIfNeeded: n >> 5)
        let pos = Int32(n >> 5 % 1200) - 100
        switch n & 31 {
        case 0...5: return EvdevEvent(time: t, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)
        case 6, 7: return EvdevEvent(time: t, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_MT_REPORT, value: 0)
        case 8: return EvdevEvent(time: t, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_DROPPED, value: 0)
        case 9, 10: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_SLOT, value: v % 14 - 2)
        case 11, 12: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_TRACKING_ID, value: v % 8 - 1)
        case 13...16: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_POSITION_X, value: pos)
        case 17...19: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_POSITION_Y, value: pos)
        case 20: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_PRESSURE, value: v % 300 - 10)
        case 21: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_TOUCH_MAJOR, value: v)
        case 22, 23: return EvdevEvent(time: t, type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOUCH, value: v % 2)
        case 24: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_X, value: pos)
        case 25: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_Y, value: pos)
        case 26: return EvdevEvent(time: t, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_PRESSURE, value: v)
        case 27: return EvdevEvent(time: t - 0.05, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_POSITION_X, value: pos)
        default: return EvdevEvent(time: t, type: UInt16(n & 7), code: UInt16(truncatingIfNeeded: n >> 8), value: v)
        }
    }

    /// Lifts everything: ends a dropped report, lifts every slot, reports no contacts.
    static var liftAll: [EvdevEvent] {
        var s = EventScript()
        s.at(100)
        s.syn()
        for slot in Int32(0)...9 { s.up(slot: slot) }
        s.key(EvdevCode.BTN_TOUCH, 0)
        s.syn(EvdevCode.SYN_MT_REPORT)
        s.syn()
        return s.events
    }

    static let configurations: [EvdevTouchDecoder.Configuration] = [
        .init(),
        .init(touchIds: .slot, droppedEvents: .keepContacts),
        .init(touchProtocol: .typeA, maximumMatchDistance: 30),
        .init(touchProtocol: .typeB, maximumContacts: 4),
        .init(touchProtocol: .singleTouch),
    ]

    @Test func randomStreamsEndingWithAllContactsLiftedLeaveNoTouchDown() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max)).array(of: 0...250), Gen.int(in: 0...4)) { numbers, c in
            let events = numbers.enumerated().map { Self.event($0.element, index: $0.offset) } + Self.liftAll
            var decoder = EvdevTouchDecoder(mapping: testMapping, configuration: Self.configurations[c])
            let frames = decoder.decode(events)
            let (live, problems) = lifecycleProblems(frames)
            #expect(problems.isEmpty, "\(problems)")
            #expect(live.isEmpty, "still down: \(live.sorted())")
            #expect(decoder.liveTouchIds.isEmpty)
            #expect(decoder.finish().isEmpty)
        }
    }

    @Test func randomStreamsAreClosedByFinish() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max)).array(of: 0...250), Gen.int(in: 0...4)) { numbers, c in
            let events = numbers.enumerated().map { Self.event($0.element, index: $0.offset) }
            var decoder = EvdevTouchDecoder(mapping: testMapping, configuration: Self.configurations[c])
            let frames = decoder.decode(events) + decoder.finish()
            let (live, problems) = lifecycleProblems(frames)
            #expect(problems.isEmpty, "\(problems)")
            #expect(live.isEmpty)
        }
    }

    @Test func randomBytesNeverTrap() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...255).array(of: 0...600)) { numbers in
            let bytes = numbers.map { UInt8($0) }
            let (events, _) = EvdevByteDecoder.decodeAll(bytes)
            #expect(events.count <= bytes.count / 24)
            var decoder = EvdevTouchDecoder(mapping: DeviceAxisMapping(axes: [:], windowSize: Size(10, 10)))
            let frames = decoder.decode(events) + decoder.finish()
            #expect(lifecycleProblems(frames).problems.isEmpty)
        }
    }
}
