/// Sees every recognizer state change and action the dispatcher commits,
/// as `onRecognizerTransition` and `onRecognizerActions` do, with the
/// dispatcher's time, but called without a closure: the dispatcher holds
/// the observer and calls it without a retain per call (a host's log, such
/// as TactileSceneCore's `RecognizerLogger`, hears from every recognizer on
/// every moved sample).
package protocol RecognizerObserver: AnyObject {
    /// Whether `recognizerDidTransition` is called for `changed → changed`
    /// too (a gesture in progress that moved, which its `changed` actions
    /// report); read when the observer is set.
    var observesRepeatedChanges: Bool { get }
    /// `r` went from `from` to `to` at time `t` (`onRecognizerTransition`).
    func recognizerDidTransition(_ r: GestureRecognizer, from: GestureRecognizerState, to: GestureRecognizerState,
                                 at t: Double)
    /// `r`'s actions for its commit of `state` (the state they report) are
    /// about to run at time `t` (`onRecognizerActions`).
    func recognizerWillPerformActions(_ r: GestureRecognizer, for state: GestureRecognizerState, at t: Double)
}

/// The dispatcher's `recognizerObserver`, boxed: the dispatcher keeps the box
/// and calls the observer through the box's constant, unretained.
final class RecognizerObserverBox {
    let observer: any RecognizerObserver
    init(_ observer: any RecognizerObserver) { self.observer = observer }
}
