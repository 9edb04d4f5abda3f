// Cited: seed-004 R-A4, design note D9.
/// Whatever takes the host's touch input: a `TouchDispatcher`, an `ApplicationRouter`,
/// or an `InputModificationLayer` in front of either.
public protocol TouchInputSink: AnyObject {
    /// Takes one input frame.
    func handle(_ frame: InputFrame)
    /// Moves time forward: due timers fire.
    func advance(to time: Seconds)
}

extension TouchDispatcher: TouchInputSink {}
extension ApplicationRouter: TouchInputSink {}
