import Foundation
import TactileScene

/// Reads the files named on the command line.
public enum InputFiles {
    /// The text of `path`, or a one-line explanation (status 2) of why it cannot be read.
    /// With `allowBinary` only checks that the file is readable (and returns "").
    public static func readText(_ path: String, allowBinary: Bool = false) throws(CommandFailure) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .usage("\(path): no such file")
        }
        if isDirectory.boolValue { throw .usage("\(path): is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .usage("\(path): cannot read the file (permission denied?)")
        }
        if allowBinary { return "" }
        guard let text = String(data: data, encoding: .utf8) else { throw .usage("\(path): not UTF-8 text") }
        return text
    }

    /// Reads and validates a scene file.
    public static func scene(_ path: String) throws(CommandFailure) -> Scene {
        let text = try readText(path)
        do { return try SceneParser().parse(text, file: path) } catch { throw .format(error) }
    }
}
