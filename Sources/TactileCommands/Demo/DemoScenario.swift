import TactileScene

/// One bundled demo: a scene and a trace from `Examples/`, with a sentence
/// that says what to look for. The files are compiled in (`EmbeddedExamples`),
/// so `tactile demo` works from any directory.
package struct DemoScenario: Sendable {
    /// The base name of the files (`Examples/NAME.scene.json`, `Examples/NAME.trace.jsonl`).
    package var name: String
    /// A short title.
    package var title: String
    /// What happens, in a sentence or two.
    package var narration: String

    /// The scene file's name.
    package var sceneFile: String { "\(name).scene.json" }
    /// The trace file's name.
    package var traceFile: String { "\(name).trace.jsonl" }

    /// The bundled scenarios, in the order the demo plays them.
    package static let all: [DemoScenario] = [
        DemoScenario(
            name: "photo-viewer", title: "Photo viewer",
            narration: """
                Three photos in a paging scroll view (pager, isPagingEnabled), each in its own zooming scroll \
                view (page1–page3, viewForZooming: the photo, scale 1–3). A single tap toggles the chrome once the \
                double tap has failed (toggleChrome requires doubleTapZoom to fail): 0.35 s after the lift. A \
                swipe turns to photo 2, resting exactly on the page boundary (offset 390). Two fingers pinch \
                photo 2 to about twice its size, the content under the fingers' centre staying put (E3). One \
                finger then pans the zoomed photo to its right edge, where it rubber-bands: the pager does not \
                move. The next swipe starts at that edge, so page2 hands it to the pager, which turns to photo 3. \
                A double tap zooms photo 3 in (animated).
                """),
        DemoScenario(
            name: "button-in-list", title: "Button inside a scrolling list",
            narration: """
                A quick tap on Buy recognizes buyTap, which neither cancels nor delays touches, so the button \
                sees the whole touch. A drag that starts on the button becomes a scroll: buyTap fails and the \
                button's touch is cancelled (listScroll cancelsTouchesInView). Row 1's select tap delays \
                touchesBegan: a press held too long for a tap reaches row 1 only when that tap fails, 0.5 s \
                after touch-down.
                """),
        DemoScenario(
            name: "long-press-menu", title: "Long-press menu",
            narration: """
                A quick tap opens the message and fails the long press. Pressing and holding opens the menu \
                when the 0.5 s timer fires, between trace lines; the message view's touches are cancelled. A \
                press that moves off before the timer fails the long press and scrolls the inbox.
                """),
        DemoScenario(
            name: "map", title: "Map with simultaneous pan, pinch and rotation",
            narration: """
                One finger pans the map. Two fingers then pinch in, rotate and drag together: mapPan, mapPinch \
                and mapRotate are allowed to recognize simultaneously, so all three run to the end.
                """),
        DemoScenario(
            name: "browser-over-launcher", title: "A browser over a hidden launcher",
            narration: """
                Two applications share the screen: a hidden launcher, whose system gestures are bound to the \
                application, and the displayed browser. Three fingers swipe up over the page: the touch-downs \
                reach both, the launcher's showApps swipe recognizes, and the router gives it the rest of the \
                sequence (route: launcher) — the browser's page gets touchesCancelled and its scroll fails, and \
                the launcher shows the open-application icons. Then a tap on the bookmark icon: every launcher \
                recognizer fails, the browser owns the sequence (route: browser) and bookmarkTap recognizes.
                """),
        DemoScenario(
            name: "animated-zoom", title: "Animated zoom",
            narration: """
                A double tap zooms the photo to twice its size: an ease-out transform animation of 0.3 s on the \
                one frame clock, with the toolbar fading out beside it (one line per frame: the time fraction and \
                the drawn scale or opacity). A second double tap animates both back.
                """),
        DemoScenario(
            name: "app-switch", title: "A synchronised two-application transition",
            narration: """
                Three fingers swipe left over the browser; the hidden launcher's nextApp shows the weather \
                application. Each application commits its window's slide in synchronisation session 1: the \
                animations are held until both have committed, then start on the same frame tick and end \
                together (the browser's window is no longer displayed, so only the weather window is drawn).
                """),
        DemoScenario(
            name: "inbox-fling", title: "An inbox that is flung, rubber-bands and bounces",
            narration: """
                The inbox is a scroll view. A slow drag down at the top pulls the list past its \
                edge: the rubber band lets it go only part of the way, and at the lift it slides back to the top \
                (scroll: bouncing → resting). A fast flick up then scrolls: the content glides on after the lift, \
                slowing each frame (decelerating), reaches the bottom edge with speed to spare, overshoots and \
                bounces back to rest exactly on the edge. The rows never see the drags: the scroll view delays \
                their touch-downs (delaysContentTouches) and the scroll takes the touches.
                """),
        DemoScenario(
            name: "swiftui-card", title: "SwiftUI-style gestures: a card and a reorderable list",
            narration: """
                The views carry SwiftUI-style gestures (TactileGestures; docs/swiftui-gestures.md), compiled to \
                the engine's recognizers. The card's DragGesture, MagnifyGesture and RotateGesture are one \
                SimultaneousGesture: one finger drags it (translation), two pinch and turn it at once \
                (magnification and rotation in one value). Each row has LongPressGesture().sequenced(before: \
                DragGesture()): a quick drag on row 1 fails its long press, so its drag never begins; row 2, \
                held still for 0.5 s, reaches the sequence's second stage (stage second, pressing true) and \
                then drags below row 3.
                """),
    ]

    /// The screen-reader demo (`tactile demo --screen-reader`; seed-004).
    package static let screenReaderMail = DemoScenario(
        name: "screen-reader-mail", title: "A mail screen read by touch",
        narration: """
            An e-mail screen with the screen reader on (mode accessibility). One finger resting on \
            the folder list's empty area says "Mailboxes, 4 items". A four-finger flick left goes to the first \
            folder, and a one-finger flick right made over the dock still moves inside Mailboxes: flicks are \
            independent of where they are made. A touch on Reply crosses into the message actions with an \
            earcon. A nextContainer command line announces the dock; two flicks right reach Address Book, and \
            a double tap anywhere activates it: the application sees a tap at the icon's centre \
            (addressBookTap). With the mode back to normal, a tap reaches Inbox directly.
            """)

    /// The embedded scene text.
    package var sceneText: String? { EmbeddedExamples.text(of: sceneFile) }
    /// The embedded trace text.
    package var traceText: String? { EmbeddedExamples.text(of: traceFile) }

    /// Parses and replays the scenario.
    package func replay() throws(FormatError) -> (scene: Scene, frames: [TraceFrame], events: [LogEvent]) {
        let sceneLabel = "Examples/\(sceneFile)", traceLabel = "Examples/\(traceFile)"
        guard let sceneText else { throw FormatError(file: sceneLabel, reason: "not bundled") }
        guard let traceText else { throw FormatError(file: traceLabel, reason: "not bundled") }
        let scene = try SceneParser().parse(sceneText, file: sceneLabel)
        let frames = try TraceParser.parse(traceText, file: traceLabel)
        return (scene, frames, try Replay.run(scene: scene, frames: frames, file: sceneLabel))
    }
}

extension EmbeddedExamples {
    /// The text of the bundled file `name`.
    package static func text(of name: String) -> String? {
        files.first { $0.name == name }?.text
    }
}
