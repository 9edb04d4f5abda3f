/// A location inside a JSON document, written like `recognizers[2].requireToFail[0]`.
package struct JSONPath: Equatable, Sendable, CustomStringConvertible {
    /// One step of a path.
    package enum Component: Equatable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the document's root.
    package var components: [Component]

    /// The root (prints as `$`).
    package static let root = JSONPath(components: [])

    /// Creates a path.
    package init(components: [Component]) { self.components = components }

    /// The path of member `key` of the value at this path.
    @inline(never)
    package func appending(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }
    /// The path of element `index` of the array at this path.
    @inline(never)
    package func appending(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

    /// `views[0].children[1].frame`; the root is `$`.
    package var description: String {
        guard !components.isEmpty else { return "$" }
        var s = ""
        for c in components {
            switch c {
            case .key(let k): s += s.isEmpty ? k : "." + k
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }
}
