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
        guard has("unknown ", at: 0, in: text),
              let open = text.firstIndex(of: quote),
              let close = text[(open + 1)...].firstIndex(of: quote),
              let list = endOfMarker(in: text),
              let end = text[list...].firstIndex(of: UInt8(ascii: ")")) else { return "" }
        let word = String(decoding: text[(open + 1)..<close], as: UTF8.self)
        // The comma-separated names, without spaces around them (an empty one is skipped).
        var names: [String] = []
        var start = list
        for i in list...end where i == end || text[i] == UInt8(ascii: ",") {
            var a = start, b = i
            start = i + 1
            guard b > a else { continue }
            while a < b, text[a] == UInt8(ascii: " ") { a += 1 }
            while b > a, text[b - 1] == UInt8(ascii: " ") { b -= 1 }
            names.append(String(decoding: text[a..<b], as: UTF8.self))
        }
        guard let match = closest(to: word, among: names) else { return "" }
        return "; did you mean \"\(match)\"?"
    }

    /// The index just after the first `(expected one of: ` in `text`.
    static func endOfMarker(in text: [UInt8]) -> Int? {
        let marker: StaticString = "(expected one of: "
        guard text.count >= marker.utf8CodeUnitCount else { return nil }
        for i in 0...(text.count - marker.utf8CodeUnitCount) where has(marker, at: i, in: text) {
            return i + marker.utf8CodeUnitCount
        }
        return nil
    }

    /// Whether `text` holds the bytes of `marker` from `index` on.
    static func has(_ marker: StaticString, at index: Int, in text: [UInt8]) -> Bool {
        let m = marker.utf8Start, n = marker.utf8CodeUnitCount
        guard index + n <= text.count else { return false }
        for k in 0..<n where text[index + k] != m[k] { return false }
        return true
    }

    /// The Unicode scalars of `s` with capitals made small, for names that are
    /// ASCII (the candidates always are): A–Z, and the Kelvin sign, the one
    /// other capital Unicode lowercases to an ASCII letter ("k"); any other
    /// scalar matches no ASCII letter whatever its case, so it stays. The
    /// same distances as `lowercased()`, without Unicode's case tables.
    /// The scalars are decoded from the string's UTF-8 (always well formed).
    package static func caseFolded(_ s: String) -> [UInt32] {
        var out: [UInt32] = []
        var v: UInt32 = 0
        var pending = 0
        for b in s.utf8 {
            if pending > 0 {
                v = v << 6 | UInt32(b & 0x3F)
                pending -= 1
            } else if b < 0x80 {
                v = UInt32(b)
            } else if b < 0xE0 {
                v = UInt32(b & 0x1F)
                pending = 1
            } else if b < 0xF0 {
                v = UInt32(b & 0x0F)
                pending = 2
            } else {
                v = UInt32(b & 0x07)
                pending = 3
            }
            guard pending == 0 else { continue }
            out.append(v >= 65 && v <= 90 ? v + 32 : (v == 0x212A ? 107 : v))
        }
        return out
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
