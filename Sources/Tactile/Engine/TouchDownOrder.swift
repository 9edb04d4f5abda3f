extension Array where Element == Touch {
    /// Puts the touches in touch-down order (`Touch.serial`) by insertion
    /// sort: the lists are short and often sorted, and nothing is allocated.
    mutating func sortByTouchDownOrder() {
        var i = 1
        while i < count {
            var j = i
            while j > 0 && self[j - 1].serial > self[j].serial {
                swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
    }
}
