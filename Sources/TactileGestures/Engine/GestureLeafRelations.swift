import Tactile

/// The delegate of every recognizer a gesture compiles to: it states the
/// composition's relations to the engine, which decides (docs/swiftui-gestures.md).
///
/// - two recognizers of one attachment relate through their innermost common
///   composition: simultaneous and sequence → they may recognize
///   simultaneously; exclusive → the second's waits for the first's to fail;
/// - across attachments: a high-priority gesture makes the others of its view
///   and subviews wait for it to fail; a simultaneous one recognizes alongside them;
/// - a recognizer takes touches only if the masks allow (`GestureMask`);
/// - a recognizer inside a sequence's second gesture may begin only once the
///   first has succeeded.
package final class GestureLeafRelations: GestureRecognizerDelegate {
    /// The compositions above the recognizer, outermost first.
    package let path: [GesturePathStep]
    /// The attachment it belongs to.
    package let attachment: GestureAttachment
    /// The sequence gates it waits behind.
    package let gates: [SequenceGate]
    /// The gates of the sequences whose first gesture it belongs to.
    package let opens: [SequenceGate]
    /// Whether the recognizer has taken a touch since its last reset.
    package private(set) var hasTakenTouches = false

    package init(path: [GesturePathStep], attachment: GestureAttachment, gates: [SequenceGate], opens: [SequenceGate] = []) {
        self.path = path
        self.attachment = attachment
        self.gates = gates
        self.opens = opens
    }

    /// After the recognizer's `reset()` (and its own report): it has no touch
    /// now. For each open sequence it belongs to (either gesture), if no
    /// recognizer of that sequence has a touch any more, the second gesture
    /// cannot begin in this attempt (`SequenceGate.secondCannotBegin()`).
    /// Runs at a reset, never on a moved sample: O(recognizers on the view).
    package func recognizerDidReset(_ recognizer: GestureRecognizer) {
        hasTakenTouches = false
        guard !opens.isEmpty || !gates.isEmpty, let view = recognizer.view else { return }
        for gate in opens where gate.isOpen { checkIfIdle(gate, on: view) }
        for gate in gates where gate.isOpen { checkIfIdle(gate, on: view) }
    }

    private func checkIfIdle(_ gate: SequenceGate, on view: View) {
        for other in view.gestureRecognizers {
            guard let theirs = GestureLeafRelations.of(other), theirs.attachment === attachment,
                  theirs.hasTakenTouches else { continue }
            if theirs.opens.contains(where: { $0 === gate }) || theirs.gates.contains(where: { $0 === gate }) { return }
        }
        gate.secondCannotBegin()
    }

    /// The relations of `recognizer`, if a gesture compiled it.
    package static func of(_ recognizer: GestureRecognizer) -> GestureLeafRelations? {
        if let r = recognizer as? TapLeafRecognizer { return r.relations }
        if let r = recognizer as? LongPressLeafRecognizer { return r.relations }
        if let r = recognizer as? DragLeafRecognizer { return r.relations }
        if let r = recognizer as? MagnifyLeafRecognizer { return r.relations }
        if let r = recognizer as? RotateLeafRecognizer { return r.relations }
        return nil
    }

    /// Whether every sequence this recognizer is second in has had its first gesture succeed.
    package var gatesAreOpen: Bool {
        for gate in gates where !gate.isOpen { return false }
        return true
    }

    /// The innermost composition both belong to, and the branch each is in.
    private func commonComposition(with other: GestureLeafRelations) -> (kind: GesturePathStep.Kind, mine: Int, theirs: Int)? {
        for (a, b) in zip(path, other.path) {
            guard a.node == b.node else { return nil }
            if a.branch != b.branch { return (a.kind, a.branch, b.branch) }
        }
        return nil
    }

    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { gatesAreOpen }

    package func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        let takes = attachment.isEnabledByMasks()
        if takes { hasTakenTouches = true }
        return takes
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        guard let theirs = GestureLeafRelations.of(other) else { return false }
        if theirs.attachment === attachment {
            guard let common = commonComposition(with: theirs) else { return false }
            return common.kind != .exclusive
        }
        return attachment.isSimultaneous(with: theirs.attachment)
    }

    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        guard let theirs = GestureLeafRelations.of(other) else { return false }
        if theirs.attachment === attachment {
            guard let common = commonComposition(with: theirs) else { return false }
            return common.kind == .exclusive && common.mine == 1 && common.theirs == 0
        }
        return attachment.yields(to: theirs.attachment)
    }
}
