extension Array where Element == Int {
    /// Sorts the numbers stably (equal ones keep their order): the order
    /// `sort(by:)` gives. The core sorts indices, never other elements, so a
    /// size-built module holds this one small sort instead of the standard
    /// library's. Runs of 16 are sorted by insertion, then merged bottom up
    /// through one scratch array (no allocation up to 16 numbers).
    @inline(never)
    package mutating func stableSort(by areInIncreasingOrder: (Int, Int) -> Bool) {
        let n = count
        let run = 16
        var lo = 0
        while lo < n {
            let hi = Swift.min(lo + run, n)
            insertionSort(lo..<hi, by: areInIncreasingOrder)
            lo = hi
        }
        guard n > run else { return }
        var scratch = [Int](repeating: 0, count: n)
        var width = run
        while width < n {
            var start = 0
            while start < n {
                let mid = Swift.min(start + width, n), end = Swift.min(start + 2 * width, n)
                var i = start, j = mid, k = start
                while k < end {
                    if j < end, i >= mid || areInIncreasingOrder(self[j], self[i]) {
                        scratch[k] = self[j]
                        j += 1
                    } else {
                        scratch[k] = self[i]
                        i += 1
                    }
                    k += 1
                }
                start = end
            }
            swap(&self, &scratch)
            width *= 2
        }
    }

    /// The numbers in increasing order.
    package mutating func stableSort() { stableSort(by: <) }

    /// A stably sorted copy (see `stableSort(by:)`).
    package func stableSorted(by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
        var copy = self
        copy.stableSort(by: areInIncreasingOrder)
        return copy
    }
}
