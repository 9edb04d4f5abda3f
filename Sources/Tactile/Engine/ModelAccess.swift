/// Typed views of the engine's slots on the model objects. The model keeps
/// the engine's group and host as opaque references (it sits below the
/// engine); only the engine stores them, always with these types.
extension Touch {
    /// The recognizer group this touch belongs to.
    var group: RecognizerGroup? {
        get { record.group.map { unsafeDowncast($0, to: RecognizerGroup.self) } }
        set { record.group = newValue }
    }
}

extension GestureRecognizer {
    /// The recognizer group this recognizer is engaged in.
    var group: RecognizerGroup? {
        get { record.group.map { unsafeDowncast($0, to: RecognizerGroup.self) } }
        set { record.group = newValue }
    }
}

extension Window {
    /// The dispatcher that delivers touches to this window.
    package internal(set) var dispatcher: TouchDispatcher? {
        get { treeHost.map { unsafeDowncast($0, to: TouchDispatcher.self) } }
        set { hostLink = newValue?.link }
    }
}
