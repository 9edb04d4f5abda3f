import Testing
@testable import TactileSDL

/// The scene is scaled uniformly into the window and centred; SDL's finger
/// coordinates are fractions of the window; a HiDPI drawable has more pixels
/// than the window has coordinates (docs/sdl.md, "Input").
struct WindowMappingTests {
    /// SDL: "x: the x-axis location of the touch event, normalized (0...1)" — of the window.
    @Test func fingerFractionsOfALetterboxedWindowBecomeScenePoints() {
        // A 390 × 844 scene in an 800 × 844 window: scale 1, 205 points of margin on each side.
        let m = WindowMapping(sceneWidth: 390, sceneHeight: 844, windowWidth: 800, windowHeight: 844)
        #expect(m.scale == 1)
        #expect(m.offset == Point2(x: 205, y: 0))
        #expect(m.point(normalizedX: 0.5, y: 0.5) == Point2(x: 195, y: 422))
        #expect(abs(m.point(normalizedX: 205.0 / 800, y: 0).x) < 1e-9)
    }

    @Test func aHalfSizeWindowHalvesTheScaleAndMouseCoordinatesDouble() {
        let m = WindowMapping(sceneWidth: 390, sceneHeight: 844, windowWidth: 195, windowHeight: 422)
        #expect(m.scale == 0.5)
        #expect(m.point(window: Point2(x: 100, y: 211)) == Point2(x: 200, y: 422))
    }

    /// SDL_GetRendererOutputSize is in pixels, SDL_GetWindowSize in window coordinates;
    /// on a HiDPI screen (SDL_WINDOW_ALLOW_HIGHDPI) their ratio is 2.
    @Test func hiDPIDrawsTwoPixelsPerWindowCoordinateButInputStaysInPoints() {
        let m = WindowMapping(sceneWidth: 390, sceneHeight: 844, windowWidth: 390, windowHeight: 844, pixelRatio: 2)
        #expect(m.pixel(Point2(x: 100, y: 50)) == Point2(x: 200, y: 100))
        #expect(m.pixelsPerPoint == 2)
        #expect(m.point(window: Point2(x: 100, y: 50)) == Point2(x: 100, y: 50))
    }

    @Test func normalizedIsTheInverseOfPointForFingers() {
        let m = WindowMapping(sceneWidth: 1024, sceneHeight: 768, windowWidth: 700, windowHeight: 600, pixelRatio: 1)
        let p = Point2(x: 300, y: 700)
        let n = m.normalized(p)
        let back = m.point(normalizedX: n.x, y: n.y)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }
}

/// Each finger (SDL touch device id + finger id) is one contact while it is
/// down; contact ids are not reused within a session.
struct ContactMapperTests {
    @Test func theSameFingerIdOnTwoDevicesIsTwoContacts() {
        var m = ContactMapper()
        let a = m.begin(.finger(touch: 1, finger: 0))
        let b = m.begin(.finger(touch: 2, finger: 0))
        #expect(a != b)
        #expect(m.current(.finger(touch: 1, finger: 0)) == a)
        #expect(m.count == 2)
    }

    @Test func aLiftedFingerFreesItsSourceAndTheNextTouchGetsANewId() {
        var m = ContactMapper()
        let a = m.begin(.finger(touch: 1, finger: 5))
        #expect(m.end(.finger(touch: 1, finger: 5)) == a)
        #expect(m.current(.finger(touch: 1, finger: 5)) == nil)
        #expect(m.end(.finger(touch: 1, finger: 5)) == nil)
        let b = m.begin(.finger(touch: 1, finger: 5))
        #expect(b != a)
    }

    @Test func theMouseAndItsMirroredTwinAreTwoContacts() {
        var m = ContactMapper()
        let a = m.begin(.mouse), b = m.begin(.mirroredMouse)
        #expect(a != b && m.count == 2)
    }
}

/// Corners in, an affine map out: what moves an animated view's subviews with it.
struct QuadTests {
    @Test func theAffineMapBetweenTwoQuadsTakesCornersToCorners() {
        let from = Quad([Point2(x: 0, y: 0), Point2(x: 10, y: 0), Point2(x: 10, y: 20), Point2(x: 0, y: 20)])
        let to = Quad([Point2(x: 5, y: 5), Point2(x: 25, y: 5), Point2(x: 25, y: 45), Point2(x: 5, y: 45)])
        let m = Affine2(from: from, to: to)
        #expect(from.mapped(m) == to)
        #expect(m.apply(Point2(x: 5, y: 10)) == Point2(x: 15, y: 25))
    }

    @Test func pngHasItsSignatureAndSize() {
        let d = PNGWriter.data(width: 3, height: 2, argb: Array(repeating: 0xff_ff_00_00, count: 6))
        #expect(Array(d.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
        #expect(Array(d[16..<24]) == [0, 0, 0, 3, 0, 0, 0, 2])
        #expect(PNGWriter.crc32(Array("IEND".utf8)) == 0xae42_6082)
    }
}
