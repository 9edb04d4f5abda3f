import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// Point and rect conversion between any two views, transforms and windows included.

@Test func conversion_betweenSiblingsAndNested() {
    let w = Window(frame: Rect(0, 0, 400, 400))
    let a = View(frame: Rect(10, 20, 100, 100)), b = View(frame: Rect(200, 50, 100, 100))
    let aa = View(frame: Rect(5, 5, 10, 10))
    w.addSubview(a); w.addSubview(b); a.addSubview(aa)
    #expect(aa.convert(Point(0, 0), to: nil) == Point(15, 25))
    #expect(aa.convert(Point(0, 0), to: w) == Point(15, 25))
    #expect(aa.convert(Point(1, 1), to: b) == Point(-184, -24))
    #expect(b.convert(Point(-184, -24), to: aa) == Point(1, 1))
    #expect(a.convert(Point(15, 25), from: nil) == Point(5, 5))
    #expect(aa.convert(Point(0, 0), from: a) == Point(-5, -5))
    #expect(aa.convert(Rect(0, 0, 10, 10), to: b) == Rect(-185, -25, 10, 10))
    #expect(b.convert(Rect(-185, -25, 10, 10), to: aa) == Rect(0, 0, 10, 10))
    #expect(aa.convert(Rect(0, 0, 10, 10), from: a) == Rect(-5, -5, 10, 10))
}

@Test func conversion_withTransforms() {
    let w = Window(frame: Rect(0, 0, 400, 400))
    let v = View(frame: Rect(100, 100, 100, 100))
    v.transform = AffineTransform(scaleX: 2, y: 2)
    w.addSubview(v)
    #expect(v.convert(Point(50, 50), to: nil) == Point(150, 150))   // centre is fixed
    #expect(v.convert(Point(0, 0), to: nil) == Point(50, 50))
    #expect(v.convert(Point(50, 50), from: nil) == Point(0, 0))
    #expect(v.convert(Point(150, 150), from: nil) == Point(50, 50))
    #expect(v.convert(Rect(0, 0, 100, 100), to: nil) == Rect(50, 50, 200, 200))
    v.transform = AffineTransform(rotationAngle: TactileMath.pi)
    #expect(nearly(v.convert(Point(0, 0), to: nil), Point(200, 200), 1e-12))
    v.transform = AffineTransform(scaleX: 0, y: 0)                  // singular: NaN, not a trap
    #expect(!v.convert(Point(10, 10), from: nil).isFinite)
}

@Test func conversion_betweenWindows() {
    let w1 = Window(frame: Rect(0, 0, 320, 480)), w2 = Window(frame: Rect(320, 0, 320, 480))
    let a = View(frame: Rect(5, 5, 10, 10)), b = View(frame: Rect(10, 10, 10, 10))
    w1.addSubview(a); w2.addSubview(b)
    #expect(a.convert(Point(0, 0), to: b) == Point(-325, -5))
    #expect(b.convert(Point(-325, -5), to: a) == Point(0, 0))
    #expect(a.convert(Point(0, 0), to: w2) == Point(-315, 5))
    #expect(w2.convert(Point(0, 0), to: w1) == Point(320, 0))
    // A window's own transform places it on the screen (e.g. rotated UI).
    w2.transform = AffineTransform(scaleX: 0.5, y: 0.5)
    #expect(w2.convert(Point(160, 240), to: w1) == Point(480, 240))   // w2's centre
}

/// Builds a random tree of views with random frames and transforms from a flat list of numbers.
/// Each view takes 7 numbers: parent choice, x, y, width, height, angle, scale.
func randomTree(_ numbers: [Double]) -> (Window, [View]) {
    let w = Window(frame: Rect(0, 0, 500, 500))
    var views: [View] = [w]
    var i = 0
    while i + 7 <= numbers.count {
        let n = Array(numbers[i..<i + 7])
        let parent = views[Int(abs(n[0]) * 1000) % views.count]
        let v = View(frame: Rect(n[1] * 200, n[2] * 200, 10 + abs(n[3]) * 100, 10 + abs(n[4]) * 100))
        let scale = 0.25 + abs(n[6]) * 2
        v.transform = AffineTransform(rotationAngle: n[5] * 4).concatenating(AffineTransform(scaleX: scale, y: n[6] < 0 ? -scale : scale))
        v.bounds.origin = Point(n[3] * 10, n[4] * 10)
        parent.addSubview(v)
        views.append(v)
        i += 7
    }
    return (w, views)
}

@Test func conversion_propertyRoundTripsBetweenArbitraryViews() async {
    await propertyCheck(count: 300, input: Gen.double(in: -1...1).array(of: 7...70), Gen.int(in: 0...100), Gen.int(in: 0...100), pointGen) { numbers, i, j, p in
        let (_, views) = randomTree(numbers)
        let a = views[i % views.count], b = views[j % views.count], c = views[(i + j) % views.count]
        let inB = a.convert(p, to: b)
        #expect(nearly(b.convert(inB, to: a), p, 1e-6))
        #expect(nearly(b.convert(p, from: a), inB, 1e-9))
        // Going through c is the same as going directly.
        #expect(nearly(c.convert(a.convert(p, to: c), to: b), inB, 1e-6))
        // Through the window (nil).
        #expect(nearly(b.convert(a.convert(p, to: nil), from: nil), inB, 1e-6))
    }
}

@Test func conversion_propertyAcrossWindowsWithTransforms() async {
    await propertyCheck(count: 200, input: invertibleTransformGen, invertibleTransformGen, pointGen) { t1, t2, p in
        let w1 = Window(frame: Rect(0, 0, 300, 300)), w2 = Window(frame: Rect(100, 50, 300, 300))
        w1.transform = t1; w2.transform = t2
        let a = View(frame: Rect(10, 10, 50, 50)), b = View(frame: Rect(20, 30, 50, 50))
        a.transform = t2; b.transform = t1
        w1.addSubview(a); w2.addSubview(b)
        #expect(nearly(b.convert(a.convert(p, to: b), to: a), p, 1e-6))
    }
}
