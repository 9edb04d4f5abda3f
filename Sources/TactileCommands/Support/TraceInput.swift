import TactileScene

/// Loads the TRACE argument of `tactile replay`.
public enum TraceInput {
    /// Reads `path` as a JSON Lines trace.
    public static func load(_ path: String, windowSize: SceneWindow) throws(CommandFailure) -> [TraceFrame] {
        let text = try InputFiles.readText(path)
        do { return try TraceParser.parse(text, file: path) } catch { throw .format(error) }
    }
}
