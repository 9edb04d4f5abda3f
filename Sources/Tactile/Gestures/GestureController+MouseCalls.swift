/// Mouse-call emulation (seed-001 A8, R7): a one-finger press that no
/// gesture claims reaches the target's responder as pointer events.

extension GestureController {
    var gestureIsActive: Bool { hand != nil || chordRecognizer.state.isInProgress }

    func pointerEvent(_ phase: PointerEvent.Phase, _ m: Mouse) -> PointerEvent {
        PointerEvent(phase: phase, fingerID: m.finger.id, location: m.finger.locationInWindow,
                     fingersDown: mouseRecognizer.fingersDown, clickCount: m.clickCount,
                     timestamp: mouseRecognizer.currentTime)
    }

    func send(_ e: PointerEvent, to r: (any GestureResponder)?) {
        switch e.phase {
        case .down: r?.mouseDown(e)
        case .dragged: r?.mouseDragged(e)
        case .up: r?.mouseUp(e)
        case .cancelled: r?.mouseCancelled(e)
        }
    }

    /// Delivers a hand's `mouseUp` / `mouseCancelled` held for the gesture's end calls.
    func flushMouseEnd() {
        guard let m = mouse, let e = m.pendingEnd else { return }
        mouse = nil
        send(e, to: m.control.object)
    }

    func mouseTouches(_ phase: TouchPhase, _ touches: TouchSet) {
        switch phase {
        case .began:
            flushMouseEnd()
            guard mouse == nil, let first = touches.first else { return }
            // The control: the deepest view with a responder, from the hit view up (seed-001 R6).
            var control: (any GestureResponder)?
            var v = first.view
            while let cur = v, control == nil {
                control = responder(for: cur)
                if cur === view { break }
                v = cur.superview
            }
            let m = Mouse(control: WeakGestureResponderReference(control), finger: first, clickCount: first.tapCount)
            mouse = m
            send(pointerEvent(.down, m), to: control)
        case .moved, .stationary:
            guard let m = mouse, m.pendingEnd == nil, touches.contains(m.finger), !gestureIsActive else { return }
            send(pointerEvent(.dragged, m), to: m.control.object)
        case .ended, .cancelled:
            guard var m = mouse, m.pendingEnd == nil else { return }
            if mouseRecognizer.fingersDown == 0 {
                // The hand lifted (seed-001 R7): the last finger is the one reported.
                if let last = touches.last { m.finger = last }
                let e = pointerEvent(phase == .cancelled ? .cancelled : .up, m)
                if gestureIsActive {
                    m.pendingEnd = e      // after gestureEnded (handEnded flushes it)
                    mouse = m
                } else {
                    mouse = nil
                    send(e, to: m.control.object)
                }
            } else if m.finger.phase.isTerminal {
                for t in mouseRecognizer.trackedTouches where !t.phase.isTerminal { m.finger = t; break }
                mouse = m
            }
        }
    }
}
