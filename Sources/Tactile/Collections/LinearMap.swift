/// A map held as two arrays in insertion order and searched from the end,
/// for maps of a few entries off the per-sample path (animated properties,
/// sync sessions, touches in the fallback). Each `Dictionary` type costs
/// about 2 KB of generic code in the WebAssembly module; this costs a
/// fraction of that. Lookups are O(count).
struct LinearMap<Key: Equatable, Value> {
    /// The keys, oldest first.
    private(set) var keys: [Key] = []
    /// The values, in the order of `keys`.
    private(set) var values: [Value] = []

    init() {}

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// The position of `key`, if present.
    func index(of key: Key) -> Int? {
        var i = keys.count
        while i > 0 {
            i -= 1
            if keys[i] == key { return i }
        }
        return nil
    }

    /// The value of `key`; setting nil removes the entry, setting a new key
    /// appends it.
    subscript(key: Key) -> Value? {
        get {
            guard let i = index(of: key) else { return nil }
            return values[i]
        }
        set {
            if let i = index(of: key) {
                if let v = newValue { values[i] = v } else { remove(at: i) }
            } else if let v = newValue {
                keys.append(key)
                values.append(v)
            }
        }
    }

    /// The value at position `i` (from `index(of:)` or `index(inserting:default:)`).
    subscript(valueAt i: Int) -> Value {
        get { values[i] }
        _modify { yield &values[i] }
    }

    /// The position of `key`, appended with `value` first if absent.
    mutating func index(inserting key: Key, default value: @autoclosure () -> Value) -> Int {
        if let i = index(of: key) { return i }
        keys.append(key)
        values.append(value())
        return keys.count - 1
    }

    /// Adds an entry without looking for `key` first (O(1)): lookups search
    /// from the end, so it hides an earlier entry of the same key, which
    /// `count` and `keys` still include.
    mutating func append(_ key: Key, _ value: Value) {
        keys.append(key)
        values.append(value)
    }

    /// Removes `key`'s entry and returns its value.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let i = index(of: key) else { return nil }
        let v = values[i]
        remove(at: i)
        return v
    }

    /// Removes every entry whose key satisfies `gone`, keeping the others' order.
    mutating func removeAll(where gone: (Key) -> Bool) {
        removeEntries(keys: &keys, values: &values, where: gone)
    }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    private mutating func remove(at i: Int) {
        keys.remove(at: i)
        values.remove(at: i)
    }
}
