@testable import Tactile

/// A test-support recognizer driven by a seed-000 event definition: it turns
/// the touches it receives into sub-events (a `delay` is produced by a timer
/// after `delayInterval` without input) and walks its definition, exactly as
/// seed-000 §3.1 describes (R1–R7). Discrete: recognized when the definition
/// completes. Continuous: began at the first `move` that keeps the definition
/// alive, changed at each further `move`, ended when the definition completes,
/// cancelled on a mismatch after it began.
final class DefinitionRecognizer: GestureRecognizer {
    let definition: EventDefinition
    let continuous: Bool
    var delayInterval: Seconds = 0.1
    /// Sub-events this recognizer processed, in order.
    var received: [String] = []
    /// The seed-000 state letter: B (recognition begins), P, R, I, C.
    var seed = "B"
    var seedBeforeReset = "B"
    var resetCount = 0
    var resetInStep = false

    private var positions: [Int]
    private var done = false
    private var delayTimer: TimerID?

    init(_ label: String, _ definition: EventDefinition, continuous: Bool = false) {
        self.definition = definition
        self.continuous = continuous
        self.positions = definition.start
        super.init()
        name = label
    }

    override var isContinuous: Bool { continuous }

    override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
        for _ in touches { feed(.down) }
    }
    override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
        for t in touches {
            feed(.move(dx: t.locationInWindow.x - t.previousLocationInWindow.x, dy: t.locationInWindow.y - t.previousLocationInWindow.y))
        }
    }
    override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
        for _ in touches { feed(.up) }
    }
    override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
        for _ in touches { feed(.cancel) }
    }

    func feed(_ e: SubEvent) {
        guard !done else { return }
        received.append(e.description)
        if let id = delayTimer { cancelTimer(id); delayTimer = nil }
        if e == .cancel {
            done = true
            state = state.isInProgress ? .cancelled : .failed
            return
        }
        positions = definition.advance(positions, with: e)
        if positions.isEmpty {
            done = true
            state = state.isInProgress ? .cancelled : .failed
            return
        }
        if positions.contains(definition.accept) {
            done = true
            if continuous {
                if state == .possible { state = .began }
                state = .ended
            } else {
                state = .recognized
            }
            return
        }
        if continuous, case .move = e {
            state = state == .possible ? .began : .changed
        }
        if storedState == .possible && seed == "B" { seed = "P" }
        if state == .possible {
            delayTimer = scheduleTimer(after: delayInterval) { [unowned self] in
                self.delayTimer = nil
                self.feed(.delay)
            }
        }
    }

    override func reset() {
        super.reset()
        seedBeforeReset = seed
        seed = "B"
        resetCount += 1
        resetInStep = true
        positions = definition.start
        done = false
        delayTimer = nil
    }

    /// The seed state at the end of the current step (before a reset in that step).
    var seedRow: String { resetInStep ? seedBeforeReset : seed }
}

/// A recognizer that never decides on its own (it stays `.possible`).
final class NeverDecidingRecognizer: GestureRecognizer {
    var resets = 0
    override func reset() { super.reset(); resets += 1 }
}
