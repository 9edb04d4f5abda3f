/// What view delivery keeps between rounds, and the only code that changes
/// it: the touches still pending for their views (a recognizer withholds
/// their began or end, or their cancellation is due), the current delivery
/// round and the views that have callbacks in it, in the order they got
/// their first touch.
internal struct ViewDeliveryBook {
    /// Touches whose view still needs a callback a recognizer withholds or that is due.
    private(set) var pending: [Touch] = []
    /// The views with touches in this round, in bucketing order.
    private(set) var views: [View] = []
    /// The current delivery round (several per step when coordination changes something).
    private(set) var round: UInt64 = 0

    /// Starts a delivery round: no view has callbacks in it yet.
    mutating func startRound() {
        round &+= 1
        views.clearKeepingCapacity()
    }

    /// `v`, its buckets emptied and listed the first time it is asked for in this round.
    mutating func bucketView(_ v: View) -> View {
        if v.record.round != round {
            v.record.round = round
            v.record.buckets.clear()
            views.append(v)
        }
        return v
    }

    /// Keeps `t` pending for its view (once).
    mutating func keepPending(_ t: Touch) {
        if !pending.contains(where: { $0 === t }) { pending.append(t) }
    }

    /// Forgets pending touches the view needs nothing more for.
    mutating func dropDeliveredPending() {
        pending.removeAll { t in
            switch t.viewState {
            case .ended, .cancelled, .discarded: return true
            case .began: return !t.record.isEndHeld && !t.record.isCancelledForView
            case .notBegun: return false
            }
        }
    }
}
