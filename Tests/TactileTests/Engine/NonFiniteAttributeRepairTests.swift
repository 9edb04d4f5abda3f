import Testing
@testable import Tactile

// docs/input-repair.md: a sample's measurements that are NaN or infinite
// (force, radius, angles) are treated as not reported, with a diagnostic.

@Test func repair_nonFiniteMeasurementsAreTreatedAsNotReported() {
    let d = TouchDispatcher()
    let w = Window(frame: Rect(0, 0, 100, 100))
    d.addWindow(w)
    var diagnostics: [DispatchDiagnostic] = []
    d.onDiagnostic = { diagnostics.append($0) }
    d.handle(InputFrame(timestamp: 0, samples: [TouchSample(id: 1, phase: .began, location: Point(10, 10), force: .nan,
                                                            majorRadius: 3, altitudeAngle: .infinity, orientation: -.infinity)]))
    #expect(diagnostics == [.nonFiniteAttribute(id: 1, names: ["force", "altitudeAngle", "orientation"])])
    let touch = d.activeTouches[0]
    #expect(touch.force == nil && touch.majorRadius == 3 && touch.altitudeAngle == nil)
    diagnostics = []
    d.handle(InputFrame(timestamp: 0.1, samples: [TouchSample(id: 1, phase: .moved, location: Point(12, 10), force: 0.5)]))
    #expect(diagnostics.isEmpty)
    #expect(touch.force == 0.5)
    d.handle(InputFrame(timestamp: 0.2, samples: [TouchSample(id: 1, phase: .ended, location: Point(12, 10), majorRadius: .nan)]))
    #expect(diagnostics == [.nonFiniteAttribute(id: 1, names: ["majorRadius"])])
    #expect(touch.majorRadius == 3)
    #expect(DispatchDiagnostic.nonFiniteAttribute(id: 4, names: ["force"]).description == "touch 4: non-finite force; treated as not reported")
}

@Test func repair_finiteSamplesPassThroughUnchanged() {
    let samples = [TouchSample(id: 1, phase: .began, location: Point(1, 2), force: 1, majorRadius: 2)]
    var reports = 0
    #expect(NonFiniteAttributeRepair.repaired(samples, report: { _ in reports += 1 }) == samples)
    #expect(reports == 0)
}
