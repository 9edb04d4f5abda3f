/// The named values of an `action` log event (`translation`, `velocity`,
/// `scale`, …), in log order.
///
/// Up to two numeric fields — every standard recognizer's — are held inline
/// as plain values (a literal name and the numbers), so the action event of
/// a pan, pinch or rotation is made, copied and dropped without allocating
/// or counting references; other fields go in an array.
public struct LogFields: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    /// A numeric field held inline: a literal name, its kind and numbers.
    package struct Number: Sendable {
        /// The JSON key.
        let name: StaticString
        /// Which `LogValue` it is.
        let kind: Kind
        /// The number (a vector's x).
        package let x: Double
        /// A vector's y (0 otherwise).
        package let y: Double

        /// Whether it is a vector (two numbers).
        package var isVector: Bool { kind == .vector }

        enum Kind: UInt8, Sendable { case vector, points, ratio }

        /// `LogValue.vector(x, y)` named `name`.
        package static func vector(_ name: StaticString, _ x: Double, _ y: Double) -> Number {
            Number(name: name, kind: .vector, x: x, y: y)
        }

        /// `LogValue.points(v)` named `name`.
        package static func points(_ name: StaticString, _ v: Double) -> Number {
            Number(name: name, kind: .points, x: v, y: 0)
        }

        /// `LogValue.ratio(v)` named `name`.
        package static func ratio(_ name: StaticString, _ v: Double) -> Number {
            Number(name: name, kind: .ratio, x: v, y: 0)
        }

        static let unused = Number(name: "", kind: .points, x: 0, y: 0)

        var value: LogValue {
            switch kind {
            case .vector: return .vector(x, y)
            case .points: return .points(x)
            case .ratio: return .ratio(x)
            }
        }

        var field: LogField { LogField(name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }, value) }
    }

    /// The number of fields.
    public private(set) var count = 0
    private var first = Number.unused
    private var second = Number.unused
    /// Every field, when they are not held inline (nil: `first` and `second` hold them).
    private var list: [LogField]?

    /// No fields.
    package init() {}

    /// One numeric field.
    package init(_ a: Number) {
        first = a
        count = 1
    }

    /// Two numeric fields, in this order.
    package init(_ a: Number, _ b: Number) {
        first = a
        second = b
        count = 2
    }

    /// `count` (0…2) inline fields: `a`, then `b` (`inline`'s parts).
    package init(count: Int, _ a: Number, _ b: Number) {
        first = a
        second = b
        self.count = count
    }

    /// The fields when held inline (the number of them, the first, the
    /// second; unused ones are `Number.unused`), nil when they are in a list.
    package var inline: (count: Int, first: Number, second: Number)? {
        list == nil ? (count, first, second) : nil
    }

    /// The fields of `list`, in its order.
    package init(_ list: [LogField]) {
        count = list.count
        if !list.isEmpty { self.list = list }
    }

    /// The fields listed, in this order.
    public init(arrayLiteral elements: LogField...) { self.init(elements) }

    /// The position of the first field.
    public var startIndex: Int { 0 }
    /// The position after the last field.
    public var endIndex: Int { count }

    /// The field at `position`.
    public subscript(position: Int) -> LogField {
        if let list { return list[position] }
        return position == 0 ? first.field : second.field
    }

    /// Appends `, "name": value` for each field to `text` (a JSON line's members).
    package func writeMembers(to text: TextBuffer) {
        if let list {
            for f in list {
                text.append(", ")
                text.appendQuoted(f.name)
                text.append(": ")
                f.value.write(to: text)
            }
            return
        }
        for k in 0..<count {
            let n = k == 0 ? first : second
            text.appendMemberKey(n.name)
            switch n.kind {
            case .vector: LogValue.writeVector(n.x, n.y, to: text)
            case .points: text.append(n.x, fractionDigits: LogNumber.pointDigits)
            case .ratio: text.append(n.x, fractionDigits: LogNumber.ratioDigits)
            }
        }
    }

    /// Stores the fields' numbers in order at `out` — a vector's two, a
    /// number, an integer as a number (strings have none) — at most
    /// `capacity` of them; returns how many were stored.
    package func storeNumbers(at out: UnsafeMutableRawPointer, capacity: Int) -> Int {
        var n = 0
        func store(_ v: Double) {
            guard n < capacity else { return }
            out.storeBytes(of: v, toByteOffset: 8 * n, as: Double.self)
            n += 1
        }
        if let list {
            for f in list {
                switch f.value {
                case .vector(let a, let b): store(a); store(b)
                case .points(let v), .ratio(let v): store(v)
                case .integer(let i): store(Double(i))
                case .string, .strings: break
                }
            }
            return n
        }
        for k in 0..<count {
            let f = k == 0 ? first : second
            store(f.x)
            if f.kind == .vector { store(f.y) }
        }
        return n
    }

    /// The same fields in the same order.
    public static func == (a: LogFields, b: LogFields) -> Bool { a.elementsEqual(b) }
}
