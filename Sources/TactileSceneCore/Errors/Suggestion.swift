/// "Did you mean" hints: the allowed name closest to a misspelt one.
package enum Suggestion {
    /// The name in `candidates` closest to `word` by edit distance over
    /// Unicode scalars (ignoring case), when it is close enough to be a likely
    /// typo: at most a third of the longer name's length, and at least one edit
    /// allowed. Ties go to the earlier candidate; a candidate with the same
    /// bytes as `word` is skipped.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let w = caseFolded(word)
        var best: (name: String, distance: Int)?
        for c in candidates where !c.utf8.elementsEqual(word.utf8) {
            let folded = caseFolded(c)
            let d = distance(w, folded)
            let limit = max(1, max(w.count, folded.count) / 3)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (c, d) }
        }
        return best?.name
    }

    /// `; did you mean "Y"?` for a reason of the form
    /// `unknown … "X" (expected one of: A, B, …)` when some allowed name is
    /// close to X, else the empty string.
    package static func didYouMean(forReason reason: String) -> String {
        let text = Array(reason.utf8)
        let quote = UInt8(ascii: "\"")
        guard text.starts(with: "unknown ".utf8),
              let open = text.firstIndex(of: quote),
              let close = text[(open + 1)...].firstIndex(of: quote),
              let list = endOfMarker(in: text),
              let end = text[list...].firstIndex(of: UInt8(ascii: ")")) else { return "" }
        let word = String(decoding: text[(open + 1)..<close], as: UTF8.self)
        let names = text[list..<end].split(separator: UInt8(ascii: ",")).map(trimmingSpaces)
        guard let match = closest(to: word, among: names) else { return "" }
        return "; did you mean \"\(match)\"?"
    }

    /// The index just after the first `(expected one of: ` in `text`.
    static func endOfMarker(in text: [UInt8]) -> Int? {
        let marker = Array("(expected one of: ".utf8)
        guard text.count >= marker.count else { return nil }
        for i in 0...(text.count - marker.count) where text[i..<(i + marker.count)].elementsEqual(marker) {
            return i + marker.count
        }
        return nil
    }

    /// The Unicode scalars of `s` with capitals made small, for names that are
    /// ASCII (the candidates always are): A–Z, and the Kelvin sign, the one
    /// other capital Unicode lowercases to an ASCII letter ("k"); any other
    /// scalar matches no ASCII letter whatever its case, so it stays. The
    /// same distances as `lowercased()`, without Unicode's case tables.
    static func caseFolded(_ s: String) -> [UInt32] {
        s.unicodeScalars.map { c in
            let v = c.value
            if v >= 65, v <= 90 { return v + 32 }
            return v == 0x212A ? 107 : v
        }
    }

    /// The text of `bytes` without leading and trailing spaces.
    static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> String {
        var s = bytes
        while s.first == UInt8(ascii: " ") { s.removeFirst() }
        while s.last == UInt8(ascii: " ") { s.removeLast() }
        return String(decoding: s, as: UTF8.self)
    }

    /// The Levenshtein distance of two scalar arrays.
    static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
