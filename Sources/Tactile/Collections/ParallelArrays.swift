/// Removes the entries of two parallel arrays (`keys[i]` belongs with
/// `values[i]`) whose key satisfies `gone`, keeping the others' order: the
/// one removal both `LinearMap` and `SortedMap` use.
func removeEntries<Key, Value>(keys: inout [Key], values: inout [Value], where gone: (Key) -> Bool) {
    var kept = 0
    for i in keys.indices where !gone(keys[i]) {
        if kept != i {
            keys.swapAt(kept, i)
            values.swapAt(kept, i)
        }
        kept += 1
    }
    keys.removeLast(keys.count - kept)
    values.removeLast(values.count - kept)
}
