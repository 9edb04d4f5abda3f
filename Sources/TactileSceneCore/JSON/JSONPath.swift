/// A location inside a JSON document, written like `recognizers[2].requireToFail[0]`.
public struct JSONPath: Equatable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Equatable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component]

    /// The root (prints as `$`).
    public static let root = JSONPath(components: [])

    /// Creates a path.
    public init(components: [Component]) { self.components = components }

    /// The path of member `key` of the value at this path.
    public func appending(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }
    /// The path of element `index` of the array at this path.
    public func appending(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

    /// `views[0].children[1].frame`; the root is `$`.
    public var description: String {
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
