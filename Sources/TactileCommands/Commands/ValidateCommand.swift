import ArgumentParser
import TactileScene

/// `tactile validate SCENE`: checks a scene file and summarises it.
package struct ValidateCommand: IOCommand {
    /// `tactile validate`'s name, help text for ArgumentParser.
    package static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene file: syntax, property names and types, ids, references and requireToFail cycles.",
        discussion: "Prints a one-line summary and exits 0, or prints `error: FILE:LINE:COL: JSON-PATH: reason` (with a 'did you mean' for a misspelt name) and exits 2.")

    /// The scene file.
    @Argument(help: "The scene file (JSON).")
    package var scene: String

    package init() {}

    /// Checks the scene and prints `SCENE: ok (…)` with its counts; throws a
    /// format error naming the file, JSON path and reason when it is invalid.
    package func execute(_ io: CommandIO) throws(CommandFailure) {
        let s = try InputFiles.scene(scene)
        var views = s.allViews.count, recognizers = s.recognizers.count
        for a in s.applications {
            views += a.allViews.count
            recognizers += a.allRecognizers.count
        }
        let apps = s.applications.count
        let applications = apps == 0 ? "" : "\(apps) application\(apps == 1 ? "" : "s"), "
        io.out("\(scene): ok (\(applications)\(views) view\(views == 1 ? "" : "s"), \(recognizers) recognizer\(recognizers == 1 ? "" : "s"), mode \(s.mode))\n")
    }
}
