/// The repair step where samples enter the dispatcher: a sample's optional
/// measurements (force, radius, angles) that are NaN or infinite are
/// treated as not reported (docs/input-repair.md). Locations and times have
/// their own repairs, applied later (`nonFiniteBegan`, `nonFiniteLocation`,
/// `nonFiniteSampleTime`, `timeWentBackwards`).
enum NonFiniteAttributeRepair {
    /// `samples` with every non-finite measurement set to nil; `report` gets
    /// one `.nonFiniteAttribute` per sample repaired. Returns the input
    /// unchanged (no copy, no allocation) when every value is finite.
    static func repaired(_ samples: [TouchSample], report: (DispatchDiagnostic) -> Void) -> [TouchSample] {
        var out = samples
        for i in out.indices where out[i].hasNonFiniteAttribute {
            var s = out[i]
            var names: [String] = []
            func clean(_ value: inout Double?, _ name: String) {
                if let v = value, !v.isFinite { value = nil; names.append(name) }
            }
            clean(&s.force, "force")
            clean(&s.maximumPossibleForce, "maximumPossibleForce")
            clean(&s.majorRadius, "majorRadius")
            clean(&s.majorRadiusTolerance, "majorRadiusTolerance")
            clean(&s.minorRadius, "minorRadius")
            clean(&s.altitudeAngle, "altitudeAngle")
            clean(&s.azimuthAngle, "azimuthAngle")
            clean(&s.orientation, "orientation")
            out[i] = s
            report(.nonFiniteAttribute(id: s.id, names: names))
        }
        return out
    }
}

extension TouchSample {
    /// Whether a measurement (force, radius, angle) is NaN or infinite.
    @inline(__always)
    var hasNonFiniteAttribute: Bool {
        func bad(_ v: Double?) -> Bool { if let v { return !v.isFinite } else { return false } }
        return bad(force) || bad(maximumPossibleForce) || bad(majorRadius) || bad(majorRadiusTolerance)
            || bad(minorRadius) || bad(altitudeAngle) || bad(azimuthAngle) || bad(orientation)
    }
}
