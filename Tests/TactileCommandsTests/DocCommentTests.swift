import Foundation
import Testing

// House rule: a doc comment on every public symbol. Each `public` or `open`
// declaration of every module (and each case of their public enums) is preceded by a `///` line, or by attribute lines (`@Option`,
// `@inlinable`, …) that are themselves preceded by one.

/// `file:line: declaration` for every public declaration under `folder` without a doc comment.
private func undocumented(in folder: String) throws -> [String] {
    let declaration = #/^(@\w+(\([^)]*\))?\s+)*((static|final|override|nonisolated|mutating|convenience|required|class)\s+)*(public|open)\s+((static|final|override|nonisolated|mutating|convenience|required|private\(set\)|indirect|class)\s+)*(func|var|let|init|class|struct|enum|protocol|typealias|subscript|extension|actor)\b/#
    let enumCase = #/^(indirect\s+)?case\s+[A-Za-z_]\w*(\s*\(|\s*,|\s*=|\s*$)/#
    let root = packageRoot.appendingPathComponent(folder)
    guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return ["\(folder): cannot list"] }
    var missing: [String] = []
    for case let url as URL in files where url.pathExtension == "swift" {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var publicEnumDepth: [Int] = []  // brace depths at which a public enum's body starts
        var depth = 0
        for (i, line) in lines.enumerated() {
            let isDeclaration = line.prefixMatch(of: declaration) != nil
            let isPublicEnumCase = publicEnumDepth.last == depth && line.prefixMatch(of: enumCase) != nil && !line.hasSuffix(":")
            if isDeclaration || isPublicEnumCase {
                var j = i - 1
                while j >= 0, lines[j].hasPrefix("@") { j -= 1 }
                if j < 0 || !lines[j].hasPrefix("///") {
                    missing.append("\(url.path.replacingOccurrences(of: packageRoot.path + "/", with: "")):\(i + 1): \(line)")
                }
            }
            if isDeclaration, line.contains(" enum "), line.hasSuffix("{") { publicEnumDepth.append(depth + 1) }
            for c in line where c == "{" || c == "}" {
                if c == "{" { depth += 1 } else {
                    if publicEnumDepth.last == depth { publicEnumDepth.removeLast() }
                    depth -= 1
                }
            }
        }
    }
    return missing.sorted()
}

@Test func everyPublicSymbolHasADocComment() throws {
    for folder in ["Sources/Tactile", "Sources/TactileScene", "Sources/TactileLinuxInput", "Sources/TactileCommands"] {
        let missing = try undocumented(in: folder)
        #expect(missing.isEmpty, "undocumented public symbols:\n\(missing.joined(separator: "\n"))")
    }
}
