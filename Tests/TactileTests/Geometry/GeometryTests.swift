import Testing
@testable import Tactile
import TactileTestSupport

// Point, Vector, Size and Rect.

@Test func geometry_pointAndVectorArithmetic() {
    let a = Point(1, 2), b = Point(4, 6)
    #expect(b - a == Vector(3, 4))
    #expect((b - a).length == 5)
    #expect((b - a).lengthSquared == 25)
    #expect(a.distance(to: b) == 5)
    #expect(a + Vector(1, 1) == Point(2, 3))
    #expect(a - Vector(1, 1) == Point(0, 1))
    #expect(a.midpoint(b) == Point(2.5, 4))
    var p = a; p += Vector(10, 0)
    #expect(p == Point(11, 2))
    #expect(Vector(1, 0).dot(Vector(0, 1)) == 0)
    #expect(Vector(1, 0).cross(Vector(0, 1)) == 1)
    #expect(Vector(2, 4) * 0.5 == Vector(1, 2) && 2 * Vector(1, 2) == Vector(2, 4) && Vector(2, 4) / 2 == Vector(1, 2))
    #expect(-Vector(1, -2) == Vector(-1, 2))
    #expect(nearly(Vector(0, 1).angle, TactileMath.pi / 2))   // y down: +π/2 points down
    #expect(Point(.nan, 0).isFinite == false && Point(0, .infinity).isFinite == false && a.isFinite)
}

@Test func geometry_rectEdgesAndContainment() {
    let r = Rect(10, 20, 30, 40)
    #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
    #expect(r.midX == 25 && r.midY == 40 && r.center == Point(25, 40))
    #expect(r.contains(Point(10, 20)))            // min edges inside
    #expect(!r.contains(Point(40, 30)))           // max edges outside (half-open, UIKit)
    #expect(!r.contains(Point(20, 60)))
    #expect(!r.contains(Point(.nan, 30)))
    #expect(!Rect.zero.contains(.zero))
    #expect(Rect.zero.isEmpty && !r.isEmpty)
}

@Test func geometry_negativeSizeIsStandardized() {
    let r = Rect(40, 60, -30, -40)
    #expect(r.standardized == Rect(10, 20, 30, 40))
    #expect(r.width == 30 && r.height == 40)
    #expect(r.contains(Point(15, 25)))
}

@Test func geometry_unionIntersectionInsetOffset() {
    let a = Rect(0, 0, 10, 10), b = Rect(5, 5, 10, 10)
    #expect(a.union(b) == Rect(0, 0, 15, 15))
    #expect(a.intersection(b) == Rect(5, 5, 5, 5))
    #expect(a.intersection(Rect(20, 20, 1, 1)) == nil)
    #expect(a.intersection(Rect(10, 0, 5, 5)) == Rect(10, 0, 0, 5))   // touching edges
    #expect(a.insetBy(dx: 2, dy: 3) == Rect(2, 3, 6, 4))
    #expect(a.offsetBy(Vector(3, -1)) == Rect(3, -1, 10, 10))
}
