// Cited: seed-000 §4.3, L236; seed-003 delegate.
/// Controls a recognizer's behaviour from outside. Every method is optional: the
/// defaults are the values the engine uses when no delegate is set.
public protocol GestureRecognizerDelegate: AnyObject {
    /// May the recognizer leave `.possible` (begin or recognize)? `false` makes it fail. Default true.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Should the recognizer receive this touch? Asked once, at touch-down. Default true.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// May the two recognize at the same time without preventing each other? Default false.
    /// Either side's delegate saying yes is enough (UIKit semantics).
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Must `recognizer` wait for `other` to fail? Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Must `other` wait for `recognizer` to fail? Default false.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: true — the recognizer may begin (UIKit's default).
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    /// Default: true — the recognizer receives every touch (UIKit's default).
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    /// Default: false — recognizers prevent each other (UIKit's default; seed-000 §4.1.1).
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    /// Default: false — no failure requirement from the delegate.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    /// Default: false — no failure requirement from the delegate.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
