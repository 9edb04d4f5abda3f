import Testing
import PropertyBased
@testable import Tactile

// The small collections the core uses instead of the standard library's
// generic ones (Sources/Tactile/Collections).

@Test func linearMapSetsReplacesAndRemovesLikeADictionary() {
    var m = LinearMap<Int, String>()
    #expect(m.isEmpty && m[1] == nil)
    m[1] = "a"
    m[2] = "b"
    m[1] = "c"
    #expect(m.count == 2 && m[1] == "c" && m[2] == "b" && m.keys == [1, 2])
    #expect(m.removeValue(forKey: 1) == "c" && m.removeValue(forKey: 1) == nil)
    m[2] = nil
    #expect(m.isEmpty)
    let i = m.index(inserting: 7, default: "x")
    m[valueAt: i] += "y"
    #expect(m[7] == "xy" && m.index(inserting: 7, default: "z") == i)
}

@Test func linearMapAppendHidesAnEarlierEntryOfTheSameKey() {
    var m = LinearMap<String, Int>()
    m.append("a", 1)
    m.append("b", 2)
    m.append("a", 3)
    #expect(m["a"] == 3 && m["b"] == 2 && m.count == 3)
}

@Test func linearMapRemoveAllKeepsTheOthersInOrder() {
    var m = LinearMap<Int, Int>()
    for k in 0..<10 { m[k] = k * 10 }
    m.removeAll { $0 % 3 == 0 }
    #expect(m.keys == [1, 2, 4, 5, 7, 8] && m.values == [10, 20, 40, 50, 70, 80])
    m.removeAll()
    #expect(m.isEmpty)
}

@Test func property_linearMapAgreesWithADictionary() async {
    // Random sets (value ≥ 0) and removals (value < 0) over a few keys.
    await propertyCheck(count: 300, input: Gen.int(in: 0...7).array(of: 0...60), Gen.int(in: -3...9).array(of: 60...60)) { keys, values in
        var m = LinearMap<Int, Int>()
        var d: [Int: Int] = [:]
        for (k, v) in zip(keys, values) {
            m[k] = v < 0 ? nil : v
            d[k] = v < 0 ? nil : v
        }
        #expect(m.count == d.count)
        for k in 0...7 { #expect(m[k] == d[k]) }
    }
}

@Test func property_stableSortIsTheStableOrder() async {
    // Keys with many repeats, compared by key only: equal keys must keep
    // their positions' order, for short runs (insertion) and long ones (merges).
    await propertyCheck(count: 300, input: Gen.int(in: 0...9).array(of: 0...150)) { keys in
        var positions = Array(keys.indices)
        positions.stableSort { keys[$0] < keys[$1] }
        let expected = keys.indices.map { ($0, keys[$0]) }
            .sorted { a, b in a.1 != b.1 ? a.1 < b.1 : a.0 < b.0 }.map { $0.0 }
        #expect(positions == expected)
        var numbers = keys
        numbers.stableSort()
        #expect(numbers == keys.sorted())
        #expect(keys.indices.map { $0 }.stableSorted { keys[$0] > keys[$1] }
            == keys.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] > keys[b] : a < b })
    }
}

@Test func insertionSortIsStable() {
    final class Item { let key: Int, tag: Int; init(_ key: Int, _ tag: Int) { self.key = key; self.tag = tag } }
    var items = [Item(2, 0), Item(1, 1), Item(2, 2), Item(0, 3), Item(1, 4)]
    items.insertionSort { $0.key < $1.key }
    #expect(items.map { $0.tag } == [3, 1, 4, 0, 2])
}

@Test func property_joinedMatchesTheStandardLibrary() async {
    // An `ArraySlice` still takes the standard library's `joined(separator:)`.
    let words = ["", "a", "tap", "→", "\u{1F600}x", ", "]
    await propertyCheck(count: 200, input: Gen.int(in: 0...5).array(of: 0...8), Gen.int(in: 0...5)) { picks, sep in
        let parts = picks.map { words[$0] }
        #expect(parts.joined(separator: words[sep]) == parts[...].joined(separator: words[sep]))
    }
}
