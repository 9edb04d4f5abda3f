// Cited: seed-004 R-X2: the "database mapping input events to actions".
/// The rebindable table from gestures to commands.
package struct AccessibilityGestureBindings: Sendable {
    /// The bindings in the order they were made (a handful: a linear look-up,
    /// and no dictionary type in an Embedded build).
    private var table: [(gesture: AccessibilityGesture, command: AccessibilityCommand)]

    /// Creates an empty table.
    public init() { table = [] }

    /// The seed's bindings (§2.6): 1-finger flick right/left for next/previous
    /// item [L56]; 4-finger flick left/right for first/last item in the
    /// container [L54]; 4-finger flick up/down for the first item of the first
    /// container and the last item of the last container [L60].
    package static var seedDefaults: AccessibilityGestureBindings {
        var b = AccessibilityGestureBindings()
        b.bind(.flick(.right), to: .nextItem)
        b.bind(.flick(.left), to: .previousItem)
        b.bind(.flick(.left, fingers: 4), to: .firstItemInContainer)
        b.bind(.flick(.right, fingers: 4), to: .lastItemInContainer)
        b.bind(.flick(.up, fingers: 4), to: .firstItemInFirstContainer)
        b.bind(.flick(.down, fingers: 4), to: .lastItemInLastContainer)
        return b
    }

    /// The seed's bindings plus a 1-finger double tap for `activate` (spec §2.7;
    /// the seed names no activation gesture, VoiceOver and TalkBack use the double tap).
    /// Container commands stay unbound (spec A10).
    package static var standard: AccessibilityGestureBindings {
        var b = seedDefaults
        b.bind(.tap(fingers: 1, taps: 2), to: .activate)
        return b
    }

    /// The command bound to a gesture.
    package func command(for gesture: AccessibilityGesture) -> AccessibilityCommand? {
        table.first { $0.gesture == gesture }?.command
    }

    /// Binds a gesture, replacing its previous command.
    package mutating func bind(_ gesture: AccessibilityGesture, to command: AccessibilityCommand) {
        if let i = table.firstIndex(where: { $0.gesture == gesture }) { table[i].command = command } else { table.append((gesture, command)) }
    }

    /// Removes a gesture's binding.
    package mutating func unbind(_ gesture: AccessibilityGesture) { table.removeAll { $0.gesture == gesture } }

    /// The number of bound gestures.
    public var count: Int { table.count }

    /// The bound gestures in a fixed order: flicks before taps, then by finger count, direction and tap count.
    public var gestures: [AccessibilityGesture] {
        // Sorted as indices (stable, so the same order): a build then holds one sort, for Int.
        let keys = table.map { $0.gesture }
        var order = Array(keys.indices)
        order.stableSort { keys[$0].sortKey < keys[$1].sortKey }
        return order.map { keys[$0] }
    }
}
