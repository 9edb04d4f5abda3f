import TactileScene

/// Warnings for input that parses but is probably not what the user meant:
/// a trace whose times look like milliseconds, a scene and a trace given in
/// swapped order. Printed on standard error as `warning: …`; the command runs on.
enum ImplausibleInput {
    /// A warning when the names say the arguments are swapped: the scene
    /// argument names a trace (`.jsonl`, `.trace.`) and the trace argument a
    /// scene (`.scene.json`).
    static func swappedArguments(scene: String, trace: String) -> String? {
        let sceneLooksLikeTrace = scene.hasSuffix(".jsonl") || scene.contains(".trace.")
        let traceLooksLikeScene = trace.hasSuffix(".scene.json") || (trace.hasSuffix(".json") && !trace.contains(".trace."))
        guard sceneLooksLikeTrace && traceLooksLikeScene else { return nil }
        return "warning: \(scene) looks like a trace and \(trace) like a scene; the order is SCENE TRACE (tactile replay \(trace) \(scene))"
    }

    /// Watches a trace's frame times, in constant memory, for times that look
    /// like milliseconds: at least 5 lines and every gap between lines 1 s or more
    /// (120 Hz input written in milliseconds has gaps of about 8).
    struct TimeUnits {
        private var last: Double?
        private var smallestGap = Double.infinity
        private var lines = 0

        /// Notes the next trace line's time.
        mutating func add(_ t: Double) {
            lines += 1
            if let last, t > last { smallestGap = min(smallestGap, t - last) }
            last = t
        }

        /// The warning for `trace`, if its times look like milliseconds.
        func warning(trace: String) -> String? {
            guard lines >= 5, smallestGap >= 1, smallestGap.isFinite else { return nil }
            let gap = LogNumber.format(smallestGap, fractionDigits: 4)
            return "warning: \(trace): the trace lines are at least \(gap) s apart; trace times are in seconds — were they written in milliseconds?"
        }
    }
}
