import Foundation
import Testing
@testable import TactileCommands

/// The `Package.swift` lines of the README's "Add Tactile to your package".
private func readmePackageSnippet() throws -> String {
    let readme = try readPackageFile("README.md")
    let section = try #require(readme.components(separatedBy: "## Add Tactile to your package").dropFirst().first)
    let afterFence = try #require(section.components(separatedBy: "```swift\n").dropFirst().first)
    return try #require(afterFence.components(separatedBy: "\n```").first)
}

private func matches(_ pattern: String, in text: String) throws -> [String] {
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
}

/// The README's snippet names every library product of the package, with the
/// package's tools version, the path dependency it can use today and the
/// `url:` line (with the current version) to swap in once Tactile is published.
@Test func readmePackageSnippetNamesEveryLibraryProduct() throws {
    let manifest = try readPackageFile("Package.swift")
    let snippet = try readmePackageSnippet()
    let libraries = try matches(#"\.library\(name: "([^"]+)""#, in: manifest)
    #expect(libraries.count >= 3)
    let products = try matches(#"\.product\(name: "([^"]+)", package: "Tactile"\)"#, in: snippet)
    #expect(Set(products) == Set(libraries), "README products \(products.sorted()), Package.swift libraries \(libraries.sorted())")
    #expect(products.count == Set(products).count)
    let toolsVersion = try #require(manifest.split(separator: "\n").first)
    #expect(snippet.hasPrefix(toolsVersion + "\n"))
    #expect(snippet.contains(#".package(name: "Tactile", path: "../Tactile"),"#))
    #expect(snippet.contains(#"// .package(url: "<Tactile's repository URL>", from: "\#(TactileVersion.current)"),"#))
    #expect(try readPackageFile("README.md").contains("no public repository URL yet"))
}
