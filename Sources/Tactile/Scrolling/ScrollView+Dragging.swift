/// A scroll view's touch sequence: touch-down, the drag, the lift, and the
/// frame-clock ticks of the glide, bounce and indicator fade that follow.

extension ScrollView {
    /// The first finger landed: a glide or bounce stops where it is (UIKit's
    /// touch to stop a fling) and the indicators show (R49).
    func fingerDidTouchDown() {
        syncRange()
        let wasMoving = isDecelerating
        hysteresis.reset()
        classification = .other
        isAnimatingOffset = false
        motion.touchDown()
        stopTicking()
        applyMotion()
        if wasMoving { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// The last finger lifted (or was cancelled) without scrolling: content
    /// held past an edge slides back (R43), the indicators fade, and a paging
    /// scroll view caught between pages (a touch-down stopped its glide)
    /// settles on the nearest page, as UIKit's always rests on one.
    func fingerDidLiftWithoutScrolling() {
        guard !isDragging else { return }
        syncRange()
        motion.touchUp()
        // A zoom in progress brings the offset into range itself, as it ends.
        if isZooming, isDecelerating { motion.setOffset(motion.offset, animated: false) }
        applyMotion()
        if isPagingEnabled, !isDecelerating {
            let o = contentOffset, range = scrollRange
            let page = PagingPolicy(pageSize: bounds.size).restingOffset(for: ScrollRelease(
                offset: o, dragStartOffset: o, velocity: .zero, proposedOffset: range.clamped(o), range: range))
            if page != o { return setContentOffset(page, animated: true) }
        }
        startTicking()
    }

    /// The pan's action: begin, follow, end the drag.
    func panDidChange() {
        let pan = panGestureRecognizer
        switch pan.state {
        case .began, .changed:
            let raw = pan.translation(in: superview)
            let elapsed = pan.currentTime - (pan.panningTouches.first?.beganTimestamp ?? pan.currentTime)
            guard let scroll = hysteresis.update(translation: raw, elapsed: elapsed) else { return }
            if !isDragging {
                classification = .scroll
                syncRange()
                delegate?.scrollViewWillBeginDragging(self)
                motion.beginDrag()
            }
            motion.drag(translation: scroll)
            applyMotion()
        case .ended, .cancelled:
            guard isDragging else {
                fingerDidLiftWithoutScrolling()
                return
            }
            let v = pan.state == .ended ? pan.velocity(in: superview) : .zero
            endDrag(fingerVelocity: v)
        default:
            break
        }
    }

    /// Ends the drag: asks for the resting offset (paging, the delegate's
    /// `willEndDragging` and `adjustSmoothScrollEnd`, R41) and starts the glide.
    func endDrag(fingerVelocity: Vector) {
        syncRange()
        let paging = isPagingEnabled ? PagingPolicy(pageSize: bounds.size) : nil
        let d = delegate
        let decelerate = motion.endDrag(fingerVelocity: fingerVelocity) { release in
            var target = paging?.restingOffset(for: release) ?? release.proposedOffset
            d?.scrollViewWillEndDragging(self, velocity: release.velocity, targetContentOffset: &target)
            return d?.scrollView(self, adjustSmoothScrollEnd: target, velocity: release.velocity) ?? target
        }
        let moving = decelerate && isDecelerating
        dragEndedWithMomentum = moving
        applyMotion()
        d?.scrollViewDidEndDragging(self, willDecelerate: moving)
        if moving { d?.scrollViewWillBeginDecelerating(self) }
        startTicking()
    }

    // MARK: Frame clock

    /// Registers with the dispatcher's frame clock while the motion runs.
    func startTicking() {
        guard motion.isRunning else { return }
        guard let d = window?.dispatcher else { return }
        d.frameClock.register(self)
    }

    func stopTicking() {
        window?.dispatcher?.frameClock.unregister(self)
    }

    /// One frame: advances the motion and reports what changed.
    public func frameClock(_ clock: FrameClock, tickAt now: Seconds) -> Bool {
        let wasMoving = isDecelerating
        syncRange()
        motion.tick()
        applyMotion()
        if wasMoving && !isDecelerating {
            if isAnimatingOffset {
                isAnimatingOffset = false
                delegate?.scrollViewDidEndScrollingAnimation(self)
            } else {
                dragEndedWithMomentum = false
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
        return motion.isRunning
    }
}
