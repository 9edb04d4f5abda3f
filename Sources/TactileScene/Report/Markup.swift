/// A small writer for HTML and SVG markup that escapes every attribute value
/// and every piece of text it is given (`HTMLEscaping.text`).
///
/// Elements are written one per line, attributes in the order given, so the
/// output is deterministic and diffs well.
struct Markup {
    /// The markup written so far.
    private(set) var text = ""

    /// Appends trusted markup verbatim (fixed strings of the report only).
    mutating func raw(_ s: String) { text += s }

    /// Appends escaped text.
    mutating func escaped(_ s: String) { text += HTMLEscaping.text(s) }

    /// Opens `<name attrs…>`.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<" + name + Self.attributes(attributes) + ">"
    }

    /// Closes `</name>` and ends the line.
    mutating func close(_ name: String) { text += "</" + name + ">\n" }

    /// A complete element: `<name attrs…><title>tooltip</title>content</name>`,
    /// with `content` escaped; the tooltip is omitted when nil.
    mutating func element(_ name: String, _ attributes: [(String, String)], tooltip: String? = nil, content: String = "") {
        open(name, attributes)
        if let tooltip { text += "<title>" + HTMLEscaping.text(tooltip) + "</title>" }
        text += HTMLEscaping.text(content)
        close(name)
    }

    /// ` name="value"…` with every value escaped.
    static func attributes(_ attributes: [(String, String)]) -> String {
        var s = ""
        for (name, value) in attributes { s += " " + name + "=\"" + HTMLEscaping.text(value) + "\"" }
        return s
    }
}
