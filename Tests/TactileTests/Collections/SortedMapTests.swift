import Testing
import PropertyBased
@testable import Tactile

// SortedMap (Sources/Tactile/Collections/SortedMap.swift): the animator's
// per-property index, O(log n) lookups.

@Test func sortedMapKeepsItsKeysInIncreasingOrder() {
    var m = SortedMap<Int, String>()
    #expect(m.isEmpty && m[1] == nil)
    for k in [5, 1, 9, 3, 7] { m[k] = "\(k)" }
    m[3] = "three"
    #expect(m.keys == [1, 3, 5, 7, 9] && m[3] == "three" && m.count == 5)
    #expect(m.removeValue(forKey: 5) == "5" && m.removeValue(forKey: 5) == nil)
    m[1] = nil
    m.removeAll { $0 > 8 }
    #expect(m.keys == [3, 7] && m.values == ["three", "7"])
    if let i = m.index(of: 7) { m[valueAt: i] += "!" }
    #expect(m[7] == "7!" && m.index(of: 4) == nil)
}

@Test func property_sortedMapAgreesWithADictionary() async {
    // Random sets (value ≥ 0) and removals (value < 0) over a range of keys.
    await propertyCheck(count: 300, input: Gen.int(in: -20...20).array(of: 0...80), Gen.int(in: -3...9).array(of: 80...80)) { keys, values in
        var m = SortedMap<Int, Int>()
        var d: [Int: Int] = [:]
        for (k, v) in zip(keys, values) {
            m[k] = v < 0 ? nil : v
            d[k] = v < 0 ? nil : v
        }
        #expect(m.count == d.count && m.keys == d.keys.sorted())
        for k in -21...21 { #expect(m[k] == d[k]) }
    }
}

@Test func animationKeysOrderByTargetThenProperty() {
    let a = AnimationTargetID(1), b = AnimationTargetID(2)
    let order: [AnimationKey] = [AnimationKey(a, .transform), AnimationKey(a, .frame), AnimationKey(a, .alpha),
                                 AnimationKey(a, .rotation), AnimationKey(a, .scalar(channel: -1)),
                                 AnimationKey(a, .scalar(channel: 2)), AnimationKey(a, .point(channel: 0)),
                                 AnimationKey(b, .transform)]
    for i in order.indices {
        for j in order.indices { #expect(order[i].precedes(order[j]) == (i < j)) }
    }
}
