/// A small map from names to values, in insertion order, searched linearly
/// by UTF-8 bytes (`PropertyKey`).
///
/// The maps of a scene and of the C interface hold a handful of names; a
/// `Dictionary` with `String` keys would cost tactile.wasm `String` hashing
/// (with Unicode normalisation) and about 3 KB of code per value type.
package struct NameMap<Value> {
    /// The names and values, in the order first set.
    package private(set) var entries: [(name: String, value: Value)] = []

    /// An empty map.
    package init() {}

    /// The names, in the order first set.
    package var keys: [String] { entries.map { $0.name } }

    /// Whether no name is set.
    package var isEmpty: Bool { entries.isEmpty }

    /// The position of `name` in `entries`.
    private func index(of name: String) -> Int? {
        for (i, e) in entries.enumerated() where name ~= PropertyKey(e.name) { return i }
        return nil
    }

    /// The value of `name`; setting nil removes it.
    package subscript(name: String) -> Value? {
        get { index(of: name).map { entries[$0].value } }
        set {
            switch (index(of: name), newValue) {
            case (let i?, let v?): entries[i].value = v
            case (let i?, nil): entries.remove(at: i)
            case (nil, let v?): entries.append((name, v))
            case (nil, nil): break
            }
        }
    }
}

extension NameMap: Equatable where Value: Equatable {
    /// The same names with equal values, in any order (as for a `Dictionary`).
    package static func == (a: NameMap, b: NameMap) -> Bool {
        a.entries.count == b.entries.count && a.entries.allSatisfy { b[$0.name] == $0.value }
    }
}

extension NameMap: Sendable where Value: Sendable {}
