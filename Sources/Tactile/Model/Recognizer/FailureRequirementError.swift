/// Why `require(toFail:)` refused a dependency.
public enum FailureRequirementError: Error, Equatable, CustomStringConvertible {
    /// A recognizer cannot wait for itself.
    case selfRequirement(String)
    /// The new edge would close a cycle; `cycle` lists the recognizers on it,
    /// starting and ending with the one that would wait.
    case cycle([String])

    /// A message naming the refused requirement (and the cycle it would close).
    public var description: String {
        switch self {
        case .selfRequirement(let name):
            return "require(toFail:) refused: \(name) cannot wait for its own failure"
        case .cycle(let path):
            var s = ""
            for (i, n) in path.enumerated() { s += (i == 0 ? "" : " → ") + n }
            return "require(toFail:) refused: it would create a failure-requirement cycle (\(s))"
        }
    }
}
