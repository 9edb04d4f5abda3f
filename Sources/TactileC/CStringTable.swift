import TactileSceneCore

/// One C string per distinct name (view, recognizer and mode ids), made
/// once and kept while the table lives: structured records point at them
/// without copying a name per event.
///
/// A record's subject is nearly always the very `String` an earlier event
/// carried (the logger names a recognizer by the one `String` it
/// registered), so the names used last are matched first by their
/// representation — the same bits are the same value — without reading
/// their bytes; only a name not among them is looked up by its UTF-8 bytes
/// in the `NameMap` (a generic lookup the compiler does not specialise
/// across modules: about 18,000 instructions per moved sample when it ran
/// for every event). An Embedded build is one module, where that lookup is
/// specialised and cheap, so it skips the list (and tactile.wasm its code).
final class CStringTable {
    private var texts = NameMap<CText>()
    /// The most recently used names, newest last (at most `recentLimit`);
    /// holding each `String` keeps its storage, and so its bits, its own.
    #if !hasFeature(Embedded)
    @exclusivity(unchecked) private var recent: [(name: String, text: CText)] = []
    private let recentLimit = 32
    #endif

    /// The buffer holding `name`.
    func text(_ name: String) -> CText {
        #if !hasFeature(Embedded)
        var i = recent.count
        while i > 0 {
            i -= 1
            if Self.sameRepresentation(recent[i].name, name) { return recent[i].text }
        }
        #endif
        let t: CText
        if let known = texts[name] {
            t = known
        } else {
            t = CText(name)
            texts[name] = t
        }
        #if !hasFeature(Embedded)
        if recent.count == recentLimit { recent.removeFirst() }
        recent.append((name, t))
        #endif
        return t
    }

    #if !hasFeature(Embedded)
    /// Whether `a` and `b` have the same bits: then they are the same value
    /// (equal strings may still differ here, and are then found by their bytes).
    private static func sameRepresentation(_ a: String, _ b: String) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                var k = 0
                while k + 4 <= x.count {
                    if x.loadUnaligned(fromByteOffset: k, as: UInt32.self) != y.loadUnaligned(fromByteOffset: k, as: UInt32.self) {
                        return false
                    }
                    k += 4
                }
                while k < x.count {
                    if x[k] != y[k] { return false }
                    k += 1
                }
                return true
            }
        }
    }
    #endif
}
