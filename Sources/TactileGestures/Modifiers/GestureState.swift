/// A property wrapper type that updates a property while the user performs a
/// gesture and resets the property back to its initial state when the gesture
/// ends (SwiftUI's `GestureState`).
///
/// SwiftUI keeps the value in the view's storage; here it lives in a shared
/// box, so copies of a `GestureState` (the wrapper and its `projectedValue`)
/// read and write one value. `onUpdate` (not SwiftUI API) tells the host when
/// to redraw.
@propertyWrapper
public struct GestureState<Value> {
    final class Storage {
        var value: Value
        let initialValue: Value
        let reset: ((Value, inout Transaction) -> Void)?
        var onUpdate: ((Value) -> Void)?
        init(_ value: Value, reset: ((Value, inout Transaction) -> Void)?) {
            self.value = value
            initialValue = value
            self.reset = reset
        }
    }
    let storage: Storage

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue, reset: nil) }
    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }
    /// Creates a view state that's derived from a gesture with an initial state value and a transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }
    /// Creates a view state that's derived from a gesture with an initial state value and a closure that provides a transaction to reset it.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        storage = Storage(wrappedValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { storage.value }
    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }

    /// Called with the new value after every change and reset (not SwiftUI API: a host redraws here).
    public var onUpdate: ((Value) -> Void)? {
        get { storage.onUpdate }
        nonmutating set { storage.onUpdate = newValue }
    }

    /// Runs `body` on the value (a change of the gesture).
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        var transaction = Transaction()
        transaction.isContinuous = true
        body(&storage.value, &transaction)
        storage.onUpdate?(storage.value)
    }

    /// Back to the initial value (the gesture ended or was cancelled).
    func resetToInitialValue() {
        var transaction = Transaction()
        storage.reset?(storage.value, &transaction)
        storage.value = storage.initialValue
        storage.onUpdate?(storage.value)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with the initial value nil.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}
