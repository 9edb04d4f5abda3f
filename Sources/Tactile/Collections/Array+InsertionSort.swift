extension Array {
    /// Sorts the array stably (equal elements keep their order), by
    /// insertion: the same order as `sort(by:)`, for the short lists the
    /// engine orders (a merged group's recognizers, containing views,
    /// applications). O(count²) moves at worst, O(count) when nearly sorted;
    /// much less code than the standard library's sort in a size-built module.
    mutating func insertionSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        insertionSort(0..<count, by: areInIncreasingOrder)
    }

    /// Sorts the elements in `range` stably by insertion; the others stay.
    mutating func insertionSort(_ range: Range<Int>, by areInIncreasingOrder: (Element, Element) -> Bool) {
        var i = range.lowerBound + 1
        while i < range.upperBound {
            var j = i
            while j > range.lowerBound, areInIncreasingOrder(self[j], self[j - 1]) {
                swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
    }
}
