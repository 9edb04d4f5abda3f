import Tactile

/// The state of one compilation: the attachment the recognizers belong to, the
/// path from the attached gesture down to the part being compiled, the
/// sequence gates above it, and the recognizers made so far (an implementation
/// detail, public because `Gesture._makeGesture(_:)` takes it).
public struct _GestureBuilder {
    /// The attachment being compiled.
    package let attachment: GestureAttachment
    /// The compositions above the part being compiled, outermost first.
    package var path: [GesturePathStep] = []
    /// The gates of the sequences whose second gesture contains this part.
    package var gates: [SequenceGate] = []
    /// The gates of the sequences whose first gesture contains this part.
    package var openers: [SequenceGate] = []
    /// The recognizers made, in the order made.
    package var recognizers: [GestureRecognizer] = []
    private var nextNodeID = 0

    package init(attachment: GestureAttachment) {
        self.attachment = attachment
    }

    /// The relations of a recognizer made at the current path.
    package func relations() -> GestureLeafRelations {
        GestureLeafRelations(path: path, attachment: attachment, gates: gates, opens: openers)
    }

    /// A new composition node's id.
    package mutating func newNodeID() -> Int {
        nextNodeID += 1
        return nextNodeID
    }

    /// Compiles `gesture` as branch `branch` of the composition `id` of `kind`:
    /// behind `gate` (a sequence's second gesture), or opening `opens` (its first).
    package mutating func compile<G: Gesture>(_ gesture: G, in id: Int, _ kind: GesturePathStep.Kind,
                                             branch: Int, gate: SequenceGate? = nil,
                                             opens: SequenceGate? = nil) -> _GestureNode<G.Value> {
        path.append(GesturePathStep(node: id, kind: kind, branch: branch))
        if let gate { gates.append(gate) }
        if let opens { openers.append(opens) }
        defer {
            path.removeLast()
            if gate != nil { gates.removeLast() }
            if opens != nil { openers.removeLast() }
        }
        return gesture._makeGesture(&self)
    }

    /// Compiles a composition of `kind` of two gestures: `first` as branch 0,
    /// then `second` as branch 1 (behind `gate`, for a sequence), and returns
    /// its node, to which `state` turns the two gestures' updates.
    package mutating func compilePair<First: Gesture, Second: Gesture, State: GesturePairState>(
        _ first: First, _ second: Second, _ kind: GesturePathStep.Kind, gate: SequenceGate? = nil, state: State
    ) -> _GestureNode<State.Value> where State.FirstValue == First.Value, State.SecondValue == Second.Value {
        let id = newNodeID()
        let a = compile(first, in: id, kind, branch: 0, opens: gate)
        let b = compile(second, in: id, kind, branch: 1, gate: gate)
        let node = _GestureNode<State.Value>()
        a.handler = { state.first($0, node) }
        b.handler = { state.second($0, node) }
        return node
    }

    /// Records a recognizer made for the attachment.
    package mutating func add(_ recognizer: GestureRecognizer) {
        recognizers.append(recognizer)
    }
}

/// How a composition of two gestures (simultaneous, sequence, exclusive)
/// turns its gestures' updates into its own.
package protocol GesturePairState: AnyObject {
    associatedtype FirstValue
    associatedtype SecondValue
    associatedtype Value
    /// An update of the first gesture.
    func first(_ event: GestureUpdate<FirstValue>, _ node: _GestureNode<Value>)
    /// An update of the second gesture.
    func second(_ event: GestureUpdate<SecondValue>, _ node: _GestureNode<Value>)
}

/// One composition on the way from an attached gesture to a recognizer.
package struct GesturePathStep: Equatable {
    /// How the composition relates its two gestures.
    package enum Kind { case simultaneous, sequence, exclusive }
    /// The composition (unique within its attachment).
    package var node: Int
    /// Its kind.
    package var kind: Kind
    /// 0: inside its first gesture, 1: inside its second.
    package var branch: Int
}

/// Whether a sequence's first gesture has succeeded in the current attempt:
/// its second gesture's recognizers may begin only while it is open.
/// (`SequenceState` is one: the sequence's state is its gate.)
package class SequenceGate {
    /// Open from the first gesture's success to the end of the sequence.
    package var isOpen = false
    package init() {}

    /// Every recognizer of the sequence (both gestures) has reset, or taken no
    /// touch since, while the gate is open: the second gesture cannot begin in
    /// this attempt, so the sequence fails.
    package func secondCannotBegin() {}
}
