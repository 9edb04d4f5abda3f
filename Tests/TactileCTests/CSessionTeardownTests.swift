import Testing
import Tactile
import TactileSceneCore
import TactileTestSupport
@testable import TactileC

/// `tactile_session_destroy` frees everything the session built, whatever
/// state its touches are in.
@Suite struct CSessionTeardownTests {
    /// A zoomable scroll view (its zoom controller's pinch, rotation and hand
    /// recognizers on the zoom view) with a finger still down when the
    /// session is destroyed, finished or not, in a default or a records-only
    /// session. The C interface's fuzzer found its recognizers leaked (they
    /// and the touch held each other once the engine was gone;
    /// `TeardownLeakTests.aRecognizerRemovedAfterItsEngineIsGoneLetsItsTouchesGo`).
    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func aSessionDestroyedWithAFingerDownFreesItsViewsAndRecognizers(recordsOnly: Bool, finishing: Bool) {
        let json = #"{"window": {"width": 3, "height": 4}, "views": [{"id": "a", "frame": [0, 0, 3, 4], "scroll": {"contentSize": [0, 4], "zoom": {"view": "photo", "maximumScale": 3}}, "children": [{"id": "photo", "frame": [0, 0, 3, 10]}]}]}"#
        var refs: [WeakBox] = []
        do {
            let bytes = Array(json.utf8)
            let s = bytes.withUnsafeBufferPointer { tactile_session_create_with_options($0.baseAddress, $0.count, nil, recordsOnly ? 1 : 0) }
            guard let s else { Issue.record("no session: \(CInterfaceTests.lastError())"); return }
            let session = Unmanaged<CSession>.fromOpaque(s).takeUnretainedValue()
            refs = session.views.map { WeakBox($0) } + session.views.flatMap { $0.gestureRecognizers.map { WeakBox($0) } } + [WeakBox(session)]
            #expect(refs.alive.contains("PinchGestureRecognizer"), "\(refs.alive)")   // the zoom's, on the photo
            #expect(CStructuredPathTests.feed(s, 0, [TraceTouch(id: 0, phase: .began, x: 2, y: 2)]) == 0)
            if finishing { tactile_session_finish(s) }
            tactile_session_destroy(s)
        }
        #expect(refs.alive.isEmpty, "still alive: \(refs.alive)")
    }
}
