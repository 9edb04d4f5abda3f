/// The delegate of a `ScrollView`'s own recognizers (its pan, the content-touch
/// delay) and of its zoom controller: it passes each question to the scroll
/// view, so those answers stay off the scroll view's public API. The scroll
/// view owns it; it lives exactly as long as the scroll view.
final class ScrollViewRecognizerDelegate: GestureRecognizerDelegate, GestureDelegate {
    unowned(unsafe) let scrollView: ScrollView

    init(_ scrollView: ScrollView) { self.scrollView = scrollView }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        scrollView.gestureRecognizer(recognizer, shouldReceive: touch)
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        scrollView.gestureRecognizerShouldBegin(recognizer)
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        scrollView.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }

    func willStartGestures(in view: View, event: GestureEvent?) {
        scrollView.willStartGestures(in: view, event: event)
    }

    func willStartGesture(_ gesture: GestureKind, in view: View, event: GestureEvent?) {
        scrollView.willStartGesture(gesture, in: view, event: event)
    }

    func gestureDidChange(_ gesture: GestureKind, in view: View, event: GestureEvent?) {
        scrollView.gestureDidChange(gesture, in: view, event: event)
    }

    func didFinishGestures(in view: View, event: GestureEvent?) {
        scrollView.didFinishGestures(in: view, event: event)
    }
}
