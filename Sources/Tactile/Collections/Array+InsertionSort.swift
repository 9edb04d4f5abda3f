extension Array {
    /// Sorts the array stably (equal elements keep their order), by
    /// insertion: the same order as `sort(by:)`, for the short lists the
    /// engine orders (a merged group's recognizers, containing views,
    /// applications). O(count²) moves at worst, O(count) when nearly sorted;
    /// much less code than the standard library's sort in a size-built module.
    mutating func insertionSort(by areInIncreasingOrder: (Element, Element) -> Bool) {
        var i = 1
        while i < count {
            var j = i
            while j > 0, areInIncreasingOrder(self[j], self[j - 1]) {
                swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
    }
}
