/// A non-owning reference to a seed-001 gesture delegate (see `WeakReference` for Embedded builds).
internal struct WeakGestureDelegateReference {
    #if hasFeature(Embedded)
    unowned(unsafe) var object: (any GestureDelegate)?
    #else
    weak var object: (any GestureDelegate)?
    #endif
    init(_ object: (any GestureDelegate)?) { self.object = object }
}

/// A non-owning reference to a seed-001 gesture responder (see `WeakReference` for Embedded builds).
internal struct WeakGestureResponderReference {
    #if hasFeature(Embedded)
    unowned(unsafe) var object: (any GestureResponder)?
    #else
    weak var object: (any GestureResponder)?
    #endif
    init(_ object: (any GestureResponder)?) { self.object = object }
}
