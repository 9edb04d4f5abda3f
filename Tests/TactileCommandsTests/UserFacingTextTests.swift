import Foundation
import Testing
@testable import TactileCommands

// What a person reads: the README names everything there is, and user-facing
// text carries no internal ids (docs/rules.md: "User-facing text … does not
// use these ids"); rule ids stay in code comments, tests and docs/rules.md.

/// Internal ids: a spec's rule id (`seed-004`, `seed 001`) or an issue number (`issue 12`).
private let internalID = try! NSRegularExpression(pattern: #"\bseed[- ]0\d\d\b|\b[Ii]ssue \d+\b"#)

private func internalIDs(in text: String) -> [String] {
    internalID.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
        Range($0.range, in: text).map { String(text[$0]) }
    }
}

private var subcommandNames: [String] {
    TactileCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
}

/// The README names every subcommand of `tactile` (as `tactile NAME`, in its
/// tool section) and links every file in docs/.
@Test func readmeNamesEverySubcommandAndEveryDocument() throws {
    let readme = try readPackageFile("README.md")
    let tool = try #require(readme.components(separatedBy: "## The `tactile` tool").dropFirst().first)
    for name in subcommandNames {
        #expect(tool.contains("swift run tactile \(name) "), "the README's tool section has no `swift run tactile \(name)`")
    }
    let docs = packageRoot.appendingPathComponent("docs")
    let files = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { !$0.hasPrefix(".") }
    #expect(files.contains("architecture.md"))
    for file in files {
        #expect(readme.contains("(docs/\(file))"), "the README does not link docs/\(file)")
    }
    // The documents list starts with the architecture.
    let list = try #require(readme.components(separatedBy: "## Documents\n").dropFirst().first)
    #expect(list.drop { $0 == "\n" }.hasPrefix("- [docs/architecture.md](docs/architecture.md)"))
}

/// `tactile --help` and every subcommand's help, the demo's narration, the
/// README's headings and the DocC catalogs' pages have no internal ids.
@Test func userFacingTextHasNoInternalIDs() throws {
    var places: [(String, String)] = []
    for arguments in [["--help"]] + subcommandNames.map({ [$0, "--help"] }) {
        let r = runCLI(arguments)
        places.append(("tactile " + arguments.joined(separator: " "), r.out + r.err))
    }
    for scenario in DemoScenario.all + [DemoScenario.screenReaderMail] {
        places.append(("the demo narration of \(scenario.name)", scenario.title + "\n" + scenario.narration))
    }
    let readme = try readPackageFile("README.md")
    places.append(("README.md headings", readme.split(separator: "\n").filter { $0.hasPrefix("#") }.joined(separator: "\n")))
    let sources = packageRoot.appendingPathComponent("Sources")
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
        let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
        for file in files.sorted() where file.hasSuffix(".md") {
            places.append(("Sources/\(module)/\(module).docc/\(file)", try readPackageFile("Sources/\(module)/\(module).docc/\(file)")))
        }
    }
    #expect(places.count > subcommandNames.count + 10)
    for (place, text) in places {
        let ids = internalIDs(in: text)
        #expect(ids.isEmpty, "\(place) shows internal ids: \(ids)")
    }
}

/// The summary (first paragraph of the doc comment) of every public type of
/// the documented modules: DocC shows it on the module's top page, beside the
/// type's name (in a curated topic or in the generated lists).
@Test func docCTopPageSummariesHaveNoInternalIDs() throws {
    let fm = FileManager.default
    var checked = 0
    for module in ["Tactile", "TactileScene", "TactileSceneCore", "TactileLinuxInput"] {
        let dir = packageRoot.appendingPathComponent("Sources/\(module)")
        let files = try #require(fm.enumerator(atPath: dir.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for (i, line) in lines.enumerated() {
                let words = line.split(separator: " ").map(String.init)
                guard let kind = words.firstIndex(where: { ["class", "struct", "enum", "protocol", "actor", "typealias"].contains($0) }),
                      words.prefix(kind).contains(where: { $0 == "public" || $0 == "open" }), kind + 1 < words.count else { continue }
                var j = i - 1
                while j >= 0, lines[j].hasPrefix("@") { j -= 1 }
                var doc: [String] = []
                while j >= 0, lines[j].hasPrefix("///") {
                    doc.insert(lines[j], at: 0)
                    j -= 1
                }
                let summary = doc.prefix { $0 != "///" }.joined(separator: " ")
                checked += 1
                #expect(internalIDs(in: summary).isEmpty,
                        "Sources/\(module)/\(file):\(i + 1): the summary of \(words[kind + 1]), on the DocC top page, shows internal ids: \(summary)")
            }
        }
    }
    #expect(checked >= 180)   // the public types of the four modules (188 after the third public-surface pass)
}

/// The pattern finds what it must and leaves ordinary words alone.
@Test func internalIDPatternFindsSpecAndIssueIDs() {
    #expect(internalIDs(in: "a mail screen (seed-004), issue 12; seed 001 §3.5") == ["seed-004", "issue 12", "seed 001"])
    #expect(internalIDs(in: "seeds, the seed of the hash, tissue 3, issues") .isEmpty)
}
