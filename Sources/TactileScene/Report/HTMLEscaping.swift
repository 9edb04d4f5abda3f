/// Escaping of untrusted text (scene ids, titles) for HTML and inline SVG.
///
/// Every string that comes from a scene, a trace or a title goes through
/// `HTMLEscaping.text` before it reaches the document, in element content and
/// in attribute values alike: `&`, `<`, `>`, `"` and `'` become character
/// references, and control characters other than tab and newline (which HTML
/// forbids) become U+FFFD, so an id can contain anything without breaking the
/// markup or injecting elements.
package enum HTMLEscaping {
    /// `s` safe for element content and for double- or single-quoted attribute values.
    package static func text(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (v >= 0x7F && v < 0xA0) || (v >= 0xFDD0 && v <= 0xFDEF) || (v & 0xFFFE) == 0xFFFE {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `s` shortened to at most `limit` characters (the last one an ellipsis), then escaped.
    ///
    /// Used for labels drawn in fixed space; the full text goes into a `<title>` tooltip.
    package static func label(_ s: String, limit: Int) -> String {
        text(shortened(s, limit: limit))
    }

    /// `s` cut to at most `limit` characters, ending in `…` when it was cut.
    package static func shortened(_ s: String, limit: Int) -> String {
        guard limit > 0, s.count > limit else { return s }
        return String(s.prefix(max(0, limit - 1))) + "…"
    }
}
