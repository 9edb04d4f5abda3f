@testable import Tactile

/// A seed-000 sub-event as the test recognizers see it (seed-000 §8 notation).
enum SubEvent: Equatable, CustomStringConvertible {
    case down
    case move(dx: Double, dy: Double)
    case up
    case delay
    case cancel

    var description: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .delay: return "delay"
        case .cancel: return "cancel"
        }
    }
}

/// One element of an event definition: what it matches and how often.
struct DefinitionStep {
    enum Matcher { case down, up, delay, anyMove, verticalMove, horizontalMove }
    enum Quantifier { case one, optional, oneOrMore }
    var matcher: Matcher
    var quantifier: Quantifier

    func matches(_ e: SubEvent) -> Bool {
        switch (matcher, e) {
        case (.down, .down), (.up, .up), (.delay, .delay): return true
        case (.anyMove, .move): return true
        case (.verticalMove, .move(let dx, let dy)): return abs(dy) > abs(dx)
        case (.horizontalMove, .move(let dx, let dy)): return abs(dx) >= abs(dy)
        default: return false
        }
    }
}

/// A seed-000 "event definition": a regular sequence of sub-events (§2.1, §7.1),
/// matched with a small NFA over step positions.
struct EventDefinition {
    var steps: [DefinitionStep]
    var accept: Int { steps.count }

    init(_ steps: [DefinitionStep]) { self.steps = steps }

    /// tap = down, delay?, up (seed-000 §8).
    static let tap = EventDefinition([.init(matcher: .down, quantifier: .one), .init(matcher: .delay, quantifier: .optional),
                                      .init(matcher: .up, quantifier: .one)])
    /// scroll = down, delay?, move+, up (seed-000 §8).
    static let scroll = EventDefinition([.init(matcher: .down, quantifier: .one), .init(matcher: .delay, quantifier: .optional),
                                         .init(matcher: .anyMove, quantifier: .oneOrMore), .init(matcher: .up, quantifier: .one)])
    /// doubleTap = down, delay?, up, delay, down, delay?, up (seed-000 §8).
    static let doubleTap = EventDefinition([.init(matcher: .down, quantifier: .one), .init(matcher: .delay, quantifier: .optional),
                                            .init(matcher: .up, quantifier: .one), .init(matcher: .delay, quantifier: .one),
                                            .init(matcher: .down, quantifier: .one), .init(matcher: .delay, quantifier: .optional),
                                            .init(matcher: .up, quantifier: .one)])
    /// tripleTap: doubleTap followed by delay, down, delay?, up.
    static let tripleTap = EventDefinition(doubleTap.steps + [.init(matcher: .delay, quantifier: .one),
                                           .init(matcher: .down, quantifier: .one), .init(matcher: .delay, quantifier: .optional),
                                           .init(matcher: .up, quantifier: .one)])
    /// verticalSwipe = down, delay?, vertical move+, up (seed-000 S8).
    static let verticalSwipe = EventDefinition([.init(matcher: .down, quantifier: .one), .init(matcher: .delay, quantifier: .optional),
                                                .init(matcher: .verticalMove, quantifier: .oneOrMore), .init(matcher: .up, quantifier: .one)])
    /// A one-sub-event event (seed-000 S11).
    static let single = EventDefinition([.init(matcher: .down, quantifier: .one)])

    func closure(_ set: [Int]) -> [Int] {
        var out: [Int] = []
        var stack = set
        while let i = stack.popLast() {
            if out.contains(i) { continue }
            out.append(i)
            if i < steps.count && steps[i].quantifier == .optional { stack.append(i + 1) }
        }
        return out.sorted()
    }

    var start: [Int] { closure([0]) }

    func advance(_ positions: [Int], with e: SubEvent) -> [Int] {
        var next: [Int] = []
        for i in positions where i < steps.count && steps[i].matches(e) {
            next.append(i + 1)
            if steps[i].quantifier == .oneOrMore { next.append(i) }
        }
        return closure(next)
    }
}
