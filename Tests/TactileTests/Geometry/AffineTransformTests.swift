import Testing
import PropertyBased
@testable import Tactile
import TactileTestSupport

// AffineTransform: Core Graphics row-vector convention (x' = a·x + c·y + tx).

@Test func transform_identity() {
    let t = AffineTransform.identity
    #expect(t.isIdentity)
    #expect(t.apply(to: Point(3, -4)) == Point(3, -4))
    #expect(t.inverted() == .identity)
    #expect(t.determinant == 1)
    #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
}

@Test func transform_translateScaleRotate() {
    #expect(AffineTransform(translationX: 10, y: -5).apply(to: Point(1, 2)) == Point(11, -3))
    #expect(AffineTransform(scaleX: 2, y: 3).apply(to: Point(1, 2)) == Point(2, 6))
    // Positive angles turn +x towards +y: clockwise on a y-down screen.
    let quarter = AffineTransform(rotationAngle: TactileMath.pi / 2)
    #expect(nearly(quarter.apply(to: Point(1, 0)), Point(0, 1), 1e-15))
    #expect(nearly(quarter.apply(to: Point(0, 1)), Point(-1, 0), 1e-15))
    // Vectors ignore translation.
    #expect(AffineTransform(translationX: 10, y: 10).apply(to: Vector(1, 2)) == Vector(1, 2))
}

@Test func transform_concatenationOrder() {
    let translate = AffineTransform(translationX: 10, y: 0)
    let scale = AffineTransform(scaleX: 2, y: 2)
    // `a.concatenating(b)` applies a first, then b.
    #expect(translate.concatenating(scale).apply(to: Point(1, 1)) == Point(22, 2))
    #expect(scale.concatenating(translate).apply(to: Point(1, 1)) == Point(12, 2))
    // The `…By` helpers prepend (CGAffineTransform semantics): the new operation applies first.
    #expect(translate.scaledBy(x: 2, y: 2).apply(to: Point(1, 1)) == Point(12, 2))
    #expect(scale.translatedBy(x: 10, y: 0).apply(to: Point(1, 1)) == Point(22, 2))
    let r = AffineTransform.identity.rotated(by: TactileMath.pi / 2).translatedBy(x: 1, y: 0)
    #expect(nearly(r.apply(to: Point(0, 0)), Point(0, 1), 1e-15))
}

@Test func transform_invert() {
    let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
    let inv = try! #require(t.inverted())
    #expect(nearly(inv.apply(to: t.apply(to: Point(4, 9))), Point(4, 9)))
    let both = t.concatenating(inv)
    #expect(nearly(both.a, 1) && nearly(both.b, 0) && nearly(both.c, 0) && nearly(both.d, 1) && nearly(both.tx, 0) && nearly(both.ty, 0))
}

@Test func transform_singularHasNoInverse() {
    #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
    #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    #expect(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
}

@Test func transform_applyToRectGivesBoundingBox() {
    let r = Rect(0, 0, 10, 20)
    #expect(AffineTransform(translationX: 5, y: 5).apply(to: r) == Rect(5, 5, 10, 20))
    #expect(AffineTransform(scaleX: -1, y: 2).apply(to: r) == Rect(-10, 0, 10, 40))
    let rotated = AffineTransform(rotationAngle: TactileMath.pi / 2).apply(to: r)
    #expect(nearly(rotated, Rect(-20, 0, 20, 10), 1e-14))
    let diamond = AffineTransform(rotationAngle: TactileMath.pi / 4).apply(to: Rect(-1, -1, 2, 2))
    let h = 2.0.squareRoot()
    #expect(nearly(diamond, Rect(-h, -h, 2 * h, 2 * h), 1e-14))
}

/// A random invertible transform (rotation · scale · shear · translation), well conditioned.
let invertibleTransformGen = Gen.double(in: -10...10).array(of: 6...6).map { v -> AffineTransform in
    let scaleX = v[1] >= 0 ? 0.2 + v[1] / 4 : -0.2 + v[1] / 4
    let scaleY = v[2] >= 0 ? 0.2 + v[2] / 4 : -0.2 + v[2] / 4
    return AffineTransform(rotationAngle: v[0])
        .concatenating(AffineTransform(scaleX: scaleX, y: scaleY))
        .concatenating(AffineTransform(a: 1, b: 0, c: v[3] / 20, d: 1, tx: 0, ty: 0))
        .concatenating(AffineTransform(translationX: v[4] * 50, y: v[5] * 50))
}
let pointGen = Gen.double(in: -1000...1000).array(of: 2...2).map { Point($0[0], $0[1]) }

@Test func transform_propertyInvertRoundTrip() async {
    await propertyCheck(count: 300, input: invertibleTransformGen, pointGen) { t, p in
        let inv = try #require(t.inverted())
        #expect(nearly(inv.apply(to: t.apply(to: p)), p, 1e-9))
        #expect(nearly(t.apply(to: inv.apply(to: p)), p, 1e-9))
        let back = try #require(inv.inverted())
        #expect(nearly(back.apply(to: p), t.apply(to: p), 1e-9))
    }
}

@Test func transform_propertyConcatenationIsComposition() async {
    await propertyCheck(count: 300, input: invertibleTransformGen, invertibleTransformGen, pointGen) { t1, t2, p in
        #expect(nearly(t1.concatenating(t2).apply(to: p), t2.apply(to: t1.apply(to: p)), 1e-9))
        let inv = try #require(t1.concatenating(t2).inverted())
        let parts = try #require(t2.inverted()).concatenating(try #require(t1.inverted()))
        #expect(nearly(inv.apply(to: p), parts.apply(to: p), 1e-9))
    }
}
