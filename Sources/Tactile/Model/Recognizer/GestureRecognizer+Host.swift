/// A recognizer and its host (`RecognizerHost`, through its `HostLink`):
/// time, timers and state requests — the one path from a recognizer to
/// whatever feeds it touches.

extension GestureRecognizer {
    /// The host's current time (the frame or timer being processed).
    package var currentTime: Seconds {
        @inline(__always) get {
            guard let link = unretainedLink else { return 0 }
            // Lifetime: `hostLink` holds the link (see `unretainedLink`).
            return link._withUnsafeGuaranteedRef { link in
                guard link.isLive else { return 0 }
                if !link.hasOuter { return link.now }
                return outerTime()
            }
        }
    }

    /// `currentTime` of the recognizer hosting this one (kept out of line: it recurses).
    @inline(never) private func outerTime() -> Seconds { hostLink?.outer?.currentTime ?? 0 }

    /// A number that changes with every processing step of the host (0 without one).
    internal var currentStep: UInt64 {
        guard let link = hostLink, link.isLive else { return 0 }
        if let outer = link.outer { return outer.currentStep }
        return link.step
    }

    /// Runs `handler` after `delay` seconds on the dispatcher's timer queue;
    /// pending timers are cancelled when the recognizer resets. Returns nil when
    /// the recognizer is not receiving touches from a dispatcher.
    @discardableResult
    package func scheduleTimer(after delay: Seconds, _ handler: @escaping () -> Void) -> TimerID? {
        guard let host, let id = host.scheduleTimer(for: self, after: delay, handler) else { return nil }
        // Fired timers stay listed until reset; keep the list short.
        if timers.count >= 8 { timers.removeEach { !host.isTimerPending($0) } }
        timers.append(id)
        return id
    }

    /// Cancels a timer made by `scheduleTimer(after:_:)`.
    package func cancelTimer(_ id: TimerID) {
        host?.cancelTimer(id)
        timers.removeEach { $0 == id }
    }

    internal func requestTransition(to next: GestureRecognizerState) {
        if let host {
            host.recognizer(self, requested: next)
        } else if storedState.canTransition(to: next, continuous: isContinuous) {
            // Standalone (no host): legal transitions apply directly.
            storedState = next
        }
    }
}
