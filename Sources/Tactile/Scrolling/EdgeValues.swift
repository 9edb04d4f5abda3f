/// One value per content edge: rubber-band displacements, bounce limits,
/// content insets (UIKit's `UIEdgeInsets` when `Value` is `Double`).
public struct EdgeValues<Value> {
    /// The value for the edge at minimum y.
    package var top: Value
    /// The value for the edge at minimum x.
    public var left: Value
    /// The value for the edge at maximum y.
    package var bottom: Value
    /// The value for the edge at maximum x.
    public var right: Value

    /// Creates the four values.
    public init(top: Value, left: Value, bottom: Value, right: Value) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same value on every edge.
    public init(all value: Value) { self.init(top: value, left: value, bottom: value, right: value) }

    /// The value of one edge.
    package subscript(edge: ScrollEdge) -> Value {
        get {
            switch edge {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    /// Sets `value` on each edge of `edges`.
    package mutating func set(_ value: Value, for edges: [ScrollEdge]) {
        for edge in edges { self[edge] = value }
    }
}

extension EdgeValues: Equatable where Value: Equatable {}
extension EdgeValues: Hashable where Value: Hashable {}
extension EdgeValues: Sendable where Value: Sendable {}

extension EdgeValues where Value == Double {
    /// Zero on every edge.
    public static var zero: EdgeValues<Double> { EdgeValues(all: 0) }
}
