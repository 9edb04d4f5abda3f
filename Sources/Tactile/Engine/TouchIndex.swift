/// The touches the host's contact ids name now (delivered or ignored), found
/// by id. Hosts have a handful of contacts down at once, so a linear scan of
/// a small array beats hashing; the array keeps its buffer, so updating the
/// index allocates nothing once warm. Iteration order carries no meaning.
internal struct TouchIndex {
    private(set) var touches: [Touch] = []

    /// `self[id]` without a retain: the index holds the touch until it is
    /// changed, so the caller may use it until then.
    @inline(__always)
    func unretained(_ id: Int) -> Unmanaged<Touch>? {
        var i = 0
        while i < touches.count {
            if touches[i].id == id { return Unmanaged.passUnretained(touches[i]) }
            i += 1
        }
        return nil
    }

    /// The touch the host's contact `id` names, if any.
    subscript(id: Int) -> Touch? {
        get {
            for t in touches where t.id == id { return t }
            return nil
        }
        set {
            if let i = touches.firstIndex(where: { $0.id == id }) {
                if let newValue { touches[i] = newValue } else { touches.remove(at: i) }
            } else if let newValue {
                touches.append(newValue)
            }
        }
    }
}
