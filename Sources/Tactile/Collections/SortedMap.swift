/// A map held as two arrays sorted by key and searched by bisection: lookups
/// are O(log count); an insertion or removal moves the later entries, O(1)
/// when the key is the largest (ids that count up). Much less code in the
/// WebAssembly module than a `Dictionary` type, and no hashing; for maps that
/// grow with the work (one entry per animated property or view).
struct SortedMap<Key: SortKey, Value> {
    /// The keys, in increasing order.
    private(set) var keys: [Key] = []
    /// The values, in the order of `keys`.
    private(set) var values: [Value] = []

    init() {}

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// The position of the first key not less than `key` (`count` when none is).
    private func lowerBound(_ key: Key) -> Int {
        var low = 0
        var high = keys.count
        if high > 0 && keys[high - 1].precedes(key) { return high }
        while low < high {
            let middle = (low &+ high) >> 1
            if keys[middle].precedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of `key`, if present.
    func index(of key: Key) -> Int? {
        let i = lowerBound(key)
        return i < keys.count && keys[i] == key ? i : nil
    }

    /// The value of `key`; setting nil removes the entry.
    subscript(key: Key) -> Value? {
        get {
            guard let i = index(of: key) else { return nil }
            return values[i]
        }
        set {
            let i = lowerBound(key)
            let present = i < keys.count && keys[i] == key
            switch (present, newValue) {
            case (true, let v?): values[i] = v
            case (true, nil): keys.remove(at: i); values.remove(at: i)
            case (false, let v?): keys.insert(key, at: i); values.insert(v, at: i)
            case (false, nil): break
            }
        }
    }

    /// The value at position `i` (from `index(of:)`).
    subscript(valueAt i: Int) -> Value {
        get { values[i] }
        _modify { yield &values[i] }
    }

    /// Removes `key`'s entry and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let i = index(of: key) else { return nil }
        keys.remove(at: i)
        return values.remove(at: i)
    }

    /// Removes every entry whose key satisfies `gone`, keeping the others' order.
    mutating func removeAll(where gone: (Key) -> Bool) {
        removeEntries(keys: &keys, values: &values, where: gone)
    }
}

/// A key a `SortedMap` can order: a strict total order consistent with `==`.
/// Internal, so that ordering the core's ids adds nothing to the public API.
protocol SortKey: Equatable {
    /// Whether `self` comes before `other`.
    func precedes(_ other: Self) -> Bool
}

extension Int: SortKey {
    func precedes(_ other: Int) -> Bool { self < other }
}
