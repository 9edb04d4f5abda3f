/// Quiet changes taken in a batch: the steady state of recognized gestures.
///
/// In a step delivering one moved touch, a recognizer in progress whose group
/// is a root with a touch down reports `.changed` on nearly every call. Its
/// commit (`RecognitionCoordinator.commitChange`, the one place a `.changed`
/// of a recognizer in progress is committed) sets the state, remembers the
/// centroid, marks the group and tells the transition observer; its
/// resolution does nothing and its action fires in list order. While the
/// batch is open, such a commit by the recognizer of one of the frame's
/// touch's links, at its turn, is only counted here instead of listed. The
/// counted changes precede every commit made after them, so:
/// - any other commit made while the batch is open first lists the batch, in
///   link order, then itself (`RecognitionCoordinator.closeQuietBatch`); the
///   batch takes nothing more in this step;
/// - a step that goes on to the full coordination loop lists it first too;
/// - a quiet step fires the batch's actions, in link order, before the
///   listed commits (`RecognitionCoordinator.fireQuietBatch`).
/// That is the commit list's own order, so actions, observers and lifecycle
/// reports come as without the batch (`FastPathEquivalenceTests`). The
/// coordinator owns the batch; the dispatcher opens it (`openQuietBatch`) and
/// says whose turn it is (`QuietMoves.swift`).
internal struct QuietChangeBatch {
    /// Whether the batch takes changes (from `open(for:)` until `take()`).
    private(set) var isOpen = false
    /// The frame's one touch, whose links hold the batched recognizers (it is
    /// in the frame, so held, for the whole step; its links only grow, at its
    /// touch-down).
    private var touch: Unmanaged<Touch>?
    /// The links whose recognizer has counted changes (`RecognizerRecord.quietChanges`).
    private var mask: UInt64 = 0
    /// The recognizer whose code runs at its turn (`Unmanaged.toOpaque()`,
    /// compared without reference counting), and its link.
    private var turn: UnsafeMutableRawPointer?
    private var turnIndex = 0

    /// Opens the batch for the moved `touch` (at most 64 links; no turn yet).
    @inline(__always)
    mutating func open(for touch: Touch) {
        self = QuietChangeBatch(isOpen: true, touch: Unmanaged.passUnretained(touch), mask: 0, turn: nil, turnIndex: 0)
    }

    /// Link `index`'s recognizer `r` runs its code now: a change it commits
    /// may be counted.
    @inline(__always)
    mutating func startTurn(of r: GestureRecognizer, at index: Int) {
        turn = Unmanaged.passUnretained(r).toOpaque()
        turnIndex = index
    }

    /// The turn is over.
    @inline(__always)
    mutating func endTurn() { turn = nil }

    /// The link of `r` when it is at its turn in the open batch, else -1.
    @inline(__always)
    func link(ofTurn r: GestureRecognizer) -> Int {
        isOpen && turn == Unmanaged.passUnretained(r).toOpaque() ? turnIndex : -1
    }

    /// Counts a change of link `index`'s recognizer `r`.
    @inline(__always)
    mutating func count(_ r: GestureRecognizer, at index: Int) {
        r.record.quietChanges &+= 1
        mask |= 1 &<< UInt64(truncatingIfNeeded: index)
    }

    /// Closes the batch, returning its touch and the links with counted
    /// changes (nil when it was not open).
    @inline(__always)
    mutating func take() -> (touch: Unmanaged<Touch>, links: UInt64)? {
        guard isOpen, let touch else { return nil }
        let links = mask
        self = QuietChangeBatch()
        return (touch, links)
    }
}
