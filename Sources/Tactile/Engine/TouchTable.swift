/// The touches a dispatcher knows, and the only code that changes that list:
/// the touch each host contact id names now (delivered or ignored), the
/// delivered touches that are down (in touch-down order), the ids whose
/// contact was retired, the serial of the next touch and the recent taps
/// that give a new touch its tap count.
internal struct TouchTable {
    /// The touch each host contact id names now (delivered or ignored).
    private(set) var byID = TouchIndex()
    /// Delivered touches that are down, in touch-down order.
    private(set) var live: [Touch] = []
    /// Ids whose touch was cancelled (or whose contact was dropped) while the
    /// contact may still be down: their samples are dropped silently until it lifts.
    private(set) var retiredIDs: [Int] = []
    private var lastSerial: UInt64 = 0
    private var taps = TapCounter()

    /// At most this many retired ids are remembered (oldest forgotten first).
    static let maxRetiredIDs = 64

    /// The touch the host's contact `id` names, if any.
    subscript(id: Int) -> Touch? { byID[id] }

    /// `self[id]` without a retain (see `TouchIndex.unretained`).
    @inline(__always)
    func unretained(_ id: Int) -> Unmanaged<Touch>? { byID.unretained(id) }

    /// Names `touch` by its id, replacing whatever the id named.
    mutating func name(_ touch: Touch) { byID[touch.id] = touch }

    /// Forgets what the host's contact `id` names.
    mutating func forgetID(_ id: Int) { byID[id] = nil }

    /// The serial of a touch going down now (touch-down order).
    mutating func nextSerial() -> UInt64 {
        lastSerial += 1
        return lastSerial
    }

    /// The tap count of a touch going down at `location` at `time` (seed-002 R11).
    mutating func tapCount(at location: Point, time: Seconds, policy: DispatchPolicy) -> Int {
        taps.count(at: location, time: time, policy: policy)
    }

    /// A delivered touch went down: it is live until it finishes.
    mutating func goLive(_ touch: Touch) { live.append(touch) }

    /// A finished touch leaves the table: its id (unless the id names a newer
    /// touch), the live list, and it counts as a tap or ends a tap sequence.
    mutating func finish(_ touch: Touch, policy: DispatchPolicy) {
        if byID[touch.id] === touch { byID[touch.id] = nil }
        if let i = live.firstIndex(where: { $0 === touch }) { live.remove(at: i) }
        taps.touchFinished(touch, policy: policy)
    }

    /// Retires `id`: its later samples are dropped silently until it lifts or begins again.
    mutating func retire(_ id: Int) {
        if retiredIDs.contains(id) { return }
        if retiredIDs.count >= Self.maxRetiredIDs { retiredIDs.removeFirst() }
        retiredIDs.append(id)
    }

    /// Takes `id` off the retired list; returns whether it was on it.
    @discardableResult
    mutating func unretire(_ id: Int) -> Bool {
        guard let i = retiredIDs.firstIndex(of: id) else { return false }
        retiredIDs.remove(at: i)
        return true
    }

    /// Whether `id` is retired.
    func isRetired(_ id: Int) -> Bool { retiredIDs.contains(id) }

    /// Keeps only the retired ids for which `keeps` is true.
    mutating func keepRetiredIDs(where keeps: (Int) -> Bool) { retiredIDs.removeAll { !keeps($0) } }
}
