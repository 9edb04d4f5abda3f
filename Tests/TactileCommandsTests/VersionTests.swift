import Foundation
import Testing
@testable import TactileCommands

/// Every version number a reader can see, with where it was found.
private func versionMentions() throws -> [(place: String, version: String)] {
    let semver = #"([0-9]+\.[0-9]+\.[0-9]+)"#
    var found: [(String, String)] = []
    func scan(_ relative: String, _ patterns: [String]) throws {
        let text = try readPackageFile(relative)
        for pattern in patterns {
            let regex = try NSRegularExpression(pattern: pattern)
            for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let r = Range(m.range(at: 1), in: text) { found.append((relative, String(text[r]))) }
            }
        }
    }
    // The changelog's newest release: its first `## X.Y.Z` heading.
    let changelog = try readPackageFile("CHANGELOG.md")
    if let line = changelog.split(separator: "\n").first(where: { $0.hasPrefix("## ") }) {
        found.append(("CHANGELOG.md (first release heading)", String(line.dropFirst(3).prefix { $0 != " " })))
    }
    // The README and the documentation catalogs name it as "Tactile X.Y.Z" or in a `from:` requirement.
    let patterns = [#"Tactile "# + semver + #"\b"#, #"from: ""# + semver + #"""#]
    try scan("README.md", patterns)
    let sources = packageRoot.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
        let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
        for file in files.sorted() where file.hasSuffix(".md") {
            try scan("Sources/\(module)/\(module).docc/\(file)", patterns)
        }
    }
    return found
}

/// `tactile --version`, the changelog, the README and the documentation
/// catalogs name one version: `TactileVersion.current`.
@Test func versionAgreesEverywhere() throws {
    let captured = CapturedIO()
    #expect(TactileCLI.run(arguments: ["--version"], io: captured.io) == 0)
    #expect(captured.stdout == TactileVersion.current + "\n")

    let mentions = try versionMentions()
    #expect(mentions.contains { $0.place.hasPrefix("CHANGELOG.md") })
    #expect(mentions.contains { $0.place == "README.md" })
    #expect(mentions.contains { $0.place.hasSuffix(".docc/Tactile.md") })
    for m in mentions {
        #expect(m.version == TactileVersion.current, "\(m.place) names version \(m.version)")
    }
}
