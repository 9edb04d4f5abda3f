/// Turns announcement text into uncontracted (grade 1) English Braille cells,
/// as Unicode Braille patterns (U+2800 + dot bits), for `.braille` feedback.
///
/// Covered: letters (a capital sign ⠠ before each capital), digits (number
/// sign ⠼ once per run, ⠰ before a letter a–j right after a number), space as
/// the blank cell U+2800, and `, . ; : ? ! ' - @ / ( )`. Anything else becomes
/// ⠿ (all six dots), so the cell count always matches the text.
package enum BrailleTranslator {
    private static let letters: [UInt8] = [
        0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A,  // a–j
        0x05, 0x07, 0x0D, 0x1D, 0x15, 0x0F, 0x1F, 0x17, 0x0E, 0x1E,  // k–t
        0x25, 0x27, 0x3A, 0x2D, 0x3D, 0x35,                          // u–z
    ]
    private static let capitalSign: UInt8 = 0x20
    private static let numberSign: UInt8 = 0x3C
    private static let letterSign: UInt8 = 0x30
    private static let unknown: UInt8 = 0x3F

    private static func punctuation(_ v: UInt32) -> [UInt8]? {
        switch v {
        case 0x20: [0x00]        // space
        case 0x2C: [0x02]        // ,
        case 0x2E: [0x32]        // .
        case 0x3B: [0x06]        // ;
        case 0x3A: [0x12]        // :
        case 0x3F: [0x26]        // ?
        case 0x21: [0x16]        // !
        case 0x27: [0x04]        // '
        case 0x2D: [0x24]        // -
        case 0x40: [0x08, 0x01]  // @
        case 0x2F: [0x38, 0x0C]  // /
        case 0x28: [0x10, 0x23]  // (
        case 0x29: [0x10, 0x1C]  // )
        default: nil
        }
    }

    /// The Braille cells of `text`.
    package static func cells(for text: String) -> String {
        var dots: [UInt8] = []
        var inNumber = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v >= 0x30 && v <= 0x39 {                       // 0–9: a–j after the number sign
                if !inNumber { dots.append(numberSign); inNumber = true }
                dots.append(letters[Int(v == 0x30 ? 9 : v - 0x31)])
                continue
            }
            let lower: UInt32? = (v >= 0x61 && v <= 0x7A) ? v : ((v >= 0x41 && v <= 0x5A) ? v + 0x20 : nil)
            if let lower {
                if inNumber && lower <= 0x6A { dots.append(letterSign) }
                if v <= 0x5A { dots.append(capitalSign) }
                dots.append(letters[Int(lower - 0x61)])
            } else {
                dots.append(contentsOf: punctuation(v) ?? [unknown])
            }
            inNumber = false
        }
        var out = ""
        for d in dots {
            if let cell = Unicode.Scalar(0x2800 + UInt32(d)) { out.unicodeScalars.append(cell) }
        }
        return out
    }
}
