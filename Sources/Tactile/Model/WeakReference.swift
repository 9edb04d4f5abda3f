/// A reference that does not keep its object alive.
///
/// In ordinary builds this is a Swift `weak` reference: it reads `nil` once the
/// object is gone. Embedded Swift has no weak references; there it is
/// `unowned(unsafe)`, so a host built in Embedded mode must keep delegates,
/// action targets and views alive while they are attached (the usual case for a
/// static microcontroller UI) and detach them before releasing them.
package struct WeakReference<Object: AnyObject> {
    #if hasFeature(Embedded)
    /// The referenced object (Embedded: not cleared when the object is released).
    public unowned(unsafe) var object: Object?
    #else
    /// The referenced object, or nil once it has been released.
    package weak var object: Object?
    #endif

    /// Creates a reference to `object`.
    @inlinable package init(_ object: Object?) { self.object = object }
}

/// A non-owning reference to an action target (see `WeakReference` for Embedded builds).
internal struct WeakTargetReference {
    #if hasFeature(Embedded)
    unowned(unsafe) var object: (any GestureActionTarget)?
    #else
    weak var object: (any GestureActionTarget)?
    #endif
    init(_ object: (any GestureActionTarget)?) { self.object = object }
}
