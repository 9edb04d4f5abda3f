/// The delegate of a `GestureController`'s recognizers: it passes the question
/// to the controller, so that answer stays off the controller's public API.
/// The controller owns it; it lives exactly as long as the controller.
final class GestureControllerRecognizerDelegate: GestureRecognizerDelegate {
    unowned(unsafe) let controller: GestureController

    init(_ controller: GestureController) { self.controller = controller }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        controller.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }
}
