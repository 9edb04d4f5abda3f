import Testing
import PropertyBased
@testable import TactileSceneCore

// `Suggestion.caseFolded` decodes UTF-8 itself (no Unicode scalar view in
// the wasm module): it must give the scalars `unicodeScalars` gives, with
// A–Z and the Kelvin sign folded.

private func reference(_ s: String) -> [UInt32] {
    s.unicodeScalars.map { c in
        let v = c.value
        if v >= 65, v <= 90 { return v + 32 }
        return v == 0x212A ? 107 : v
    }
}

@Test func caseFoldingDecodesEveryUTF8Length() {
    let s = "Az\u{E9}\u{212A}\u{20AC}\u{1F600}Q"
    #expect(Suggestion.caseFolded(s) == [97, 122, 0xE9, 107, 0x20AC, 0x1F600, 113])
    #expect(Suggestion.caseFolded("") == [])
}

@Test func property_caseFoldingMatchesTheScalarView() async {
    // Scalars of one to four UTF-8 bytes (surrogates skipped).
    let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF]
    await propertyCheck(count: 300, input: Gen.int(in: 0...4).array(of: 0...20), Gen.int(in: 0...Int(UInt32.max)).array(of: 20...20)) { kinds, raw in
        var s = ""
        for (k, r) in zip(kinds, raw) {
            let range = ranges[k]
            let v = range.lowerBound + UInt32(r) % (range.upperBound - range.lowerBound + 1)
            if let scalar = Unicode.Scalar(v) { s.unicodeScalars.append(scalar) }
        }
        #expect(Suggestion.caseFolded(s) == reference(s))
    }
}
