/// "Did you mean" hints: the allowed name closest to a misspelt one.
package enum Suggestion {
    /// The name in `candidates` closest to `word` by edit distance (ignoring
    /// case), when it is close enough to be a likely typo: at most a third of
    /// the longer name's length, and at least one edit allowed. Ties go to the
    /// earlier candidate.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let w = caseFolded(word)
        var best: (name: String, distance: Int)?
        for c in candidates where c != word {
            let d = distance(w, caseFolded(c))
            let limit = max(1, max(w.count, c.count) / 3)
            if d <= limit, d < (best?.distance ?? Int.max) { best = (c, d) }
        }
        return best?.name
    }

    /// `; did you mean "Y"?` for a reason of the form
    /// `unknown … "X" (expected one of: A, B, …)` when some allowed name is
    /// close to X, else the empty string.
    package static func didYouMean(forReason reason: String) -> String {
        guard reason.hasPrefix("unknown "),
              let open = reason.firstIndex(of: "\""),
              let close = reason[reason.index(after: open)...].firstIndex(of: "\""),
              let list = endOfMarker(in: reason),
              let end = reason[list...].firstIndex(of: ")") else { return "" }
        let word = String(reason[reason.index(after: open)..<close])
        let names = reason[list..<end].split(separator: ",").map { $0.trimmingSpaces() }
        guard let match = closest(to: word, among: names) else { return "" }
        return "; did you mean \"\(match)\"?"
    }

    /// The index just after the first `(expected one of: ` in `reason`
    /// (a plain scan: the core has no Foundation).
    static func endOfMarker(in reason: String) -> String.Index? {
        let marker = Array("(expected one of: ")
        var i = reason.startIndex
        while i < reason.endIndex {
            var j = i
            var k = 0
            while k < marker.count, j < reason.endIndex, reason[j] == marker[k] {
                j = reason.index(after: j)
                k += 1
            }
            if k == marker.count { return j }
            i = reason.index(after: i)
        }
        return nil
    }

    /// The characters of `s` with capitals made small, for names that are
    /// ASCII (the candidates always are): A–Z, and the Kelvin sign, the one
    /// other capital Unicode lowercases to an ASCII letter ("k"); any other
    /// character matches no ASCII letter whatever its case, so it stays. The
    /// same distances as `lowercased()`, without Unicode's case tables
    /// (about 15 KB of tactile.wasm).
    static func caseFolded(_ s: String) -> [Character] {
        s.map { c in
            if let a = c.asciiValue, a >= 65, a <= 90 { return Character(Unicode.Scalar(a + 32)) }
            return c == "\u{212A}" ? "k" : c
        }
    }

    /// The Levenshtein distance of two character arrays.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
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

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
