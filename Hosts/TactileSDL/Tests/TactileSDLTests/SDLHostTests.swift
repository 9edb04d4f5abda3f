import CSDL2
import Foundation
import Testing
import TactileScene
@testable import TactileSDL

/// The SDL host end to end without a display: finger events pushed into SDL's
/// queue (`SDL_PushEvent`) and read back by the host (`SDL_PollEvent`), the
/// engine fed, the frame drawn by SDL's software renderer and read back
/// (`SDL_RenderReadPixels`). Serialized: SDL's video subsystem and event
/// queue are one per process.
@Suite(.serialized)
struct SDLHostTests {
    /// Pushed finger events reach the engine as touches on the view under them,
    /// at the window point their normalised coordinates give.
    @Test func aFingerPushedThroughSDLsQueueTouchesTheViewUnderIt() throws {
        let host = try SDLTest.host("inbox-fling.scene.json")
        SDLTest.frame(host, [(1, "began", 200, 300)])
        SDLTest.frame(host, [(1, "ended", 200, 300)])
        #expect(host.logLines.contains { $0.contains(#""kind": "touches""#) && $0.contains(#""view": "row3""#) })
        #expect(host.session.traceLines.count == 2)
        #expect(host.session.traceLines[0].contains(#""x": 200, "y": 300"#))
    }

    /// seed-001 (scroll deceleration): a scroll view released with velocity keeps
    /// moving and slows down — the rows move further than the finger did.
    @Test func aFlingMovesTheRowsFurtherThanTheFingerAndThePixelsShowIt() throws {
        let host = try SDLTest.host("inbox-fling.scene.json")
        let (w, h, before) = SDLTest.pixels(host)
        let probe = host.mapping.pixel(Point2(x: 380, y: 500))
        let at = Int(probe.y) * w + Int(probe.x)
        let row6 = SDLTest.rgb(SceneStyle.colour("row6", container: false))
        #expect(before[at] == row6, "row6 is drawn at (380, 500) before the fling")
        let top = try #require(host.drawnQuad("row1")).minY
        var y = 700.0
        SDLTest.frame(host, [(1, "began", 200, y)])
        for _ in 0..<8 { y -= 20; SDLTest.frame(host, [(1, "moved", 200, y)]) }
        SDLTest.frame(host, [(1, "ended", 200, y)])
        SDLTest.idle(host, ms: 400)
        let moved = top - (try #require(host.drawnQuad("row1")).minY)
        #expect(moved > 200, "the rows glide on after the finger's 160 points (moved \(moved))")
        let (w2, h2, after) = SDLTest.pixels(host)
        #expect(w2 == w && h2 == h)
        #expect(after[at] != row6, "row6 has left (380, 500)")
        #expect(host.logLines.contains { $0.contains(#""kind": "scroll""#) })
    }

    /// A scroll view clips its content: rows scrolled above the inbox do not
    /// cover the header.
    @Test func rowsScrolledAboveTheInboxDoNotCoverTheHeader() throws {
        let host = try SDLTest.host("inbox-fling.scene.json", size: (390, 844))
        var y = 700.0
        SDLTest.frame(host, [(1, "began", 200, y)])
        for _ in 0..<30 { y -= 10; SDLTest.frame(host, [(1, "moved", 200, y)]) }
        SDLTest.idle(host, ms: 200)   // held still: no fling
        #expect(try #require(host.drawnQuad("row1")).minY < 0, "row1 is above the window")
        let (w, _, p) = SDLTest.pixels(host)
        let header = SDLTest.rgb(SceneStyle.colour("header", container: false))
        #expect(p[40 * w + 300] == header, "the header's pixels are the header's colour")
        SDLTest.frame(host, [(1, "ended", 200, y)])
    }

    /// UIScrollView: "pinch gestures to zoom in and out of content" — two fingers
    /// spreading apart make the photo's drawing larger: its checkerboard cells grow.
    @Test func aPinchMakesThePhotosDrawingLarger() throws {
        let host = try SDLTest.host("photo-viewer.scene.json", size: (390, 844))
        func transitions() -> Int {
            let (w, _, p) = SDLTest.pixels(host)
            let row = Int(host.mapping.pixel(Point2(x: 0, y: 600)).y) * w
            var n = 0
            for x in 1..<w where p[row + x] != p[row + x - 1] { n += 1 }
            return n
        }
        let before = transitions()
        SDLTest.frame(host, [(1, "began", 155, 600), (2, "began", 235, 600)])
        for k in 1...10 {
            let d = 40 + Double(k) * 4
            SDLTest.frame(host, [(1, "moved", 195 - d, 600), (2, "moved", 195 + d, 600)])
        }
        SDLTest.frame(host, [(1, "ended", 115, 600), (2, "ended", 275, 600)])
        SDLTest.idle(host, ms: 300)
        let after = transitions()
        let photo = try #require(host.drawnQuad("photo1"))
        #expect(photo.maxX - photo.minX > 390 * 1.5, "photo1 is drawn \(photo.maxX - photo.minX) points wide")
        #expect(Double(after) < Double(before) * 0.75, "colour changes along a line: \(before) before, \(after) after")
        #expect(host.logLines.contains { $0.contains(#""kind": "zoom""#) })
    }

    /// The playground's (and the iOS simulator's) mouse pinch: with Shift held at
    /// the press, a second finger mirrors the mouse around the view's centre.
    @Test func aMouseDragWithShiftIsAMirroredTwoFingerPinch() throws {
        let host = try SDLTest.host("photo-viewer.scene.json", size: (390, 844))
        SDLTest.pixels(host)   // a first frame: the views the mirror centre is taken from
        SDL_SetModState(KMOD_LSHIFT)
        defer { SDL_SetModState(KMOD_NONE) }
        func push(_ type: SDL_EventType, _ x: Int32, _ y: Int32) {
            var e = SDL_Event()
            if type == SDL_MOUSEMOTION {
                e.motion.type = type.rawValue
                e.motion.x = x; e.motion.y = y; e.motion.windowID = host.windowID
                e.motion.state = 1   // SDL_BUTTON_LMASK (a macro)
            } else {
                e.button.type = type.rawValue
                e.button.button = UInt8(SDL_BUTTON_LEFT)
                e.button.x = x; e.button.y = y; e.button.windowID = host.windowID
            }
            host.manualTime += 1.0 / 60
            _ = SDL_PushEvent(&e)
            host.pumpEvents(); host.tick(); host.draw()
        }
        push(SDL_MOUSEBUTTONDOWN, 235, 422)
        for k in 1...10 { push(SDL_MOUSEMOTION, 235 + Int32(k) * 5, 422) }
        push(SDL_MOUSEBUTTONUP, 285, 422)
        SDLTest.idle(host, ms: 300)
        let began = host.session.traceLines.first ?? ""
        #expect(began.contains(#""id": 1"#) && began.contains(#""id": 2"#), "two contacts began: \(began)")
        #expect(began.contains(#""x": 155"#), "the twin mirrors x 235 around the centre 195")
        let photo = try #require(host.drawnQuad("photo1"))
        #expect(photo.maxX - photo.minX > 390 * 1.5)
    }

    /// Recording the frames the SDL host fed and replaying them with
    /// `tactile replay`'s reader and runtime gives the same log, line for line.
    @Test func theSDLSessionsTraceReplaysToTheSameLog() throws {
        let host = try SDLTest.host("photo-viewer.scene.json", size: (390, 844))
        SDLTest.frame(host, [(1, "began", 100, 400)])
        SDLTest.frame(host, [(1, "ended", 100, 400)])
        SDLTest.idle(host, ms: 80)
        SDLTest.frame(host, [(1, "began", 155, 600), (2, "began", 235, 600)])
        for k in 1...6 { SDLTest.frame(host, [(1, "moved", 155 - Double(k) * 6, 600), (2, "moved", 235 + Double(k) * 6, 600)]) }
        SDLTest.frame(host, [(1, "ended", 119, 600), (2, "ended", 271, 600)])
        SDLTest.frame(host, [(3, "began", 300, 300)])
        for k in 1...6 { SDLTest.frame(host, [(3, "moved", 300 - Double(k) * 25, 300)]) }
        SDLTest.frame(host, [(3, "ended", 150, 300)])
        SDLTest.idle(host, ms: 500)
        host.finish()
        let sceneText = try SDLTest.scene("photo-viewer.scene.json")
        let scene = try SceneParser().parse(sceneText, file: "photo-viewer.scene.json")
        let frames = try TraceParser.parse(host.session.traceLines.joined(separator: "\n") + "\n", file: "sdl.trace.jsonl")
        let replayed = try Replay.run(scene: scene, frames: frames).map(LogFormatter.jsonLine)
        #expect(replayed.count > 20)
        #expect(replayed == host.logLines)
    }

    /// seed-004: touching an element moves the screen reader's cursor to it and
    /// speaks it; the host draws the focus ring around it.
    @Test func touchingAnElementFocusesItDrawsTheRingAndSpeaks() throws {
        let host = try SDLTest.host("screen-reader-mail.scene.json", size: (1024, 768))
        SDLTest.frame(host, [(1, "began", 128, 38)])
        SDLTest.idle(host, ms: 250)
        SDLTest.frame(host, [(1, "ended", 128, 38)])
        SDLTest.idle(host, ms: 100)
        #expect(host.focusedView == "inbox")
        #expect(host.speech.spoken.contains { $0.contains("Inbox") }, "spoken: \(host.speech.spoken)")
        let (w, _, p) = SDLTest.pixels(host)
        let edge = host.mapping.pixel(Point2(x: 128, y: 16))   // the middle of inbox's top edge
        #expect(p[Int(edge.y) * w + Int(edge.x)] == 0xffff_d60a, "the ring's yellow on the element's edge")
    }

    /// seed-001 R52–R58: while an animation runs, the view is drawn at its
    /// presentation value (between where it was and its model value).
    @Test func theAppSwitchDrawsTheWindowsInBetweenWhileTheyAnimate() throws {
        let host = try SDLTest.host("app-switch.scene.json", size: (390, 844))
        SDLTest.frame(host, [(1, "began", 300, 400), (2, "began", 300, 450), (3, "began", 300, 500)])
        for k in 1...6 {
            let x = 300 - Double(k) * 40
            SDLTest.frame(host, [(1, "moved", x, 400), (2, "moved", x, 450), (3, "moved", x, 500)])
        }
        SDLTest.frame(host, [(1, "ended", 60, 400), (2, "ended", 60, 450), (3, "ended", 60, 500)])
        var between: [Double] = []
        SDLTest.idle(host, ms: 600) {
            if let x = host.drawnQuad("weatherWindow")?.minX, x > 1, x < 389 { between.append(x) }
        }
        #expect(host.logLines.contains { $0.contains(#""event": "start""#) })
        #expect(!between.isEmpty, "weatherWindow was drawn between 390 and 0")
        let forecast = try #require(host.drawnQuad("forecast"))
        let window = try #require(host.drawnQuad("weatherWindow"))
        #expect(abs(window.minX) < 0.5 && abs(forecast.minX - 20) < 0.5, "at the end: model values")
    }

    /// After a resize the scene is scaled and centred in the new window: a
    /// finger's normalised coordinates land on the same scene points it covers.
    @Test func aResizedWindowMapsFingersIntoTheCentredScene() throws {
        let host = try SDLTest.host("inbox-fling.scene.json", size: (390, 844))
        SDL_SetWindowSize(SDL_GetWindowFromID(host.windowID), 780, 844)
        host.pumpEvents()
        #expect(host.mapping.windowWidth == 780 && host.mapping.offset.x == 195)
        var e = SDL_Event()
        e.tfinger.type = SDL_FINGERDOWN.rawValue
        e.tfinger.touchId = 3
        e.tfinger.fingerId = 0
        e.tfinger.x = 0.5
        e.tfinger.y = 0.25
        e.tfinger.windowID = host.windowID
        _ = SDL_PushEvent(&e)
        host.pumpEvents()
        #expect(host.session.traceLines.last?.contains(#""x": 195, "y": 211"#) == true, "\(host.session.traceLines)")
        let (w, _, p) = SDLTest.pixels(host)
        #expect(w == 780)
        #expect(p[400 * w + 100] == 0xff0e_0e12, "the margin left of the scene is the letterbox colour")
    }

    /// A screenshot for people: a PNG of the drawable.
    @Test func aScreenshotIsAPNGOfTheWindow() throws {
        let host = try SDLTest.host("inbox-fling.scene.json", size: (390, 844))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-sdl-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("inbox.png").path
        try host.screenshot(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(data[16..<24]) == [0, 0, 1, 0x86, 0, 0, 3, 0x4c])   // 390 × 844
    }
}
