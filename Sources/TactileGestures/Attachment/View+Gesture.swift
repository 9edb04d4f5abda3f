import Tactile

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures
    /// defined by the view. The gesture compiles to recognizers added to this
    /// view; `mask` says which of the view's and its subviews' gestures stay enabled.
    @discardableResult
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self {
        attach(gesture, priority: .normal, mask: mask)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures
    /// defined by the view: the others (this view's and its subviews') wait
    /// for it to fail.
    @discardableResult
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self {
        attach(gesture, priority: .high, mask: mask)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures
    /// defined by the view (this view's and its subviews').
    @discardableResult
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> Self {
        attach(gesture, priority: .simultaneous, mask: mask)
    }

    /// Adds an action to perform when this view recognizes a tap gesture.
    @discardableResult
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Adds an action to perform when this view recognizes a tap gesture, and
    /// provides the action with the location of the interaction.
    @discardableResult
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (Point) -> Void) -> Self {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Adds an action to perform when this view recognizes a long press
    /// gesture. `onPressingChanged` gets `true` when the press starts and
    /// `false` when it succeeds or fails.
    @discardableResult
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> Self {
        var pressing = false
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onEvent { event in
                let now: Bool
                if case .changed = event { now = true } else { now = false }
                if now != pressing {
                    pressing = now
                    onPressingChanged?(now)
                }
            }
            .onEnded { _ in action() }
        return gesture(press)
    }

    /// Compiles `gesture` and adds its recognizers to this view.
    private func attach<T: Gesture>(_ gesture: T, priority: GesturePriority, mask: GestureMask) -> Self {
        var order = 0
        for a in GestureAttachment.attachments(on: self) { order = max(order, a.order) }
        var builder = _GestureBuilder(attachment: GestureAttachment(view: self, priority: priority, mask: mask,
                                                                    order: order + 1))
        _ = gesture._makeGesture(&builder)
        for r in builder.recognizers { addGestureRecognizer(r) }
        return self
    }
}
