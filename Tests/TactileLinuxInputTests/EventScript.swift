import Tactile
@testable import TactileLinuxInput

/// Builds evdev event streams for tests: `abs`, `key`, `syn` at the current time.
struct EventScript {
    var events: [EvdevEvent] = []
    var time: Seconds = 0

    mutating func at(_ t: Seconds) { time = t }
    mutating func abs(_ code: UInt16, _ value: Int32) { events.append(EvdevEvent(time: time, type: EvdevCode.EV_ABS, code: code, value: value)) }
    mutating func key(_ code: UInt16, _ value: Int32) { events.append(EvdevEvent(time: time, type: EvdevCode.EV_KEY, code: code, value: value)) }
    mutating func syn(_ code: UInt16 = EvdevCode.SYN_REPORT) { events.append(EvdevEvent(time: time, type: EvdevCode.EV_SYN, code: code, value: 0)) }

    /// Protocol B: slot, tracking id, position.
    mutating func down(slot: Int32, id: Int32, x: Int32, y: Int32) {
        abs(EvdevCode.ABS_MT_SLOT, slot); abs(EvdevCode.ABS_MT_TRACKING_ID, id)
        abs(EvdevCode.ABS_MT_POSITION_X, x); abs(EvdevCode.ABS_MT_POSITION_Y, y)
    }
    mutating func move(slot: Int32, x: Int32, y: Int32) {
        abs(EvdevCode.ABS_MT_SLOT, slot); abs(EvdevCode.ABS_MT_POSITION_X, x); abs(EvdevCode.ABS_MT_POSITION_Y, y)
    }
    mutating func up(slot: Int32) { abs(EvdevCode.ABS_MT_SLOT, slot); abs(EvdevCode.ABS_MT_TRACKING_ID, -1) }

    /// Protocol A: one anonymous contact.
    mutating func contact(x: Int32, y: Int32) {
        abs(EvdevCode.ABS_MT_POSITION_X, x); abs(EvdevCode.ABS_MT_POSITION_Y, y); syn(EvdevCode.SYN_MT_REPORT)
    }
}

/// A 1000 × 1000 device on a 100 × 200 window: x / 10, y / 5.
let testAxes: [UInt16: AbsoluteAxisInfo] = [
    EvdevCode.ABS_X: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
    EvdevCode.ABS_Y: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
    EvdevCode.ABS_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 255),
    EvdevCode.ABS_MT_SLOT: AbsoluteAxisInfo(minimum: 0, maximum: 9),
    EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
    EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
    EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 100),
    EvdevCode.ABS_MT_TOUCH_MAJOR: AbsoluteAxisInfo(minimum: 0, maximum: 255),
]
let testMapping = DeviceAxisMapping(axes: testAxes, windowSize: Size(100, 200))

/// A compact rendering of frames: `"t: id phase x y; …"` per frame.
func summary(_ frames: [InputFrame]) -> [String] {
    frames.map { f in
        let ts = f.samples.map { s in "\(s.id) \(s.phase) \(fmt(s.location.x)) \(fmt(s.location.y))" }
        return "\(fmt(f.timestamp)): " + ts.joined(separator: "; ")
    }
}

func fmt(_ v: Double) -> String {
    let r = (v * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}

/// Checks the touch life cycle: each id begins, moves, then ends or is cancelled;
/// no id twice in a frame; no sample for an id that is not down; times never go backwards.
/// Returns the ids still down and the problems found.
func lifecycleProblems(_ frames: [InputFrame]) -> (live: Set<Int>, problems: [String]) {
    var live = Set<Int>()
    var problems: [String] = []
    var last = -Double.infinity
    for f in frames {
        if f.timestamp < last || !f.timestamp.isFinite { problems.append("time \(f.timestamp) after \(last)") }
        last = f.timestamp
        var seen = Set<Int>()
        for s in f.samples {
            if !seen.insert(s.id).inserted { problems.append("id \(s.id) twice in a frame") }
            if !s.location.isFinite { problems.append("id \(s.id) non-finite location") }
            switch s.phase {
            case .began: if !live.insert(s.id).inserted { problems.append("id \(s.id) began while down") }
            case .moved, .stationary: if !live.contains(s.id) { problems.append("id \(s.id) moved while up") }
            case .ended, .cancelled: if live.remove(s.id) == nil { problems.append("id \(s.id) \(s.phase) while up") }
            }
        }
    }
    return (live, problems)
}
