import TactileSceneCore

/// One C string per distinct name (view, recognizer and mode ids), made
/// once and kept while the table lives: structured records point at them
/// without copying a name per event.
///
/// A record's subject is nearly always the very `String` an earlier event
/// carried (the logger names a recognizer by the one `String` it
/// registered), so names are first matched by their representation — the
/// same 16 bytes are the same value — in a small table hashed on those bytes,
/// without reading the characters; only a name not there is looked up by its
/// UTF-8 bytes in the `NameMap` (a generic lookup the compiler does not
/// specialise across modules: about 18,000 instructions per moved sample
/// when it ran for every event). An Embedded build is one module, where that
/// lookup is specialised and cheap, so it skips the table (and tactile.wasm
/// its code).
final class CStringTable {
    private var texts = NameMap<CText>()
    #if !hasFeature(Embedded)
    /// `slotCount` slots (open addressing from `slotIndex(words)`), each a
    /// name's representation, the name and its buffer (nil: empty); at most
    /// half are filled, later names are looked up by their bytes. Holding the `String` keeps its storage, and so
    /// its bits, its own.
    @exclusivity(unchecked) private var slotWords = [(UInt64, UInt64)](repeating: (0, 0), count: CStringTable.slotCount)
    @exclusivity(unchecked) private var slotNames = [String](repeating: "", count: CStringTable.slotCount)
    @exclusivity(unchecked) private var slotTexts = [CText?](repeating: nil, count: CStringTable.slotCount)
    @exclusivity(unchecked) private var filledSlots = 0
    private static let slotCount = 128
    #endif

    /// The buffer holding `name`.
    func text(_ name: String) -> CText {
        #if !hasFeature(Embedded)
        let words = Self.words(of: name)
        var i = Self.slotIndex(words)
        while let t = slotTexts[i] {   // linear probing; the table is never full
            if slotWords[i] == words { return t }
            i = (i + 1) & (Self.slotCount - 1)
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
        if filledSlots < Self.slotCount / 2 {
            slotWords[i] = words
            slotNames[i] = name
            slotTexts[i] = t
            filledSlots += 1
        }
        #endif
        return t
    }

    #if !hasFeature(Embedded)
    /// The representation of `s`: equal words are the same value (equal
    /// strings may still differ here, and are then found by their bytes).
    private static func words(of s: String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: s) { b in   // 16 bytes (12 on a 32-bit target)
            (b.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
             b.count >= 16 ? b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                           : UInt64(b.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
        }
    }

    /// The slot of a representation (a multiplicative hash of both words).
    private static func slotIndex(_ w: (UInt64, UInt64)) -> Int {
        Int(truncatingIfNeeded: ((w.0 ^ (w.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9) >> 57)
    }
    #endif
}
